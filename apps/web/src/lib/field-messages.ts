import { isMessageKey, messageText, type Message } from '../i18n/use-message';

/** Keys of an error body that hold no field message (docs/decisions/002, 015 and 018). */
const NOT_FIELDS = new Set(['detail', 'codes', 'detail_code']);

/**
 * `code` is a failure's name when it is a string (`{"detail", "code", "detail_code"}`), and the messages of a field of
 * that name (a phone code's) when it is a list: the API writes a field's messages as a list, never as a string.
 */
const isFailureName = (key: string, value: unknown) => key === 'code' && !Array.isArray(value);

/** The codes the API sent beside a field's messages: `{"codes": {"field": [{"code", "params"}]}}`. */
function codesOf(data: Record<string, unknown>, field: string): unknown[] {
  const codes = data.codes;
  if (!codes || typeof codes !== 'object' || !Object.hasOwn(codes, field)) return [];
  const list = (codes as Record<string, unknown>)[field];
  return Array.isArray(list) ? list : [];
}

/** A server message by its code (`{"code", "params"}`) when this catalogue knows the code, else the server's own text. */
function byCode(text: string, sent: unknown): Message {
  const { code, params } = (sent && typeof sent === 'object' ? sent : {}) as { code?: unknown; params?: unknown };
  if (!isMessageKey(code)) return { text };
  return params && typeof params === 'object' ? { key: code, params: params as Record<string, string | number> } : code;
}

/** A message in the language shown: by its code when the catalogue knows it, else the server's own text. */
const inLanguageShown = (text: string, sent: unknown): string => messageText(byCode(text, sent));

/**
 * The general message of an API body (`{"detail", "code", "detail_code"}`, an error's or a success's), by its code
 * (`detail_code`, docs/decisions/018) when this catalogue knows it, else the server's own text (a newer server's
 * message, or a server that sends no code); undefined when the body has no `detail`.
 */
export function detailMessage(data: { detail: string }): Message;
export function detailMessage(data: unknown): Message | undefined;
export function detailMessage(data: unknown): Message | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const { detail, detail_code: sent } = data as { detail?: unknown; detail_code?: unknown };
  return typeof detail === 'string' ? byCode(detail, sent) : undefined;
}

/**
 * The messages of each field of an API error body (`{"field": ["message"], "codes": {...}}`), and of
 * `non_field_errors`, in the language shown: each found by its code in the message catalogue, with the values the
 * API filled in; the server's own text when it sent no code, or one this catalogue does not know (a newer
 * server's). Never by its text.
 */
export function fieldMessageLists(data: unknown): Record<string, string[]> {
  if (!data || typeof data !== 'object') return {};
  const body = data as Record<string, unknown>;
  const lists: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(body)) {
    if (NOT_FIELDS.has(field) || isFailureName(field, value)) continue;
    const codes = codesOf(body, field);
    const texts = (Array.isArray(value) ? value : [value]).flatMap((text: unknown, i) =>
      typeof text === 'string' ? [inLanguageShown(text, codes[i])] : [],
    );
    if (texts.length > 0) lists[field] = texts;
  }
  return lists;
}

/** The first message of each field of an API error body, as fieldMessageLists gives them. */
export function fieldMessages(data: unknown): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldMessageLists(data)).map(([field, [first]]) => [field, first!]));
}
