import {
  type SocialAuthResponse,
  type SocialCallbackPayload,
  type SocialLinkRequired,
  type SocialProvider,
  type SocialProviderInfo,
  type SocialStartPayload,
  type SocialUserTypeRequired,
  type UserType,
} from '@talent/shared';
import { messageName, type Message } from '../../../i18n/use-message';
import { api, ApiError, errorMessage } from '../../../lib/api-client';

/** A failed step of the social sign-in, with the message to show. */
export class SocialSignInError extends Error {
  constructor(readonly shown: Message) {
    super(messageName(shown));
  }
}

function failure(err: unknown, fallback: Message = 'socialSignInFailed'): SocialSignInError {
  if (err instanceof SocialSignInError) return err;
  if (err instanceof ApiError)
    return new SocialSignInError(err.status === 0 ? 'connectionFailed' : errorMessage(err.data, fallback));
  return new SocialSignInError(err instanceof Error && err.message ? { text: err.message } : fallback);
}

export const fetchSocialProviders = () => api.get<SocialProviderInfo[]>('/api/social/providers/');

export async function startSocialSignIn(provider: SocialProvider, payload: SocialStartPayload) {
  try {
    return await api.post<{ authorization_url: string; state: string }>(`/api/social/${provider}/start/`, payload, {
      anonymous: true,
    });
  } catch (err) {
    throw failure(err);
  }
}

export type SocialResult =
  | { kind: 'signed-in'; response: SocialAuthResponse }
  | { kind: 'user-type-required'; question: SocialUserTypeRequired }
  | { kind: 'link-password-required'; question: SocialLinkRequired };

/**
 * Posts what the provider sent back; a new person without a role, and an existing account whose password must be
 * given to link the provider, get their question (409), not an error.
 */
export async function finishSocialSignIn(
  provider: SocialProvider,
  payload: SocialCallbackPayload,
): Promise<SocialResult> {
  try {
    return { kind: 'signed-in', response: await api.post(`/api/social/${provider}/`, payload, { anonymous: true }) };
  } catch (err) {
    const question = err instanceof ApiError ? (err.data as Partial<SocialUserTypeRequired> | null) : null;
    if (
      err instanceof ApiError &&
      err.status === 409 &&
      question?.code === 'user_type_required' &&
      question.signup_token
    ) {
      return { kind: 'user-type-required', question: question as SocialUserTypeRequired };
    }
    const linkQuestion = err instanceof ApiError ? (err.data as Partial<SocialLinkRequired> | null) : null;
    if (
      err instanceof ApiError &&
      err.status === 409 &&
      linkQuestion?.code === 'link_password_required' &&
      linkQuestion.link_token
    ) {
      return { kind: 'link-password-required', question: linkQuestion as SocialLinkRequired };
    }
    throw failure(err);
  }
}

export async function signUpWithRole(provider: SocialProvider, signupToken: string, userType: UserType) {
  try {
    return await api.post<SocialAuthResponse>(
      `/api/social/${provider}/signup/`,
      { signup_token: signupToken, user_type: userType },
      { anonymous: true },
    );
  } catch (err) {
    throw failure(err);
  }
}

/** The existing account's password, which links the provider to it and signs in (a wrong one: an ApiError, 401). */
export async function linkWithPassword(provider: SocialProvider, linkToken: string, password: string) {
  return api.post<SocialAuthResponse>(
    `/api/social/${provider}/link/`,
    { link_token: linkToken, password },
    { anonymous: true },
  );
}
