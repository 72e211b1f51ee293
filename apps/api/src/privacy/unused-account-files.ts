import { DAY_MS, PRIVACY_RETENTION } from '@talent/shared';
import type { Db } from '../db/client.js';
import { type UnusedAccountFile, queueComposedMails, composeMail, type MailContext } from '../messaging/index.js';
import {
  markUnusedAccountsWarned,
  removeFilesOfUnusedAccounts,
  type UnusedAccountToWarn,
} from './repositories/retention.js';

/** How many accounts one transaction warns: what bounds a run's memory on the day the rule first applies. */
const WARN_BATCH = 500;

export interface UnusedAccountFilesRun {
  /** Accounts told that their files go in a month unless they sign in. */
  warned: number;
  /** Accounts whose files went, a month after their warning. */
  emptied: number;
  /** Files removed from them (CVs, photos, logos). */
  files: number;
  /** Warnings cancelled: the account was used again since. */
  cancelled: number;
}

const filesOf = (account: UnusedAccountToWarn): UnusedAccountFile[] => [
  ...(account.has_cv ? (['cv'] as const) : []),
  ...(account.has_photo ? (['photo'] as const) : []),
  ...(account.has_logo ? (['logo'] as const) : []),
];

/**
 * Warns, batch after batch, the accounts unused for PRIVACY_RETENTION.unusedAccountFilesKeptYears that still hold a
 * CV, photo or logo: a mail in the person's language names the files and the day they go, with a link to sign in.
 * An account is marked warned in the transaction that queues its mail.
 */
async function warnUnusedAccounts(ctx: MailContext & { db: Db }, now: Date): Promise<number> {
  const removalDate = new Date(now.getTime() + PRIVACY_RETENTION.unusedAccountWarningDays * DAY_MS);
  const url = `${ctx.config.PUBLIC_URL}/auth`;
  let warned = 0;
  for (;;) {
    const count = await ctx.db.transaction(async (tx) => {
      const accounts = await markUnusedAccountsWarned(tx, now, WARN_BATCH);
      const mails = accounts.map((account) =>
        composeMail(
          ctx,
          { id: account.id, email: account.email, firstName: account.first_name, language: account.language },
          'unused_account_files',
          { files: filesOf(account), removalDate, url },
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
 * The daily retention of unused accounts' files: removes those whose warning is a month old and was not answered by
 * a use of the account (privacy/repositories/retention.ts says what counts as one), clears the warnings a use cancelled,
 * then warns the accounts newly unused. `now` is the run's time (tests pass their own).
 */
export async function runUnusedAccountFilesRetention(
  ctx: MailContext & { db: Db },
  now: Date,
): Promise<UnusedAccountFilesRun> {
  const removed = await removeFilesOfUnusedAccounts(ctx.db, now);
  const warned = await warnUnusedAccounts(ctx, now);
  return { warned, emptied: removed.accounts, files: removed.files, cancelled: removed.cancelled };
}
