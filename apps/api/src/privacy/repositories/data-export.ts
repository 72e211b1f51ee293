import { and, asc, eq, like, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  applications,
  auditLog,
  emailOptOuts,
  employerProfiles,
  jobAlerts,
  jobReports,
  jobs,
  notifications,
  outbox,
  professionalProfiles,
  smsSettings,
  socialIdentities,
  storedFiles,
  users,
} from '../../db/schema.js';

/**
 * Everything the database holds about one person that is theirs to have: their account, profile, applications (with
 * the job each was for), alerts, notices, settings and consents, reports, sign-in history, the e-mails and SMS sent
 * to them, and their requests if they hire. Never a secret (password hash, codes, tokens) and never another person's data.
 */
export async function personalRecords(db: Db, userId: string) {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      userType: users.userType,
      isStaff: users.isStaff,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
      emailConfirmedAt: users.emailConfirmedAt,
      phoneVerified: users.phoneVerified,
      phoneVerifiedAt: users.phoneVerifiedAt,
      verifiedAt: users.verifiedAt,
      suspendedAt: users.suspendedAt,
      lastLoginAt: users.lastLoginAt,
      createdAt: users.createdAt,
    })
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
  ] = await Promise.all([
    db.select().from(professionalProfiles).where(eq(professionalProfiles.userId, userId)),
    db.select().from(employerProfiles).where(eq(employerProfiles.userId, userId)),
    db
      .select({
        id: applications.id,
        jobId: applications.jobId,
        jobTitle: jobs.jobTitle,
        jobLocation: jobs.jobLocation,
        // Not exported: what tells a demo job from another, to show its title as the person read it.
        jobDescription: jobs.jobDescription,
        coverLetter: applications.coverLetter,
        status: applications.status,
        createdAt: applications.createdAt,
        updatedAt: applications.updatedAt,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(eq(applications.professionalId, userId))
      .orderBy(asc(applications.createdAt)),
    db.select().from(jobAlerts).where(eq(jobAlerts.userId, userId)).orderBy(asc(jobAlerts.createdAt)),
    db
      .select({
        kind: notifications.kind,
        data: notifications.data,
        readAt: notifications.readAt,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.createdAt)),
    db.select().from(emailOptOuts).where(eq(emailOptOuts.userId, userId)),
    db.select().from(smsSettings).where(eq(smsSettings.userId, userId)),
    db
      .select({
        jobId: jobReports.jobId,
        reason: jobReports.reason,
        details: jobReports.details,
        createdAt: jobReports.createdAt,
        outcome: jobReports.outcome,
      })
      .from(jobReports)
      .where(eq(jobReports.reporterId, userId)),
    db
      .select({
        provider: socialIdentities.provider,
        email: socialIdentities.email,
        createdAt: socialIdentities.createdAt,
      })
      .from(socialIdentities)
      .where(eq(socialIdentities.userId, userId)),
    // The account's own events: those about it (sign-ins, password changes) and those it did to itself.
    db
      .select({
        action: auditLog.action,
        details: auditLog.details,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.targetType, 'user'),
          eq(auditLog.targetId, userId),
          or(like(auditLog.action, 'auth.%'), like(auditLog.action, 'social.%'), like(auditLog.action, 'staff.%')),
        ),
      )
      .orderBy(asc(auditLog.createdAt)),
    db
      .select({
        id: jobs.id,
        jobTitle: jobs.jobTitle,
        jobDescription: jobs.jobDescription,
        status: jobs.status,
        submittedAt: jobs.submittedAt,
        approvedAt: jobs.approvedAt,
        closedAt: jobs.closedAt,
        rejectionReason: jobs.rejectionReason,
      })
      .from(jobs)
      .where(eq(jobs.employerId, userId))
      .orderBy(asc(jobs.submittedAt)),
    // What was sent, and when: not the messages' text, which may hold a code or a link that signs in.
    db
      .select({
        channel: outbox.channel,
        category: outbox.category,
        kind: outbox.kind,
        subject: outbox.subject,
        status: outbox.status,
        delivery: outbox.delivery,
        createdAt: outbox.createdAt,
        sentAt: outbox.sentAt,
      })
      .from(outbox)
      .where(eq(outbox.userId, userId))
      .orderBy(asc(outbox.createdAt), asc(outbox.id)),
  ]);
  return {
    user,
    professional: professional[0] ?? null,
    employer: employer[0] ?? null,
    applications: myApplications,
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
  return db
    .select({
      id: storedFiles.id,
      kind: storedFiles.kind,
      contentType: storedFiles.contentType,
      filename: storedFiles.filename,
      data: storedFiles.data,
      createdAt: storedFiles.createdAt,
    })
    .from(storedFiles)
    .where(eq(storedFiles.ownerId, userId))
    .orderBy(asc(storedFiles.createdAt));
}
