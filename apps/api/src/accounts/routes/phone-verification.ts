import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { detailSchema, phoneCodeConfirmSchema, PHONE_CODE_TTL_MINUTES } from '@talent/shared';
import { detailBody } from '../../lib/errors.js';
import { currentUser } from '../../plugins/auth.js';
import { confirmPhoneCode, sendPhoneCode } from '../phone-verification.js';

/** Proving the profile's phone number with a code sent to it by SMS: nothing else is ever sent by SMS to a number. */
const phoneVerification: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/phone-verification/',
    {
      schema: {
        tags: ['accounts'],
        summary: "Send a 6-digit code by SMS to the profile's phone number",
        description:
          `The code works for ${PHONE_CODE_TTL_MINUTES} minutes; a new one replaces it. 400 on \`phone_number\` ` +
          'when the profile has none; 403 for a demo account; 429 (with Retry-After) within a minute of the last ' +
          'code, or after five codes in a day.',
        security: [{ bearerAuth: [] }],
        response: { 202: detailSchema },
      },
      onRequest: [app.limitByIp('phone-verification'), app.authenticate],
      config: { errors: [403, 429] },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await app.rateLimits.byAccount('phone-verification', user.email);
      const phone = await sendPhoneCode(app.ctx, user.id);
      return reply
        .code(202)
        .send(detailBody({ key: 'phoneCodeSent', params: { phone, minutes: PHONE_CODE_TTL_MINUTES } }));
    },
  );

  app.post(
    '/api/phone-verification/confirm/',
    {
      schema: {
        tags: ['accounts'],
        summary: "Prove the profile's phone number with the code the SMS carried",
        description:
          '400 on `code` when it is wrong (phoneCodeWrong), or expired or spent by five wrong tries (phoneCodeSpent: ' +
          'ask for a new one). Changing the phone number later unproves it.',
        security: [{ bearerAuth: [] }],
        body: phoneCodeConfirmSchema,
        response: { 200: detailSchema },
      },
      onRequest: [app.limitByIp('phone-verification'), app.authenticate],
      config: { errors: [403] },
    },
    async (request) => {
      await confirmPhoneCode(app.ctx, currentUser(request).id, request.body.code);
      return detailBody('phoneVerified');
    },
  );
};

export default phoneVerification;
