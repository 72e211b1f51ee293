import { parse as parseCookie } from 'cookie';
import { isLanguage, LANGUAGE_COOKIE, preferredLanguage, type Language } from '@talent/shared';

/** Accept-Language's tags, most wanted first (a missing q is 1; ties keep the header's order). */
function acceptedTags(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((s) => s.trim());
      const q = params.find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag, quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The language a page is sent in: the reader's choice in the app (its cookie), else their browser's first French
 * or English preference, by the same rule the app applies when it starts.
 */
export function pageLanguage(headers: { cookie?: string; 'accept-language'?: string }): Language {
  const chosen = headers.cookie ? parseCookie(headers.cookie)[LANGUAGE_COOKIE] : undefined;
  if (isLanguage(chosen)) return chosen;
  return preferredLanguage(acceptedTags(headers['accept-language'] ?? ''));
}
