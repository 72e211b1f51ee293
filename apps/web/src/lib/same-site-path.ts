const BASE = 'http://site.invalid';

/**
 * The value as a path on this site (`/jobs?page=2`), or undefined for anything that could lead elsewhere
 * (`//evil.example`, `/\evil.example`, `https://...`), so that a return address never becomes an open redirect.
 */
export function sameSitePath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return undefined;
  }
  try {
    const url = new URL(value, BASE);
    return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : undefined;
  } catch {
    return undefined;
  }
}
