// The second inline script of a signed-in page's shell (FIRST_REQUESTS_SCRIPT of @talent/shared, which
// scripts/shell-script.ts builds from this file: bundled, minified, and written to src/first-requests-script.ts).
//
// The data a page shows first is asked for while the page's code is still arriving, instead of once it has run: a GET
// of each path the shell names (its FIRST_REQUESTS_META, space-separated; `{id}` stands for the job of a /jobs/<id>
// address, and a path that starts with `?` is asked for only when the address has no query of its own), with the
// stored session and the language the app will ask in (the stored choice, else the browser's first French or English
// preference). Nothing without a session, or with one whose access token has expired: the app renews it first. The
// app's API client takes each answer once, for the same path, token and language (lib/first-requests.ts of the web
// app). An answer that a box of the frame is waiting for is drawn into it at once, when the shell is in the language
// asked in (FIRST_ROWS): over a slow link the first rows are read long before the app's code has arrived, and the app
// then draws its page over them. On a second visit, the list the app kept on the device for that answer is drawn
// first, before any answer (FIRST_ROWS.kept), for the user last confirmed here only. Nothing here may throw out of
// the script: a page without its first rows is a page with grey cards, which the app fills.
import {
  FIRST_REQUESTS_GLOBAL,
  FIRST_REQUESTS_META,
  FIRST_ROWS,
  MENU_TOGGLE_CLASS,
  SHELL_APPLIED_EVENT,
  SHELL_APPLY,
  type FirstRequest,
  type ShellApplyWords,
} from '../src/first-requests.js';
import { APPLICATION_CONFIRMATION_MS, COVER_LETTER_MAX_LENGTH } from '../src/application-limits.js';
import {
  ACCESS_TOKEN_KEY,
  LANGUAGE_KEY,
  SAVED_LISTS_KEPT_FOR_MS,
  SAVED_LISTS_PREFIX,
  SAVED_LISTS_SHAPE,
  SESSION_USER_KEY,
} from '../src/storage-keys.js';
import {
  headerNameOf,
  headerPagesOf,
  headerRoleOf,
  SIGNED_IN_HEADER_ATTRIBUTE,
  SIGNED_IN_ROLES_ATTRIBUTE,
} from '../src/signed-in-header.js';
import {
  ASKS_CONFIRMATION_ATTRIBUTE,
  asksEmailConfirmation,
  CONFIRMATION_CODE_META,
  confirmationOwner,
  EMAIL_CONFIRMATION_CLOSED_KEY,
} from '../src/email-confirmation.js';
import {
  firstUnfinishedStep,
  onboardingStepPath,
  UNFINISHED_PROFILE_ATTRIBUTE,
  type OnboardingStep,
  type OnboardingUserType,
} from '../src/onboarding.js';

type Item = Record<string, unknown>;

/** A field of an item by its dotted path (`company.company_name`); undefined past a missing step. */
const field = (item: Item, path: string): unknown =>
  path === '.'
    ? item
    : path.split('.').reduce<unknown>((value, key) => (value == null ? value : (value as Item)[key]), item);

/** A field, or the sum of several (`a.length+b.length`, a flag counting one when set). */
const at = (item: Item, path: string): unknown =>
  path.indexOf('+') < 0
    ? field(item, path)
    : path.split('+').reduce((sum, part) => sum + Number(field(item, part) || 0), 0);

