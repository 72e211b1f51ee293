import type { NotificationKind } from '@talent/shared';
import type { Db } from '../db/client.js';
import type { MailKind, MailParams } from './mail/messages.js';
import { insertNotification, insertNotifications } from './repositories/notifications.js';
import { queueMail, queueMails, type MailContext, type Recipient } from './mail/queue.js';

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

/** What one notice of a kind says, to whom: its data in the app, and its mail's values. */
export interface Notice<K extends NotificationKind & MailKind> {
  to: Recipient;
  data: Record<string, string | number | boolean | null>;
  mail: MailParams<K>;
}

/**
 * `notify` for many people at once (the reporters of an employer's jobs), in a few statements whatever their number:
 * each notice in the app, and its mail unless its person turned the category off.
 */
export async function notifyEach<K extends NotificationKind & MailKind>(
  tx: Db,
  ctx: MailContext,
  kind: K,
  notices: readonly Notice<K>[],
): Promise<void> {
  await insertNotifications(
    tx,
    notices.map((n) => ({ userId: n.to.id, kind, data: n.data })),
  );
  await queueMails(
    tx,
    ctx,
    kind,
    notices.map((n) => ({ to: n.to, params: n.mail })),
  );
}
