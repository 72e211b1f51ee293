import { vi } from 'vitest';

/**
 * A JWT-shaped token whose payload carries `exp` (seconds from now) and, when given, `sub` (the user's id); the
 * signature is irrelevant to the client.
 */
export function token(expInSeconds: number, id = 'x', sub?: string): string {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + expInSeconds, id, sub }))
    .replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `header.${payload}.signature`;
}

export const json = (status: number, body: unknown) =>
  new Response(body === null ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

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
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const headers = (init.headers ?? {}) as Record<string, string>;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    calls.push({ method, url, body, auth: headers.Authorization });
    const route = routes[`${method} ${url}`];
    return route ? route(body) : json(404, { detail: 'Not found.' });
  }));
  return calls;
}
