import { mailNeedsConsent } from '@talent/shared';
import type { EmailCategory, Language } from '@talent/shared';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { MAIL, type MailKind, type MailParams } from './messages.js';
import { renderMail } from './render.js';
import { unsubscribeToken } from './unsubscribe-token.js';
import { dropWaitingByWriter, insertOutboxMessages, optedOutAmong, type NewOutboxRow } from '../repositories/outbox.js';

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
  writtenBy: string | null = null,
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
    writtenBy,
  };
}

/**
 * Writes a message to the outbox, in the recipient's language, within the caller's transaction: it is sent if and
 * only if what caused it is committed. A category the recipient turned off is not written (false). `writtenBy`: the
 * account whose own words it carries to the recipient, whose suspension withdraws it while it waits.
 */
export async function queueMail<K extends MailKind>(
  tx: Db,
  ctx: MailContext,
  to: Recipient,
  kind: K,
  params: MailParams<K>,
  writtenBy: string | null = null,
): Promise<boolean> {
  return (await queueMails(tx, ctx, kind, [{ to, params, writtenBy }])).length > 0;
}

/** Mails composed beforehand (composeMail), many people's, queued in the caller's transaction in few statements. */
export async function queueComposedMails(tx: Db, mails: NewOutboxRow[]): Promise<void> {
  await insertOutboxMessages(tx, mails);
}

/**
 * queueMail for many people at once (the applicants of a withdrawn job), in a few statements whatever their number:
 * each their own message. The recipients written to.
 */
export async function queueMails<K extends MailKind>(
  tx: Db,
  ctx: MailContext,
  kind: K,
  mails: readonly { to: Recipient; params: MailParams<K>; writtenBy?: string | null }[],
): Promise<Recipient[]> {
  const category = MAIL[kind].category;
  const optedOut =
    !mailNeedsConsent(category) || mails.length === 0
      ? new Set<string>()
      : await optedOutAmong(
          tx,
          mails.map((m) => m.to.id),
          category,
        );
  const written = mails.filter((m) => !optedOut.has(m.to.id));
  await insertOutboxMessages(
    tx,
    written.map((m) => composeMail(ctx, m.to, kind, m.params, m.writtenBy)),
  );
  return written.map((m) => m.to);
}

/**
 * Staff suspended `writerId`: the mail still waiting that carries its words to others (queued with `writtenBy`) goes
 * no further, in the suspension's transaction. Their texts already in the threads stay, marked, as evidence. How many.
 */
export const withdrawWordsOf = (tx: Db, writerId: string, now: Date): Promise<number> =>
  dropWaitingByWriter(tx, writerId, now);
