import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { MAIL_LEASE_MS, MAIL_MAX_ATTEMPTS, retryDelayMs } from '../mail/sender.js';
import { claimDueMessages, markAttemptFailed } from '../repositories/outbox.js';
import { markSmsSent } from '../repositories/sms.js';
import { SMS_ANSWERS } from './queue.js';
import { isQuiet, type QuietHours } from './quiet-hours.js';
import { SmppError } from './smpp-gateway.js';

const BATCH = 20;

/** What sends one SMS: the SMPP gateway, or anything that submits the same way. */
export interface SmsSubmitter {
  submit(sms: { from: string; to: string; text: string }): Promise<string>;
}

export interface SmsSendOptions {
  from: string;
  quietHours: QuietHours | null;
  now?: () => Date;
  leaseMs?: number;
  maxBatches?: number;
}

/**
 * Sends the SMS that are due, as sendDueMail sends mail: each claimed before it is submitted and marked sent (with the
 * centre's id, for its receipt) after, retried with backoff while the centre is unreachable or refuses, and given up
 * on at once when the centre says no retry can help. During the quiet hours only answers (codes, STOP, START) go.
 */
export async function sendDueSms(
  db: Db,
  submitter: SmsSubmitter,
  options: SmsSendOptions,
): Promise<{ sent: number; failed: number }> {
  const now = options.now ?? (() => new Date());
  const claimToken = randomUUID();
  const onlyKinds = isQuiet(now(), options.quietHours) ? SMS_ANSWERS : undefined;
  let sent = 0;
  let failed = 0;
  for (let batch = 0; batch < (options.maxBatches ?? 50); batch++) {
    const messages = await claimDueMessages(
      db,
      claimToken,
      now(),
      options.leaseMs ?? MAIL_LEASE_MS,
      BATCH,
      'sms',
      onlyKinds,
    );
    for (const message of messages) {
      try {
        const id = await submitter.submit({ from: options.from, to: message.recipient, text: message.text_body });
        await markSmsSent(db, message.id, claimToken, id, now());
        sent += 1;
      } catch (err) {
        const permanent = err instanceof SmppError && err.permanent;
        const retryAt =
          permanent || message.attempts >= MAIL_MAX_ATTEMPTS
            ? null
            : new Date(now().getTime() + retryDelayMs(message.attempts));
        await markAttemptFailed(db, message.id, claimToken, err instanceof Error ? err.message : String(err), retryAt);
        failed += 1;
      }
    }
    if (messages.length < BATCH) break;
  }
  return { sent, failed };
}
