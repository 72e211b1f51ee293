import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { executeRows } from '../../db/rows.js';
import { jobViews } from '../../db/schema.js';

/** A professional opened a job's page: counted once a person a day. */
export async function recordJobView(db: Db, jobId: number, viewerId: string, day: string): Promise<void> {
  await db.insert(jobViews).values({ jobId, viewerId, day }).onConflictDoNothing();
}

/**
 * The applications' figures of the jobs `jobs` selects (a subquery of job ids): how many people saw them, applied,
 * were forwarded, interviewed and hired, and the median hours from an application to its first answer by staff or
 * the employer (null while none has one).
 */
const figuresOf = (jobIds: SQL) => sql`json_build_object(
  'views', (select count(*)::int from job_views v where v.job_id in (${jobIds})),
  'applied', (select count(*)::int from applications a where a.job_id in (${jobIds})),
  'forwarded', (select count(*)::int from applications a where a.job_id in (${jobIds}) and a.forwarded_at is not null),
  'interviewed', (select count(distinct e.application_id)::int from application_events e
    join applications a on a.id = e.application_id where a.job_id in (${jobIds}) and e.status = 'interview'),
  'hired', (select count(*)::int from applications a where a.job_id in (${jobIds}) and a.status = 'hired'),
  'first_answer_hours', (select round((percentile_cont(0.5) within group (order by answered.hours))::numeric, 1)::float
    from (select extract(epoch from (min(e.created_at) - a.created_at)) / 3600 as hours
      from applications a join application_events e on e.application_id = a.id and e.actor in ('staff', 'employer')
      where a.job_id in (${jobIds}) group by a.id, a.created_at) as answered))`;

/** One request's figures, as a column of its row (`jobs.id` of the query it is put in). */
export const requestFiguresSql = (jobId: SQL) => sql`(${figuresOf(sql`select ${jobId}`)})`;

export interface RequestFigures {
  views: number;
  applied: number;
  forwarded: number;
  interviewed: number;
  hired: number;
  first_answer_hours: number | null;
}

/** Every employer's requests together (the demo sandboxes' aside): what staff see. */
export async function marketFigures(db: Db): Promise<RequestFigures> {
  const [row] = await executeRows<{ figures: RequestFigures }>(
    db,
    sql`select ${figuresOf(sql`select j.id from jobs j where j.employer_id not in (select id from users where is_demo)`)} as figures`,
  );
  return row!.figures;
}

/** The applications waiting longest for staff (submitted, oldest first), with their job and employer. */
export function applicationsWaitingLongest(db: Db, limit: number) {
  return executeRows<{
    application_id: number | string;
    job_id: number | string;
    job_title: string;
    company_name: string | null;
    applied_at: Date | string;
  }>(
    db,
    sql`select a.id as application_id, j.id as job_id, j.job_title, ep.company_name, a.created_at as applied_at
      from applications a join jobs j on j.id = a.job_id
      left join employer_profiles ep on ep.user_id = j.employer_id
      where a.status = 'submitted' and j.employer_id not in (select id from users where is_demo)
      order by a.created_at, a.id limit ${limit}`,
  );
}
