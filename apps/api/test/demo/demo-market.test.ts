import { describe, expect, it } from 'vitest';
import { eq, inArray, like } from 'drizzle-orm';
import { skillConcept, normaliseSkill, splitSkills, addDaysIso, todayIso } from '@talent/shared';
import { employerProfiles, jobs, users } from '../../src/db/schema.js';
import { seedDemoMarket } from '../../src/demo/market.js';
import { DEMO_COMPANY_DOMAIN } from '../../src/demo-market/demo-companies.js';
import { DEMO_COMPANIES } from '../../src/demo-market/market-data.js';
import { createTestApp } from '../helpers/test-app.js';

describe('demo job market', async () => {
  const { ctx } = await createTestApp();
  const db = ctx.db;
  const demoJobs = () =>
    db
      .select({
        id: jobs.id,
        status: jobs.status,
        deadline: jobs.applicationDeadline,
        location: jobs.jobLocation,
        skills: jobs.requiredSkills,
        title: jobs.jobTitle,
        sector: jobs.sector,
        industry: employerProfiles.industry,
      })
      .from(jobs)
      .innerJoin(users, eq(users.id, jobs.employerId))
      .innerJoin(employerProfiles, eq(employerProfiles.userId, users.id))
      .where(like(users.email, `%@${DEMO_COMPANY_DOMAIN}`));

  it('seeds at least 30 open jobs across the six sectors and several cities, with skills that are concepts', async () => {
    const { jobsCreated } = await seedDemoMarket(db);
    const seeded = await demoJobs();
    expect(jobsCreated).toBe(seeded.length);
    expect(seeded.length).toBeGreaterThanOrEqual(30);
    expect(new Set(seeded.map((j) => j.industry)).size).toBe(6);
    expect(new Set(seeded.map((j) => j.location)).size).toBeGreaterThanOrEqual(7);
    expect(seeded.every((j) => j.status === 'approved' && j.deadline > todayIso())).toBe(true);
    const unknown = seeded.flatMap((j) => splitSkills(j.skills)).filter((s) => !skillConcept(normaliseSkill(s)));
    expect(unknown).toEqual([]);
  });

  it('makes companies that are kept and that nobody can log in as', async () => {
    const companies = await db
      .select()
      .from(users)
      .where(like(users.email, `%@${DEMO_COMPANY_DOMAIN}`));
    expect(companies).toHaveLength(DEMO_COMPANIES.length);
    expect(companies.every((c) => c.passwordHash === null && !c.isDemo && c.userType === 'employer')).toBe(true);
  });

  it('is idempotent, even when two start-ups seed at once', async () => {
    const before = (await demoJobs()).length;
    const results = await Promise.all([seedDemoMarket(db), seedDemoMarket(db)]);
    expect(results.map((r) => r.jobsCreated)).toEqual([0, 0]);
    expect(await demoJobs()).toHaveLength(before);
  });

  it('opens again the demo jobs that closed or are about to, and seeds the ones that were deleted', async () => {
    const [first, second, third] = await demoJobs();
    const yesterday = addDaysIso(todayIso(), -1);
    await db.update(jobs).set({ applicationDeadline: yesterday }).where(eq(jobs.id, first!.id));
    await db.update(jobs).set({ status: 'closed', closedAt: new Date() }).where(eq(jobs.id, second!.id));
    await db.delete(jobs).where(eq(jobs.id, third!.id));
    const { jobsCreated } = await seedDemoMarket(db);
    expect(jobsCreated).toBe(1);
    const reopened = await db
      .select()
      .from(jobs)
      .where(inArray(jobs.id, [first!.id, second!.id]));
    expect(reopened.every((j) => j.status === 'approved' && j.applicationDeadline > todayIso())).toBe(true);
  });

  it("files each job under the sector its title names, not its company's industry, or none", async () => {
    const sectorOf = async (title: string) => (await demoJobs()).find((job) => job.title === title)?.sector;
    expect(await sectorOf('Bank Teller')).toBe('banking');
    expect(await sectorOf('Heavy Equipment Mechanic')).toBe('mining');
    // A bank's accountant and a mine's safety officer work in every sector.
    expect(await sectorOf('Accountant')).toBeNull();
    expect(await sectorOf('Health and Safety Officer')).toBeNull();
    const seeded = await demoJobs();
    expect(new Set(seeded.map((job) => job.sector))).toEqual(
      new Set(['banking', 'hospitality', 'construction', 'it', 'logistics', 'mining', null]),
    );
  });

  it('gives a market seeded before jobs had a sector of their own the sectors of its data', async () => {
    const seeded = await demoJobs();
    await db
      .update(jobs)
      .set({ sector: null })
      .where(
        inArray(
          jobs.id,
          seeded.map((job) => job.id),
        ),
      );
    await seedDemoMarket(db);
    const titles = new Map(DEMO_COMPANIES.flatMap((c) => c.jobs.map((job) => [job.title, job.sector] as const)));
    for (const job of await demoJobs()) expect(job.sector, job.title).toBe(titles.get(job.title));
  });
});
