import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { claimDueMessages, markAttemptFailed, markSent } from '../repositories/outbox.js';

/** How long a sender holds the messages it claimed by default (MAIL_LEASE_SECONDS): well beyond the transport's own timeouts below. */
export const MAIL_LEASE_MS = 5 * 60_000;
/** A message still refused after this many attempts (about two days of backoff) is given up and shown as failed. */
export const MAIL_MAX_ATTEMPTS = 12;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 6 * 60 * 60_000;
const BATCH = 20;

/** When a message that failed its `attempts`-th attempt is tried again: 30 s, 1 min, 2 min... at most 6 h later. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/** The SMTP transport of SMTP_URL, with timeouts so that a stalled server never holds a message past its lease. */
export function createMailTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  } as never);
}

export interface SendOptions {
  from: Config['MAIL_FROM'];
  /** The site's host, for Message-IDs. */
  host: string;
  now?: () => Date;
  leaseMs?: number;
  /** Stop claiming after this many batches (the background job runs again soon). */
  maxBatches?: number;
}

/**
 * Sends the messages that are due, a batch at a time. Each is claimed before it is sent and marked sent after, so a
 * message is sent at least once, and a second time only when its sender died between the server's acceptance and
 * the mark: its Message-ID is the outbox row's, so that the receiving side can still tell it is the same message.
 */
export async function sendDueMail(
  db: Db,
  transport: Transporter,
  options: SendOptions,
): Promise<{ sent: number; failed: number }> {
  const now = options.now ?? (() => new Date());
  const claimToken = randomUUID();
  let sent = 0;
  let failed = 0;
  for (let batch = 0; batch < (options.maxBatches ?? 50); batch++) {
    const messages = await claimDueMessages(db, claimToken, now(), options.leaseMs ?? MAIL_LEASE_MS, BATCH);
    for (const message of messages) {
      try {
        await transport.sendMail({
          from: options.from,
          to: message.recipient,
          subject: message.subject,
          text: message.text_body,
          html: message.html_body,
          messageId: `<outbox-${message.id}@${options.host}>`,
          ...(message.unsubscribe_url
            ? {
                list: { unsubscribe: { url: message.unsubscribe_url } },
                headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
              }
            : {}),
        });
        await markSent(db, message.id, claimToken, now());
        sent += 1;
      } catch (err) {
        const retryAt =
          message.attempts >= MAIL_MAX_ATTEMPTS ? null : new Date(now().getTime() + retryDelayMs(message.attempts));
        await markAttemptFailed(db, message.id, claimToken, err instanceof Error ? err.message : String(err), retryAt);
        failed += 1;
      }
    }
    if (messages.length < BATCH) break;
  }
  return { sent, failed };
}
