import { sql } from 'drizzle-orm';
import { SKILL_VOCABULARY, normaliseSkill } from '@talent/shared';
import type { Db } from '../../apps/api/src/db/client.js';
import { todayIso } from '@talent/shared';
import { textArray } from '../../apps/api/src/repositories/open-jobs.js';

const CITIES = ['Kinshasa', 'Lubumbashi', 'Goma', 'Kolwezi', 'Matadi', 'Kisangani', 'Bukavu', 'Mbuji-Mayi'];
const PROFESSIONALS = 2_000;
const APPLICATIONS_EACH = 25;

/**
 * Open jobs first, then pending, closed, rejected and past-deadline ones; each asks for 3 to 6 skills of
 * the vocabulary, spread pseudo-randomly; submitted 30 seconds apart.
 */
export async function seedJobs(db: Db, employerId: string, openJobs: number, otherJobs: number) {
  const pool = SKILL_VOCABULARY.map((s) => s.en);
  await db.execute(sql`
    insert into jobs (employer_id, job_title, job_description, experience_level, type_of_contract, required_skills,
      required_skills_normalized, start_date, salary, job_location, work_model, application_deadline, status,
      submitted_at, approved_at)
    select ${employerId}::uuid, 'Job ' || g, 'Benchmark job number ' || g,
      (array['entry', 'mid', 'senior'])[1 + g % 3], (array['full-time', 'part-time', 'contract'])[1 + g % 3],
      array_to_string(array(select (${textArray(pool)})[x] from unnest(picked.idx) x), ', '),
      array(select (${textArray(pool.map(normaliseSkill))})[x] from unnest(picked.idx) x),
      ${todayIso()}::date + 60, 400 + (g % 40) * 100,
      (${textArray(CITIES)})[1 + g % 8] || ', DR Congo', (array['on-site', 'remote', 'hybrid'])[1 + g % 3],
      ${todayIso()}::date + case when g <= ${openJobs} or g % 4 <> 0 then g % 60 else -1 - g % 30 end,
      case when g <= ${openJobs} or g % 4 = 0 then 'approved' else (array['pending', 'closed', 'rejected'])[1 + g % 3] end,
      now() - make_interval(secs => g * 30), now()
    from generate_series(1, ${openJobs + otherJobs}) g
    cross join lateral (
      select array(select distinct 1 + (g * 7919 + i * 104729) % ${pool.length} from generate_series(1, 3 + g % 4) i) as idx
    ) picked`);
}

/** Professionals, each with applications to 25 jobs, so that the application counts have rows to count. */
export async function seedApplications(db: Db, openJobs: number) {
  await db.execute(sql`
    insert into users (email, user_type, first_name, last_name)
    select 'bench-' || g || '@example.cd', 'professional', 'Bench', 'User ' || g from generate_series(1, ${PROFESSIONALS}) g`);
  await db.execute(sql`
    insert into applications (job_id, professional_id, status)
    select 1 + (u.n * 37 + k * 1009) % ${openJobs}, u.id, (array['submitted', 'shortlisted', 'rejected'])[1 + k % 3]
    from (select id, row_number() over (order by email) as n from users where email like 'bench-%') u
    cross join generate_series(1, ${APPLICATIONS_EACH}) k
    on conflict do nothing`);
}
