import { sql } from 'drizzle-orm';
import { DAY_MS, PRIVACY_RETENTION } from '@talent/shared';
import type { Db } from '../../db/client.js';
import { executeRows } from '../../db/rows.js';

/**
 * Empties the cover letters of applications to jobs closed more than a year ago: the letter served the hiring,
 * which is over; the application itself (who applied, its status) stays for the history. The number emptied.
 */
export async function dropOldCoverLetters(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - PRIVACY_RETENTION.coverLetterKeptDaysAfterJobClosed * DAY_MS);
  const rows = await executeRows<{ id: number }>(
    db,
    sql`update applications set cover_letter = '' where cover_letter <> '' and job_id in (
        select id from jobs where status = 'closed' and closed_at < ${cutoff.toISOString()}::timestamptz)
      returning id`,
  );
  return rows.length;
}

/**
 * Drops the messages and interviews of the applications whose job closed more than
 * `PRIVACY_RETENTION.threadKeptDaysAfterJobClosed` days ago. How many applications lost their thread.
 */
export async function dropOldThreads(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - PRIVACY_RETENTION.threadKeptDaysAfterJobClosed * DAY_MS);
  const rows = await executeRows<{ id: number }>(
    db,
    sql`with old as (
        select a.id from applications a join jobs j on j.id = a.job_id
        where j.status = 'closed' and j.closed_at < ${cutoff.toISOString()}::timestamptz),
      messages as (delete from application_messages where application_id in (select id from old) returning application_id),
      meetings as (delete from interviews where application_id in (select id from old) returning application_id)
      select application_id as id from messages union select application_id from meetings`,
  );
  return rows.length;
}

const YEAR_MS = 365.25 * DAY_MS;

/**
 * When the account `u` was last used: its last sign-in (users.last_login_at, which every way of signing in records,
 * a registration and a reset link's included: accounts/accounts.ts signIn) or the last renewal of a session (each
 * token refresh writes a new refresh_tokens row), whichever is later; its creation when neither is known. A session
 * goes on only through refreshes, and a family of them ends REFRESH_FAMILY_MAX_DAYS after its sign-in, so this is
 * never more than a month behind the person's last request, however long ago their refresh rows were deleted.
 * Reading a page with an access token still valid, a click on a mail's link or a mail sent to the person are not a
 * use: none of them shows that the person still wants the account kept.
 */
const lastUsed = sql`greatest(u.created_at, u.last_login_at,
  (select max(r.created_at) from refresh_tokens r where r.user_id = u.id))`;

/**
 * The accounts the rules are about (the files' and the erasure's): a person's, still there. Staff accounts are the
 * team's; demo accounts go by themselves; a deleted one has nothing left; a suspended one cannot sign in to keep its
 * files or itself, so staff decide about it (it is left as it is, however long unused).
 */
const concerned = sql`not u.is_staff and not u.is_demo and u.deleted_at is null and u.suspended_at is null`;

/** An account to warn, with the files it holds (those named in the mail). */
export interface UnusedAccountToWarn {
  id: string;
  email: string;
  first_name: string;
  language: string;
  has_cv: boolean;
  has_photo: boolean;
  has_logo: boolean;
}

/**
 * The time before which an account last used is due the erasure's warning at `now`, or will be within a day: the
 * period of the daily jobs, which run apart (background-jobs.ts) and may each come first. Such an account gets that
 * warning, not the files' (its files go with it): never both on one day.
 */
const erasureWarningDueBefore = (now: Date) =>
  new Date(now.getTime() - PRIVACY_RETENTION.autoDeletedAfterYears * YEAR_MS + DAY_MS);

/**
 * Marks as warned, at `now`, up to `limit` accounts unused for PRIVACY_RETENTION.unusedAccountFilesKeptYears that
 * still hold a CV, a profile photo or a company logo and have no warning pending (none, or one their use since
 * cancelled), and gives them: the caller writes their mails in the same transaction, so that an account is marked
 * if and only if its mail is queued. `skip locked`: two instances running the job never warn the same account.
 * An account unused for PRIVACY_RETENTION.autoDeletedAfterYears (or a day short of it) is left to the erasure's
 * warning, the stronger (markUnusedAccountsWarnedOfErasure).
 */
export async function markUnusedAccountsWarned(db: Db, now: Date, limit: number): Promise<UnusedAccountToWarn[]> {
  const unusedSince = new Date(now.getTime() - PRIVACY_RETENTION.unusedAccountFilesKeptYears * YEAR_MS);
  return executeRows<UnusedAccountToWarn>(
    db,
    sql`with picked as (
        select u.id, u.email, u.first_name, u.language,
          p.cv_file_id is not null as has_cv, p.profile_photo_file_id is not null as has_photo,
          e.company_logo_file_id is not null as has_logo
        from users u
          left join professional_profiles p on p.user_id = u.id
          left join employer_profiles e on e.user_id = u.id
        where ${concerned}
          and ${lastUsed} < ${unusedSince.toISOString()}::timestamptz
          and ${lastUsed} >= ${erasureWarningDueBefore(now).toISOString()}::timestamptz
          and (u.files_warned_at is null or ${lastUsed} > u.files_warned_at)
          and (p.cv_file_id is not null or p.profile_photo_file_id is not null or e.company_logo_file_id is not null)
        order by u.id
        limit ${limit}
        for update of u skip locked)
      update users set files_warned_at = ${now.toISOString()}::timestamptz
      from picked where users.id = picked.id
      returning picked.*`,
  );
}

