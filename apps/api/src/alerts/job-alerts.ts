import { JOB_ALERT_FREQUENCIES, JOB_ALERT_MAIL_JOBS, todayIso, type JobAlertFrequency } from '@talent/shared';
import type { Db } from '../db/client.js';
import {
  fillWindow,
  searchQueryOf,
  windowEnd,
  windowMatches,
  type SearchQuery,
  type WindowJob,
} from '../search/index.js';
import { claimDueAlerts, moveAlertWindows, type DueAlert } from './repositories/job-alerts.js';
import {
  queueComposedMails,
  type NewOutboxRow,
  peopleTextedJobAlerts,
  smsLink,
  queueSms,
  composeMail,
  type MailContext,
} from '../messaging/index.js';

/** How many due alerts one transaction claims, runs, mails and moves forward: what bounds a run's memory. */
export const JOB_ALERT_BATCH = 200;
/**
 * A window ends at least this long before the run: a job whose approval started before the run but committed after
 * it (its approved_at earlier than the run's snapshot could see) falls in the next window instead of none. A
 * transaction still running that wrote before then ends the window earlier (`windowEnd`).
 */
export const JOB_ALERT_WINDOW_LAG_MS = 60_000;

export interface JobAlertRun {
  /** Alerts run and moved forward. */
  alerts: number;
  /** Mails written to the outbox. */
  mails: number;
  /** SMS written to the outbox (to those who turned job alerts by SMS on). */
  texts: number;
  /** Searches run (alerts with the same search and skills share one). */
  searches: number;
}

/** Alerts with the same search (and, on the skill-matched tab, the same skills) share one search of the window. */
const searchKey = (alert: DueAlert) =>
  JSON.stringify([alert.search, alert.search.show_all ? [] : [...new Set(alert.skills)].sort()]);

function alertMail(ctx: MailContext, alert: DueAlert, found: WindowJob[]) {
  const base = ctx.config.PUBLIC_URL;
  return {
    alertName: alert.name,
    jobs: found
      .slice(0, JOB_ALERT_MAIL_JOBS)
      .map((job) => ({ title: job.job_title, location: job.job_location, url: `${base}/jobs/${job.id}` })),
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
  const today = todayIso(now);
  return ctx.db.transaction(async (tx) => {
    const due = await claimDueAlerts(tx, frequency, now, batch);
    if (due.length === 0) return { alerts: 0, mails: 0, texts: 0, searches: 0 };
    const texters = await peopleTextedJobAlerts(tx, [...new Set(due.map((a) => a.user_id))]);
    let texts = 0;
    const until = await windowEnd(tx, new Date(now.getTime() - JOB_ALERT_WINDOW_LAG_MS));
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
        if (mine.length === 0 || alert.is_demo) continue;
        // One SMS a run (a day at most) for each alert: how many jobs are new (5+ past what a mail lists), and a link
        // to the newest, the first the mail lists.
        if (texters.has(alert.user_id)) {
          const newest = mine[0]!;
          const params = {
            alertName: alert.name,
            count: Math.min(mine.length, JOB_ALERT_MAIL_JOBS),
            more: mine.length > JOB_ALERT_MAIL_JOBS,
            title: newest.job_title,
            location: newest.job_location,
            url: smsLink(`${ctx.config.PUBLIC_URL}/jobs/${newest.id}`),
          };
          if (await queueSms(tx, ctx.config, alert.user_id, 'job_alert', params, now)) texts += 1;
        }
        // A demo sandbox's address is nobody's, and a category turned off is not written (as queueMail does).
        if (alert.opted_out) continue;
        const recipient = {
          id: alert.user_id,
          email: alert.email,
          firstName: alert.first_name,
          language: alert.language,
        };
        mails.push(composeMail(ctx, recipient, 'job_alert', alertMail(ctx, alert, mine)));
      }
    }
    await queueComposedMails(tx, mails);
    await moveAlertWindows(tx, due, frequency, now, until);
    return { alerts: due.length, mails: mails.length, texts, searches: groups.size };
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
  const total: JobAlertRun = { alerts: 0, mails: 0, texts: 0, searches: 0 };
  // Daily alerts and weekly ones in batches of their own: a batch's window is then a day's jobs or a week's, never
  // a week's copied for daily alerts.
  let batches = 0;
  for (const frequency of JOB_ALERT_FREQUENCIES) {
    for (; batches < (options.maxBatches ?? Infinity); batches++) {
      const done = await runBatch(ctx, frequency, now, batch, textQueries);
      if (done.alerts === 0) break;
      total.alerts += done.alerts;
      total.mails += done.mails;
      total.texts += done.texts;
      total.searches += done.searches;
    }
  }
  return total;
}
