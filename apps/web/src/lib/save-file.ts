/** How long the object URL of a saved file is kept: the browser has begun the download by then. */
export const REVOKE_AFTER_MS = 1000;

/**
 * Hands a file already in memory to the browser's download, under `filename`: an object URL, a temporary link with
 * `download` clicked, and the URL revoked a moment later.
 */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
