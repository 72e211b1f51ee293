import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS, todayIso } from '@talent/shared';
import type { AppContext } from './context.js';
import { takeJobLease } from './db/job-leases.js';
import {
  deleteExpiredDemoAccounts,
  forgetEndedSessions,
  forgetExpiredResetLinks,
  forgetSpentSocialTokens,
} from './accounts/index.js';
import {
  closeJobsPastDeadline,
  closeStaleApplications,
  remindUnansweredOffers,
  tellOfClosingSavedJobs,
} from './hiring/index.js';
import {
  runCoverLetterRetention,
  runThreadRetention,
  runUnusedAccountFilesRetention,
  runUnusedAccountErasure,
} from './privacy/index.js';
import { seedDemoMarket } from './demo/index.js';
import { closeSmsGateway, sendOutboxMail, sendOutboxSms } from './messaging/index.js';
import { tellStaffOfWaitingRequests } from './moderation/index.js';
import { runDueJobAlerts } from './alerts/index.js';
import { analyzeJobs, keepRecentJobCopy } from './search/index.js';
import { heldTextsWaiting, remindInterviews } from './conversations/index.js';

export type BackgroundJob = {
  name: string;
  everyMs: number;
  /** `log` is the server's; a test that runs a job by itself may leave it out. */
  run: (ctx: AppContext, log?: FastifyBaseLogger) => Promise<unknown>;
};

/** How often the outbox is looked at: how long a new message waits, at most, before it is sent. */
export const MAIL_SENDS_EVERY_MS = 5_000;

type Run = BackgroundJob['run'];

/** A job that may run longer than its period is not started again while it runs. */
function withoutOverlap(run: Run): Run {
  const running = new WeakMap<AppContext, Promise<unknown>>();
  return (ctx, log) => {
    let current = running.get(ctx);
    if (!current) {
      current = run(ctx, log).finally(() => running.delete(ctx));
      running.set(ctx, current);
    }
    return current;
  };
}

