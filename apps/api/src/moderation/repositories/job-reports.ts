import { sql } from 'drizzle-orm';
import type { ReportOutcome, ReportReason } from '@talent/shared';
import type { Db } from '../../db/client.js';
import { executeRows } from '../../db/rows.js';
import { jobReports } from '../../db/schema.js';

/**
 * Keeps a person's report of a job, or of a message of a thread about it (`messageId`); a second one of the same
 * person and job (or message) is not kept (false).
 */
export async function insertJobReport(
  db: Db,
  report: { jobId: number; reporterId: string; reason: ReportReason; details: string; messageId?: number },
): Promise<boolean> {
  const ofMessage = report.messageId !== undefined;
  const rows = await db
    .insert(jobReports)
    .values(report)
    .onConflictDoNothing({
      target: ofMessage ? [jobReports.messageId, jobReports.reporterId] : [jobReports.jobId, jobReports.reporterId],
      where: ofMessage ? sql`message_id is not null` : sql`message_id is null`,
    })
    .returning({ id: jobReports.id });
  return rows.length > 0;
}

interface ReportGroupRow {
  job_id: number | string;
  job_title: string;
  job_status: string;
  employer_id: string;
  company_name: string | null;
  employer_verified: boolean;
  employer_suspended: boolean;
  count: number;
  last_reported_at: Date | string;
  outcome: string | null;
  resolved_at: Date | string | null;
}

/**
 * Reports grouped by job, open ones (unsettled) or settled ones, the most reported first. Each person counts once
 * per job: the table keeps one report a person and job.
 */
export async function listReportGroups(
  db: Db,
  filter: { open: boolean; today: string },
  window: { limit: number; offset: number },
) {
  const settled = filter.open ? sql`r.resolved_at is null` : sql`r.resolved_at is not null`;
  const [groups, [total]] = await Promise.all([
    executeRows<ReportGroupRow>(
      db,
      sql`select j.id as job_id, j.job_title,
          case when j.status = 'approved' and j.application_deadline < ${filter.today} then 'closed' else j.status end as job_status,
          u.id as employer_id, ep.company_name, u.verified_at is not null as employer_verified,
          u.suspended_at is not null as employer_suspended, count(*)::int as count,
          max(r.created_at) as last_reported_at, max(r.outcome) as outcome, max(r.resolved_at) as resolved_at
        from job_reports r
        join jobs j on j.id = r.job_id
        join users u on u.id = j.employer_id
        left join employer_profiles ep on ep.user_id = u.id
        where ${settled}
        group by j.id, u.id, ep.company_name
        order by ${filter.open ? sql`count(*) desc, max(r.created_at) desc` : sql`max(r.resolved_at) desc`}, j.id desc
        limit ${window.limit} offset ${window.offset}`,
    ),
    executeRows<{ n: number }>(db, sql`select count(distinct r.job_id)::int as n from job_reports r where ${settled}`),
  ]);
  const jobIds = groups.map((g) => Number(g.job_id));
  const reports =
    jobIds.length === 0
      ? []
      : await executeRows<{
          id: number | string;
          job_id: number | string;
          reason: string;
          details: string;
          reporter_id: string;
          reporter_email: string;
          message_id: number | string | null;
          created_at: Date | string;
        }>(
          db,
          sql`select r.id, r.job_id, r.reason, r.details, r.reporter_id, u.email as reporter_email, r.message_id,
              r.created_at
            from job_reports r join users u on u.id = r.reporter_id
            where r.job_id in (${sql.join(
              jobIds.map((id) => sql`${id}`),
              sql`, `,
            )}) and ${settled}
            order by r.created_at desc, r.id desc`,
        );
  return { groups, reports, total: total?.n ?? 0 };
}

/** A report settled, with what telling its reporter needs. */
export interface SettledReport {
  job_id: number;
  job_title: string;
  reporter_id: string;
  email: string;
  first_name: string;
  language: string;
}

/**
 * Settles every open report of a job, or of every job of an employer, with one outcome, in one statement; the
 * reports settled, each with its job and reporter, to be told. None when nothing was open (a second click changes
 * nothing).
 */
export async function settleOpenReports(
  tx: Db,
  of: { jobId: number } | { employerId: string },
  outcome: ReportOutcome,
  staffId: string,
  at: Date,
): Promise<SettledReport[]> {
  const jobs = 'jobId' in of ? sql`j.id = ${of.jobId}` : sql`j.employer_id = ${of.employerId}`;
  const rows = await executeRows<SettledReport>(
    tx,
    sql`with settled as (
        update job_reports r set outcome = ${outcome}, resolved_at = ${at.toISOString()}::timestamptz,
          resolved_by = ${staffId}
        from jobs j where j.id = r.job_id and r.resolved_at is null and ${jobs}
        returning r.job_id, j.job_title, r.reporter_id)
      select s.job_id, s.job_title, s.reporter_id, u.email, u.first_name, u.language
      from settled s join users u on u.id = s.reporter_id
      order by s.job_id, s.reporter_id`,
  );
  return rows.map((r) => ({ ...r, job_id: Number(r.job_id) }));
}
