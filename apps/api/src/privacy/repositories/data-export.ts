import { and, asc, eq, like, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  applicationMessages,
  interviews,
  jobOffers,
  applicationEvents,
  applications,
  auditLog,
  emailOptOuts,
  employerProfiles,
  jobAlerts,
  jobReports,
  jobViews,
  savedJobs,
  jobs,
  notifications,
  outbox,
  professionalProfiles,
  smsSettings,
  socialIdentities,
  storedFiles,
  users,
} from '../../db/schema.js';
import type { ExportedTable } from './personal-data.js';
import { exportedColumns, personalRows } from './personal-data-sql.js';

/** The person's applications, each with the job it was for. */
function applicationsOf(db: Db, userId: string) {
  const { id, jobId, ...own } = exportedColumns(applications, 'applications');
  return db
    .select({
      id,
      jobId,
      // The job each application was for, as the person read it.
      jobTitle: jobs.jobTitle,
      jobLocation: jobs.jobLocation,
      // Not exported: what tells a demo job from another, to show its title as the person read it.
      jobDescription: jobs.jobDescription,
      ...own,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.professionalId, userId))
    .orderBy(asc(applications.createdAt));
}

/** The account's own events: those about it (sign-ins, password changes) and those it did to itself. */
function accountEventsOf(db: Db, userId: string) {
  return db
    .select(exportedColumns(auditLog, 'audit_log'))
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetType, 'user'),
        eq(auditLog.targetId, userId),
        or(like(auditLog.action, 'auth.%'), like(auditLog.action, 'social.%'), like(auditLog.action, 'staff.%')),
      ),
    )
    .orderBy(asc(auditLog.createdAt));
}

/**
 * How each table the registry exports is read for one person (privacy/repositories/personal-data.ts): its columns as
 * the registry lists them, found by its person column, with a few joins and filters of its own. Typed by the
 * registry, so that a table it gives without a read here, or a read of a table it does not give, fails the type check.
 */
const READS = {
  // Whether the account is staff is read for the read-me page (which e-mail categories concern it), not exported.
  users: (db, userId) =>
    db
      .select({ ...exportedColumns(users, 'users'), isStaff: users.isStaff })
      .from(users)
      .where(eq(users.id, userId)),
  professional_profiles: (db, userId) => personalRows(db, professionalProfiles, 'professional_profiles', userId),
  employer_profiles: (db, userId) => personalRows(db, employerProfiles, 'employer_profiles', userId),
  stored_files: (db, userId) => personalRows(db, storedFiles, 'stored_files', userId, [asc(storedFiles.createdAt)]),
  applications: applicationsOf,
  application_events: (db, userId) =>
    personalRows(db, applicationEvents, 'application_events', userId, [
      asc(applicationEvents.applicationId),
      asc(applicationEvents.createdAt),
      asc(applicationEvents.id),
    ]),
  // The messages they wrote in their threads; the other side's are that person's data.
  application_messages: (db, userId) =>
    personalRows(db, applicationMessages, 'application_messages', userId, [asc(applicationMessages.id)]),
  interviews: (db, userId) => personalRows(db, interviews, 'interviews', userId, [asc(interviews.id)]),
  job_offers: (db, userId) => personalRows(db, jobOffers, 'job_offers', userId, [asc(jobOffers.applicationId)]),
  job_views: (db, userId) => personalRows(db, jobViews, 'job_views', userId, [asc(jobViews.day), asc(jobViews.jobId)]),
  saved_jobs: (db, userId) =>
    personalRows(db, savedJobs, 'saved_jobs', userId, [asc(savedJobs.savedAt), asc(savedJobs.jobId)]),
  job_alerts: (db, userId) => personalRows(db, jobAlerts, 'job_alerts', userId, [asc(jobAlerts.createdAt)]),
  notifications: (db, userId) =>
    personalRows(db, notifications, 'notifications', userId, [asc(notifications.createdAt)]),
  email_opt_outs: (db, userId) => personalRows(db, emailOptOuts, 'email_opt_outs', userId),
  sms_settings: (db, userId) => personalRows(db, smsSettings, 'sms_settings', userId),
  social_identities: (db, userId) => personalRows(db, socialIdentities, 'social_identities', userId),
  job_reports: (db, userId) => personalRows(db, jobReports, 'job_reports', userId),
  // What was sent, and when: not the messages' text, which may hold a code or a link that signs in.
  outbox: (db, userId) => personalRows(db, outbox, 'outbox', userId, [asc(outbox.createdAt), asc(outbox.id)]),
  jobs: (db, userId) => personalRows(db, jobs, 'jobs', userId, [asc(jobs.submittedAt)]),
  audit_log: accountEventsOf,
} satisfies Record<ExportedTable, (db: Db, userId: string) => Promise<unknown[]>>;

/** A person's rows of every table the registry exports, by table. */
export type PersonalRecords = { [Table in ExportedTable]: Awaited<ReturnType<(typeof READS)[Table]>> };

/**
 * Everything the database holds about one person that is theirs to have, by table: their account, profile, files,
 * applications (with the job each was for), alerts, notices, settings, reports, sign-in history, the e-mails and SMS
 * sent to them, and their requests if they hire. Never a secret (password hash, codes, tokens) and never another
 * person's data. Undefined when there is no such account.
 */
export async function personalRecords(db: Db, userId: string): Promise<PersonalRecords | undefined> {
  const tables = Object.keys(READS) as ExportedTable[];
  const rows = await Promise.all(tables.map((table) => READS[table](db, userId)));
  const records = Object.fromEntries(tables.map((table, i) => [table, rows[i]])) as PersonalRecords;
  return records.users.length > 0 ? records : undefined;
}
