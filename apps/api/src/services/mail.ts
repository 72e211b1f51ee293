import type { EmailCategory, Language } from '@talent/shared';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { MAIL, type MailKind, type MailParams } from '../mail/messages.js';
import { renderMail } from '../mail/render.js';
import { unsubscribeToken } from '../mail/unsubscribe-token.js';
import { hasOptedOut, insertOutboxMessages, type NewOutboxRow } from '../repositories/outbox.js';

/**
 * What writing a message needs of the application: the site's address for links, the key of unsubscribe links, and
 * the SMS rules (a person's daily limit, the quiet hours) for what is also sent by SMS.
 */
export interface MailContext {
  config: Pick<Config, 'PUBLIC_URL' | 'SMS_DAILY_LIMIT' | 'SMS_QUIET_HOURS'>;
  secret: Uint8Array;
}

export interface Recipient {
  id: string;
  email: string;
  firstName: string;
  language: string;
}

export const languageOf = (recipient: { language: string }): Language => (recipient.language === 'fr' ? 'fr' : 'en');

/**
 * The unsubscribe addresses of a category: the API's, which a mail client posts to in one click (List-Unsubscribe
 * header), and the web page of the message's link, which asks before it posts there.
 */
export function unsubscribeUrls(ctx: MailContext, userId: string, category: EmailCategory) {
  const token = encodeURIComponent(unsubscribeToken(ctx.secret, userId, category));
  return {
    oneClick: `${ctx.config.PUBLIC_URL}/api/unsubscribe/?token=${token}`,
    page: `${ctx.config.PUBLIC_URL}/unsubscribe?token=${token}`,
  };
}

/**
 * A message rendered in the recipient's language, as the outbox keeps it, without writing it: for a worker that
 * writes many at once (insertOutboxMessages). Whether the category is turned off is the caller's to check.
 */
export function composeMail<K extends MailKind>(
  ctx: MailContext,
  to: Recipient,
  kind: K,
  params: MailParams<K>,
): NewOutboxRow {
  const message = MAIL[kind];
  const category = message.category;
  const language = languageOf(to);
  const content = (message[language] as (p: MailParams<K>) => ReturnType<(typeof message)['en']>)(params);
  const unsubscribe = category === 'account' ? null : unsubscribeUrls(ctx, to.id, category);
  const rendered = renderMail(language, to.firstName, content, unsubscribe?.page ?? null);
  return {
    userId: to.id,
    recipient: to.email,
    language,
    category,
    kind,
    subject: rendered.subject,
    textBody: rendered.text,
    htmlBody: rendered.html,
    unsubscribeUrl: unsubscribe?.oneClick ?? null,
  };
}

/**
 * Writes a message to the outbox, in the recipient's language, within the caller's transaction: it is sent if and
 * only if what caused it is committed. A category the recipient turned off is not written (false).
 */
export async function queueMail<K extends MailKind>(
  tx: Db,
  ctx: MailContext,
  to: Recipient,
  kind: K,
  params: MailParams<K>,
): Promise<boolean> {
  const category = MAIL[kind].category;
  if (category !== 'account' && (await hasOptedOut(tx, to.id, category))) return false;
  await insertOutboxMessages(tx, [composeMail(ctx, to, kind, params)]);
  return true;
}
