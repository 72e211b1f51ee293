import { eq, inArray, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { normaliseSkills, todayIso, type JobForProfessional } from '@talent/shared';
import { jobRankings, jobs, professionalProfiles } from '../src/db/schema.js';
import { backgroundJobs, rankingBuildRest } from '../src/services/background-jobs.js';
import { buildRequestedRankings } from '../src/repositories/job-rankings.js';
import { buildJob } from '../src/factories/jobs.js';
import { buildEmployer, buildProfessional } from '../src/factories/users.js';
import { createTestApp } from './helpers/test-app.js';

const buildRankings = backgroundJobs.find((j) => j.name === 'build-requested-rankings')!;

/**
 * The skill-matched list reads each professional's ranking (built in the background, not per request) beside the
 * jobs approved since: what it shows must still follow the market and the profile at once.
 */
describe('the skill-matched list over a ranking', async () => {
  const { app, ctx, authHeader } = await createTestApp();
  const db = ctx.db;
  const rankingsOf = (id: string) => db.select().from(jobRankings).where(eq(jobRankings.professionalId, id));
  const { user: employer } = await buildEmployer(db);
  const skills = ['Accounting', 'Excel'];
  const { user } = await buildProfessional(db, { profile: { skills, skillsNormalized: normaliseSkills(skills) } });
  const headers = await authHeader(user);
  const matched = async () => {
    const res = await app.inject({ method: 'GET', url: '/hiring/jobs/?page_size=100', headers });
    expect(res.statusCode, res.body).toBe(200);
    return { titles: (res.json() as JobForProfessional[]).map((j) => j.job_title), res };
  };

  it('is asked for by the first visit, which already lists the matches, and built in the background', async () => {
    await buildJob(db, { employerId: employer.id, jobTitle: 'Half', requiredSkills: 'Accounting, Welding' });
    const first = await matched();
    expect(first.titles).toEqual(['Half']);
    expect(first.res.headers['x-total-count']).toBe('1');
    expect(first.res.headers['x-total-count-exact']).toBeUndefined();
    expect(await rankingsOf(user.id)).toEqual([]);
    await buildRankings.run(ctx);
    expect((await rankingsOf(user.id)).length).toBe(1);
    const [profile] = await db.select().from(professionalProfiles).where(eq(professionalProfiles.userId, user.id));
    expect(profile!.rankingRequestedAt).toBeNull();
    expect((await matched()).titles).toEqual(['Half']);
  });

  it('shows a job approved after the ranking was built, in its place', async () => {
    const [pending] = await db
      .insert(jobs)
      .values({ ...(await jobRow('Full', 'Accounting, Excel')), status: 'pending', approvedAt: null })
      .returning();
    expect((await matched()).titles).toEqual(['Half']);
    await db.update(jobs).set({ status: 'approved', approvedAt: new Date() }).where(eq(jobs.id, pending!.id));
    expect((await matched()).titles).toEqual(['Full', 'Half']);
  });

  it('leaves out a job closed after the ranking was built, and follows a changed deadline', async () => {
    const half = await jobByTitle('Half');
    await db
      .update(professionalProfiles)
      .set({ rankingRequestedAt: new Date() })
      .where(eq(professionalProfiles.userId, user.id));
    await buildRankings.run(ctx);
    expect((await rankingsOf(user.id)).map((r) => r.jobId)).toContain(half.id);
    await db.update(jobs).set({ status: 'closed', closedAt: new Date() }).where(eq(jobs.id, half.id));
    expect((await rankingsOf(user.id)).map((r) => r.jobId)).not.toContain(half.id);
    expect((await matched()).titles).toEqual(['Full']);
    const full = await jobByTitle('Full');
    await db.update(jobs).set({ applicationDeadline: '2020-01-01' }).where(eq(jobs.id, full.id));
    expect((await rankingsOf(user.id)).find((r) => r.jobId === full.id)?.applicationDeadline).toBe('2020-01-01');
    expect((await matched()).titles).toEqual([]);
    await db.update(jobs).set({ applicationDeadline: full.applicationDeadline }).where(eq(jobs.id, full.id));
    expect((await matched()).titles).toEqual(['Full']);
  });

  it('follows a change of skills at once, and asks for a new ranking', async () => {
    await buildJob(db, { employerId: employer.id, jobTitle: 'Welder', requiredSkills: 'Welding' });
    expect((await matched()).titles).toEqual(['Full']);
    const res = await app.inject({ method: 'PATCH', url: '/api/profile/', headers, payload: { skills: ['Welding'] } });
    expect(res.statusCode, res.body).toBe(200);
    const [profile] = await db.select().from(professionalProfiles).where(eq(professionalProfiles.userId, user.id));
    expect(profile!.rankingRequestedAt).not.toBeNull();
    expect((await matched()).titles).toEqual(['Welder']);
    await buildRankings.run(ctx);
    expect((await rankingsOf(user.id)).map((r) => r.jobId)).toEqual([(await jobByTitle('Welder')).id]);
    expect((await matched()).titles).toEqual(['Welder']);
  });

  it('answers several first visits at once alike, and builds one ranking for them', async () => {
    const { user: newcomer } = await buildProfessional(db, {
      profile: { skills, skillsNormalized: normaliseSkills(skills) },
    });
    const newcomerHeaders = await authHeader(newcomer);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => app.inject({ method: 'GET', url: '/hiring/jobs/', headers: newcomerHeaders })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    // Two builders at once (two API instances) share the requests: each ranking is built once.
    await Promise.all([buildRankings.run(ctx), buildRankings.run({ ...ctx })]);
    expect((await rankingsOf(newcomer.id)).length).toBe(1);
    const again = await app.inject({ method: 'GET', url: '/hiring/jobs/', headers: newcomerHeaders });
    expect(again.body).toBe(answers[0]!.body);
  });

  it('drops the rankings unread for a week; the next visit asks for a new one', async () => {
    const job = backgroundJobs.find((j) => j.name === 'delete-stale-job-rankings')!;
    await db
      .update(professionalProfiles)
      .set({ rankingBuiltAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(professionalProfiles.userId, user.id));
    await job.run(ctx);
    expect(await rankingsOf(user.id)).toEqual([]);
    expect((await matched()).titles).toEqual(['Welder']);
    await buildRankings.run(ctx);
    expect((await rankingsOf(user.id)).length).toBe(1);
  });

  it('reads a ranking older than six hours while a new one is built', async () => {
    const old = new Date(Date.now() - 7 * 3_600_000);
    await db.update(professionalProfiles).set({ rankingBuiltAt: old }).where(eq(professionalProfiles.userId, user.id));
    expect((await matched()).titles).toEqual(['Welder']);
    const [asked] = await db.select().from(professionalProfiles).where(eq(professionalProfiles.userId, user.id));
    expect(asked!.rankingRequestedAt).not.toBeNull();
    expect(asked!.rankingBuiltAt).toEqual(old);
    await buildRankings.run(ctx);
    const [rebuilt] = await db.select().from(professionalProfiles).where(eq(professionalProfiles.userId, user.id));
    expect(rebuilt!.rankingBuiltAt!.getTime()).toBeGreaterThan(old.getTime());
    expect((await matched()).titles).toEqual(['Welder']);
  });

  it('rests after each build when given a rest, and what is sent meanwhile runs before the next build', async () => {
    const asked = await Promise.all(
      ['Accounting', 'Welding'].map(
        async (skill) =>
          (await buildProfessional(db, { profile: { skills: [skill], skillsNormalized: normaliseSkills([skill]) } }))
            .user,
      ),
    );
    await db
      .update(professionalProfiles)
      .set({ rankingRequestedAt: new Date() })
      .where(
        inArray(
          professionalProfiles.userId,
          asked.map((u) => u.id),
        ),
      );
    const events: string[] = [];
    const built = await buildRequestedRankings(db, todayIso(), 60_000, async (buildMs) => {
      expect(buildMs).toBeGreaterThanOrEqual(0);
      const ranked = await db
        .select({ id: professionalProfiles.userId })
        .from(professionalProfiles)
        .where(isNotNull(professionalProfiles.rankingBuiltAt));
      events.push(`rest after ${asked.filter((u) => ranked.some((r) => r.id === u.id)).length} of 2`);
    });
    expect(built).toBe(2);
    expect(events).toEqual(['rest after 1 of 2', 'rest after 2 of 2']);
  });

  it('rests on the embedded database only, where a build holds every other statement', () => {
    expect(typeof rankingBuildRest(ctx)).toBe(ctx.database.kind === 'pglite' ? 'function' : 'undefined');
  });

  const jobByTitle = async (title: string) => (await db.select().from(jobs).where(eq(jobs.jobTitle, title)))[0]!;

  async function jobRow(title: string, requiredSkills: string) {
    const template = await buildJob(db, {
      employerId: employer.id,
      jobTitle: `${title} (template)`,
      status: 'rejected',
    });
    const { id: _id, searchDocument: _doc, locationKey: _key, ...row } = template;
    return {
      ...row,
      jobTitle: title,
      requiredSkills,
      requiredSkillsNormalized: normaliseSkills(requiredSkills.split(', ')),
    };
  }
});

describe('a first visit in a market larger than its walk', async () => {
  const { app, ctx, authHeader } = await createTestApp();

  it('lists the best of the newest 1,000 jobs sharing a skill and says its total is a lower bound', async () => {
    const { user: employer } = await buildEmployer(ctx.db);
    const template = await buildJob(ctx.db, {
      employerId: employer.id,
      requiredSkills: 'Accounting',
      status: 'rejected',
    });
    const { id: _id, searchDocument: _doc, locationKey: _key, ...rejected } = template;
    const row = { ...rejected, status: 'approved' as const };
    const old = new Date(Date.now() - 30 * 86_400_000);
    await ctx.db
      .insert(jobs)
      .values({ ...row, jobTitle: 'Oldest, best', requiredSkills: 'Accounting', submittedAt: old });
    await ctx.db.insert(jobs).values(
      Array.from({ length: 2_000 }, () => ({
        ...row,
        requiredSkills: 'Accounting, Welding',
        requiredSkillsNormalized: ['accounting', 'welding'],
      })),
    );
    const { user } = await buildProfessional(ctx.db, {
      profile: { skills: ['Accounting'], skillsNormalized: ['accounting'] },
    });
    const headers = await authHeader(user);
    const first = await app.inject({ method: 'GET', url: '/hiring/jobs/?q=welding', headers });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['x-total-count']).toBe('1000');
    expect(first.headers['x-total-count-exact']).toBe('false');
    const narrow = await app.inject({ method: 'GET', url: '/hiring/jobs/?q=oldest', headers });
    // The oldest job is beyond the walk: not found yet, and the empty answer does not claim to be complete.
    expect((narrow.json() as unknown[]).length).toBe(0);
    await buildRankings.run(ctx);
    const ranked = await app.inject({ method: 'GET', url: '/hiring/jobs/', headers });
    expect((ranked.json() as JobForProfessional[])[0]!.job_title).toBe('Oldest, best');
  });
});

describe('a ranking that keeps only the best 1,000 matches', async () => {
  const { app, ctx, authHeader } = await createTestApp();

  it('says its total is a lower bound', async () => {
    const { user: employer } = await buildEmployer(ctx.db);
    const template = await buildJob(ctx.db, { employerId: employer.id, requiredSkills: 'Accounting' });
    const { id: _id, searchDocument: _doc, locationKey: _key, ...row } = template;
    await ctx.db.insert(jobs).values(Array.from({ length: 1001 }, () => row));
    const { user } = await buildProfessional(ctx.db, {
      profile: { skills: ['Accounting'], skillsNormalized: ['accounting'] },
    });
    await app.inject({ method: 'GET', url: '/hiring/jobs/', headers: await authHeader(user) });
    await buildRankings.run(ctx);
    const res = await app.inject({ method: 'GET', url: '/hiring/jobs/', headers: await authHeader(user) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('1000');
    expect(res.headers['x-total-count-exact']).toBe('false');
    expect((res.json() as unknown[]).length).toBe(20);
  });
});
