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

/**
 * The general error of a reply, `{"detail", "code"}`, once checked that `detail_code` names its message by its key in
 * MSG, with the values that fill it in (docs/decisions/018).
 */
export function detailOf(reply: Reply): { detail: string; code?: string } {
  const { detail_code: sent, ...body } = reply.json() as {
    detail: string;
    code?: string;
    detail_code?: { code: string; params?: Record<string, unknown> };
  };
  expect(sent, 'a body with a detail carries the code of its message').toBeDefined();
  expect(filled(sent!.code, sent!.params), 'the code, filled in with its params, is the text of the detail').toBe(
    body.detail,
  );
  return body;
}
