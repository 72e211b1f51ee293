import { sql } from 'drizzle-orm';
import { JOB_ALERT_FREQUENCIES, JOB_ALERT_MAIL_JOBS, todayIso, type JobAlertFrequency, type JobAlertSearch } from '@talent/shared';
import type { Db } from '../db/client.js';
import { executeRows } from '../db/rows.js';
import { jobs } from '../db/schema.js';
import { isOpen } from '../repositories/open-jobs.js';
import { prepareWindowSearch, searchConditions } from '../repositories/job-search.js';
import { searchQueryOf, type SearchQuery } from '../repositories/search-terms.js';
import { periodOf } from '../repositories/job-alerts.js';
import { insertOutboxMessages, type NewOutboxRow } from '../repositories/outbox.js';
import { composeMail, type MailContext } from './mail.js';

/** How many due alerts one transaction claims, runs, mails and moves forward: what bounds a run's memory. */
export const JOB_ALERT_BATCH = 200;
/**
 * A window ends this long before the run: a job whose approval started before the run but committed after it
 * (its approved_at earlier than the run's snapshot could see) falls in the next window instead of none.
 */
export const JOB_ALERT_WINDOW_LAG_MS = 60_000;

interface DueAlert {
  id: number;
  user_id: string;
  name: string;
  search: JobAlertSearch;
  window_ms: number;
  email: string;
  first_name: string;
  language: string;
  is_demo: boolean;
  /** Job alert mail turned off (settings page or one-click unsubscribe). */
  opted_out: boolean;
  skills: string[];
}

interface WindowJob {
  id: number;
  job_title: string;
  job_location: string;
  approved_ms: number;
}

export interface JobAlertRun {
  /** Alerts run and moved forward. */
  alerts: number;
  /** Mails written to the outbox. */
  mails: number;
  /** Searches run (alerts with the same search and skills share one). */
  searches: number;
}

/**
 * Claims up to `limit` due alerts that are not paused, soonest first. `skip locked`: an alert another worker holds
 * is left to it, and once that worker commits its alert is no longer due, so that no alert is mailed twice.
 */
function claimDueAlerts(tx: Db, frequency: JobAlertFrequency, now: Date, limit: number) {
  return executeRows<DueAlert>(
    tx,
    sql`select a.id, a.user_id, a.name, a.search, (extract(epoch from a.window_start) * 1000)::float8 as window_ms,
        u.email, u.first_name, u.language, u.is_demo, coalesce(p.skills_normalized, '{}') as skills,
        exists (select 1 from email_opt_outs o where o.user_id = a.user_id and o.category = 'job_alerts') as opted_out
      from job_alerts a
      join users u on u.id = a.user_id
      left join professional_profiles p on p.user_id = a.user_id
      where not a.paused and a.frequency = ${frequency} and a.next_run_at <= ${now.toISOString()}::timestamptz
      order by a.next_run_at, a.id
      limit ${limit}
      for update of a skip locked`,
  );
}

/**
 * The jobs approved within the batch's windows and open today, copied once into a temporary table that each
 * alert's search then reads: a day's new jobs are a few thousand of the whole market, found by the approved_at
 * index, so that no alert's search ever reads the market itself. Dropped when the transaction ends.
 */
async function fillWindow(tx: Db, from: Date, until: Date, today: string) {
  await tx.execute(sql`create temporary table job_alert_window (like jobs) on commit drop`);
  await tx.execute(sql`insert into job_alert_window select * from ${jobs}
    where ${jobs.status} = 'approved' and ${jobs.approvedAt} >= ${from.toISOString()}::timestamptz
      and ${jobs.approvedAt} < ${until.toISOString()}::timestamptz and ${isOpen(today, false)}`);
  // Newest first, so that a search matching many of a week's jobs stops after the few a mail lists.
  await tx.execute(sql`create index on job_alert_window (approved_at desc, id desc)`);
  await tx.execute(sql`analyze job_alert_window`);
}

