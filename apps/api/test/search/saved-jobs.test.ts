import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDaysIso, todayIso, type JobForProfessional, type NotificationsResponse } from '@talent/shared';
import { jobs as jobsTable, savedJobs } from '../../src/db/schema.js';
import { buildApplication, buildJob } from '../../src/demo/factories/jobs.js';
import { buildEmployer, buildProfessional } from '../../src/demo/factories/users.js';
import { backgroundJobs } from '../../src/background-jobs.js';
import { createTestApp } from '../helpers/test-app.js';

describe('saved jobs', async () => {
  const { app, ctx, authHeader } = await createTestApp();
  const db = ctx.db;
  type Who = { id: string; userType: string };

  const save = async (who: Who, jobId: number | string, method: 'PUT' | 'DELETE' = 'PUT') =>
    app.inject({ method, url: `/hiring/jobs/${jobId}/save/`, headers: await authHeader(who) });
  const savedOf = async (who: Who, query = '') => {
    const res = await app.inject({ method: 'GET', url: `/hiring/saved-jobs/${query}`, headers: await authHeader(who) });
    expect(res.statusCode).toBe(200);
    return { jobs: res.json() as JobForProfessional[], total: Number(res.headers['x-total-count']) };
  };

  it('saves and unsaves a job, idempotently, and lists saved jobs newest saved first', async () => {
    const { user: amani } = await buildProfessional(db);
    const first = await buildJob(db, { jobTitle: 'Agronomist' });
    const second = await buildJob(db, { jobTitle: 'Accountant' });

    expect((await savedOf(amani)).jobs).toEqual([]);
    expect((await save(amani, first.id)).statusCode).toBe(204);
    expect((await save(amani, second.id)).statusCode).toBe(204);
    expect((await save(amani, first.id)).statusCode).toBe(204);
    // Saved a moment apart, so that the order is the saves' order.
    await db
      .update(savedJobs)
      .set({ savedAt: new Date(Date.now() - 60_000) })
      .where(eq(savedJobs.jobId, first.id));

    const listed = await savedOf(amani);
    expect(listed.jobs.map((j) => [j.job_title, j.saved])).toEqual([
      ['Accountant', true],
      ['Agronomist', true],
    ]);
    expect(listed.total).toBe(2);
    const page = await savedOf(amani, '?page=2&page_size=1');
    expect(page.jobs.map((j) => j.job_title)).toEqual(['Agronomist']);
    expect(page.total).toBe(2);

    const card = (await (
      await app.inject({ method: 'GET', url: `/hiring/jobs/${second.id}/`, headers: await authHeader(amani) })
    ).json()) as JobForProfessional;
    expect(card.saved).toBe(true);

    expect((await save(amani, second.id, 'DELETE')).statusCode).toBe(204);
    expect((await save(amani, second.id, 'DELETE')).statusCode).toBe(204);
    expect((await savedOf(amani)).jobs.map((j) => j.job_title)).toEqual(['Agronomist']);
  });

  it("keeps each person's saves their own", async () => {
    const { user: amani } = await buildProfessional(db);
    const { user: bisimwa } = await buildProfessional(db);
    const job = await buildJob(db, { jobTitle: 'Driver' });
    await save(amani, job.id);
    expect((await savedOf(bisimwa)).jobs).toEqual([]);
    const seen = (await (
      await app.inject({ method: 'GET', url: `/hiring/jobs/${job.id}/`, headers: await authHeader(bisimwa) })
    ).json()) as JobForProfessional;
    expect(seen.saved).toBe(false);
    expect((await savedOf(amani)).jobs.map((j) => j.id)).toEqual([job.id]);
  });

  it('refuses a job the person cannot see, a malformed id, an employer and an anonymous caller', async () => {
    const { user: amani } = await buildProfessional(db);
    const pending = await buildJob(db, { status: 'pending', approvedAt: null });
    const closed = await buildJob(db, { applicationDeadline: addDaysIso(todayIso(), -1) });
    expect((await save(amani, pending.id)).statusCode).toBe(404);
    expect((await save(amani, closed.id)).statusCode).toBe(404);
    expect((await save(amani, 999_999_999)).statusCode).toBe(404);
    expect((await save(amani, 999_999_999, 'DELETE')).statusCode).toBe(404);
    expect((await save(amani, 'abc')).statusCode).toBe(404);
    const { user: employer } = await buildEmployer(db);
    const open = await buildJob(db);
    expect((await save(employer, open.id)).statusCode).toBe(403);
    expect((await app.inject({ method: 'PUT', url: `/hiring/jobs/${open.id}/save/` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/hiring/saved-jobs/' })).statusCode).toBe(401);
  });

  it('hides the company of a saved job as the job cards do', async () => {
    const { user: employer } = await buildEmployer(db, { profile: { companyName: 'Lualaba Copper SA' } });
    const job = await buildJob(db, { employerId: employer.id });
    const { user: amani } = await buildProfessional(db);
    const { user: shortlisted } = await buildProfessional(db);
    await buildApplication(db, { jobId: job.id, professionalId: shortlisted.id, status: 'shortlisted' });
    await save(amani, job.id);
    await save(shortlisted, job.id);
    expect((await savedOf(amani)).jobs[0]!.company).toBeNull();
    expect((await savedOf(shortlisted)).jobs[0]!.company?.company_name).toBe('Lualaba Copper SA');
  });

  it('leaves out a saved job that closed since, and lets it be unsaved', async () => {
    const { user: amani } = await buildProfessional(db);
    const job = await buildJob(db);
    await save(amani, job.id);
    await db.update(savedJobs).set({ savedAt: new Date() }).where(eq(savedJobs.jobId, job.id));
    const { jobs: before } = await savedOf(amani);
    expect(before.map((j) => j.id)).toContain(job.id);
    await db.update(jobsTable).set({ status: 'closed', closedAt: new Date() }).where(eq(jobsTable.id, job.id));
    expect((await savedOf(amani)).jobs.map((j) => j.id)).not.toContain(job.id);
    expect((await save(amani, job.id, 'DELETE')).statusCode).toBe(204);
  });

  it('mentions once in the bell a saved job closing within 3 days, not one further away or closed', async () => {
    const today = todayIso();
    const { user: amani } = await buildProfessional(db);
    const { user: other } = await buildProfessional(db);
    const soon = await buildJob(db, { jobTitle: 'Nurse', applicationDeadline: addDaysIso(today, 3) });
    const later = await buildJob(db, { jobTitle: 'Teacher', applicationDeadline: addDaysIso(today, 4) });
    const lastDay = await buildJob(db, { jobTitle: 'Cook', applicationDeadline: today });
    for (const job of [soon, later, lastDay]) await save(amani, job.id);
    // Saved while open, then closed by its employer.
    const gone = await buildJob(db, { jobTitle: 'Guard', applicationDeadline: addDaysIso(today, 1) });
    await save(amani, gone.id);
    await db.update(jobsTable).set({ status: 'closed', closedAt: new Date() }).where(eq(jobsTable.id, gone.id));

    const job = backgroundJobs.find((j) => j.name === 'saved-jobs-closing');
    expect(job?.everyMs).toBe(24 * 3_600_000);
    await job!.run(ctx);
    await job!.run(ctx);

    const bellOf = async (who: Who) =>
      (
        (await (
          await app.inject({ method: 'GET', url: '/api/notifications/', headers: await authHeader(who) })
        ).json()) as NotificationsResponse
      ).items.filter((n) => n.kind === 'saved_job_closing');
    const notices = await bellOf(amani);
    expect(notices.map((n) => n.data).sort((a, b) => String(a.job_title).localeCompare(String(b.job_title)))).toEqual([
      { job_id: lastDay.id, job_title: 'Cook', deadline: today },
      { job_id: soon.id, job_title: 'Nurse', deadline: addDaysIso(today, 3) },
    ]);
    expect(await bellOf(other)).toEqual([]);
  });
});