/** A date as the app writes it: a bare day on the device's clock, a moment as it is. */
function date(value: unknown, format: string): string {
  const [locale, options] = JSON.parse(format) as [string, Intl.DateTimeFormatOptions];
  const text = String(value);
  const when = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00` : text);
  return isNaN(when.getTime()) ? text : new Intl.DateTimeFormat(locale, options).format(when);
}

const out = (part: Element) => part.parentNode?.removeChild(part);

/**
 * The words of `text` for `item`: each `{field}` replaced by its value (through the element's labels when
 * `labelled`, a number in its format); null when a field is empty.
 */
function words(text: string, item: Item, part: Element, locale: string | undefined, labelled: boolean): string | null {
  let missing = false;
  const said = text.replace(/\{([\w.+]+)\}/g, (_, path: string) => {
    const value = at(item, path);
    if (value == null || value === '') {
      missing = true;
      return '';
    }
    const labels = labelled ? part.getAttribute(FIRST_ROWS.labels) : null;
    if (labels) {
      const known = JSON.parse(labels) as Record<string, string>;
      if (Object.prototype.hasOwnProperty.call(known, String(value))) return known[String(value)]!;
    }
    const number = part.getAttribute(FIRST_ROWS.number);
    if (number && typeof value === 'number') return new Intl.NumberFormat(locale, JSON.parse(number)).format(value);
    const format = part.getAttribute(FIRST_ROWS.date);
    return format ? date(value, format) : String(value);
  });
  return missing ? null : said;
}

/** The words an element says: `text`, or its plural form for the number `plural-by` names. */
function textOf(part: Element, item: Item, locale: string | undefined): string {
  const forms = part.getAttribute(FIRST_ROWS.plural);
  if (forms) {
    const category = new Intl.PluralRules(locale).select(Number(at(item, part.getAttribute(FIRST_ROWS.pluralBy)!)));
    const form = (JSON.parse(forms) as Record<string, string>)[category];
    if (form !== undefined) return form;
  }
  return part.getAttribute(FIRST_ROWS.text)!;
}

/** One element of a row, and what it holds, written for `item` as FIRST_ROWS says, or left out. */
function draw(part: Element, item: Item, locale: string | undefined): void {
  if (part.hasAttribute(FIRST_ROWS.if) && !at(item, part.getAttribute(FIRST_ROWS.if)!)) return void out(part);
  if (part.hasAttribute(FIRST_ROWS.unless) && at(item, part.getAttribute(FIRST_ROWS.unless)!)) return void out(part);
  for (const { name, value } of [...part.attributes]) {
    if (name.indexOf(FIRST_ROWS.fill) !== 0) continue;
    const filled = words(value, item, part, locale, false);
    if (filled === null) return void out(part);
    part.setAttribute(name.slice(FIRST_ROWS.fill.length), filled);
  }
  if (part.hasAttribute(FIRST_ROWS.text)) {
    const text = words(textOf(part, item, locale), item, part, locale, true) ?? part.getAttribute(FIRST_ROWS.empty);
    if (text === null) return void out(part);
    // The words follow what the element holds of its own (a mark before a skill), in place of any words it had.
    for (const node of [...part.childNodes]) if (node.nodeType === 3) part.removeChild(node);
    part.appendChild(document.createTextNode(text));
  }
  if (part.hasAttribute(FIRST_ROWS.band)) {
    const n = at(item, part.getAttribute(FIRST_ROWS.band)!) as number;
    const bands = JSON.parse(part.getAttribute(FIRST_ROWS.bands)!) as [number, string][];
    const reached = bands.find(([least]) => n >= least);
    if (reached) part.classList.add(reached[1]);
  }
  const list = part.getAttribute(FIRST_ROWS.each);
  const one = part.firstElementChild;
  if (list !== null && one) {
    out(one);
    const items = at(item, list);
    for (const each of Array.isArray(items) ? (items as Item[]) : []) {
      const copy = one.cloneNode(true) as Element;
      part.appendChild(copy);
      draw(copy, each, locale);
    }
    return;
  }
  for (const child of [...part.children]) draw(child, item, locale);
}

/**
 * A box's rows: each row of its template (one, or one per screen it is laid out for) repeated for each of the first
 * `max` items, in place of what it showed. The template stays in the box, so that an answer can draw over rows drawn
 * from the device.
 */
function fill(box: Element, answer: Item[]): void {
  const template = box.querySelector('template');
  const items = answer.slice(0, Number(box.getAttribute(FIRST_ROWS.max)) || 3);
  if (!template || !items.length) return;
  const content = template.content.cloneNode(true) as DocumentFragment;
  const rows = [...content.querySelectorAll(`[${FIRST_ROWS.row}]`)];
  if (!rows.length) return;
  const locale = box.getAttribute(FIRST_ROWS.locale) || undefined;
  for (const row of rows) {
    for (const item of items) {
      const copy = row.cloneNode(true) as Element;
      row.parentNode!.insertBefore(copy, row);
      draw(copy, item, locale);
    }
    out(row);
  }
  while (box.firstChild) box.removeChild(box.firstChild);
  box.appendChild(content);
  box.appendChild(template);
  box.setAttribute(FIRST_ROWS.drawn, '');
}

/** Fills the boxes of the frame waiting for `source` with its answer (a list, or one object). */
function rows(source: string, answer: Item | Item[]): void {
  for (const box of document.querySelectorAll(`[${FIRST_ROWS.box}]`)) {
    if (box.getAttribute(FIRST_ROWS.box) === source) fill(box, ([] as Item[]).concat(answer));
  }
}

/** Whether a box waits for an answer that this address asks for (a `?` source only when it has no query). */
const asked = (box: Element) => box.getAttribute(FIRST_ROWS.box)!.charAt(0) !== '?' || !location.search;

/** The user last confirmed on the device, when the access token is theirs (`owner`, its subject). */
function keptUser(owner: string): Item | null {
  const user = JSON.parse(localStorage.getItem(SESSION_USER_KEY) || 'null') as Item | null;
  return user && String(user.id) === owner ? user : null;
}

/**
 * The lists the app kept on the device for `owner` (the access token's subject), drawn into the boxes that name one:
 * only when the user last confirmed here is that owner, as the app itself requires before it shows them, and only a
 * copy of the app's present shape, younger than its time limit.
 */
function keptRows(owner: string): void {
  if (!keptUser(owner)) return;
  const saved = JSON.parse(localStorage.getItem(SAVED_LISTS_PREFIX + owner) || 'null') as {
    buster?: string;
    timestamp?: number;
    clientState?: { queries?: { queryKey: unknown; state: { data?: unknown } }[] };
  } | null;
  if (!saved || saved.buster !== SAVED_LISTS_SHAPE || !(Date.now() - Number(saved.timestamp) < SAVED_LISTS_KEPT_FOR_MS))
    return;
  for (const box of document.querySelectorAll(`[${FIRST_ROWS.kept}]`)) {
    if (!asked(box)) continue;
    const kept = JSON.parse(box.getAttribute(FIRST_ROWS.kept)!) as { key: unknown; items: string };
    const key = JSON.stringify(kept.key);
    for (const query of saved.clientState?.queries ?? []) {
      if (JSON.stringify(query.queryKey) !== key) continue;
      const items = at({ data: query.state.data } as Item, `data.${kept.items}`);
      if (Array.isArray(items)) fill(box, items as Item[]);
    }
  }
}

/**
 * Shows the lines above a page's heading that the frame holds hidden, when the app will draw them for the user last
 * confirmed here: the page then does not move when the app takes over. The request to confirm the address (whose
 * close button works at once, as the app's does: the tab remembers it, and the app, reading that, draws no request),
 * and the way to an unfinished onboarding's step.
 */
function showReadersLines(user: Item): void {
  const request = document.querySelector<HTMLElement>(`[${ASKS_CONFIRMATION_ATTRIBUTE}]`);
  let closed: string | null = null;
  try {
    closed = sessionStorage.getItem(EMAIL_CONFIRMATION_CLOSED_KEY);
  } catch {
    // A tab without session storage: the request was not closed in it.
  }
  if (request && asksEmailConfirmation(user, closed)) {
    request.hidden = false;
    // Its code and words, which the app's first frame waits for, come beside the app's code rather than after it.
    const code = document.querySelector<HTMLMetaElement>(`meta[name="${CONFIRMATION_CODE_META}"]`);
    for (const src of code?.content.split(' ') ?? []) {
      if (!src) continue;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = src;
      document.head.appendChild(link);
    }
    request.querySelector('.flash__close')?.addEventListener('click', () => {
      request.hidden = true;
      try {
        sessionStorage.setItem(EMAIL_CONFIRMATION_CLOSED_KEY, confirmationOwner(user));
      } catch {
        // Closed for this page only, as in the app.
      }
    });
  }

  const line = document.querySelector<HTMLElement>(`[${UNFINISHED_PROFILE_ATTRIBUTE}]`);
  const way = line?.querySelector('a');
  if (!line || !way) return;
  const { userType, steps } = JSON.parse(line.getAttribute(UNFINISHED_PROFILE_ATTRIBUTE)!) as {
    userType: OnboardingUserType;
    steps: Record<OnboardingStep, string>;
  };
  if (user.user_type !== userType) return;
  const step = firstUnfinishedStep(userType, {
    ...(user.profile as Item | null),
    onboarding_completed: user.onboarding_completed,
  });
  if (!step) return;
  way.textContent = steps[step];
  way.href = onboardingStepPath(userType, step);
  line.hidden = false;
}

/**
 * Shows the header's parts that the shell holds hidden for a signed-in person, as the app will draw them for the user
 * last confirmed here: the links of their pages (this page's marked as the app marks it), their name and role, the
 * shapes of what needs the app. The bar is then as tall as the app's (two lines, on a desktop, for a professional).
 */
function showReadersHeader(user: Item): void {
  const shown = new Set<string>([...headerPagesOf(user), 'person']);
  for (const part of document.querySelectorAll<HTMLElement>(`[${SIGNED_IN_HEADER_ATTRIBUTE}]`)) {
    const what = part.getAttribute(SIGNED_IN_HEADER_ATTRIBUTE)!;
    if (!shown.has(what)) continue;
    part.hidden = false;
    if (what === location.pathname) {
      part.classList.add('active');
      part.setAttribute('aria-current', 'page');
    }
    const roles = part.getAttribute(SIGNED_IN_ROLES_ATTRIBUTE);
    if (!roles) continue;
    const words = JSON.parse(roles) as Record<string, string>;
    part.querySelector('.site-header__name')!.textContent = headerNameOf(user);
    part.querySelector('.site-header__type')!.textContent = words[headerRoleOf(user)] ?? '';
  }
}

/** The language the app will ask in: the stored choice, else the browser's first French or English preference. */
function askedLanguage(): string {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  if (stored === 'en' || stored === 'fr') return stored;
  for (const tag of navigator.languages || [navigator.language]) {
    const lower = String(tag || '')
      .trim()
      .toLowerCase();
    if (lower.indexOf('fr') === 0) return 'fr';
    if (lower.indexOf('en') === 0) return 'en';
  }
  return 'en';
}

/** Runs `draw` once the frame's boxes are read, in the shell's language only if it is `language`. */
function whenRead(language: string, draw: () => void): void {
  const drawn = () => {
    try {
      if (document.documentElement.lang === language) draw();
    } catch {
      // The app draws the page; the first rows were only ahead of it.
    }
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', drawn);
  else drawn();
}

/** What an access token says of itself: whose it is, and until when it works. */
const claimsOf = (token: string) =>
  JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number; sub?: unknown };

/** The stored access token while it works for a minute more (else the app renews it first), or null. */
function workingToken(): string | null {
  const token = localStorage.getItem(ACCESS_TOKEN_KEY);
  return token && claimsOf(token).exp * 1000 > Date.now() + 60_000 ? token : null;
}

try {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${FIRST_REQUESTS_META}"]`);
  const token = localStorage.getItem(ACCESS_TOKEN_KEY);
  if (meta && token) {
    const claims = claimsOf(token);
    const language = askedLanguage();
    // A kept list is shown whatever the token's age, as the app shows it while it renews the session.
    if (typeof claims.sub === 'string') {
      whenRead(language, () => keptRows(claims.sub as string));
      whenRead(language, () => {
        const user = keptUser(claims.sub as string);
        if (!user) return;
        showReadersHeader(user);
        showReadersLines(user);
      });
    }
    if (workingToken()) {
      const id = (location.pathname.match(/^\/jobs\/(\d{1,15})\/?$/) || [])[1];
      const list: FirstRequest[] = [];
      (window as unknown as Record<string, FirstRequest[]>)[FIRST_REQUESTS_GLOBAL] = list;
      for (const source of meta.content.split(' ')) {
        let path = source;
        if (!path) continue;
        if (path.charAt(0) === '?') {
          if (location.search) continue;
          path = path.slice(1);
        }
        if (path.indexOf('{id}') >= 0) {
          if (!id) continue;
          path = path.replace('{id}', id);
        }
        const headers = { Accept: 'application/json', 'Accept-Language': language, Authorization: `Bearer ${token}` };
        const response = fetch(path, { headers });
        list.push({ path, token, language, at: performance.now(), response });
        response
          .then((answer) => (answer.ok ? answer.clone().json() : null))
          .then((data: Item | Item[] | null) => {
            if (data) whenRead(language, () => rows(source, data));
          })
          .catch(() => {});
      }
    }
  }
} catch {
  // A stored session the script cannot read: the app reads it, and asks for the page's data itself.
}

