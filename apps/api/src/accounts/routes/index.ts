import type { FastifyInstance } from 'fastify';
import changePassword from './change-password.js';
import login from './login.js';
import logout from './logout.js';
import register from './register.js';
import staffOtp from './staff-otp.js';
import tokenRefresh from './token-refresh.js';
import userStatus from './user-status.js';
import passwordReset from './password-reset.js';
import emailConfirmation from './email-confirmation.js';
import signOutEverywhere from './sign-out-everywhere.js';
import phoneVerification from './phone-verification.js';

/**
 * The account calls: log-in, registration, token refresh, user status, log-out, password change and reset, address
 * confirmation, staff one-time code set-up, the phone number's proof.
 */
export default async function accountRoutes(app: FastifyInstance) {
  await app.register(login);
  await app.register(register);
  await app.register(tokenRefresh);
  await app.register(userStatus);
  await app.register(logout);
  await app.register(changePassword);
  await app.register(staffOtp);
  await app.register(passwordReset);
  await app.register(emailConfirmation);
  await app.register(signOutEverywhere);
  await app.register(phoneVerification);
}
