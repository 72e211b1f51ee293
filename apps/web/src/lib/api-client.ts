import { MAX_RETRIES_AFTER_401, type MessageKey } from '@talent/shared';
import { messageName, messageText, type Message } from '../i18n/use-message';
import { detailMessage, fieldMessages } from './field-messages';
import { forgetFirstRequests, takeFirstRequest } from './first-requests';
import { rememberSessionEnd, sessionEndReason } from './session-end';
import { isExpired, tokenStorage } from './token-storage';

/** An API failure: the HTTP status (0 when the server could not be reached), the parsed body, and what to show. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
    /** The message for the reader: the body's (by its code), or this client's own (a key of MSG). */
    readonly shown: Message,
  ) {
    super(messageName(shown));
  }
}

/**
 * What happens when the session cannot be renewed: storage cleared, browser sent to /auth. When the server said why
 * (a suspended account), the reason goes with it, for the Log In tab to say (lib/session-end.ts).
 */
const leaveForLogIn = (reason: MessageKey | null) => {
  tokenStorage.clearTokens();
  if (reason) rememberSessionEnd(reason);
  if (window.location.pathname !== '/auth' || reason) window.location.assign('/auth');
};
let onSessionLost = leaveForLogIn;
/** Another handler (tests watch the session end with their own); none puts back the browser's going to /auth. */
export function setSessionLostHandler(handler: (reason: MessageKey | null) => void = leaveForLogIn) {
  onSessionLost = handler;
}

/** The server refused to renew the session; `reason` is what it said of why, when the person must be told. */
class SessionLost extends Error {
  constructor(readonly reason: MessageKey | null = null) {
    super('session lost');
  }
}

/**
 * A request that would send something (anything but a GET), refused before it leaves because the device is
 * offline. Nothing is kept to be sent later: the reader sees why and sends it again once connected.
 */
export class OfflineRefusal extends ApiError {
  constructor() {
    // A body like the API's, so that whoever reads the error's body finds the same message, by its code.
    super(0, { detail: messageText('offlineNotSent'), detail_code: { code: 'offlineNotSent' } }, 'offlineNotSent');
  }
}

/** Throws an OfflineRefusal for a request that would send something while the browser knows it is offline. */
export function refuseWhileOffline(method: string) {
  if (method !== 'GET' && typeof navigator !== 'undefined' && !navigator.onLine) throw new OfflineRefusal();
}

/** The message of a failed action: the offline one when it was refused offline, else the action's own. */
export const unlessOffline = (err: unknown, fallback: Message): Message =>
  err instanceof OfflineRefusal ? 'offlineNotSent' : fallback;

/** The server could not be reached (not an answer from it): what a session must survive. */
export const isNetworkError = (err: unknown): boolean => err instanceof ApiError && err.status === 0;

/** One refresh at a time: parallel requests that find the token expired share the same renewal. */
let refreshing: Promise<string> | null = null;

async function renewAccessToken(): Promise<string> {
  refreshing ??= (async () => {
    const refresh = tokenStorage.getRefresh();
    if (!refresh) throw tokenStorage.getAccess() ? new SessionLost() : new ApiError(401, null, 'tokenExpired');
    const res = await fetch('/api/token/refresh/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh }),
    }).catch(() => null);
    // No answer (offline, or the server out of reach) says nothing of the session: it is kept for later.
    if (!res) throw new ApiError(0, null, 'connectionFailed');
    // A request that was under way when the person signed out (the server then refuses the renewal) ends there: the
    // session it belonged to is already gone, and sending the browser to /auth would undo the sign-out's own page.
    if (tokenStorage.getRefresh() !== refresh) throw new ApiError(401, null, 'tokenExpired');
    if (!res.ok) throw new SessionLost(sessionEndReason(await res.json().catch(() => null)));
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
    if (isNetworkError(err)) throw err;
    if (err instanceof SessionLost) onSessionLost(err.reason);
    throw new ApiError(401, null, 'tokenExpired');
  }
}

/** Renews after a 401 from a request made outside `apiRequest`; the session is lost if it cannot. */
export async function renewAfter401(): Promise<string> {
  try {
    return await renewAccessToken();
  } catch (err) {
    if (isNetworkError(err)) throw err;
    if (err instanceof SessionLost) onSessionLost(err.reason);
    throw new ApiError(401, null, 'tokenExpired');
  }
}

/**
 * The message of an error body: detail, non_field_errors, or the first field error, each found by its code
 * (lib/field-messages.ts); the fallback when the body has none of them.
 */
