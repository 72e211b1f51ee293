import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  socialAuthResponseSchema,
  socialCallbackSchema,
  socialSignupSchema,
  socialStartResponseSchema,
  socialStartSchema,
  socialUserTypeRequiredSchema,
} from '@talent/shared';
import { respondToSocialSignIn } from './respond.js';

const params = z.object({ provider: z.string().max(40).describe('google or linkedin') });
const errorBody = z.object({ detail: z.string(), code: z.string() });
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
        summary: 'Start a social sign-in: a signed state and the provider\'s authorization URL',
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
          'POST /api/social/{provider}/signup/. A replayed or altered state, a used or expired code and an ' +
          'ID token that does not verify give 400; an unverified e-mail 403.',
        params,
        body: socialCallbackSchema,
        response: { ...signedIn, 409: socialUserTypeRequiredSchema },
      },
      onRequest: app.limitByIp('social-login'),
    },
    async (request, reply) =>
      respondToSocialSignIn(app.ctx, await app.social.finish(request.params.provider, request.body, request.ip), reply),
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
      respondToSocialSignIn(app.ctx, await app.social.signup(request.params.provider, request.body, request.ip), reply),
  );
};

export default socialSignIn;
