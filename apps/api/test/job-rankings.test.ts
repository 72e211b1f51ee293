import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { normaliseSkills, type JobForProfessional } from '@talent/shared';
import { jobRankings, jobs, professionalProfiles } from '../src/db/schema.js';
import { backgroundJobs } from '../src/services/background-jobs.js';
import { buildJob } from '../src/factories/jobs.js';
import { buildEmployer, buildProfessional } from '../src/factories/users.js';
import { createTestApp } from './helpers/test-app.js';

/**
 * The skill-matched list reads each professional's ranking (built once, not per request) beside the jobs approved
 * since: what it shows must still follow the market and the profile at once.
 */
describe('the skill-matched list over a ranking', async () => {
  const { app, ctx, authHeader } = await createTestApp();
  const db = ctx.db;
  const { user: employer } = await buildEmployer(db);
  const skills = ['Accounting', 'Excel'];
  const { user } = await buildProfessional(db, { profile: { skills, skillsNormalized: normaliseSkills(skills) } });
  const headers = await authHeader(user);
  const matched = async () => {
    const res = await app.inject({ method: 'GET', url: '/hiring/jobs/?page_size=100', headers });
    expect(res.statusCode, res.body).toBe(200);
    return { titles: (res.json() as JobForProfessional[]).map((j) => j.job_title), res };
  };

  it('shows a job approved after the ranking was built, in its place', async () => {
    await buildJob(db, { employerId: employer.id, jobTitle: 'Half', requiredSkills: 'Accounting, Welding' });
    expect((await matched()).titles).toEqual(['Half']);
    const [pending] = await db.insert(jobs).values({ ...(await jobRow('Full', 'Accounting, Excel')), status: 'pending', approvedAt: null }).returning();
    expect((await matched()).titles).toEqual(['Half']);
    await db.update(jobs).set({ status: 'approved', approvedAt: new Date() }).where(eq(jobs.id, pending!.id));
    expect((await matched()).titles).toEqual(['Full', 'Half']);
  });

  it('leaves out a job closed after the ranking was built', async () => {
    await db.update(jobs).set({ status: 'closed', closedAt: new Date() }).where(eq(jobs.jobTitle, 'Half'));
    expect((await matched()).titles).toEqual(['Full']);
  });

  it('follows a change of skills at once', async () => {
    await buildJob(db, { employerId: employer.id, jobTitle: 'Welder', requiredSkills: 'Welding' });
    expect((await matched()).titles).toEqual(['Full']);
    await db
      .update(professionalProfiles)
      .set({ skills: ['Welding'], skillsNormalized: normaliseSkills(['Welding']) })
      .where(eq(professionalProfiles.userId, user.id));
    expect((await matched()).titles).toEqual(['Welder']);
  });

  it('builds one ranking when several first requests come at once', async () => {
    const { user: newcomer } = await buildProfessional(db, { profile: { skills, skillsNormalized: normaliseSkills(skills) } });
    const newcomerHeaders = await authHeader(newcomer);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => app.inject({ method: 'GET', url: '/hiring/jobs/', headers: newcomerHeaders })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
  });

  it('drops the rankings unread for a week; the next visit builds a new one', async () => {
    const job = backgroundJobs.find((j) => j.name === 'delete-stale-job-rankings')!;
    await db.update(professionalProfiles).set({ rankingBuiltAt: new Date(Date.now() - 8 * 86_400_000) }).where(eq(professionalProfiles.userId, user.id));
    await job.run(ctx);
    expect(await db.select().from(jobRankings).where(eq(jobRankings.professionalId, user.id))).toEqual([]);
    expect((await matched()).titles).toEqual(['Welder']);
    expect((await db.select().from(jobRankings).where(eq(jobRankings.professionalId, user.id))).length).toBe(1);
  });

  async function jobRow(title: string, requiredSkills: string) {
    const template = await buildJob(db, { employerId: employer.id, jobTitle: `${title} (template)`, status: 'rejected' });
    const { id: _id, searchDocument: _doc, locationKey: _key, ...row } = template;
    return { ...row, jobTitle: title, requiredSkills, requiredSkillsNormalized: normaliseSkills(requiredSkills.split(', ')) };
  }
});

describe('a ranking that keeps only the best 1,000 matches', async () => {
  const { app, ctx, authHeader } = await createTestApp();

  it('says its total is a lower bound', async () => {
    const { user: employer } = await buildEmployer(ctx.db);
    const template = await buildJob(ctx.db, { employerId: employer.id, requiredSkills: 'Accounting' });
    const { id: _id, searchDocument: _doc, locationKey: _key, ...row } = template;
    await ctx.db.insert(jobs).values(Array.from({ length: 1001 }, () => row));
    const { user } = await buildProfessional(ctx.db, { profile: { skills: ['Accounting'], skillsNormalized: ['accounting'] } });
    const res = await app.inject({ method: 'GET', url: '/hiring/jobs/', headers: await authHeader(user) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('1000');
    expect(res.headers['x-total-count-exact']).toBe('false');
    expect((res.json() as unknown[]).length).toBe(20);
  });
});
