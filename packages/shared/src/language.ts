import { LANGUAGES, type Language } from './constants.js';

/**
 * The cookie that mirrors the language chosen in the app (the app itself keeps it in local storage), so that
 * the server can send a page already written in it.
 */
export const LANGUAGE_COOKIE = 'lang';

export { LANGUAGE_KEY } from './storage-keys.js';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/**
 * The first French or English among a visitor's languages, in their order of preference; English otherwise.
 * The browser (navigator.languages) and the server (Accept-Language) apply the same rule, so that the page the
 * server writes and the one the app then draws are in the same language.
 */
export function preferredLanguage(tags: readonly (string | undefined)[]): Language {
  for (const tag of tags) {
    const lower = tag?.trim().toLowerCase() ?? '';
    if (lower.startsWith('fr')) return 'fr';
    if (lower.startsWith('en')) return 'en';
  }
  return 'en';
}
