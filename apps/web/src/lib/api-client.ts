import { MAX_RETRIES_AFTER_401, MSG } from '@talent/shared';
import { isExpired, tokenStorage } from './token-storage';

/** An API failure: the HTTP status (0 when the server could not be reached) and the parsed body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
    message: string,
  ) {
    super(message);
  }
}

/** What happens when the session cannot be renewed: storage cleared, browser sent to /auth. */
let onSessionLost = () => {
  tokenStorage.clearTokens();
  if (window.location.pathname !== '/auth') window.location.assign('/auth');
};
export function setSessionLostHandler(handler: () => void) {
  onSessionLost = handler;
}

class SessionLost extends Error {}

/** One refresh at a time: parallel requests that find the token expired share the same renewal. */
let refreshing: Promise<string> | null = null;

async function renewAccessToken(): Promise<string> {
  refreshing ??= (async () => {
    const refresh = tokenStorage.getRefresh();
    if (!refresh) throw new SessionLost();
    const res = await fetch('/api/token/refresh/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh }),
    }).catch(() => null);
    if (!res || !res.ok) throw new SessionLost();
    const body = (await res.json()) as { access?: string; refresh?: string };
    if (!body.access) throw new SessionLost();
    tokenStorage.setTokens(body.access, body.refresh);
    return body.access;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** A valid access token for a request made outside `apiRequest` (uploads with progress), renewed if needed. */
export async function freshAccessToken(): Promise<string | null> {
  const token = tokenStorage.getAccess();
  if (!token) return null;
  if (!isExpired(token)) return token;
  try {
    return await renewAccessToken();
  } catch (err) {
    if (err instanceof SessionLost) onSessionLost();
    throw new ApiError(401, null, MSG.tokenExpired);
  }
}

/** Renews after a 401 from a request made outside `apiRequest`; the session is lost if it cannot. */
export async function renewAfter401(): Promise<string> {
  try {
    return await renewAccessToken();
  } catch {
    onSessionLost();
    throw new ApiError(401, null, MSG.tokenExpired);
  }
}

/** The user-facing sentence of an error body: detail, non_field_errors, or the first field error. */
export function errorMessage(data: unknown, fallback: string): string {
  if (data && typeof data === 'object') {
    const d = data as Record<string, unknown>;
    if (typeof d.detail === 'string') return d.detail;
    const nfe = d.non_field_errors;
    if (Array.isArray(nfe) && typeof nfe[0] === 'string') return nfe[0];
    for (const value of Object.values(d)) {
      if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
      if (typeof value === 'string') return value;
    }
  }
  return fallback;
}

export interface RequestOptions {
  method?: string;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /** Skip the session (login, register...). */
  anonymous?: boolean;
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  // The language shown (i18n keeps it on <html lang>): the API remembers it, and writes its mail to the person in it.
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': document.documentElement.lang || 'en' };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(path, { method: options.method ?? (body ? 'POST' : 'GET'), headers, body, signal: options.signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, null, MSG.connectionFailed);
  }
}

/**
 * Every call to the API goes through here. Before a request the access token is renewed when its `exp` has
 * passed; a 401 is retried once after a renewal; when renewal is impossible the session is lost.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<{ data: T; response: Response }> {
  let token = options.anonymous ? null : tokenStorage.getAccess();
  try {
    if (token && isExpired(token)) token = await renewAccessToken();
    let response = await send(path, options, token);
    for (let retry = 0; response.status === 401 && token && retry < MAX_RETRIES_AFTER_401; retry++) {
      token = await renewAccessToken();
      response = await send(path, options, token);
    }
    const text = await response.text();
    let data: unknown = null;
    if (text) {
      try {
        data = JSON.parse(text);
      } catch {
        data = text;
      }
    }
    if (!response.ok) throw new ApiError(response.status, data, errorMessage(data, `HTTP ${response.status}`));
    return { data: data as T, response };
  } catch (err) {
    if (err instanceof SessionLost) {
      onSessionLost();
      throw new ApiError(401, null, MSG.tokenExpired);
    }
    throw err;
  }
}

export const api = {
  get: async <T>(path: string, signal?: AbortSignal) => (await apiRequest<T>(path, { signal })).data,
  post: async <T>(path: string, body?: unknown, opts: Omit<RequestOptions, 'body' | 'method'> = {}) =>
    (await apiRequest<T>(path, { ...opts, method: 'POST', body: body ?? {} })).data,
  patch: async <T>(path: string, body: unknown) => (await apiRequest<T>(path, { method: 'PATCH', body })).data,
};
