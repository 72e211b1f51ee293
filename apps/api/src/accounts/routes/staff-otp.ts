import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { otpConfirmSchema, otpConfirmedSchema, otpEnrolmentSchema } from '@talent/shared';
import { sessionClientOf } from '../../lib/device-kind.js';
import { currentUser } from '../../plugins/auth.js';
import { confirmOtpEnrolment, startOtpEnrolment } from '../staff-otp-enrolment.js';

/**
 * Setting up a staff account's one-time code, from a session proved by the password alone (the staff API is
 * closed to such a session until then): the first call gives a new secret and its QR code, the second confirms it
 * with a code from the app and opens a session proved with it, giving the recovery codes this once.
 */
const staffOtp: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/staff/otp/',
    {
      schema: {
        tags: ['accounts'],
        summary: "Start setting up a staff account's one-time code",
        description:
          'Gives a new secret (as text, as an otpauth:// URL and as a QR code) for an authenticator app; it takes ' +
          'effect once confirmed. 403 for anyone but staff; 409 once a code is set up.',
        security: [{ bearerAuth: [] }],
        response: { 200: otpEnrolmentSchema },
      },
      onRequest: [app.limitByIp('staff-otp'), app.authenticate],
      config: { errors: [409] },
    },
    async (request) => {
      return startOtpEnrolment(app.ctx.db, currentUser(request));
    },
  );

  app.post(
    '/api/staff/otp/confirm/',
    {
      schema: {
        tags: ['accounts'],
        summary: "Confirm a staff account's one-time code with a first code from the app",
        description:
          'A wrong code gives 400 on `otp`. The answer is a new session proved with the code, and the recovery ' +
          'codes, each usable once in place of a code, shown only this once.',
        security: [{ bearerAuth: [] }],
        body: otpConfirmSchema,
        response: { 200: otpConfirmedSchema },
      },
      onRequest: [app.limitByIp('staff-otp'), app.authenticate],
      config: { errors: [409] },
    },
    async (request) => {
      const user = currentUser(request);
      await app.rateLimits.byAccount('staff-otp', user.email);
      return confirmOtpEnrolment(app.ctx, user, request.body.otp, sessionClientOf(request));
    },
  );
};

export default staffOtp;
