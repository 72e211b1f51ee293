import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { applications, employerProfiles, jobs, storedFiles } from '../db/schema.js';
import { fromDemoMarket, notFromDemoSandbox } from './job-status.js';
import { companyColumns, companyLogoFile, companyLogoJoin } from './company-reveal.js';

/** A text[] literal built from parameters (drizzle would otherwise spread an array into a value list). */
export function textArray(values: readonly string[]): SQL {
  if (values.length === 0) return sql`'{}'::text[]`;
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

/**
 * Professionals see approved jobs whose deadline (a date in the market's calendar) is today or later. A demo
 * sandbox (`demo`) sees the demo market's jobs only, so that a visitor trying the site never reads or applies to a
 * real employer's job; nobody sees the jobs of an employer's sandbox.
 */
export function isOpen(today: string, demo: boolean): SQL {
  return and(eq(jobs.status, 'approved'), gte(jobs.applicationDeadline, today), demo ? fromDemoMarket : notFromDemoSandbox)!;
}

/**
 * round(100 x matched required skills / required skills), null when the job lists none, computed in the
 * query so that the database can sort on it. The intersection size is a sum of `skill = any(required)`
 * tests, one per skill of the professional: a plain expression, much cheaper per row than a subquery over
 * unnest(). Both arrays hold distinct normalised skills, so the sum is the size of their intersection.
 * Integer arithmetic rounds half up: floor((200 x matched + n) / 2n) = round(100 x matched / n).
 */
export function matchPercentage(skills: readonly string[]): SQL<number | null> {
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

const specFile = alias(storedFiles, 'job_spec_file');

/**
 * A page of the job list with what a professional's card shows (counts, their own application, the employer), in
 * one statement: `page` is a query of the page's `id` and `match` in list order, and `total`, when given, scalar
 * queries of how many jobs the list holds and whether that count covers them all, read once beside the page so
 * that a list request is one round trip.
 */
export function openJobCards(db: Db, page: SQL, professionalId: string, total: { count: SQL; complete: SQL } | null) {
  const mine = alias(applications, 'my_application');
  return db
    .select({
      job: jobs,
      match: sql<number | null>`page.match`,
      total: total ? sql<number>`(${total.count})::int` : sql<number | null>`null::int`,
      complete: total ? sql<boolean>`${total.complete}` : sql<boolean | null>`null::boolean`,
      applicationsCount: sql<number>`(select count(*) from ${applications} where ${applications.jobId} = ${jobs.id})::int`,
      applicationStatus: mine.status,
      industry: employerProfiles.industry,
      ...companyColumns(mine.status),
      specId: specFile.id,
      specName: specFile.filename,
      specType: specFile.contentType,
      specSize: specFile.size,
    })
    // The page keeps its order through the joins by its row number.
    .from(sql`(select p.*, row_number() over () as ord from (${page}) as p) as page`)
    .innerJoin(jobs, sql`${jobs.id} = page.id`)
    .leftJoin(mine, and(eq(mine.jobId, jobs.id), eq(mine.professionalId, professionalId)))
    .leftJoin(employerProfiles, eq(employerProfiles.userId, jobs.employerId))
    .leftJoin(companyLogoFile, companyLogoJoin(mine.status))
    .leftJoin(specFile, eq(specFile.id, jobs.jobSpecFileId))
    .orderBy(sql`page.ord`);
}

export type OpenJobCard = Awaited<ReturnType<typeof openJobCards>>[number];
