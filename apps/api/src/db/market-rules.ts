import { and, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { relatedSkillKeys, type JobStatus } from '@talent/shared';
import { jobs, users } from './schema.js';

/*
 * The market's rules as SQL, read by every module that lists jobs (hiring's cards and requests, the job lists, the
 * alerts, staff's console, the demo): which jobs are open and to whom, a job's status as readers see it, and a job's
 * match with a person's skills. Defined once, here beside the schema, so that no module builds its SQL from another's.
 */

/** The domain of the demo market's fictional companies' accounts (demo-market lists them). */
export const DEMO_COMPANY_DOMAIN = 'companies.demo.congotalent.cd';

/** A text[] literal built from parameters (drizzle would otherwise spread an array into a value list). */
export function textArray(values: readonly string[]): SQL {
  if (values.length === 0) return sql`'{}'::text[]`;
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

/**
 * A job's status as readers see it: an approved job whose application deadline has passed is closed at once,
 * before the periodic job (hiring's closeExpiredJobs) persists it. `today` is an ISO date (todayIso from @talent/shared).
 */
export function effectiveStatus(today: string) {
  return sql<JobStatus>`case when ${jobs.status} = 'approved' and ${jobs.applicationDeadline} < ${today}::date
    then 'closed' else ${jobs.status} end`;
}

/** Jobs whose effective status is `status`, written so that the (status, deadline) index serves it. */
export function hasEffectiveStatus(status: JobStatus, today: string): SQL {
  const pastDeadline = and(eq(jobs.status, 'approved'), lt(jobs.applicationDeadline, today))!;
  if (status === 'approved') return and(eq(jobs.status, 'approved'), gte(jobs.applicationDeadline, today))!;
  if (status === 'closed') return or(eq(jobs.status, 'closed'), pastDeadline)!;
  return eq(jobs.status, status);
}

/**
 * Leaves out the requests of demo employer sandboxes: only their visitor sees them, neither the market's
 * professionals nor the staff's queues. The demo users are few, so PostgreSQL hashes the list once per query.
 */
export const notFromDemoSandbox = sql`${jobs.employerId} not in (select ${users.id} from ${users} where ${users.isDemo})`;

/**
 * Keeps the jobs of the demo market's fictional companies: accounts under DEMO_COMPANY_DOMAIN that nobody can
 * log in as (no password), so that an address someone registered there cannot pass for one.
 */
export const fromDemoMarket = sql`${jobs.employerId} in (select ${users.id} from ${users}
  where ${users.email} like ${`%@${DEMO_COMPANY_DOMAIN}`} and ${users.passwordHash} is null)`;

/**
 * Professionals see approved jobs whose deadline (a date in the market's calendar) is today or later. A demo
 * sandbox (`demo`) sees the demo market's jobs only, so that a visitor trying the site never reads or applies to a
 * real employer's job; nobody sees the jobs of an employer's sandbox.
 */
export function isOpen(today: string, demo: boolean): SQL {
  return openWith(gte(jobs.applicationDeadline, today), demo);
}

const openWith = (deadline: SQL, demo: boolean): SQL =>
  and(eq(jobs.status, 'approved'), deadline, demo ? fromDemoMarket : notFromDemoSandbox)!;

/**
 * `isOpen` with the deadline written so that no index can answer it, for searches the text and place indexes find:
 * the deadline index holds nearly every approved job of a market, yet the planner intersected its 100,000 entries
 * with the words' and the place's, which made a search with a town take half again as long. The rows those indexes
 * find are checked against the deadline as they are read.
 */
export function isOpenChecked(today: string, demo: boolean): SQL {
  return openWith(sql`${jobs.applicationDeadline} - ${today}::date >= 0`, demo);
}

/**
 * The match (`skillMatchPercentage` of @talent/shared), null when the job lists none, computed in the query so that
 * the database can sort on it. The points are a sum of `skill = any(required)` tests: 2 for each of the
 * professional's skills, 1 for each skill a level above or below theirs; a plain expression, much cheaper per row
 * than a subquery over unnest(). The arrays hold distinct keys, and a related key is never one of theirs, so each
 * required skill scores once. Integer arithmetic rounds half up: floor((100 x points + n) / 2n).
 */
export function matchPercentage(skills: readonly string[]): SQL<number | null> {
  const required = jobs.requiredSkillsNormalized;
  const tests = [
    ...skills.map((skill) => sql`2 * (${skill}::text = any(${required}))::int`),
    ...relatedSkillKeys(skills).map((skill) => sql`(${skill}::text = any(${required}))::int`),
  ];
  const points = tests.length === 0 ? sql`0` : sql.join(tests, sql` + `);
  return sql<number | null>`case when cardinality(${required}) = 0 then null
    else (100 * (${points}) + cardinality(${required})) / (2 * cardinality(${required})) end`;
}

/** The text[] literal of a page's ids: the same parameter on both drivers. */
export const idsParameter = (ids: readonly number[]) => `{${ids.join(',')}}`;
