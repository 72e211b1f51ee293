import { z } from 'zod';
import { MSG_KEY } from '../messages.js';
import { SOCIAL_PROVIDERS } from '../constants.js';
import { authResponseSchema } from './profile.js';
import { userTypeSchema } from './auth.js';
import { text } from './fields.js';
import { messageCodeSchema } from './detail.js';

/** RFC 7636: a code verifier is 43 to 128 unreserved characters; its S256 challenge is 43 base64url ones. */
const codeVerifier = z.string({ error: MSG_KEY.required }).regex(/^[A-Za-z0-9._~-]{43,128}$/, MSG_KEY.invalidValue);
const codeChallenge = z.string({ error: MSG_KEY.required }).regex(/^[A-Za-z0-9_-]{43}$/, MSG_KEY.invalidValue);
/** At least 128 random bits, base64url. */
const nonce = z.string({ error: MSG_KEY.required }).regex(/^[A-Za-z0-9_-]{22,128}$/, MSG_KEY.invalidValue);
const opaque = (max: number) =>
  text({ error: MSG_KEY.required, trim: false }).min(1, MSG_KEY.required).max(max, MSG_KEY.tooLong);

export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS);

/** GET /api/social/providers/: one entry per provider configured on this site. */
export const socialProviderInfoSchema = z.object({
  provider: socialProviderSchema,
  name: z.string(),
  /** From the provider's discovery document; null while the provider cannot be reached. */
  authorization_endpoint: z.string().nullable(),
  client_id: z.string(),
  scopes: z.array(z.string()),
  redirect_uri: z.string(),
  /** Whether the provider takes a PKCE code challenge (its discovery document says S256). */
  pkce: z.boolean(),
});
export type SocialProviderInfo = z.infer<typeof socialProviderInfoSchema>;

/**
 * POST /api/social/<provider>/start/: the browser keeps the verifier and the nonce and sends the challenge and
 * the nonce; the role, when the person chose one on the Register tab, is carried to the account creation.
 */
export const socialStartSchema = z.object({
  code_challenge: codeChallenge,
  nonce,
  user_type: userTypeSchema.optional(),
});
export type SocialStartPayload = z.infer<typeof socialStartSchema>;
export const socialStartResponseSchema = z.object({ authorization_url: z.string(), state: z.string() });

/** POST /api/social/<provider>/: what the callback page received, with the secrets it kept. */
export const socialCallbackSchema = z.object({
  code: opaque(4096),
  state: opaque(4096),
  code_verifier: codeVerifier,
  nonce,
  /** RFC 9207: the issuer the provider names in its answer, when it names one. */
  iss: text({ trim: false }).max(2048, MSG_KEY.tooLong).optional(),
});
export type SocialCallbackPayload = z.infer<typeof socialCallbackSchema>;

/** POST /api/social/<provider>/signup/: a new person's choice of role, after the provider vouched for them. */
export const socialSignupSchema = z.object({ signup_token: opaque(4096), user_type: userTypeSchema });
export type SocialSignupPayload = z.infer<typeof socialSignupSchema>;

/** Like the login response, plus whether the account was just created (it then goes to onboarding). */
export const socialAuthResponseSchema = authResponseSchema.extend({ created: z.boolean() });
export type SocialAuthResponse = z.infer<typeof socialAuthResponseSchema>;

/** 409 from the callback: a new person who has not chosen a role yet. */
export const socialUserTypeRequiredSchema = z.object({
  detail: z.string(),
  code: z.literal('user_type_required'),
  detail_code: messageCodeSchema,
  signup_token: z.string(),
  email: z.string(),
  first_name: z.string(),
});
export type SocialUserTypeRequired = z.infer<typeof socialUserTypeRequiredSchema>;

/**
 * 409 from the callback: an account exists with the e-mail the provider vouched for, and is not linked to this
 * identity yet. Only its password (POST /api/social/<provider>/link/ with the `link_token`) links and signs in.
 */
export const socialLinkRequiredSchema = z.object({
  detail: z.string(),
  code: z.literal('link_password_required'),
  detail_code: messageCodeSchema,
  link_token: z.string(),
  email: z.string(),
  provider: socialProviderSchema,
});
export type SocialLinkRequired = z.infer<typeof socialLinkRequiredSchema>;

/** POST /api/social/<provider>/link/: the existing account's password, with the token of the 409 answer. */
export const socialLinkSchema = z.object({
  link_token: opaque(4096),
  password: z.string({ error: MSG_KEY.required }).min(1, MSG_KEY.required).max(1024, MSG_KEY.tooLong),
});
export type SocialLinkPayload = z.infer<typeof socialLinkSchema>;