// The header's menu works before the app: a tap on its button opens or closes the menu the shell drew. Once the app
// has drawn its own header, a menu left open is opened there too (its button is tapped for the reader, before the
// browser paints), so that the tap is not lost when the app takes over. The page is watched for the app's header only
// from the first such tap: watching it from the start read the document after every change the parser and the app
// made, on every visit, for a menu most readers never open before the app.
try {
  const toggleSelector = `.${MENU_TOGGLE_CLASS}`;
  /** An element the app drew (React keeps its properties on it), whose clicks the app answers itself. */
  const drawnByTheApp = (element: Element) => Object.keys(element).some((key) => key.indexOf('__reactProps') === 0);
  let openBeforeTheApp = false;
  let watching = false;
  const watchForTheApp = () => {
    if (watching) return;
    watching = true;
    new MutationObserver((_, observer) => {
      const toggle = document.querySelector<HTMLElement>(toggleSelector);
      if (!toggle || !drawnByTheApp(toggle)) return;
      observer.disconnect();
      if (openBeforeTheApp && toggle.getAttribute('aria-expanded') !== 'true') toggle.click();
    }).observe(document.documentElement, { childList: true, subtree: true });
  };
  document.addEventListener('click', (event) => {
    const toggle = (event.target as Element | null)?.closest?.(toggleSelector);
    if (!toggle || drawnByTheApp(toggle)) return;
    const menu = document.getElementById(toggle.getAttribute('aria-controls') || '');
    if (!menu) return;
    openBeforeTheApp = menu.hasAttribute('hidden');
    menu.hidden = !openBeforeTheApp;
    toggle.setAttribute('aria-expanded', String(openBeforeTheApp));
    const icon = toggle.firstElementChild;
    if (icon) icon.textContent = openBeforeTheApp ? '\u2715' : '\u2630';
    watchForTheApp();
  });
} catch {
  // Without it the menu opens once the app has come, as it always did.
}

