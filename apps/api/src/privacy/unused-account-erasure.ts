import type { FastifyBaseLogger } from 'fastify';
import { DAY_MS, PRIVACY_RETENTION } from '@talent/shared';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { queueComposedMails, composeMail, type MailContext } from '../messaging/index.js';
import {
  cancelErasureWarnings,
  FIRST_ACCOUNT_ID,
  lockNextAccountDueErasure,
  markUnusedAccountsWarnedOfErasure,
} from './repositories/retention.js';
import { eraseAccount } from './account-deletion.js';

/** How many accounts one transaction warns: what bounds a run's memory on the day the rule first applies. */
const WARN_BATCH = 500;

export interface UnusedAccountErasureRun {
  /** Accounts told that they are deleted in a month unless they sign in. */
  warned: number;
  /** Accounts erased, a month after their warning. */
  erased: number;
  /** Accounts whose erasure failed (logged); the next run tries them again. */
  failed: number;
  /** Warnings cancelled: the account was used again since. */
  cancelled: number;
}

/**
 * Erases, one transaction each, the accounts warned a month ago or more and not used since, as a person's own
 * deletion does (privacy/account-deletion.ts): an employer's open jobs close (their applicants told), the account
 * is emptied of everything personal, the log keeps it, with no actor (the system did it), and the erasure journal
 * its id. An account that fails is logged and left, warning and all, for the next run; the others go on.
 */
async function eraseDueAccounts(
  ctx: { db: Db; config: Pick<Config, 'ERASURE_JOURNAL'> },
  now: Date,
  log?: FastifyBaseLogger,
): Promise<{ erased: number; failed: number }> {
  let erased = 0;
  let failed = 0;
  let after = FIRST_ACCOUNT_ID;
  for (;;) {
    const picked: { id?: string } = {};
    try {
      const erasedId = await ctx.db.transaction(async (tx) => {
        const account = await lockNextAccountDueErasure(tx, now, after);
        if (!account) return null;
        picked.id = account.id;
        await eraseAccount(tx, account, {
          at: now,
          details: { reason: `unused_${PRIVACY_RETENTION.autoDeletedAfterYears}_years` },
          actorId: null,
          journal: ctx.config.ERASURE_JOURNAL,
          tellApplicants: true,
        });
        return account.id;
      });
      if (erasedId === null) return { erased, failed };
      erased += 1;
      after = erasedId;
    } catch (err) {
      // Without an account in hand, the lookup itself failed: nothing more can be done in this run.
      if (picked.id === undefined) throw err;
      failed += 1;
      after = picked.id;
      log?.error({ err, userId: picked.id }, 'unused account: erasure failed, tried again at the next run');
    }
  }
}

/**
 * Warns, batch after batch, the accounts unused for PRIVACY_RETENTION.autoDeletedAfterYears: a mail in the person's
 * language gives the day the account and its personal data are deleted, with a link to sign in. An account is marked
 * warned in the transaction that queues its mail.
 */
async function warnUnusedAccounts(ctx: MailContext & { db: Db }, now: Date): Promise<number> {
  const deletionDate = new Date(now.getTime() + PRIVACY_RETENTION.unusedAccountWarningDays * DAY_MS);
  const url = `${ctx.config.PUBLIC_URL}/auth`;
  let warned = 0;
  for (;;) {
    const count = await ctx.db.transaction(async (tx) => {
      const accounts = await markUnusedAccountsWarnedOfErasure(tx, now, WARN_BATCH);
      const mails = accounts.map((account) =>
        composeMail(
          ctx,
          { id: account.id, email: account.email, firstName: account.first_name, language: account.language },
          'unused_account_erasure',
          { deletionDate, url },
        ),
      );
      await queueComposedMails(tx, mails);
      return accounts.length;
    });
    warned += count;
    if (count < WARN_BATCH) return warned;
  }
}

/**
 * The daily erasure of unused accounts: erases those whose warning is a month old and was not answered by a use of
 * the account (privacy/repositories/retention.ts says what counts as one), clears the warnings a use cancelled, then warns
 * the accounts newly unused. Suspended accounts are left, as the files' retention leaves them: they cannot sign in
 * to keep themselves, and staff decide about them. `now` is the run's time (tests pass their own).
 */
export async function runUnusedAccountErasure(
  ctx: MailContext & { db: Db; config: Pick<Config, 'ERASURE_JOURNAL'> },
  now: Date,
  log?: FastifyBaseLogger,
): Promise<UnusedAccountErasureRun> {
  const { erased, failed } = await eraseDueAccounts(ctx, now, log);
  const cancelled = await cancelErasureWarnings(ctx.db);
  const warned = await warnUnusedAccounts(ctx, now);
  return { warned, erased, failed, cancelled };
}
