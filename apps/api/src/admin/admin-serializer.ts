import type { AdminJob, AdminUser, AuditLogEntry } from '@talent/shared';
import type { listUsers } from './repositories/admin.js';
import type { auditLogPage } from '../audit/index.js';
import type { FileUrlSigner } from '../profiles/index.js';
import { serializeJobBase, type StaffJobRow } from '../hiring/index.js';

type UserRow = Awaited<ReturnType<typeof listUsers>>['rows'][number];
type AuditRow = Awaited<ReturnType<typeof auditLogPage>>['rows'][number];

/** A job for staff: everything the employer sees, plus the moderation dates and the company behind it. */
export function serializeAdminJob(row: StaffJobRow, signFile: FileUrlSigner): AdminJob {
  const { job, employer, company } = row;
  return {
    ...serializeJobBase(
      { ...job, status: row.status },
      {
        applicationsCount: row.applicationsCount,
        specFile: row.spec,
        signFile,
      },
    ),
    risk_flags: (job.riskFlags as AdminJob['risk_flags'] | null) ?? [],
    open_reports: row.openReports,
    rejection_reason: job.rejectionReason,
    approved_at: job.approvedAt?.toISOString() ?? null,
    closed_at: job.closedAt?.toISOString() ?? null,
    employer: {
      id: employer.id,
      account_email: employer.email,
      company_name: company?.companyName ?? null,
      industry: company?.industry ?? null,
      company_website: company?.companyWebsite ?? null,
      company_size: company?.companySize ?? null,
      office_location: company?.officeLocation ?? null,
      country: company?.country ?? null,
      contact_name: `${employer.firstName} ${employer.lastName}`.trim(),
      contact_job_title: company?.jobTitle ?? null,
      contact_email: company?.workEmail ?? employer.email,
      contact_phone: company?.phoneNumber ?? null,
      onboarding_completed: company?.onboardingCompleted ?? false,
      verified_at: employer.verifiedAt?.toISOString() ?? null,
      suspended_at: employer.suspendedAt?.toISOString() ?? null,
    },
  };
}

export function serializeAdminUser(row: UserRow): AdminUser {
  const { user } = row;
  return {
    id: user.id,
    email: user.email,
    user_type: user.userType as AdminUser['user_type'],
    first_name: user.firstName,
    last_name: user.lastName,
    company_name: row.companyName,
    is_staff: user.isStaff,
    is_demo: user.isDemo,
    onboarding_completed: row.onboardingCompleted,
    created_at: user.createdAt.toISOString(),
    last_login_at: user.lastLoginAt?.toISOString() ?? null,
    jobs_submitted: row.jobsSubmitted,
    applications_made: row.applicationsMade,
    verified_at: user.verifiedAt?.toISOString() ?? null,
    verification_note: user.verificationNote,
    suspended_at: user.suspendedAt?.toISOString() ?? null,
    suspension_reason: user.suspensionReason,
  };
}

export function serializeAuditEntry(row: AuditRow): AuditLogEntry {
  const { entry } = row;
  return {
    id: entry.id,
    actor_id: entry.actorId,
    actor_email: row.actorEmail,
    action: entry.action,
    target_type: entry.targetType,
    target_id: entry.targetId,
    details: (entry.details ?? {}) as Record<string, unknown>,
    created_at: entry.createdAt.toISOString(),
  };
}
