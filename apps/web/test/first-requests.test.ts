import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_REQUESTS_GLOBAL } from '@talent/shared';
import { readShell } from './support/shell';
import { api } from '../src/lib/api-client';
import { takeFirstRequest } from '../src/lib/first-requests';
import { tokenStorage } from '../src/lib/token-storage';

/** A JWT-shaped token whose payload carries `exp` (seconds from now); the signature is irrelevant to the client. */
function token(expInSeconds: number): string {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + expInSeconds }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `header.${payload}.signature`;
}

let sent: { url: string; headers: Record<string, string>; method: string }[];
function answerEveryRequest() {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      sent.push({ url, headers: { ...(init.headers as Record<string, string>) }, method: init.method ?? 'GET' });
      return new Response(JSON.stringify({ answered: url, n: sent.length }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
}

const made = () => (window as unknown as Record<string, unknown[] | undefined>)[FIRST_REQUESTS_GLOBAL];

describe("a signed-in page's first requests", () => {
  beforeEach(() => {
    localStorage.clear();
    delete (window as unknown as Record<string, unknown>)[FIRST_REQUESTS_GLOBAL];
    answerEveryRequest();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('are asked for by the shell with the stored session, in the language the app will ask in', () => {
    const access = token(600);
    tokenStorage.setTokens(access, 'refresh');
    localStorage.setItem('lang', 'fr');
    readShell('/my-applications', '/api/user-status/ /hiring/applications/');
    expect(sent.map((request) => request.url)).toEqual(['/api/user-status/', '/hiring/applications/']);
    expect(sent[0]!.headers).toEqual({
      Accept: 'application/json',
      'Accept-Language': 'fr',
      Authorization: `Bearer ${access}`,
    });
  });

  it("name the job of a job's address, and ask for the list's default search only from an address without one", () => {
    tokenStorage.setTokens(token(600), 'refresh');
    readShell('/jobs/4207', '/api/user-status/ /hiring/jobs/{id}/');
    readShell('/jobs/not-a-number', '/hiring/jobs/{id}/');
    readShell('/recommended-jobs', '?/hiring/jobs/?show_all=false');
    readShell('/recommended-jobs?q=comptable', '/api/user-status/ ?/hiring/jobs/?show_all=false');
    expect(sent.map((request) => request.url)).toEqual([
      '/api/user-status/',
      '/hiring/jobs/4207/',
      '/hiring/jobs/?show_all=false',
      '/api/user-status/',
    ]);
  });

  it('are not made without a session, or with an access token that has expired', () => {
    readShell('/my-applications', '/api/user-status/ /hiring/applications/');
    tokenStorage.setTokens(token(-5), 'refresh');
    readShell('/my-applications', '/api/user-status/ /hiring/applications/');
    expect(sent).toEqual([]);
  });

  it("are taken by the app's API client once, for the same path, session and language, instead of asking again", async () => {
    tokenStorage.setTokens(token(600), 'refresh');
    localStorage.setItem('lang', 'en');
    document.documentElement.lang = 'en';
    readShell('/my-applications', '/api/user-status/ /hiring/applications/');
    expect(await api.get('/hiring/applications/')).toEqual({ answered: '/hiring/applications/', n: 2 });
    expect(sent).toHaveLength(2);
    // Taken once: the next read of the list asks the server.
    expect(await api.get('/hiring/applications/')).toEqual({ answered: '/hiring/applications/', n: 3 });
    // Another session's answer is not this one's.
    expect(takeFirstRequest('/api/user-status/', token(900), 'en')).toBeNull();
    // Nor one in another language.
    expect(takeFirstRequest('/api/user-status/', tokenStorage.getAccess()!, 'fr')).toBeNull();
    expect(made()).toHaveLength(1);
  });

  it('are forgotten once something is sent: an answer read before it may no longer be true', async () => {
    tokenStorage.setTokens(token(600), 'refresh');
    document.documentElement.lang = 'en';
    localStorage.setItem('lang', 'en');
    readShell('/jobs/12', '/hiring/jobs/{id}/');
    await api.post('/hiring/jobs/12/apply/', { cover_letter: '' });
    expect(made()).toEqual([]);
    await api.get('/hiring/jobs/12/');
    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /hiring/jobs/12/',
      'POST /hiring/jobs/12/apply/',
      'GET /hiring/jobs/12/',
    ]);
  });
});
