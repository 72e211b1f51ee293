import type { z } from 'zod';
import type { changePasswordSchema } from '@talent/shared';
import { recordAccountEvent } from '../audit/index.js';
import type { AppContext } from '../context.js';
import type { AuthMethod } from '../lib/jwt.js';
import { fieldError } from '../lib/errors.js';
import { queueMail } from '../messaging/index.js';
import { hashPassword, refuseGuessablePassword, verifyPassword } from './passwords.js';
import { endEverySession } from './account-standing.js';
import { updatePasswordHash, type UserRow } from './repositories/users.js';
import { issueTokens } from './sessions.js';

/**
 * Changes a signed-in user's password: every other session ends, a notice is mailed, and this session goes on with
 * a fresh token pair, proved as the one it replaces was (a staff member's one-time code included).
 */
export async function changePassword(
  ctx: AppContext,
  user: UserRow,
  { current_password, new_password }: z.infer<typeof changePasswordSchema>,
  request: { ip: string; authMethods?: AuthMethod[] },
) {
  const event = { action: 'auth.password_change', userId: user.id, ip: request.ip } as const;
  if (!(await verifyPassword(user.passwordHash, current_password))) {
    await recordAccountEvent(ctx.db, { ...event, outcome: 'wrong_current_password' });
    throw fieldError('current_password', 'currentPasswordWrong', 'wrong_password');
  }
  refuseGuessablePassword('new_password', new_password, [user.email, user.firstName, user.lastName]);
  const passwordHash = await hashPassword(new_password);
  return ctx.db.transaction(async (tx) => {
    await updatePasswordHash(tx, user.id, passwordHash);
    const sessionVersion = await endEverySession(tx, user.id);
    await queueMail(tx, ctx, user, 'password_changed', undefined);
    await recordAccountEvent(tx, { ...event, outcome: 'success' });
    return issueTokens(ctx, { ...user, sessionVersion }, { db: tx, amr: request.authMethods });
  });
}
