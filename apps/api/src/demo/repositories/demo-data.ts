import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { FORWARDED_APPLICATION_STATUSES, type ApplicationStatus, type Sector } from '@talent/shared';
import type { Db } from '../../db/client.js';
import { applicationEvents, applications, jobs, professionalProfiles, storedFiles, users } from '../../db/schema.js';
import { isOpen } from '../../db/market-rules.js';

// The demo market's and the demo sandboxes' own reads and writes (services/demo/).

/** Taken for the seeding transaction, so that two instances starting together do not seed twice. */
const SEED_LOCK = 7_301_846_112;

/** Waits for any other instance's seeding of the demo market to end; held until the transaction ends. */
export async function lockDemoSeeding(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
}

/** The id of the account with exactly this address (a demo company's), if it exists. */
export async function findDemoCompanyId(db: Db, email: string): Promise<string | undefined> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return existing?.id;
}

/** A demo company's jobs, by title. */
export async function demoJobIdsByTitle(tx: Db, employerId: string): Promise<Map<string, number>> {
  const existing = await tx
    .select({ id: jobs.id, title: jobs.jobTitle })
    .from(jobs)
    .where(eq(jobs.employerId, employerId));
  return new Map(existing.map((j) => [j.title, j.id]));
}

/**
 * Opens a demo job again with a new deadline when it is about to close (its deadline before `refreshBefore`) or was
 * closed; a job in any other status is left alone.
 */
export async function reopenDemoJob(
  tx: Db,
  id: number,
  deadline: string,
  refreshBefore: string,
  now: Date,
): Promise<void> {
  await tx
    .update(jobs)
    .set({
      status: 'approved',
      closedAt: null,
      applicationDeadline: deadline,
      updatedAt: now,
    })
    .where(
      and(
        eq(jobs.id, id),
        inArray(jobs.status, ['approved', 'closed']),
        or(lt(jobs.applicationDeadline, refreshBefore), eq(jobs.status, 'closed')),
      ),
    );
}

/** Gives demo jobs their sectors, in one statement; a job whose sector is already the one given is not written. */
export async function setDemoJobSectors(tx: Db, sectors: readonly { id: number; sector: Sector | null }[]) {
  if (sectors.length === 0) return;
  const rows = sql.join(
    sectors.map(({ id, sector }) => sql`(${id}::bigint, ${sector}::text)`),
    sql`, `,
  );
  await tx.execute(sql`update ${jobs} set sector = given.sector from (values ${rows}) as given(id, sector)
    where ${jobs.id} = given.id and ${jobs.sector} is distinct from given.sector`);
}

/** The open jobs of the companies with these addresses (the demo market's), with their normalised skills, newest first. */
export async function openDemoJobs(db: Db, emails: string[], today: string) {
  return db
    .select({ id: jobs.id, skills: jobs.requiredSkillsNormalized })
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.employerId))
    .where(and(inArray(users.email, emails), isOpen(today, true)))
    .orderBy(desc(jobs.submittedAt), desc(jobs.id));
}

/** Gives a sandbox professional skills, creating their profile when they have none. */
export async function setSandboxSkills(
  db: Db,
  userId: string,
  values: { skills: string[]; skillsNormalized: string[]; updatedAt: Date },
) {
  await db
    .insert(professionalProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: professionalProfiles.userId, set: values });
}

/** A sandbox's application to a demo market job, dated in the past; none when it has applied already. */
export async function insertSandboxApplication(
  db: Db,
  application: { jobId: number; professionalId: string; status: ApplicationStatus; coverLetter: string; at: Date },
) {
  const { at, ...values } = application;
  const forwarded = (FORWARDED_APPLICATION_STATUSES as readonly string[]).includes(values.status);
  const [made] = await db
    .insert(applications)
    .values({ ...values, createdAt: at, updatedAt: at, forwardedAt: forwarded ? at : null })
    .onConflictDoNothing()
    .returning({ id: applications.id });
  if (!made) return;
  await db
    .insert(applicationEvents)
    .values([
      { applicationId: made.id, status: 'submitted', actor: 'applicant', createdAt: at },
      ...(values.status === 'submitted'
        ? []
        : [{ applicationId: made.id, status: values.status, actor: 'staff', createdAt: at }]),
    ]);
}

/** Stores a demo candidate's CV and makes it their profile's. */
export async function attachDemoCv(
  db: Db,
  userId: string,
  cv: { filename: string; size: number; sha256: string; data: Buffer },
): Promise<void> {
  const [file] = await db
    .insert(storedFiles)
    .values({
      ownerId: userId,
      kind: 'cv',
      contentType: 'application/pdf',
      ...cv,
    })
    .returning({ id: storedFiles.id });
  await db.update(professionalProfiles).set({ cvFileId: file!.id }).where(eq(professionalProfiles.userId, userId));
}
