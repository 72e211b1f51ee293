import { and, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { applications, employerProfiles, jobs, storedFiles } from '../db/schema.js';
import { notFromDemoSandbox } from './job-status.js';
import { companyColumns, companyLogoFile, companyLogoJoin } from './company-reveal.js';

/** A text[] literal built from parameters (drizzle would otherwise spread an array into a value list). */
export function textArray(values: readonly string[]): SQL {
  if (values.length === 0) return sql`'{}'::text[]`;
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

/** Professionals see approved jobs whose deadline (a date in the market's calendar) is today or later. */
export function isOpen(today: string): SQL {
  return and(eq(jobs.status, 'approved'), gte(jobs.applicationDeadline, today), notFromDemoSandbox)!;
}

/**
 * round(100 x matched required skills / required skills), null when the job lists none, computed in the
 * query so that the database can sort on it. The intersection size is a sum of `skill = any(required)`
 * tests, one per skill of the professional: a plain expression, much cheaper per row than a subquery over
 * unnest(). Both arrays hold distinct normalised skills, so the sum is the size of their intersection.
 * Integer arithmetic rounds half up: floor((200 x matched + n) / 2n) = round(100 x matched / n).
 */
function matchPercentage(skills: readonly string[]): SQL<number | null> {
  const required = jobs.requiredSkillsNormalized;
  const matched =
    skills.length === 0
      ? sql`0`
      : sql.join(
          skills.map((skill) => sql`(${skill}::text = any(${required}))::int`),
          sql` + `,
        );
  return sql<number | null>`case when cardinality(${required}) = 0 then null
    else (200 * (${matched}) + cardinality(${required})) / (2 * cardinality(${required})) end`;
}

export interface OpenJobsQuery {
  limit: number;
  offset: number;
  /** The professional's normalised skills. */
  skills: readonly string[];
  /** true: every open job, newest first; false: those sharing a skill, best match first, then newest. */
  showAll: boolean;
  today: string;
}

export interface OpenJobsPage {
  items: { id: number; match: number | null }[];
  total: number;
}

/** One page of open job ids with their match, and how many there are in all. */
export async function pageOfOpenJobs(db: Db, query: OpenJobsQuery): Promise<OpenJobsPage> {
  const q = { ...query, skills: [...new Set(query.skills)] };
  if (q.showAll) {
    // The page walks jobs_approved_recent_idx and stops after `limit` rows; the count reads jobs_open_idx.
    const [items, counted] = await Promise.all([
      db
        .select({ id: jobs.id, match: matchPercentage(q.skills) })
        .from(jobs)
        .where(isOpen(q.today))
        .orderBy(desc(jobs.submittedAt), desc(jobs.id))
        .limit(q.limit)
        .offset(q.offset),
      db.select({ total: sql<number>`count(*)::int` }).from(jobs).where(isOpen(q.today)),
    ]);
    return { items, total: counted[0]?.total ?? 0 };
  }
  if (q.skills.length === 0) return { items: [], total: 0 };
  // `&&` (overlap) is answered by the GIN index on the normalised skills; every overlapping job is scored
  // anyway to be sorted, so the total comes with the page instead of a second scan.
  const matching = and(isOpen(q.today), sql`${jobs.requiredSkillsNormalized} && ${textArray(q.skills)}`);
  const rows = await db
    .select({
      id: jobs.id,
      match: matchPercentage(q.skills).as('skill_match_percentage'),
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(jobs)
    .where(matching)
    .orderBy(sql`skill_match_percentage desc`, desc(jobs.submittedAt), desc(jobs.id))
    .limit(q.limit)
    .offset(q.offset);
  if (rows.length > 0) return { items: rows.map(({ id, match }) => ({ id, match })), total: rows[0]!.total };
  if (q.offset === 0) return { items: [], total: 0 };
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(jobs).where(matching);
  return { items: [], total: counted?.total ?? 0 };
}

const specFile = alias(storedFiles, 'job_spec_file');

/** The jobs of a page with what a professional's card shows: counts, their own application, the employer. */
export async function openJobDetails(db: Db, ids: readonly number[], professionalId: string) {
  if (ids.length === 0) return [];
  const mine = alias(applications, 'my_application');
  return db
    .select({
      job: jobs,
      applicationsCount: sql<number>`(select count(*) from ${applications} where ${applications.jobId} = ${jobs.id})::int`,
      applicationStatus: mine.status,
      industry: employerProfiles.industry,
      ...companyColumns(mine.status),
      specId: specFile.id,
      specName: specFile.filename,
      specType: specFile.contentType,
      specSize: specFile.size,
    })
    .from(jobs)
    .leftJoin(mine, and(eq(mine.jobId, jobs.id), eq(mine.professionalId, professionalId)))
    .leftJoin(employerProfiles, eq(employerProfiles.userId, jobs.employerId))
    .leftJoin(companyLogoFile, companyLogoJoin(mine.status))
    .leftJoin(specFile, eq(specFile.id, jobs.jobSpecFileId))
    .where(inArray(jobs.id, [...ids]));
}

export type OpenJobDetail = Awaited<ReturnType<typeof openJobDetails>>[number];