/** The newest jobs of the window matching a search (GET /hiring/jobs/'s own conditions), one more than a mail lists. */
async function windowMatches(tx: Db, alert: DueAlert, from: Date, textQuery: SearchQuery | null | undefined, today: string) {
  const { show_all, ...filters } = alert.search;
  const prepared = await prepareWindowSearch(tx, { filters, showAll: show_all, skills: alert.skills, today, demo: false }, textQuery);
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

/** Alerts with the same search (and, on the skill-matched tab, the same skills) share one search of the window. */
const searchKey = (alert: DueAlert) =>
  JSON.stringify([alert.search, alert.search.show_all ? [] : [...new Set(alert.skills)].sort()]);

function alertMail(ctx: MailContext, alert: DueAlert, found: WindowJob[]) {
  const base = ctx.config.PUBLIC_URL;
  return {
    alertName: alert.name,
    jobs: found.slice(0, JOB_ALERT_MAIL_JOBS).map((job) => ({ title: job.job_title, location: job.job_location, url: `${base}/jobs/${job.id}` })),
    more: found.length > JOB_ALERT_MAIL_JOBS,
    alertsUrl: `${base}/job-alerts`,
  };
}

/**
 * One batch in one transaction: claims due alerts, searches their windows, writes a mail for each alert that has
 * new jobs (none when there are none) and moves every claimed alert's window to the run's end, so that a mail is
 * written if and only if its window moves.
 */
async function runBatch(
  ctx: MailContext & { db: Db },
  frequency: JobAlertFrequency,
  now: Date,
  batch: number,
  textQueries: Map<string, SearchQuery | null>,
) {
  const until = new Date(now.getTime() - JOB_ALERT_WINDOW_LAG_MS);
  const today = todayIso(now);
  return ctx.db.transaction(async (tx) => {
    const due = await claimDueAlerts(tx, frequency, now, batch);
    if (due.length === 0) return { alerts: 0, mails: 0, searches: 0 };
    const from = new Date(Math.min(...due.map((a) => a.window_ms)));
    await fillWindow(tx, from, until, today);
    const groups = new Map<string, DueAlert[]>();
    for (const alert of due) {
      const key = searchKey(alert);
      groups.set(key, [...(groups.get(key) ?? []), alert]);
    }
    const mails: NewOutboxRow[] = [];
    for (const alerts of groups.values()) {
      const q = alerts[0]!.search.q;
      if (q && !textQueries.has(q)) textQueries.set(q, await searchQueryOf(tx, q));
      const groupFrom = new Date(Math.min(...alerts.map((a) => a.window_ms)));
      const found = await windowMatches(tx, alerts[0]!, groupFrom, q ? textQueries.get(q) : null, today);
      for (const alert of alerts) {
        // Within a group, each alert keeps what is new since its own window's start.
        const mine = found.filter((job) => job.approved_ms >= alert.window_ms);
        // A demo sandbox's address is nobody's, and a category turned off is not written (as queueMail does).
        if (mine.length === 0 || alert.is_demo || alert.opted_out) continue;
        const recipient = { id: alert.user_id, email: alert.email, firstName: alert.first_name, language: alert.language };
        mails.push(composeMail(ctx, recipient, 'job_alert', alertMail(ctx, alert, mine)));
      }
    }
    await insertOutboxMessages(tx, mails);
    // The next run keeps the alert's time of day; one overdue (the worker was down) is due a period from now.
    const period = periodOf(frequency);
    const at = sql`${now.toISOString()}::timestamptz`;
    await tx.execute(sql`update job_alerts set window_start = ${until.toISOString()}::timestamptz,
        next_run_at = case when next_run_at + ${period} > ${at} then next_run_at + ${period} else ${at} + ${period} end
      where id in (${sql.join(due.map((a) => sql`${a.id}`), sql`, `)})`);
    return { alerts: due.length, mails: mails.length, searches: groups.size };
  });
}

/**
 * Runs every due alert, batch after batch, until none is due (or `maxBatches` have run): what the background job
 * calls every few minutes, and what the benchmark times.
 */
export async function runDueJobAlerts(
  ctx: MailContext & { db: Db },
  options: { now?: Date; batch?: number; maxBatches?: number } = {},
): Promise<JobAlertRun> {
  const now = options.now ?? new Date();
  const batch = options.batch ?? JOB_ALERT_BATCH;
  const textQueries = new Map<string, SearchQuery | null>();
  const total: JobAlertRun = { alerts: 0, mails: 0, searches: 0 };
  // Daily alerts and weekly ones in batches of their own: a batch's window is then a day's jobs or a week's, never
  // a week's copied for daily alerts.
  let batches = 0;
  for (const frequency of JOB_ALERT_FREQUENCIES) {
    for (; batches < (options.maxBatches ?? Infinity); batches++) {
      const done = await runBatch(ctx, frequency, now, batch, textQueries);
      if (done.alerts === 0) break;
      total.alerts += done.alerts;
      total.mails += done.mails;
      total.searches += done.searches;
    }
  }
  return total;
}
