import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { otpConfirmSchema, otpConfirmedSchema, otpEnrolmentSchema } from '@talent/shared';
import { sessionClientOf } from '../../lib/device-kind.js';
import { conflict, detailBody, fieldError, forbidden } from '../../lib/errors.js';
import { currentUser } from '../../plugins/auth.js';
import { recordAccountEvent } from '../../audit/index.js';
import { findStaffOtp, saveStaffOtp, useOtpStep } from '../repositories/staff-otp.js';
import type { UserRow } from '../repositories/users.js';
import { signIn } from '../accounts.js';
import { hashRecoveryCode, newOtpSecret, newRecoveryCodes, otpQrCode, otpauthUrl, validOtpStep } from '../staff-otp.js';

/**
 * Setting up a staff account's one-time code, from a session proved by the password alone (the staff API is
 * closed to such a session until then): the first call gives a new secret and its QR code, the second confirms it
 * with a code from the app and opens a session proved with it, giving the recovery codes this once.
 */
const staffOtp: FastifyPluginAsyncZod = async (app) => {
  const staffWithoutCode = async (user: UserRow) => {
    if (!user.isStaff) throw forbidden();
    const existing = await findStaffOtp(app.ctx.db, user.id);
    if (existing?.confirmedAt) throw conflict('otpAlreadyEnrolled', 'otp_already_enrolled');
    return existing;
  };

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
      const user = currentUser(request);
      await staffWithoutCode(user);
      const secret = newOtpSecret();
      await saveStaffOtp(app.ctx.db, user.id, secret, null, []);
      const url = otpauthUrl(user.email, secret);
      return { secret, otpauth_url: url, qr_code: await otpQrCode(url) };
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
      const pending = await staffWithoutCode(user);
      if (!pending) throw fieldError('otp', 'otpEnrolmentNotStarted', 'otp_not_started');
      const step = await validOtpStep(pending.secret, request.body.otp, null);
      if (step === undefined) {
        await recordAccountEvent(app.ctx.db, {
          action: 'auth.otp_failed',
          userId: user.id,
          ip: request.ip,
          outcome: 'wrong_code',
          during: 'enrolment',
        });
        throw fieldError('otp', 'otpInvalid', 'otp_invalid');
      }
      const codes = newRecoveryCodes();
      await app.ctx.db.transaction(async (tx) => {
        await saveStaffOtp(tx, user.id, pending.secret, new Date(), codes.map(hashRecoveryCode));
        await useOtpStep(tx, user.id, step);
        await recordAccountEvent(tx, {
          action: 'staff.otp_enrol',
          userId: user.id,
          ip: request.ip,
          outcome: 'success',
          via: 'web',
        });
      });
      return {
        ...detailBody('otpEnrolled'),
        recovery_codes: codes,
        // A new session, proved with the password and the code just set up.
        ...(await signIn(app.ctx, user, {
          how: { method: 'password', client: sessionClientOf(request), secondFactor: 'otp' },
          amr: ['pwd', 'otp'],
        })),
      };
    },
  );
};

export default staffOtp;
