import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageKey } from '@talent/shared';
import { apiRequest, setSessionLostHandler } from '../src/lib/api-client';
import { isExpired, tokenStorage } from '../src/lib/token-storage';

/** A JWT-shaped token whose payload carries `exp` (seconds); the signature is irrelevant to the client. */
function token(expInSeconds: number, id = 'x'): string {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + expInSeconds, id }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `header.${payload}.signature`;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
let calls: { url: string; auth?: string }[];
function mockFetch(handler: Handler) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const headers = (init.headers ?? {}) as Record<string, string>;
      calls.push({ url, auth: headers.Authorization });
      return handler(url, init);
    }),
  );
}

describe('the session in the API client', () => {
  let lost: ReturnType<typeof vi.fn<(reason: MessageKey | null) => void>>;
  beforeEach(() => {
    localStorage.clear();
    lost = vi.fn<(reason: MessageKey | null) => void>(() => tokenStorage.clearTokens());
    setSessionLostHandler(lost);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads the expiry from the token payload', () => {
    expect(isExpired(token(-5))).toBe(true);
    expect(isExpired(token(300))).toBe(false);
    expect(isExpired('not-a-token')).toBe(true);
  });

  it('sends the stored access token as a bearer token', async () => {
    const access = token(300);
    tokenStorage.setTokens(access, token(3600));
    mockFetch(() => json(200, { ok: true }));
    await apiRequest('/api/user-status/');
    expect(calls).toEqual([{ url: '/api/user-status/', auth: `Bearer ${access}` }]);
  });

  it('renews an expired access token before the request, storing the rotated pair', async () => {
    tokenStorage.setTokens(token(-60, 'old'), 'refresh-1');
    const fresh = token(600, 'new');
    mockFetch((url) =>
      url === '/api/token/refresh/' ? json(200, { access: fresh, refresh: 'refresh-2' }) : json(200, {}),
    );
    await apiRequest('/api/profile/');
    expect(calls.map((c) => c.url)).toEqual(['/api/token/refresh/', '/api/profile/']);
    expect(calls[1]!.auth).toBe(`Bearer ${fresh}`);
    expect(localStorage.getItem('access')).toBe(fresh);
    expect(localStorage.getItem('refresh')).toBe('refresh-2');
  });

  it('retries exactly once after a 401, with a renewed token', async () => {
    tokenStorage.setTokens(token(300), 'refresh-1');
    mockFetch((url) =>
      url === '/api/token/refresh/' ? json(200, { access: token(600, 'n') }) : json(401, { detail: 'no' }),
    );
    await expect(apiRequest('/api/profile/')).rejects.toMatchObject({ status: 401 });
    expect(calls.map((c) => c.url)).toEqual(['/api/profile/', '/api/token/refresh/', '/api/profile/']);
  });

  it('shares one renewal between parallel requests', async () => {
    tokenStorage.setTokens(token(-60), 'refresh-1');
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    mockFetch(async (url) => {
      if (url === '/api/token/refresh/') {
        await gate;
        return json(200, { access: token(600), refresh: 'refresh-2' });
      }
      return json(200, {});
    });
    const requests = Promise.all([apiRequest('/a/'), apiRequest('/b/'), apiRequest('/c/')]);
    release();
    await requests;
    expect(calls.filter((c) => c.url === '/api/token/refresh/')).toHaveLength(1);
    expect(calls.filter((c) => c.url !== '/api/token/refresh/')).toHaveLength(3);
  });

  it('clears the tokens and loses the session when the renewal fails', async () => {
    tokenStorage.setTokens(token(-60), 'refresh-1');
    mockFetch((url) => (url === '/api/token/refresh/' ? json(401, { detail: 'expired' }) : json(200, {})));
    await expect(apiRequest('/api/profile/')).rejects.toMatchObject({ status: 401 });
    expect(lost).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('access')).toBeNull();
    expect(localStorage.getItem('refresh')).toBeNull();
    expect(calls.map((c) => c.url)).toEqual(['/api/token/refresh/']);
  });

  it('carries why the server ended the session when it says (a suspended account), after its one retry', async () => {
    const suspended = {
      detail: 'This account is suspended.',
      code: 'account_suspended',
      detail_code: { code: 'accountSuspended' },
    };
    tokenStorage.setTokens(token(300), 'refresh-1');
    mockFetch(() => json(401, suspended));
    await expect(apiRequest('/api/profile/')).rejects.toMatchObject({ status: 401 });
    expect(calls.map((c) => c.url)).toEqual(['/api/profile/', '/api/token/refresh/']);
    expect(lost).toHaveBeenCalledExactlyOnceWith('accountSuspended');
    expect(localStorage.getItem('access')).toBeNull();
    // An access token that expired meanwhile says it at its renewal, before any request.
    lost.mockClear();
    tokenStorage.setTokens(token(-60), 'refresh-1');
    mockFetch(() => json(401, suspended));
    await expect(apiRequest('/api/profile/')).rejects.toMatchObject({ status: 401 });
    expect(lost).toHaveBeenCalledExactlyOnceWith('accountSuspended');
    // Any other refusal ends the session without a word, as before.
    lost.mockClear();
    tokenStorage.setTokens(token(-60), 'refresh-1');
    mockFetch(() => json(401, { detail: 'Token is invalid or expired', code: 'token_reused' }));
    await expect(apiRequest('/api/profile/')).rejects.toMatchObject({ status: 401 });
    expect(lost).toHaveBeenCalledExactlyOnceWith(null);
  });

  it('loses the session when there is no refresh token to renew with', async () => {
    tokenStorage.setTokens(token(-60));
    mockFetch(() => json(200, {}));
    await expect(apiRequest('/api/profile/')).rejects.toMatchObject({ status: 401 });
    expect(lost).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(0);
  });

  it('leaves the page alone when the person signed out while a request was under way', async () => {
    tokenStorage.setTokens(token(300), 'refresh-1');
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    mockFetch(async (url) => {
      if (url !== '/api/token/refresh/') return json(401, { detail: 'revoked' });
      await gate;
      return json(401, { detail: 'revoked' });
    });
    const underWay = apiRequest('/api/notifications/');
    await vi.waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/token/refresh/'));
    tokenStorage.clearAll();
    release();
    await expect(underWay).rejects.toMatchObject({ status: 401 });
    expect(lost).not.toHaveBeenCalled();
    // Nor does a request that finds no token at all once it needs a renewal.
    mockFetch(() => json(401, {}));
    await expect(apiRequest('/api/notifications/')).rejects.toMatchObject({ status: 401 });
    expect(lost).not.toHaveBeenCalled();
  });

  it('keeps the session when the renewal cannot reach the server: a network error, not a lost session', async () => {
    tokenStorage.setTokens(token(-60), 'refresh-1');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiRequest('/api/user-status/')).rejects.toMatchObject({ status: 0, shown: 'connectionFailed' });
    expect(lost).not.toHaveBeenCalled();
    expect(localStorage.getItem('refresh')).toBe('refresh-1');
  });

  it('refuses at once, offline, a request that would send something; reads still go', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      tokenStorage.setTokens(token(300), 'refresh-1');
      mockFetch(() => json(200, {}));
      await expect(apiRequest('/hiring/applications/', { method: 'POST', body: { job_id: 1 } })).rejects.toMatchObject({
        status: 0,
        data: { detail: 'You are offline: nothing was sent. Try again once the connection is back.' },
      });
      expect(calls).toEqual([]);
      await apiRequest('/hiring/applications/');
      expect(calls.map((c) => c.url)).toEqual(['/hiring/applications/']);
    } finally {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    }
  });

  it('turns an unreachable server into the catalogue connection message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiRequest('/api/token/', { anonymous: true, method: 'POST', body: {} })).rejects.toMatchObject({
      status: 0,
      shown: 'connectionFailed',
    });
  });
});
