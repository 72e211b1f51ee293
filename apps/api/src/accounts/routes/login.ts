import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authResponseSchema, loginSchema } from '@talent/shared';
import { sessionClientOf } from '../../lib/device-kind.js';
import { ApiError, unauthorized } from '../../lib/errors.js';
import { requestLanguage } from '../../lib/request-language.js';
import { recordAccountEvent } from '../../audit/index.js';
import { checkCredentials, recordFailedSignIn, signIn } from '../accounts.js';
import { checkStaffSignIn } from '../staff-sign-in.js';

const login: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/token/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Log in with e-mail and password',
        description:
          'A wrong e-mail or password gives 401 {"detail": "Invalid email or password."}. Past a few failures, the ' +
          'next sign-in of that account or from that address waits (429 with Retry-After), the right password too. ' +
          'Staff with a one-time code set up send it as `otp` (or, once each, a recovery code): without it the ' +
          'right password gives 401 with the code `otp_required`, a wrong one 401 `otp_invalid`, counted as a failure.',
        body: loginSchema,
        response: { 200: authResponseSchema },
      },
      onRequest: app.limitByIp('login'),
      config: { errors: [401] },
    },
    async (request) => {
      const { email, password, otp } = request.body;
      const throttle = app.rateLimits.signIn;
      const failed = (outcome: string) => recordFailedSignIn(app.ctx, email, outcome, request.ip);
      try {
        await throttle.check(email, request.ip);
      } catch (err) {
        if (err instanceof ApiError) await failed('throttled');
        throw err;
      }
      let user;
      try {
        user = await checkCredentials(app.ctx, email, password);
      } catch (err) {
        await throttle.failed(email, request.ip);
        if (err instanceof ApiError) await failed('wrong_password');
        throw err;
      }
      const secondFactor = await checkStaffSignIn(app.ctx.db, user, otp);
      if (secondFactor === 'missing') {
        await failed('otp_required');
        throw unauthorized('otpRequired', 'otp_required');
      }
      if (secondFactor === 'wrong') {
        await throttle.failed(email, request.ip);
        await recordAccountEvent(app.ctx.db, {
          action: 'auth.otp_failed',
          userId: user.id,
          ip: request.ip,
          outcome: 'wrong_code',
        });
        throw unauthorized('otpInvalid', 'otp_invalid');
      }
      if (secondFactor === 'recovery_code') {
        await recordAccountEvent(app.ctx.db, {
          action: 'auth.recovery_code_used',
          userId: user.id,
          ip: request.ip,
          outcome: 'success',
        });
      }
      await throttle.succeeded(email, request.ip);
      return signIn(app.ctx, user, {
        how: {
          method: 'password',
          client: sessionClientOf(request),
          ...(secondFactor === 'none'
            ? {}
            : { secondFactor: secondFactor === 'recovery_code' ? 'recovery_code' : 'otp' }),
        },
        amr: secondFactor === 'none' ? ['pwd'] : ['pwd', 'otp'],
        language: requestLanguage(request),
      });
    },
  );
};

export default login;