// The search's box works before the app as a search of the address: its words join the rest of the search the address
// holds (the tab, the filters) instead of replacing it, as a plain form would, and the list starts at its first page,
// as with the app's own box (whose sending the app stops first).
try {
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    if (event.defaultPrevented || form.getAttribute('role') !== 'search') return;
    event.preventDefault();
    const address = new URL(location.href);
    new FormData(form).forEach((value, name) => {
      if (String(value).trim()) address.searchParams.set(name, String(value));
      else address.searchParams.delete(name);
    });
    address.searchParams.delete('page');
    location.assign(address.href);
  });
} catch {
  // The form is then sent as it is: the words, without the rest of the search.
}

try {
  // A visit that no service worker served (the first) asks the worker, once one is in charge, to keep this shell, so
  // that the next visit opens it from the device and draws the kept list at once (its route for the shells). Every
  // visit asks it to keep the style sheets the shell names: their rules are written in the shell, so the app never
  // fetches them here, but a page the worker answers with its index.html, offline, needs them from the device.
  const workers = navigator.serviceWorker;
  if (workers) {
    void workers.ready.then((registration) => {
      const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')];
      const urls = sheets.map((sheet) => sheet.href);
      if (!workers.controller) urls.push(location.pathname);
      registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urls } });
    });
  }
} catch {
  // Kept or not, the shell still comes from the network.
}

