// Seeds the benchmark's market through the application's own database client (openDatabase), so that PGlite and
// PostgreSQL are filled by the same statements: multi-row INSERTs of BATCH rows, one transaction per batch.
import { sql } from 'drizzle-orm';
import { addDaysIso, DAY_MS, HOUR_MS, todayIso } from '@talent/shared';
import type { Db } from '../../apps/api/src/db/client.js';
import { executeRows } from '../../apps/api/src/db/rows.js';
import { employerProfiles, professionalProfiles, users } from '../../apps/api/src/db/schema.js';
import { STANDARD_MARKET, drawEmployer, rng, type Market, type ProfessionalDraw } from './market.js';

const BATCH = 2_000;
/** Beside the open jobs, this share of pending, rejected and closed ones, which the lists must skip. */
const OTHER_JOBS_SHARE = 0.1;
/** The share of open jobs with applications (1 to 4 each), so that the cards' counts have rows to count. */
const APPLIED_SHARE = 0.3;
/** Any string: these users never sign in, their access tokens are signed by the benchmark. */
const NO_PASSWORD = 'bench-no-login';

export interface People {
  professionals: { id: string; draw: ProfessionalDraw }[];
  employerIds: string[];
}

export async function seedPeople(
  db: Db,
  counts: { professionals: number; employers: number },
  market: Market = STANDARD_MARKET,
): Promise<People> {
  const random = rng(1);
  const employerIds: string[] = [];
  for (let i = 0; i < counts.employers; i += 1) {
    const e = drawEmployer(random, i);
    const [user] = await db
      .insert(users)
      .values({
        email: `bench-employer-${i}@example.cd`,
        userType: 'employer',
        firstName: 'HR',
        lastName: e.companyName,
        passwordHash: NO_PASSWORD,
      })
      .returning({ id: users.id });
    await db.insert(employerProfiles).values({
      userId: user!.id,
      companyName: e.companyName,
      industry: e.industry,
      companySize: '51-200',
      country: 'CD',
      officeLocation: e.officeLocation,
      onboardingCompleted: true,
    });
    employerIds.push(user!.id);
  }
  const professionals: People['professionals'] = [];
  for (let start = 0; start < counts.professionals; start += 1_000) {
    const draws = Array.from({ length: Math.min(1_000, counts.professionals - start) }, () =>
      market.drawProfessional(random),
    );
    await db.transaction(async (tx) => {
      const ids = await tx
        .insert(users)
        .values(
          draws.map((d, i) => ({
            email: `bench-pro-${start + i}@example.cd`,
            userType: 'professional',
            firstName: d.firstName,
            lastName: d.lastName,
            passwordHash: NO_PASSWORD,
          })),
        )
        .returning({ id: users.id, email: users.email });
      // Returned in insertion order, but matched by e-mail to be sure.
      const byEmail = new Map(ids.map((r) => [r.email, r.id]));
      const rows = draws.map((d, i) => ({ id: byEmail.get(`bench-pro-${start + i}@example.cd`)!, draw: d }));
      await tx.insert(professionalProfiles).values(
        rows.map(({ id, draw }) => ({
          userId: id,
          country: 'CD',
          currentJobTitle: draw.currentJobTitle,
          yearsOfExperience: 1 + (draw.skills.length % 9),
          skills: draw.skills,
          skillsNormalized: draw.skillsNormalized,
          onboardingCompleted: true,
        })),
      );
      professionals.push(...rows);
    });
  }
  return { professionals, employerIds };
}

/**
 * Adds `open` open jobs (approved, deadline ahead), about 10% more that are pending, rejected or closed, and
 * applications to some of the open ones. `seed` must differ between calls so that each adds new jobs.
 */
