// The contract of a signed-in page's shell with the app: what its inline script (FIRST_REQUESTS_SCRIPT, built from
// ../shell/first-requests.ts into first-requests-script.ts) reads and leaves.

/** Names the API paths a signed-in page's shell asks for as soon as it is read: see FIRST_REQUESTS_SCRIPT. */
export const FIRST_REQUESTS_META = 'first-requests';
/** Where FIRST_REQUESTS_SCRIPT leaves the requests it made, for the web app's API client to take. */
export const FIRST_REQUESTS_GLOBAL = '__firstRequests';
/** A GET the shell made as soon as it was read, left in FIRST_REQUESTS_GLOBAL for the app's API client to take. */
export interface FirstRequest {
  path: string;
  token: string;
  language: string;
  /** performance.now() when it was made. */
  at: number;
  response: Promise<Response>;
}
/**
 * The class of the header's menu button, which FIRST_REQUESTS_SCRIPT makes work before the app has come (it opens the
 * menu the shell drew, and opens the app's once it is drawn).
 */
export const MENU_TOGGLE_CLASS = 'site-header__menu-toggle';
/** How long an answer asked for by the shell may be taken: after that the app asks again. */
export const FIRST_REQUESTS_TTL_MS = 60_000;

/**
 * The attributes of a shell's first rows, which FIRST_REQUESTS_SCRIPT fills from an answer before the app's code has
 * arrived. A box (`FIRST_ROWS.box`, its value one of the shell's first requests as the meta names it) holds what the
 * frame shows until then and a <template>; once the answer is a non-empty list (or one object), the box's content is
 * replaced by the template's, its `row` element (each of them, for a list laid out one way on a phone and another on
 * a desktop) repeated for each of the first `max` items, and the box is marked
 * `drawn`. In a row, every element may carry:
 * - `if` / `unless`: a field (dotted path) whose value must be truthy / falsy, or the element is left out;
 * - `text`: its words, where `{field}` stands for a field's value; with a field empty, `empty`'s words or nothing
 *   (written after the elements it holds, in place of its words);
 * - `fill-<attribute>`: the attribute, written the same way (`fill-href="/jobs/{id}"`);
 * - `labels`: a JSON map from a value to its words, applied to the values of `text` it names;
 * - `number`: the JSON options of an Intl.NumberFormat for numbers, in the box's `locale`;
 * - `date`: a JSON [locale, options] of an Intl.DateTimeFormat for dates (a bare `YYYY-MM-DD` read on the device's
 *   clock, as the app reads it);
 * - `plural` and `plural-by`: a JSON map from a plural category to words written as `text`'s, chosen by the number
 *   `plural-by` names, in the box's `locale` (what `text` says when no category is given);
 * - `band` and `bands`: a number field and a JSON list of [least value, class], the first one reached added;
 * - `each`: a list field: the element's one child is drawn for each of its items, with the item in place of the row's
 *   (`{.}` for the item itself).
 * A field's path may also be a sum of several (`a.length+b.length`), and `.length` counts a list's items.
 * Everything is written as text or as an attribute: nothing of an answer is read as HTML.
 *
 * A box may also name (`kept`, JSON `{ key, items }`) the list the web app keeps on the device for the same answer:
 * the query's key in the saved lists, and where the items are in its data. On a second visit the script draws that
 * list's first rows at once, for the user last confirmed on the device only (the stored user's id is the access
 * token's subject, whose key the list is under), and keeps the template, so that the answer, once in, draws over them.
 */
export const FIRST_ROWS = {
  box: 'data-first-rows',
  max: 'data-first-rows-max',
  locale: 'data-first-rows-locale',
  drawn: 'data-first-rows-drawn',
  kept: 'data-first-rows-kept',
  row: 'data-row',
  if: 'data-if',
  unless: 'data-unless',
  text: 'data-text',
  empty: 'data-empty',
  fill: 'data-fill-',
  labels: 'data-labels',
  number: 'data-number',
  date: 'data-date',
  plural: 'data-plural',
  pluralBy: 'data-plural-by',
  each: 'data-each',
  band: 'data-band',
  bands: 'data-bands',
} as const;

/**
 * The application a shell lets its reader write and send before the app has come: Apply on a first row opens the
 * shell's own dialog (the app's apply form, written into the shell) instead of the job's page, and its script sends
 * it. Over 2G the app's code takes seconds more than the rows; a tap on Apply is then answered at once.
 * - `dialog`: on the closed <dialog>, its words as JSON (ShellApplyWords);
 * - `job` and `title`: on a row's Apply link, the job's id and title (the link itself leads to the job's page, where
 *   the app opens the application: what a tap does where the script cannot send, its session's token expiring).
 */
export const SHELL_APPLY = {
  dialog: 'data-shell-apply',
  job: 'data-apply-job',
  title: 'data-apply-title',
} as const;
/** The words a shell's application says beyond its form's, in the shell's language. */
export interface ShellApplyWords {
  /** The dialog's title, `{title}` standing for the job's. */
  title: string;
  sending: string;
  submit: string;
  cancel: string;
  close: string;
  /** What the row says once applied. */
  applied: string;
  sent: string;
  failed: string;
  offline: string;
  /** A refusal's words by the message code the API sends with it (`detail_code`). */
  refusals: Record<string, string>;
  /** The character count's words by Intl.PluralRules' category, `{count}` standing for the number. */
  remaining: Record<string, string>;
  over: Record<string, string>;
}
/**
 * Sent on `window` when an application the shell's script sent was taken: the app, if it has come meanwhile, reads the
 * lists it changed again (an app that comes later asks for them itself: the shell's answers are forgotten).
 */
export const SHELL_APPLIED_EVENT = 'talent:shell-applied';
