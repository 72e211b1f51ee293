import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDaysIso, todayIso } from '@talent/shared';
import { applications, jobs } from '../../src/db/schema.js';
import { buildApplication, buildJob } from '../../src/demo/factories/jobs.js';
import { buildJobRequest } from '../../src/demo/factories/hiring.js';
import { closeJobsPastDeadline } from '../../src/hiring/index.js';
import { backgroundJobs } from '../../src/background-jobs.js';
import { createTestApp } from '../helpers/test-app.js';

describe('closing approved jobs past their deadline', async () => {
  const { ctx } = await createTestApp();
  const today = todayIso();

  it('persists closed, with closed_at, on approved jobs whose deadline has passed, and on nothing else', async () => {
    const expired = await buildJobRequest(ctx.db, { status: 'approved', applicationDeadline: addDaysIso(today, -1) });
    const lastDay = await buildJobRequest(ctx.db, { status: 'approved', applicationDeadline: today });
    const stalePending = await buildJobRequest(ctx.db, { applicationDeadline: addDaysIso(today, -1) });
    const rejected = await buildJobRequest(ctx.db, { status: 'rejected', applicationDeadline: addDaysIso(today, -1) });

    expect(await closeJobsPastDeadline(ctx.db, today)).toBe(1);
    const statusOf = async (id: number) => (await ctx.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
    expect((await statusOf(expired.id)).status).toBe('closed');
    expect((await statusOf(expired.id)).closedAt).toBeInstanceOf(Date);
    expect((await statusOf(lastDay.id)).status).toBe('approved');
    expect((await statusOf(stalePending.id)).status).toBe('pending');
    expect((await statusOf(rejected.id)).status).toBe('rejected');
    expect(await closeJobsPastDeadline(ctx.db, today)).toBe(0);
  });

  it('is one of the periodic background jobs', async () => {
    const job = backgroundJobs.find((j) => j.name === 'close-expired-jobs');
    expect(job).toBeDefined();
    const expired = await buildJobRequest(ctx.db, { status: 'approved', applicationDeadline: addDaysIso(today, -3) });
    await job!.run(ctx);
    expect((await ctx.db.select().from(jobs).where(eq(jobs.id, expired.id)))[0]!.status).toBe('closed');
  });
});

describe('retention: cover letters of jobs closed over a year ago', async () => {
  const { ctx } = await createTestApp();

  it('empties the letters of applications to jobs closed more than a year ago, daily, and nothing else', async () => {
    const yearAndADay = new Date(Date.now() - 366 * 24 * 3_600_000);
    const old = await buildJob(ctx.db, { status: 'closed', closedAt: yearAndADay });
    const recent = await buildJob(ctx.db, { status: 'closed', closedAt: new Date() });
    const open = await buildJob(ctx.db);
    const letter = 'Je suis disponible immédiatement.';
    const [a, b, c] = await Promise.all(
      [old, recent, open].map((job) => buildApplication(ctx.db, { jobId: job.id, coverLetter: letter })),
    );
    const job = backgroundJobs.find((j) => j.name === 'drop-old-cover-letters')!;
    expect(await job.run(ctx)).toBe(1);
    const letterOf = async (id: number) =>
      (await ctx.db.select().from(applications).where(eq(applications.id, id)))[0]!.coverLetter;
    expect(await letterOf(a!.id)).toBe('');
    expect(await letterOf(b!.id)).toBe(letter);
    expect(await letterOf(c!.id)).toBe(letter);
    expect(await job.run(ctx)).toBe(0);
  });
});
