import { and, asc, eq, like, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  applicationMessages,
  interviews,
  applicationEvents,
  applications,
  auditLog,
  emailOptOuts,
  employerProfiles,
  jobAlerts,
  jobReports,
  jobViews,
  jobs,
  notifications,
  outbox,
  professionalProfiles,
  smsSettings,
  socialIdentities,
  storedFiles,
  users,
} from '../../db/schema.js';
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
 * Everything the database holds about one person that is theirs to have (each table's columns as the personal-data
 * registry lists them, privacy/repositories/personal-data.ts): their account, profile, applications (with
 * the job each was for), alerts, notices, settings and consents, reports, sign-in history, the e-mails and SMS sent
 * to them, and their requests if they hire. Never a secret (password hash, codes, tokens) and never another person's data.
 */
export async function personalRecords(db: Db, userId: string) {
  const [user] = await db
    // Whether the account is staff is read for the read-me page (which e-mail categories concern it), not exported.
    .select({ ...exportedColumns(users, 'users'), isStaff: users.isStaff })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return undefined;
  const [
    professional,
    employer,
    myApplications,
    alerts,
    notices,
    emailOff,
    sms,
    reports,
    identities,
    accountEvents,
    requests,
    messages,
    history,
    views,
    threadMessages,
    meetings,
  ] = await Promise.all([
    personalRows(db, professionalProfiles, 'professional_profiles', userId),
    personalRows(db, employerProfiles, 'employer_profiles', userId),
    applicationsOf(db, userId),
    personalRows(db, jobAlerts, 'job_alerts', userId, [asc(jobAlerts.createdAt)]),
    personalRows(db, notifications, 'notifications', userId, [asc(notifications.createdAt)]),
    personalRows(db, emailOptOuts, 'email_opt_outs', userId),
    personalRows(db, smsSettings, 'sms_settings', userId),
    personalRows(db, jobReports, 'job_reports', userId),
    personalRows(db, socialIdentities, 'social_identities', userId),
    accountEventsOf(db, userId),
    personalRows(db, jobs, 'jobs', userId, [asc(jobs.submittedAt)]),
    // What was sent, and when: not the messages' text, which may hold a code or a link that signs in.
    personalRows(db, outbox, 'outbox', userId, [asc(outbox.createdAt), asc(outbox.id)]),
    personalRows(db, applicationEvents, 'application_events', userId, [
      asc(applicationEvents.applicationId),
      asc(applicationEvents.createdAt),
      asc(applicationEvents.id),
    ]),
    personalRows(db, jobViews, 'job_views', userId, [asc(jobViews.day), asc(jobViews.jobId)]),
    // The messages they wrote in their threads; the other side's are that person's data.
    personalRows(db, applicationMessages, 'application_messages', userId, [asc(applicationMessages.id)]),
    personalRows(db, interviews, 'interviews', userId, [asc(interviews.id)]),
  ]);
  return {
    user,
    professional: professional[0] ?? null,
    employer: employer[0] ?? null,
    applications: myApplications,
    history,
    views,
    threadMessages,
    meetings,
    alerts,
    notices,
    emailOff,
    sms,
    reports,
    identities,
    accountEvents,
    requests,
    messages,
  };
}

/** The person's own uploaded files (CV, photo, logo, job spec documents), with their bytes. */
export function personalFiles(db: Db, userId: string) {
  return personalRows(db, storedFiles, 'stored_files', userId, [asc(storedFiles.createdAt)]);
}
