import { DEMO_PASSWORD, type RegisterPayload, type UserType } from '@talent/shared';
import { messageName, type Message } from '../i18n/use-message';
import { api, ApiError, errorMessage, unlessOffline } from '../lib/api-client';
import { fieldMessageLists } from '../lib/field-messages';
import { tokenStorage } from '../lib/token-storage';
import { normaliseUser, type SessionUser } from './normalise-user';

/**
 * An auth failure as the screens show it: a status, a message, the messages of each field that the API named (in
 * the language shown: lib/field-messages.ts), and the API's code when it gave one.
 */
export class AuthFailure extends Error {
  constructor(
    readonly status: number,
    readonly shown: Message,
    readonly fields: Record<string, string[]> = {},
    readonly code?: string,
  ) {
    super(messageName(shown));
  }
}

function codeOf(data: unknown): string | undefined {
  const code = data && typeof data === 'object' ? (data as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

function fieldErrorsOf(data: unknown): Record<string, string[]> {
  const { non_field_errors: _general, ...fields } = fieldMessageLists(data);
  return fields;
}

function failure(err: unknown, fallback: Message): AuthFailure {
  if (err instanceof AuthFailure) return err;
  if (err instanceof ApiError) {
    if (err.status === 0) return new AuthFailure(500, unlessOffline(err, 'connectionFailed'));
    return new AuthFailure(
      err.status || 500,
      errorMessage(err.data, fallback),
      fieldErrorsOf(err.data),
      codeOf(err.data),
    );
  }
  return new AuthFailure(500, fallback);
}

export interface TokenResponse {
  access?: string;
  refresh?: string;
  user?: unknown;
}

/** GET: the signed-in person, as every signed-in page first asks. */
export const USER_STATUS_PATH = '/api/user-status/';

export async function fetchUserStatus(): Promise<SessionUser> {
  return normaliseUser(await api.get(USER_STATUS_PATH));
}

/** `otp`: a staff member's one-time code (or a recovery code), sent once the API asked for it. */
export async function loginRequest(email: string, password: string, otp?: string): Promise<SessionUser> {
  let body: TokenResponse;
  try {
    body = await api.post<TokenResponse>(
      '/api/token/',
      { email, password, ...(otp ? { otp } : {}) },
      { anonymous: true },
    );
  } catch (err) {
    throw failure(err, 'invalidCredentials');
  }
  return sessionFromResponse(body);
}

/** Keeps the tokens of a login response (from the login form or a social sign-in) and gives its user. */
export async function sessionFromResponse(body: TokenResponse): Promise<SessionUser> {
  if (!body?.access || !body.refresh) throw new AuthFailure(400, 'invalidLoginResponse');
  tokenStorage.setTokens(body.access, body.refresh);
  return body.user ? normaliseUser(body.user) : fetchUserStatus();
}

export async function registerRequest(payload: RegisterPayload): Promise<SessionUser> {
  let body: TokenResponse;
  try {
    body = await api.post<TokenResponse>('/api/register/', payload, { anonymous: true });
  } catch (err) {
    throw failure(err, 'registrationFailed');
  }
  if (!body?.access || !body.refresh) throw new AuthFailure(400, 'missingTokens');
  tokenStorage.setTokens(body.access, body.refresh);
  return body.user ? normaliseUser(body.user) : fetchUserStatus();
}

/** Demo login: a sandbox account is made, its tokens stored, then it logs in with the demo password. */
export async function demoLoginRequest(userType: UserType): Promise<SessionUser> {
  let body: TokenResponse & { user?: { email?: string } };
  try {
    body = await api.post('/api/demo-login/', { user_type: userType }, { anonymous: true });
  } catch (err) {
    throw failure(err, 'connectionFailed');
  }
  if (!body?.access || !body.refresh || !body.user?.email) throw new AuthFailure(400, 'invalidLoginResponse');
  tokenStorage.setTokens(body.access, body.refresh);
  return loginRequest(body.user.email, DEMO_PASSWORD);
}

/** Logout tells the server (failure ignored) so that it revokes the refresh token. */
export async function logoutRequest(): Promise<void> {
  const refresh = tokenStorage.getRefresh();
  if (!tokenStorage.getAccess() && !refresh) return;
  try {
    // Sent without the session machinery: an expired access token must not turn logout into a redirect.
    await api.post('/api/logout/', { refresh: refresh ?? undefined }, { anonymous: true });
  } catch {
    /* ignored: logging out must work even when the server cannot be reached */
  }
}