/** Periodic housekeeping (expired demo sandboxes, stale refresh tokens...). Each job is listed here. */
export const backgroundJobs: BackgroundJob[] = [
  { name: 'delete-expired-demo-accounts', everyMs: 15 * MINUTE_MS, run: (ctx) => deleteExpiredDemoAccounts(ctx.db) },
  // Rows are kept a day past expiry or revocation: a reused token must still be recognised meanwhile.
  { name: 'delete-stale-refresh-tokens', everyMs: HOUR_MS, run: (ctx) => forgetEndedSessions(ctx.db) },
  // A spent social sign-in state or sign-up token is refused on its expiry alone once that has passed.
  { name: 'delete-expired-social-tokens', everyMs: HOUR_MS, run: (ctx) => forgetSpentSocialTokens(ctx.db) },
  // An expired reset link is refused on its expiry alone; its row only has to go some time.
  { name: 'delete-expired-reset-links', everyMs: HOUR_MS, run: (ctx) => forgetExpiredResetLinks(ctx.db) },
  // Readers already see such jobs as closed; this persists it (with closed_at) for reports and exports.
  { name: 'close-expired-jobs', everyMs: 15 * MINUTE_MS, run: (ctx) => closeJobsPastDeadline(ctx.db, todayIso()) },
  // Nobody waits for ever: an application nobody answered closes a while after its job's deadline, and is told.
  {
    name: 'close-stale-applications',
    everyMs: DAY_MS,
    run: withoutOverlap((ctx) => closeStaleApplications(ctx, todayIso())),
  },
  // Both sides of an interview are reminded of it the day before; claimed as they are told, so instances share it.
  { name: 'remind-interviews', everyMs: 15 * MINUTE_MS, run: withoutOverlap((ctx) => remindInterviews(ctx)) },
  // An offer left unanswered reminds its applicant once; claimed as they are told, so instances share it.
  { name: 'remind-offers', everyMs: HOUR_MS, run: withoutOverlap((ctx) => remindUnansweredOffers(ctx)) },
  // A saved job about to close is mentioned in its saver's bell once (its once-key), however often this runs.
  {
    name: 'saved-jobs-closing',
    everyMs: DAY_MS,
    run: withoutOverlap((ctx) => tellOfClosingSavedJobs(ctx.db, todayIso())),
  },
  // Retention: a thread (its messages and interviews) is kept a year after its job closed.
  {
    name: 'drop-old-threads',
    everyMs: DAY_MS,
    run: async (ctx, log) => {
      const dropped = await runThreadRetention(ctx.db, new Date());
      if (dropped > 0) log?.info({ dropped }, 'threads of jobs closed over a year ago dropped');
      return dropped;
    },
  },
  // Retention: a letter is kept a year after its job closed. Logged, so that the operator sees it done.
  {
    name: 'drop-old-cover-letters',
    everyMs: DAY_MS,
    run: async (ctx, log) => {
      const emptied = await runCoverLetterRetention(ctx.db, new Date());
      if (emptied > 0) log?.info({ emptied }, 'cover letters of jobs closed over a year ago emptied');
      return emptied;
    },
  },
  // Retention: the CV and photo (or logo) of an account unused for two years go a month after a mail warned of it,
  // unless the account is used meanwhile (PRIVACY_RETENTION). Logged, so that the operator sees it done.
  {
    name: 'remove-unused-account-files',
    everyMs: DAY_MS,
    run: withoutOverlap(async (ctx, log) => {
      const done = await runUnusedAccountFilesRetention(ctx, new Date());
      if (done.warned + done.emptied + done.cancelled > 0) {
        log?.info(done, 'unused accounts: files warned of, removed or kept');
      }
      return done;
    }),
  },
  // Retention: an account unused for five years is erased, as its owner's deletion would, a month after a mail warned
  // of it, unless the account is used meanwhile (PRIVACY_RETENTION). Logged, so that the operator sees it done.
  {
    name: 'erase-unused-accounts',
    everyMs: DAY_MS,
    run: withoutOverlap(async (ctx, log) => {
      const done = await runUnusedAccountErasure(ctx, new Date(), log);
      if (done.warned + done.erased + done.failed + done.cancelled > 0) {
        log?.info(done, 'unused accounts: erasure warned of, done, failed or cancelled');
      }
      return done;
    }),
  },
  // Hourly, so that a day's summary goes out early in the day; each staff member gets one a day at most.
  {
    name: 'staff-daily-summary',
    everyMs: HOUR_MS,
    run: async (ctx) => tellStaffOfWaitingRequests(ctx, todayIso(), await heldTextsWaiting(ctx.db)),
  },
  // Several instances share the outbox through `skip locked` and leases.
  { name: 'send-mail', everyMs: MAIL_SENDS_EVERY_MS, run: withoutOverlap(sendOutboxMail) },
  // SMS share the outbox's claims and leases; a dropped session is bound again at the next run.
  { name: 'send-sms', everyMs: MAIL_SENDS_EVERY_MS, run: withoutOverlap(sendOutboxSms) },
  // Job alerts fall due through the day (each keeps the time of day it was saved at); each run mails those due.
  { name: 'job-alerts', everyMs: 5 * MINUTE_MS, run: withoutOverlap((ctx) => runDueJobAlerts(ctx)) },
  // The search tells common words from rare ones by the database's statistics; a PostgreSQL server keeps them up
  // to date by itself (autovacuum), the embedded database only when asked.
  {
    name: 'analyze-jobs',
    everyMs: 6 * HOUR_MS,
    run: async (ctx) => (ctx.database.kind === 'pglite' ? analyzeJobs(ctx.db) : undefined),
  },
  // Fills the search's copy of the newest jobs once the market outgrows it, and trims it once it has grown by half
  // (25,000 approvals). Its triggers keep it up to date between runs; a copy somewhat larger only costs its searches.
  { name: 'recent-job-copy', everyMs: 10 * MINUTE_MS, run: withoutOverlap((ctx) => keepRecentJobCopy(ctx.db)) },
  // Keeps the demo market's deadlines ahead of today on a server that runs for weeks.
  {
    name: 'demo-market',
    everyMs: 12 * HOUR_MS,
    run: async (ctx) => (ctx.config.SEED_DEMO_DATA ? seedDemoMarket(ctx.db) : undefined),
  },
];

/**
 * How long a job's lease lasts: a little less than its period, so that its holder's next tick finds it free while
 * the other processes' ticks in between find it taken.
 */
export const leaseMsOf = (everyMs: number) => everyMs - Math.min(everyMs / 10, SECOND_MS);

/** This process among all those sharing the database, as its leases name it. */
const holder = `${hostname()}:${process.pid}`;

/**
 * Runs each job every period in this process, when it holds the job's lease: every process of every instance runs
 * the same timers, and each period one of them runs each job (the others find its lease taken).
 */
export async function startBackgroundJobs(ctx: AppContext, log: FastifyBaseLogger): Promise<() => void> {
  const timers = backgroundJobs.map((job) => {
    const tick = async () => {
      try {
        if (await takeJobLease(ctx.db, job.name, holder, leaseMsOf(job.everyMs))) await job.run(ctx, log);
      } catch (err) {
        log.error({ err, job: job.name }, 'background job failed');
      }
    };
    void tick();
    return setInterval(() => void tick(), job.everyMs).unref();
  });
  return () => {
    timers.forEach(clearInterval);
    void closeSmsGateway(ctx);
  };
}
