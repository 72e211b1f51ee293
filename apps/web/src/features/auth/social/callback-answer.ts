import type { MessageKey, SocialCallbackPayload, SocialProvider } from '@talent/shared';
import type { AttemptedLocation } from '../../../session/attempted-location';
import type { PendingSignIn } from './pending-sign-in';

export type CallbackCheck =
  | { ok: true; provider: SocialProvider; payload: SocialCallbackPayload; next?: AttemptedLocation }
  | { ok: false; message: MessageKey };

/**
 * What the provider sent back, checked against what this tab kept before leaving: a refusal (`error`) is
 * told as such, and an answer whose `state` is not the one this tab started with is not sent anywhere.
 */
export function checkCallbackAnswer(params: URLSearchParams, pending: PendingSignIn | null): CallbackCheck {
  const error = params.get('error');
  if (error) return { ok: false, message: error === 'access_denied' ? 'socialAccessDenied' : 'socialSignInFailed' };
  const code = params.get('code');
  const state = params.get('state');
  if (!pending || !code || !state || state !== pending.state) return { ok: false, message: 'socialStateInvalid' };
  const iss = params.get('iss');
  return {
    ok: true,
    provider: pending.provider,
    next: pending.next,
    payload: { code, state, code_verifier: pending.verifier, nonce: pending.nonce, ...(iss ? { iss } : {}) },
  };
}
