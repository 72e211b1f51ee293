import type { FastifyInstance } from 'fastify';
import changePassword from './change-password.js';
import demoLogin from '../../demo/routes/demo-login.js';
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
import dataExport from '../../privacy/routes/data-export.js';
import consents from '../../privacy/routes/consents.js';
import deleteAccount from '../../privacy/routes/delete-account.js';

/**
 * The account calls: log-in, registration, demo log-in, token refresh, user status, log-out, password change and
 * reset, address confirmation, staff one-time code set-up, the phone number's proof, the export of one's data, the deletion of one's account.
 */
export default async function accountRoutes(app: FastifyInstance) {
  await app.register(login);
  await app.register(register);
  await app.register(demoLogin);
  await app.register(tokenRefresh);
  await app.register(userStatus);
  await app.register(logout);
  await app.register(changePassword);
  await app.register(staffOtp);
  await app.register(passwordReset);
  await app.register(emailConfirmation);
  await app.register(signOutEverywhere);
  await app.register(phoneVerification);
  await app.register(dataExport);
  await app.register(consents);
  await app.register(deleteAccount);
}
