import rosetta from 'rosetta';
import { isLanguage, LANGUAGE_COOKIE, preferredLanguage, type Language } from '@talent/shared';
import { LANGUAGE_KEY } from '../lib/token-storage';

/**
 * English and French everywhere. The language follows the browser, can be switched in the header and is
 * remembered. Each namespace is a small module (locales/<lang>/<ns>.ts) loaded when a page first needs it.
 *
 * Translation lookup and {{value}} interpolation are rosetta's; this module adds lazy namespaces, plurals
 * (`key_one` / `key_other` chosen with Intl.PluralRules when a `count` is given, the count written in the language's
 * number format) and change notification.
 * It replaces i18next, whose 18 KB of gzipped JavaScript did not fit the home page's 100 KB budget.
 */
export const NAMESPACES = [
  'common',
  'msg',
  'auth',
  'home',
  'pages',
  'demo',
  'professional',
  'employer',
  'admin',
  'account',
  'conversation',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
export type TranslationValues = Record<string, string | number>;

/** Pages are also written at build time, in Node, where there is no browser to ask (scripts/prerender.mjs). */
const inBrowser = typeof window !== 'undefined';

/**
 * The remembered choice, else the language the server wrote the page in (it read the same preferences, or a
 * choice kept only in the cookie), else the browser's first French or English preference, else English.
 */
export function detectLanguage(): Language {
  if (!inBrowser) return 'en';
  const saved = localStorage.getItem(LANGUAGE_KEY);
  if (isLanguage(saved)) return saved;
  const written = document.getElementById('root')?.dataset.prerendered;
  if (isLanguage(written)) return written;
  return preferredLanguage(navigator.languages ?? [navigator.language]);
}

/**
 * The choice is also kept in a cookie, the only place the server can read it: the pages written in advance are
 * then sent in the reader's language, the same one the app picks when it starts.
 */
function rememberLanguage(lang: Language) {
  localStorage.setItem(LANGUAGE_KEY, lang);
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

const modules = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.ts');
const store = rosetta<Record<string, unknown>>();
const loaded = new Map<string, Promise<void> | true>();
const listeners = new Set<() => void>();
let language: Language = detectLanguage();
let version = 0;
store.locale(language);
if (inBrowser) {
  document.documentElement.lang = language;
  // A choice made before the cookie existed reaches the server from the next page on.
  if (localStorage.getItem(LANGUAGE_KEY) === language && !document.cookie.includes(`${LANGUAGE_COOKIE}=`)) {
    rememberLanguage(language);
  }
}
function notify() {
  version++;
  listeners.forEach((listener) => listener());
}

/**
 * The layout's strings and the message catalogue, which every page needs before it is drawn: in the reader's language
 * only (the other one comes with a change of language). A page the server wrote asks for them beside the app's code
 * (scripts/prerender.mjs), so that they are in when the app starts (main.tsx waits for `ready`).
 */
const EVERY_PAGE: readonly Namespace[] = ['common', 'msg'];

function loadNamespace(lang: Language, ns: Namespace): Promise<void> | true {
  const id = `${lang}/${ns}`;
  const state = loaded.get(id);
  if (state) return state;
  const load = modules[`./locales/${id}.ts`];
  if (!load) throw new Error(`No translations for ${id}`);
  const promise = load().then((module) => {
    store.set(lang, { [ns]: module.default });
    loaded.set(id, true);
  });
  loaded.set(id, promise);
  return promise;
}

/** Plural rules per language, built once: a list's counts ask for them on every card. */
const pluralRulesOf = new Map<Language, Intl.PluralRules>();
function pluralRules(of: Language): Intl.PluralRules {
  let rules = pluralRulesOf.get(of);
  if (!rules) {
    rules = new Intl.PluralRules(of);
    pluralRulesOf.set(of, rules);
  }
  return rules;
}

/**
 * A count written as numbers are in the reader's language (1,000 / 1 000, as lib/format's `formatNumber` writes
 * them), its form chosen by the number itself. Kept here, not imported: this module is in every page's first code.
 */
const countFormats = new Map<Language, Intl.NumberFormat>();
function countText(of: Language, count: number): string {
  let format = countFormats.get(of);
  if (!format) {
    format = new Intl.NumberFormat(of);
    countFormats.set(of, format);
  }
  return format.format(count);
}

function translate(ns: Namespace, key: string, values?: TranslationValues): string {
  const [namespace, path] = key.includes(':') ? (key.split(':', 2) as [Namespace, string]) : [ns, key];
  const counted = values && typeof values.count === 'number' ? values.count : null;
  const written = counted === null ? values : { ...values, count: countText(language, counted) };
  if (counted !== null) {
    const form = pluralRules(language).select(counted);
    const plural = store.t(`${namespace}.${path}_${form}`, written);
    if (typeof plural === 'string' && plural !== '') return plural;
    const other = store.t(`${namespace}.${path}_other`, written);
    if (typeof other === 'string' && other !== '') return other;
  }
  const text = store.t(`${namespace}.${path}`, written);
  return typeof text === 'string' && text !== '' ? text : path;
}

const i18n = {
  get language(): Language {
    return language;
  },
  /** Resolves once every namespace needed by the current screen is there in the new language. */
  async changeLanguage(next: Language): Promise<void> {
    const namespaces = NAMESPACES.filter((ns) => EVERY_PAGE.includes(ns) || loaded.get(`${language}/${ns}`) === true);
    await Promise.all(namespaces.map((ns) => loadNamespace(next, ns)));
    language = next;
    store.locale(next);
    if (inBrowser) {
      rememberLanguage(next);
      document.documentElement.lang = next;
    }
    notify();
  },
  /** Loads namespaces ahead of need; resolves when they are ready in the current language. */
  async load(...namespaces: Namespace[]): Promise<void> {
    await Promise.all(namespaces.map((ns) => loadNamespace(language, ns)));
  },
  isLoaded: (ns: Namespace) => loaded.get(`${language}/${ns}`) === true,
  /** Whether a namespace, as loaded in the current language, has `key` at its top level. */
  knows: (ns: Namespace, key: string): boolean => {
    const table = store.table(language)?.[ns];
    return typeof table === 'object' && table !== null && Object.hasOwn(table, key);
  },
  /** Resolves once the namespaces of every page are there in the current language: the app is drawn after it. */
  ready: (): Promise<void> => i18n.load(...EVERY_PAGE),
  /** Translates without React (the key may carry its namespace: `msg:required`). */
  t: (key: string, values?: TranslationValues, ns: Namespace = 'common') => translate(ns, key, values),
  /** A structured value (a list of testimonials, say) as stored in the namespace. */
  raw: <T = unknown>(ns: Namespace, key: string): T => store.t(`${ns}.${key}`) as T,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getVersion: () => version,
  /** Makes a namespace's translations available at once (tests). */
  addResources(lang: Language, ns: Namespace, table: Record<string, unknown>) {
    store.set(lang, { [ns]: table });
    loaded.set(`${lang}/${ns}`, true);
  },
};

export default i18n;