export async function addJobs(
  db: Db,
  people: People,
  open: number,
  seed: number,
  options: { concurrency: number; market?: Market; onProgress?: (done: number, total: number) => void },
): Promise<void> {
  const market = options.market ?? STANDARD_MARKET;
  const random = rng(seed);
  // Applications have their own generator, so that the jobs drawn do not depend on how batches interleave.
  const applyRandom = rng(seed + 1_000_003);
  const today = todayIso();
  const now = Date.now();
  const others = Math.round(open * OTHER_JOBS_SHARE);
  const total = open + others;
  let next = 0;
  let done = 0;
  const buildBatch = () => {
    const size = Math.min(BATCH, total - next);
    const c = {
      employer: [] as string[],
      title: [] as string[],
      description: [] as string[],
      level: [] as string[],
      contract: [] as string[],
      skills: [] as string[],
      normalized: [] as string[],
      start: [] as string[],
      salary: [] as (number | null)[],
      location: [] as string[],
      workModel: [] as string[],
      deadline: [] as string[],
      status: [] as string[],
      submitted: [] as string[],
      approved: [] as (string | null)[],
      closed: [] as (string | null)[],
      reason: [] as (string | null)[],
      medical: [] as boolean[],
      housing: [] as boolean[],
    };
    for (let i = 0; i < size; i += 1) {
      const isOpen = next + i < open;
      const d = market.drawJob(random, people.employerIds.length);
      const submittedAt = now - d.submittedDaysAgo * DAY_MS;
      const status = isOpen ? 'approved' : (['pending', 'rejected', 'closed'] as const)[Math.floor(random() * 3)]!;
      const deadline = addDaysIso(
        today,
        isOpen || status === 'pending' ? d.deadlineInDays : -1 - Math.floor(random() * 30),
      );
      c.employer.push(people.employerIds[d.employerRank]!);
      c.title.push(d.jobTitle);
      c.description.push(d.jobDescription);
      c.level.push(d.experienceLevel);
      c.contract.push(d.typeOfContract);
      c.skills.push(d.requiredSkills);
      c.normalized.push(d.requiredSkillsNormalized.join('|'));
      c.start.push(addDaysIso(deadline, 15));
      c.salary.push(d.salary);
      c.location.push(d.jobLocation);
      c.workModel.push(d.workModel);
      c.deadline.push(deadline);
      c.status.push(status);
      c.submitted.push(new Date(submittedAt).toISOString());
      // Approved within the hour of submission.
      c.approved.push(
        status === 'pending' ? null : new Date(Math.min(submittedAt + HOUR_MS, now - 60_000)).toISOString(),
      );
      c.closed.push(status === 'closed' ? new Date(now - DAY_MS).toISOString() : null);
      c.reason.push(status === 'rejected' ? 'Incomplete description' : null);
      c.medical.push(random() < 0.3);
      c.housing.push(random() < 0.05);
    }
    next += size;
    return c;
  };
  const p = (values: unknown[]) => sql.param(values);
  // The search-terms trigger would cost about as much as the insert itself and make
  // concurrent batches wait on each other's terms; it is off during the batches and its work done once after them,
  // by the statement of the migration that created it, over the new jobs only: the table ends the same.
  const [{ maxId } = { maxId: '0' }] = await executeRows<{ maxId: string }>(
    db,
    sql`select coalesce(max(id), 0)::text as "maxId" from jobs`,
  );
  await db.execute(sql`alter table jobs disable trigger jobs_search_terms_on_insert`);
  const worker = async () => {
    for (let guard = 0; next < total && guard < total; guard += 1) {
      const c = buildBatch();
      await db.transaction(async (tx) => {
        // One parameter per column (unnest of arrays): building a VALUES list of 2,000 rows costs the client more
        // than the database spends inserting them.
        const ids = await executeRows<{ id: string; status: string }>(
          tx as unknown as Db,
          sql`insert into jobs (employer_id, job_title, job_description, experience_level, type_of_contract, required_skills,
              required_skills_normalized, start_date, salary, job_location, work_model, application_deadline, status,
              submitted_at, approved_at, closed_at, rejection_reason, medical_aid, housing)
            select employer_id, job_title, job_description, experience_level, type_of_contract, required_skills,
              string_to_array(normalized, '|'), start_date, salary, job_location, work_model, application_deadline, status,
              submitted_at, approved_at, closed_at, rejection_reason, medical_aid, housing
            from unnest(${p(c.employer)}::uuid[], ${p(c.title)}::text[], ${p(c.description)}::text[], ${p(c.level)}::text[],
              ${p(c.contract)}::text[], ${p(c.skills)}::text[], ${p(c.normalized)}::text[], ${p(c.start)}::date[],
              ${p(c.salary)}::numeric[], ${p(c.location)}::text[], ${p(c.workModel)}::text[], ${p(c.deadline)}::date[],
              ${p(c.status)}::text[], ${p(c.submitted)}::timestamptz[], ${p(c.approved)}::timestamptz[],
              ${p(c.closed)}::timestamptz[], ${p(c.reason)}::text[], ${p(c.medical)}::boolean[], ${p(c.housing)}::boolean[])
              as t(employer_id, job_title, job_description, experience_level, type_of_contract, required_skills, normalized,
                start_date, salary, job_location, work_model, application_deadline, status, submitted_at, approved_at,
                closed_at, rejection_reason, medical_aid, housing)
            returning id, status`,
        );
        const applied = { job: [] as string[], professional: [] as string[], status: [] as string[] };
        for (const { id, status } of ids) {
          if (status !== 'approved' || applyRandom() >= APPLIED_SHARE) continue;
          const who = new Set<number>();
          const n = 1 + Math.floor(applyRandom() * 4);
          for (let k = 0; k < n; k += 1) who.add(Math.floor(applyRandom() * people.professionals.length));
          for (const w of who) {
            applied.job.push(String(id));
            applied.professional.push(people.professionals[w]!.id);
            applied.status.push(applyRandom() < 0.8 ? 'submitted' : 'shortlisted');
          }
        }
        if (applied.job.length > 0) {
          await tx.execute(sql`insert into applications (job_id, professional_id, status)
            select * from unnest(${p(applied.job)}::bigint[], ${p(applied.professional)}::uuid[], ${p(applied.status)}::text[])
            on conflict do nothing`);
        }
      });
      done += c.title.length;
      options.onProgress?.(done, total);
    }
  };
  try {
    await Promise.all(Array.from({ length: options.concurrency }, worker));
  } finally {
    await db.execute(sql`alter table jobs enable trigger jobs_search_terms_on_insert`);
  }
  await db.execute(sql`insert into job_search_terms (term)
    select distinct word
    from jobs, regexp_split_to_table(lower(talent_unaccent(job_title || ' ' || required_skills || ' ' || job_location || ' ' || job_description)), '[^a-z0-9]+') as word
    where jobs.id > ${maxId}::bigint and length(word) between 3 and 40
    on conflict do nothing`);
}

/** Statistics and the visibility map, as autovacuum would leave them, so that it does not run during a measurement. */
export async function vacuumAnalyze(db: Db): Promise<void> {
  for (const table of [
    'jobs',
    'applications',
    'users',
    'professional_profiles',
    'employer_profiles',
    'job_search_terms',
  ]) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
}