/**
 * Removes the CV, profile photo and company logo of the accounts warned PRIVACY_RETENTION.unusedAccountWarningDays
 * ago or more and not used since, and clears their warning, in one statement: no account is ever left half done.
 * The files go as an account's deletion removes them (account-deletion.ts): by deleting the stored_files rows,
 * whose renditions go with them (cascade) and whose profile pointers are emptied (set null); the rest of the profile
 * stays, and so does a job's spec document (the employer's job, not the person's). Then clears the warnings that no
 * longer hold: the account was used since, or is no longer one the rule is about (deleted, made staff, suspended).
 * Gives how many accounts lost their files, how many files went, and how many warnings were cancelled.
 */
export async function removeFilesOfUnusedAccounts(
  db: Db,
  now: Date,
): Promise<{ accounts: number; files: number; cancelled: number }> {
  const warnedBefore = new Date(now.getTime() - PRIVACY_RETENTION.unusedAccountWarningDays * DAY_MS);
  const [removed] = await executeRows<{ accounts: number; files: number }>(
    db,
    sql`with due as (
        update users u set files_warned_at = null
        where u.files_warned_at <= ${warnedBefore.toISOString()}::timestamptz and ${concerned}
          and ${lastUsed} < u.files_warned_at
        returning u.id),
      files as (
        select p.cv_file_id as id from professional_profiles p join due on due.id = p.user_id
        union all select p.profile_photo_file_id from professional_profiles p join due on due.id = p.user_id
        union all select e.company_logo_file_id from employer_profiles e join due on due.id = e.user_id),
      gone as (delete from stored_files where id in (select id from files) returning id)
      select (select count(*) from due)::int as accounts, (select count(*) from gone)::int as files`,
  );
  const cancelled = await executeRows<{ id: string }>(
    db,
    sql`update users u set files_warned_at = null
      where u.files_warned_at is not null and (not (${concerned}) or ${lastUsed} > u.files_warned_at)
      returning u.id`,
  );
  return { accounts: removed?.accounts ?? 0, files: removed?.files ?? 0, cancelled: cancelled.length };
}

/** An account to warn of its erasure. */
export interface UnusedAccountToErase {
  id: string;
  email: string;
  first_name: string;
  language: string;
}

/**
 * Marks as warned of their erasure, at `now`, up to `limit` accounts unused for
 * PRIVACY_RETENTION.autoDeletedAfterYears with no such warning pending (none, or one their use since cancelled), and
 * gives them: the caller writes their mails in the same transaction, so that an account is marked if and only if its
 * mail is queued. `skip locked`: two instances running the job never warn the same account.
 */
export async function markUnusedAccountsWarnedOfErasure(
  db: Db,
  now: Date,
  limit: number,
): Promise<UnusedAccountToErase[]> {
  const unusedSince = new Date(now.getTime() - PRIVACY_RETENTION.autoDeletedAfterYears * YEAR_MS);
  return executeRows<UnusedAccountToErase>(
    db,
    sql`with picked as (
        select u.id, u.email, u.first_name, u.language
        from users u
        where ${concerned}
          and ${lastUsed} < ${unusedSince.toISOString()}::timestamptz
          and (u.erasure_warned_at is null or ${lastUsed} > u.erasure_warned_at)
        order by u.id
        limit ${limit}
        for update of u skip locked)
      update users set erasure_warned_at = ${now.toISOString()}::timestamptz
      from picked where users.id = picked.id
      returning picked.*`,
  );
}

/** The smallest id: where a walk through the accounts in the order of their ids starts. */
export const FIRST_ACCOUNT_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Locks, in the caller's transaction, the first account after `after` (in the order of ids) warned of its erasure
 * PRIVACY_RETENTION.unusedAccountWarningDays ago or more and not used since, still one the rule is about; none when
 * there is no more. The caller erases it in that transaction, one account at a time, so that an account is never
 * half erased and one that fails does not stop the others. `skip locked`: one another instance is erasing is left
 * to it.
 */
export async function lockNextAccountDueErasure(
  tx: Db,
  now: Date,
  after: string,
): Promise<{ id: string; userType: string } | undefined> {
  const warnedBefore = new Date(now.getTime() - PRIVACY_RETENTION.unusedAccountWarningDays * DAY_MS);
  const [account] = await executeRows<{ id: string; userType: string }>(
    tx,
    sql`select u.id, u.user_type as "userType" from users u
      where u.erasure_warned_at <= ${warnedBefore.toISOString()}::timestamptz and ${concerned}
        and ${lastUsed} < u.erasure_warned_at and u.id > ${after}::uuid
      order by u.id
      limit 1
      for update of u skip locked`,
  );
  return account;
}

/** Clears the warnings of an account just erased: there is nothing left for either rule to do about it. */
export async function clearRetentionWarnings(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`update users set erasure_warned_at = null, files_warned_at = null where id = ${userId}`);
}

/**
 * Clears the erasure warnings that no longer hold: the account was used since, or is no longer one the rule is
 * about (deleted, made staff, suspended). How many.
 */
export async function cancelErasureWarnings(db: Db): Promise<number> {
  const cancelled = await executeRows<{ id: string }>(
    db,
    sql`update users u set erasure_warned_at = null
      where u.erasure_warned_at is not null and (not (${concerned}) or ${lastUsed} > u.erasure_warned_at)
      returning u.id`,
  );
  return cancelled.length;
}
