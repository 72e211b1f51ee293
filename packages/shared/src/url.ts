/** A company website gets https:// unless it already starts with http:// or https://. */
export function withHttps(website: string): string {
  const w = website.trim();
  if (w === '') return w;
  return /^https?:\/\//i.test(w) ? w : `https://${w}`;
}

export function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.includes('.');
  } catch {
    return false;
  }
}
