import * as oidc from 'openid-client';
import { ApiError, detailError } from '../../lib/errors.js';

const apiError = (status: number, code: string, message: Parameters<typeof detailError>[1]) =>
  detailError(status, message, code);

/** The social sign-in's refusals, each with its status and a stable code (clients need not match the text). */
export const socialError = {
  notConfigured: () => apiError(404, 'social_provider_not_configured', 'socialProviderNotConfigured'),
  stateInvalid: () => apiError(400, 'social_state_invalid', 'socialStateInvalid'),
  codeInvalid: () => apiError(400, 'social_code_invalid', 'socialCodeInvalid'),
  idTokenInvalid: () => apiError(400, 'social_id_token_invalid', 'socialIdTokenInvalid'),
  emailMissing: () => apiError(400, 'social_email_missing', 'socialEmailMissing'),
  emailUnverified: () => apiError(403, 'email_not_verified', 'socialEmailUnverified'),
  staffNotLinked: () => apiError(403, 'social_staff_not_linked', 'socialStaffNotLinked'),
  /** The account with the e-mail has no password to prove it with (it was made through a provider). */
  linkNoPassword: () => apiError(403, 'social_link_no_password', 'socialLinkNoPassword'),
  linkExpired: () => apiError(400, 'social_link_expired', 'socialLinkExpired'),
  providerUnavailable: () => apiError(503, 'social_provider_unavailable', 'socialProviderUnavailable'),
  /** Our registration with the provider is wrong (client id or secret): the visitor can do nothing about it. */
  failed: () => apiError(502, 'social_sign_in_failed', 'socialSignInFailed'),
};

const UNREACHABLE = new Set([
  'OAUTH_TIMEOUT',
  'OAUTH_ABORT',
  'OAUTH_RESPONSE_IS_NOT_CONFORM',
  'OAUTH_RESPONSE_IS_NOT_JSON',
]);

/**
 * What a failure of discovery or of the code exchange means for the visitor: a refused code (expired or
 * used), a provider that cannot be reached, or an answer that does not verify (signature, issuer, audience,
 * nonce, expiry). `misconfigured` is true when the site's own registration is at fault, for the logs.
 */
export function classifyProviderFailure(err: unknown): { error: ApiError; misconfigured: boolean } {
  if (err instanceof ApiError) return { error: err, misconfigured: false };
  if (err instanceof oidc.ResponseBodyError) {
    if (err.error === 'invalid_grant') return { error: socialError.codeInvalid(), misconfigured: false };
    return { error: socialError.failed(), misconfigured: true };
  }
  if (err instanceof oidc.ClientError) {
    if (err.code && UNREACHABLE.has(err.code))
      return { error: socialError.providerUnavailable(), misconfigured: false };
    return { error: socialError.idTokenInvalid(), misconfigured: false };
  }
  // fetch() throws a TypeError when the provider cannot be reached at all.
  if (err instanceof TypeError && !('code' in err && String(err.code).startsWith('ERR_INVALID'))) {
    return { error: socialError.providerUnavailable(), misconfigured: false };
  }
  return { error: socialError.failed(), misconfigured: true };
}