/**
 * The shell's application (SHELL_APPLY), opened for the job of `link`: the app's dialog and form, answered here. It
 * is moved out of the page first, so that the app, drawing the page over the shell meanwhile, leaves it open; what it
 * sends forgets the shell's answers (they may no longer be true) and tells an app that has come to read its lists
 * again.
 */
function applyFrom(dialog: HTMLDialogElement, link: HTMLAnchorElement, token: string): void {
  const words = JSON.parse(dialog.getAttribute(SHELL_APPLY.dialog)!) as ShellApplyWords;
  const form = dialog.querySelector('form')!;
  const text = form.querySelector('textarea')!;
  const count = form.querySelector('.character-count');
  const banner = form.querySelector<HTMLElement>(':scope > div[role]');
  const [cancel, send] = [...form.querySelectorAll<HTMLButtonElement>('.apply-form__actions button')];
  const language = document.documentElement.lang;
  const jobId = Number(link.getAttribute(SHELL_APPLY.job));
  let state: 'editing' | 'sending' | 'sent' = 'editing';
  /** The row's Apply, then its "Applied" line: where the focus goes back to. */
  let row: HTMLElement = link;
  /**
   * Whether the dialog is still this job's: an answer that comes once it is closed (and perhaps opened for another
   * job) marks the row and tells the app, and leaves the dialog alone.
   */
  let shown = true;

  const say = (kind: 'success' | 'error' | null, said = '') => {
    if (!banner || !shown) return;
    banner.setAttribute('role', kind === 'error' ? 'alert' : 'status');
    banner.setAttribute('aria-live', kind === 'error' ? 'assertive' : 'polite');
    while (banner.firstChild) banner.removeChild(banner.firstChild);
    if (!kind) return;
    const line = document.createElement('p');
    line.className = `banner banner--${kind}`;
    line.textContent = said;
    banner.appendChild(line);
  };
  const counted = () => {
    if (!count) return;
    const left = COVER_LETTER_MAX_LENGTH - text.value.length;
    const forms = left < 0 ? words.over : words.remaining;
    const n = Math.abs(left);
    const form = forms[new Intl.PluralRules(language).select(n)] ?? forms.other!;
    count.textContent = form.replace('{count}', () => new Intl.NumberFormat(language).format(n));
    count.classList.toggle('character-count--over', left < 0);
  };
  const editing = () => {
    state = 'editing';
    if (!shown) return;
    text.readOnly = false;
    send!.disabled = false;
    send!.textContent = words.submit;
  };
  const close = () => shown && dialog.open && dialog.close();
  const applied = () => {
    state = 'sent';
    say('success', words.sent);
    if (shown) {
      cancel!.textContent = words.close;
      send!.textContent = words.submit;
    }
    // The row says it, as the app's card does.
    if (link.isConnected) {
      const line = document.createElement('p');
      line.className = 'job-card__applied';
      line.tabIndex = -1;
      const mark = document.createElement('span');
      mark.setAttribute('aria-hidden', 'true');
      mark.textContent = '\u2713 ';
      line.appendChild(mark);
      line.appendChild(document.createTextNode(words.applied));
      link.parentNode!.replaceChild(line, link);
      row = line;
    }
    ((window as unknown as Record<string, FirstRequest[] | undefined>)[FIRST_REQUESTS_GLOBAL] || []).splice(0);
    window.dispatchEvent(new CustomEvent(SHELL_APPLIED_EVENT, { detail: { jobId } }));
    setTimeout(close, APPLICATION_CONFIRMATION_MS);
  };
  const refused = (said: string) => {
    say('error', said);
    editing();
  };

  const sent = (event: Event) => {
    event.preventDefault();
    if (state !== 'editing') return;
    if (text.value.length > COVER_LETTER_MAX_LENGTH) return void text.focus();
    state = 'sending';
    text.readOnly = true;
    send!.disabled = true;
    send!.textContent = words.sending;
    say(null);
    fetch('/hiring/applications/', {
      method: 'POST',
      // Ahead of the app's code, which may still be on its way over the same slow link, where the protocol lets it
      // (HTTP/2 shares one connection by priority; over HTTP/1.1 it waits for one of the browser's connections).
      priority: 'high',
      headers: {
        Accept: 'application/json',
        'Accept-Language': language,
        'Content-Type': 'application/json',
        Authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ job_id: jobId, cover_letter: text.value }),
    }).then(
      (answer) => {
        if (answer.ok) return applied();
        // Refused the session: the job's page, where the app renews it, opens the application.
        if (answer.status === 401) return shown ? location.assign(`/jobs/${jobId}?apply=1`) : editing();
        return answer
          .json()
          .catch(() => null)
          .then((body: { detail_code?: { code?: unknown } } | null) => {
            // The API names its message by `detail_code.code`; one the shell has no words for is a failure.
            const code = body?.detail_code?.code;
            const known = typeof code === 'string' && Object.prototype.hasOwnProperty.call(words.refusals, code);
            refused(known ? words.refusals[code]! : words.failed);
          });
      },
      () => refused(words.offline),
    );
  };
  const finish = () => {
    shown = false;
    form.removeEventListener('submit', sent);
    text.removeEventListener('input', counted);
    cancel!.removeEventListener('click', close);
    dialog.querySelector('.modal__close')!.removeEventListener('click', close);
    // Back to the row's Apply, or its "Applied" line; to the page once the app has drawn it over the rows.
    const back = row.isConnected ? row : document.getElementById('main');
    back?.focus({ preventScroll: true });
  };

  dialog.querySelector('h2')!.textContent = words.title.replace(
    '{title}',
    () => link.getAttribute(SHELL_APPLY.title) || '',
  );
  text.value = '';
  editing();
  cancel!.textContent = words.cancel;
  say(null);
  counted();
  form.addEventListener('submit', sent);
  text.addEventListener('input', counted);
  cancel!.addEventListener('click', close);
  dialog.querySelector('.modal__close')!.addEventListener('click', close);
  dialog.addEventListener('close', finish, { once: true });
  document.body.appendChild(dialog);
  dialog.showModal();
}

// Apply on a first row opens the shell's application, while the session's token works: over 2G the app's code comes
// seconds after the rows, and the tap would wait for it. Otherwise the link leads to the job's page, as a link does.
try {
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(
      `[${FIRST_ROWS.drawn}] a[${SHELL_APPLY.job}]`,
    );
    const dialog = document.querySelector<HTMLDialogElement>(`dialog[${SHELL_APPLY.dialog}]`);
    const token = workingToken();
    if (!link || !dialog || dialog.open || !token || typeof dialog.showModal !== 'function') return;
    event.preventDefault();
    applyFrom(dialog, link, token);
  });
} catch {
  // Apply then leads to the job's page, where the app opens the application.
}
