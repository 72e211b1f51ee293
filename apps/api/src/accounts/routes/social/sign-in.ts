import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messageCodeSchema,
  socialAuthResponseSchema,
  socialCallbackSchema,
  socialSignupSchema,
  socialStartResponseSchema,
  socialStartSchema,
  socialLinkRequiredSchema,
  socialLinkSchema,
  socialUserTypeRequiredSchema,
} from '@talent/shared';
import { sessionClientOf } from '../../../lib/device-kind.js';
import { signIn } from '../../accounts.js';
import { linkWithPassword } from '../../social/social-accounts.js';
import { respondToSocialSignIn } from './respond.js';

const params = z.object({ provider: z.string().max(40).describe('google or linkedin') });
const errorBody = z.object({ detail: z.string(), code: z.string(), detail_code: messageCodeSchema });
const signedIn = {
  200: socialAuthResponseSchema.describe('Signed in to an existing account'),
  201: socialAuthResponseSchema.describe('Signed in to the account just created'),
};

const socialSignIn: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/social/:provider/start/',
    {
      schema: {
        tags: ['social'],
        summary: "Start a social sign-in: a signed state and the provider's authorization URL",
        description:
          'The browser keeps a PKCE code verifier and a nonce and sends the S256 `code_challenge` and the ' +
          '`nonce`; the state returned is bound to both, expires in 15 minutes and is accepted once. ' +
          '`user_type` (chosen on the Register tab) is used if the sign-in creates an account. ' +
          '404 for a provider that is not configured, 503 when it cannot be reached.',
        params,
        body: socialStartSchema,
        response: { 200: socialStartResponseSchema, 404: errorBody, 503: errorBody },
      },
      onRequest: app.limitByIp('social-start'),
    },
    async (request) => app.social.start(request.params.provider, request.body),
  );

  app.post(
    '/api/social/:provider/',
    {
      schema: {
        tags: ['social'],
        summary: 'Finish a social sign-in: exchange the code and sign in',
        description:
          'The callback page sends what the provider returned (`code`, `state`, `iss`) with the `code_verifier` ' +
          'and `nonce` it kept. The server exchanges the code with its client secret and verifies the ID ' +
          'token (signature, issuer, audience, nonce, expiry). A linked account, or an account whose e-mail ' +
          'the provider says is verified, is signed in (200); a new person is created with the role of the ' +
          'start request (201), or gets 409 `user_type_required` with a `signup_token` for ' +
          'POST /api/social/{provider}/signup/. An existing account with the same e-mail that is not linked yet is ' +
          'not signed in: 409 `link_password_required` with a `link_token` for POST /api/social/{provider}/link/, ' +
          "which needs that account's password (staff accounts are never linked: 403). A replayed or altered " +
          'state, a used or expired code and an ID token that does not verify give 400; an unverified e-mail 403.',
        params,
        body: socialCallbackSchema,
        response: { ...signedIn, 409: z.union([socialUserTypeRequiredSchema, socialLinkRequiredSchema]) },
      },
      onRequest: app.limitByIp('social-login'),
    },
    async (request, reply) =>
      respondToSocialSignIn(
        app.ctx,
        await app.social.finish(request.params.provider, request.body, request.ip),
        sessionClientOf(request),
        reply,
      ),
  );

  app.post(
    '/api/social/:provider/signup/',
    {
      schema: {
        tags: ['social'],
        summary: 'Create the account of a new social sign-in with the role the person chose',
        description: 'The `signup_token` of the 409 answer, accepted once within 15 minutes.',
        params,
        body: socialSignupSchema,
        response: signedIn,
      },
      onRequest: app.limitByIp('social-login'),
    },
    async (request, reply) =>
      respondToSocialSignIn(
        app.ctx,
        await app.social.signup(request.params.provider, request.body, request.ip),
        sessionClientOf(request),
        reply,
      ),
  );

  app.post(
    '/api/social/:provider/link/',
    {
      schema: {
        tags: ['social'],
        summary: "Link a provider to the existing account with its e-mail, with that account's password",
        description:
          "The `link_token` of the 409 `link_password_required` answer (15 minutes) and the account's password. " +
          'A wrong password gives 401 and counts as a failed sign-in of the account (429 past a few); the right ' +
          'one links the provider, signs in (200) and spends the token.',
        params,
        body: socialLinkSchema,
        response: { 200: socialAuthResponseSchema.describe('Linked and signed in') },
      },
      onRequest: app.limitByIp('social-link'),
      config: { errors: [401, 403, 404] },
    },
    async (request) => {
      const { provider } = app.social.settingsOf(request.params.provider);
      const user = await linkWithPassword(app.ctx, app.rateLimits.signIn, provider, request.body, request.ip);
      const how = { method: 'social', provider, client: sessionClientOf(request) } as const;
      return { ...(await signIn(app.ctx, user, { how })), created: false };
    },
  );
};

export default socialSignIn;
