import { expect } from 'vitest';
import { MSG, isMessageKey } from '@talent/shared';

interface Reply {
  json(): unknown;
}

/** A message of MSG with its {{placeholders}} filled in, as a client does with a code and its params. */
const filled = (code: string, params: Record<string, unknown> = {}) =>
  isMessageKey(code) ? MSG[code].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name])) : undefined;

/**
 * The field errors of a reply, `{"field": ["message"]}`, once checked that `codes` names each of those messages,
 * field by field and in order, by its key in MSG and the values that fill it in (docs/decisions/015).
 */
export function fieldErrorsOf(reply: Reply): Record<string, string[]> {
  const { codes, ...fields } = reply.json() as Record<string, string[]> & {
    codes?: Record<string, { code: string; params?: Record<string, unknown> }[]>;
  };
  expect(codes, 'a field error body carries the codes of its messages').toBeDefined();
  const texts = Object.fromEntries(
    Object.entries(codes!).map(([field, list]) => [field, list.map(({ code, params }) => filled(code, params))]),
  );
  expect(texts, 'each code, filled in with its params, is the text of its message').toEqual(fields);
  return fields;
}
