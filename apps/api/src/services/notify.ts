import type { NotificationKind } from '@talent/shared';
import type { Db } from '../db/client.js';
import type { MailKind, MailParams } from '../mail/messages.js';
import { insertNotification } from '../repositories/notifications.js';
import { queueMail, type MailContext, type Recipient } from './mail.js';

/** What telling someone needs: the mail's context and the database (the caller's transaction). */
export type NotifyContext = MailContext & { db: Db };

/**
 * Tells a person something, in the caller's transaction: a notice in the app, always, and the same by e-mail unless
 * they turned its category off. A notice with `onceKey` that the person already has is neither kept nor mailed again
 * (false).
 */
export async function notify<K extends NotificationKind & MailKind>(
  tx: Db,
  ctx: MailContext,
  to: Recipient,
  kind: K,
  data: Record<string, string | number | boolean | null>,
  mail: MailParams<K>,
  onceKey?: string,
): Promise<boolean> {
  if (!(await insertNotification(tx, { userId: to.id, kind, data, ...(onceKey ? { onceKey } : {}) }))) return false;
  await queueMail(tx, ctx, to, kind, mail);
  return true;
}

/** A notice in the app only, in the caller's transaction: for news that needs no mail (a report's outcome, say). */
export async function notifyInApp(
  tx: Db,
  userId: string,
  kind: Exclude<NotificationKind, MailKind>,
  data: Record<string, string | number | boolean | null>,
): Promise<void> {
  await insertNotification(tx, { userId, kind, data });
}
