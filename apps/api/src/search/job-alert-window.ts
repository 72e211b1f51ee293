import { sql } from 'drizzle-orm';
import { JOB_ALERT_MAIL_JOBS, type JobAlertSearch } from '@talent/shared';
import type { Db } from '../db/client.js';
import { executeRows } from '../db/rows.js';
import { jobs } from '../db/schema.js';
import { prepareWindowSearch } from './prepared-search.js';
import { searchConditions } from './search-conditions.js';
import { isOpen } from '../db/market-rules.js';
import type { SearchQuery } from './search-terms.js';

// The alert worker's window of new jobs: a temporary table of the batch's transaction, made and read here only.

/** A job of the window, as an alert's mail lists it. */
export interface WindowJob {
  id: number;
  job_title: string;
  job_location: string;
  approved_ms: number;
}

/**
 * Where a run's windows end: at `until`, or earlier while a transaction that has written since before `until` is
 * still running. Such a transaction may hold jobs whose approved_at (its own clock, which an import sets once for
 * the whole feed) is before `until` but which this run cannot see yet: a window ending at its start leaves them to
 * the next run rather than to no run. An import of a large feed is one transaction and may run for minutes, beyond
 * any fixed lag. Other roles' transactions are seen only by a role allowed to read their activity, so the API and
 * the import command share one role.
 */
export async function windowEnd(tx: Db, until: Date): Promise<Date> {
  const [row] = await executeRows<{ started_ms: number | null }>(
    tx,
    sql`select (extract(epoch from min(xact_start)) * 1000)::float8 as started_ms from pg_stat_activity
      where datname = current_database() and backend_xid is not null and pid <> pg_backend_pid()`,
  );
  const started = row?.started_ms;
  return started != null && started < until.getTime() ? new Date(started) : until;
}

/**
 * The jobs approved within the batch's windows and open today, copied once into a temporary table that each
 * alert's search then reads: a day's new jobs are a few thousand of the whole market, found by the approved_at
 * index, so that no alert's search ever reads the market itself. Dropped when the transaction ends.
 */
export async function fillWindow(tx: Db, from: Date, until: Date, today: string) {
  await tx.execute(sql`create temporary table job_alert_window (like jobs) on commit drop`);
  await tx.execute(sql`insert into job_alert_window select * from ${jobs}
    where ${jobs.status} = 'approved' and ${jobs.approvedAt} >= ${from.toISOString()}::timestamptz
      and ${jobs.approvedAt} < ${until.toISOString()}::timestamptz and ${isOpen(today, false)}`);
  // Newest first, so that a search matching many of a week's jobs stops after the few a mail lists.
  await tx.execute(sql`create index on job_alert_window (approved_at desc, id desc)`);
  await tx.execute(sql`analyze job_alert_window`);
}

/** The newest jobs of the window matching a search (GET /hiring/jobs/'s own conditions), one more than a mail lists. */
export async function windowMatches(
  tx: Db,
  alert: { search: JobAlertSearch; skills: readonly string[] },
  from: Date,
  textQuery: SearchQuery | null | undefined,
  today: string,
) {
  const { show_all, ...filters } = alert.search;
  const prepared = await prepareWindowSearch(
    tx,
    { filters, showAll: show_all, skills: alert.skills, today, demo: false },
    textQuery,
  );
  return executeRows<WindowJob>(
    tx,
    sql`select ${jobs.id} as id, ${jobs.jobTitle} as job_title, ${jobs.jobLocation} as job_location,
        (extract(epoch from ${jobs.approvedAt}) * 1000)::float8 as approved_ms
      from job_alert_window as jobs
      where ${searchConditions(prepared)} and ${jobs.approvedAt} >= ${from.toISOString()}::timestamptz
      order by ${jobs.approvedAt} desc, ${jobs.id} desc
      limit ${JOB_ALERT_MAIL_JOBS + 1}`,
  );
}