export function errorMessage(data: unknown, fallback: Message): Message {
  const detail = detailMessage(data);
  if (detail) return detail;
  const { non_field_errors: general, ...fields } = fieldMessages(data);
  const text = general ?? Object.values(fields)[0];
  return text === undefined ? fallback : { text };
}

/** The message of a failed action: offline, the server's own (by its code), or the action's fallback. */
export const actionFailure = (err: unknown, fallback: MessageKey): Message =>
  err instanceof OfflineRefusal
    ? 'offlineNotSent'
    : err instanceof ApiError
      ? errorMessage(err.data, fallback)
      : fallback;

export interface RequestOptions {
  method?: string;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /** Skip the session (login, register...). */
  anonymous?: boolean;
  /** What the answer may be (Accept): JSON unless told. */
  accept?: string;
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  // The language shown (i18n keeps it on <html lang>): the API remembers it, and writes its mail to the person in it.
  const headers: Record<string, string> = {
    Accept: options.accept ?? 'application/json',
    'Accept-Language': document.documentElement.lang || 'en',
  };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  const method = options.method ?? (body ? 'POST' : 'GET');
  if (method !== 'GET') forgetFirstRequests();
  else if (token && options.accept === undefined) {
    // The page's shell may have asked for this already, while the app's code was on its way. If that request
    // failed (offline), the app asks itself.
    const early = await takeFirstRequest(path, token, headers['Accept-Language']!)?.catch(() => null);
    if (early) return early;
  }
  try {
    return await fetch(path, {
      method,
      headers,
      body,
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, null, 'connectionFailed');
  }
}

/**
 * The session's side of a request: before it the access token is renewed when its `exp` has passed; a 401 is retried
 * once after a renewal; when the server refuses the renewal the session is lost (not when it cannot be reached).
 * Offline, a request that would send something is refused at once. The answer's body is left unread.
 */
async function authorisedResponse(path: string, options: RequestOptions): Promise<Response> {
  refuseWhileOffline(options.method ?? (options.body === undefined ? 'GET' : 'POST'));
  let token = options.anonymous ? null : tokenStorage.getAccess();
  try {
    if (token && isExpired(token)) token = await renewAccessToken();
    let response = await send(path, options, token);
    for (let retry = 0; response.status === 401 && token && retry < MAX_RETRIES_AFTER_401; retry++) {
      token = await renewAccessToken();
      response = await send(path, options, token);
    }
    return response;
  } catch (err) {
    if (err instanceof SessionLost) {
      onSessionLost(err.reason);
      throw new ApiError(401, null, 'tokenExpired');
    }
    throw err;
  }
}

/** A body as JSON when it is JSON, else its text; null when empty. */
async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const failure = (response: Response, data: unknown) =>
  new ApiError(response.status, data, errorMessage(data, { text: `HTTP ${response.status}` }));

/** Every call to the API goes through here (or through apiDownload, for a file), with the session (above). */
export async function apiRequest<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ data: T; response: Response }> {
  const response = await authorisedResponse(path, options);
  const data = await bodyOf(response);
  if (!response.ok) throw failure(response, data);
  return { data: data as T, response };
}

/**
 * The name a Content-Disposition header gives its file (`filename*`, else `filename`), without any folder; null
 * when it gives none.
 */
export function dispositionFilename(header: string | null): string | null {
  if (!header) return null;
  let name: string | undefined;
  const extended = /filename\*\s*=\s*[\w-]*'[^']*'([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/i
    .exec(header)
    ?.slice(1)
    .find((part) => part !== undefined);
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}

/**
 * A file from the API, asked for with the session like any request (a plain link would not carry the token): its
 * body, and the name the server gave it. A refusal throws the same ApiError as apiRequest, its message from the body.
 */
export async function apiDownload(
  path: string,
  signal?: AbortSignal,
): Promise<{ blob: Blob; filename: string | null }> {
  const response = await authorisedResponse(path, { signal, accept: '*/*' });
  if (!response.ok) throw failure(response, await bodyOf(response));
  try {
    return { blob: await response.blob(), filename: dispositionFilename(response.headers.get('Content-Disposition')) };
  } catch (err) {
    // The connection broke while the file was coming.
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, null, 'connectionFailed');
  }
}

export const api = {
  get: async <T>(path: string, signal?: AbortSignal) => (await apiRequest<T>(path, { signal })).data,
  post: async <T>(path: string, body?: unknown, opts: Omit<RequestOptions, 'body' | 'method'> = {}) =>
    (await apiRequest<T>(path, { ...opts, method: 'POST', body: body ?? {} })).data,
  patch: async <T>(path: string, body: unknown) => (await apiRequest<T>(path, { method: 'PATCH', body })).data,
};
