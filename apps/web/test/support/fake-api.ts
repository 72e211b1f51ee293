import { vi } from 'vitest';
import { MSG, type MessageKey } from '@talent/shared';

/**
 * A JWT-shaped token whose payload carries `exp` (seconds from now) and, when given, `sub` (the user's id); the
 * signature is irrelevant to the client.
 */
export function token(expInSeconds: number, id = 'x', sub?: string): string {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + expInSeconds, id, sub }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `header.${payload}.signature`;
}

export const json = (status: number, body: unknown) =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

type Params = Record<string, string | number>;
const filled = (key: MessageKey, params: Params = {}) =>
  MSG[key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(params[name] ?? whole));

/** A body with a general message, as the API writes it (docs/decisions/018): its text, the failure's code, its key. */
export const detailBody = (key: MessageKey, code?: string, params?: Params) => ({
  detail: filled(key, params),
  ...(code === undefined ? {} : { code }),
  detail_code: params ? { code: key, params } : { code: key },
});

/** A body of field errors, as the API writes it (docs/decisions/015): each field's texts, then their codes. */
export const fieldErrorBody = (fields: Record<string, MessageKey[]>) => ({
  ...Object.fromEntries(Object.entries(fields).map(([field, keys]) => [field, keys.map((key) => filled(key))])),
  codes: Object.fromEntries(Object.entries(fields).map(([field, keys]) => [field, keys.map((code) => ({ code }))])),
});

export interface Call {
  method: string;
  url: string;
  body: unknown;
  auth?: string;
}

/**
 * Replaces fetch with answers by "METHOD /path"; every call is recorded. An unknown route answers 404, so a
 * test notices a request it did not expect.
 */
export function fakeApi(routes: Record<string, (body: unknown) => Response | Promise<Response>>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const headers = (init.headers ?? {}) as Record<string, string>;
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
      calls.push({ method, url, body, auth: headers.Authorization });
      const route = routes[`${method} ${url}`];
      return route ? route(body) : json(404, { detail: 'Not found.' });
    }),
  );
  return calls;
}

/** A file as the API sends one: its bytes, its type, and the name given by Content-Disposition (when there is one). */
export const file = (bytes: BlobPart, type: string, filename?: string) =>
  new Response(new Blob([bytes], { type }), {
    status: 200,
    headers: {
      'Content-Type': type,
      ...(filename === undefined ? {} : { 'Content-Disposition': `attachment; filename="${filename}"` }),
    },
  });
