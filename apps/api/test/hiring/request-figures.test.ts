import { describe, expect, it } from 'vitest';
import type { EmployerJob, ProfessionalApplication } from '@talent/shared';
import { buildJobRequest } from '../../src/demo/factories/hiring.js';
import { buildEmployer, buildProfessional, buildUser } from '../../src/demo/factories/users.js';
import { createTestApp } from '../helpers/test-app.js';

describe('the figures of a request add up', async () => {
  const { app, ctx, authHeader } = await createTestApp();
  const { user: employer } = await buildEmployer(ctx.db);
  const auth = await authHeader(employer);
  const staffAuth = await authHeader(await buildUser(ctx.db, { isStaff: true, userType: 'other' }));
  const send = async (url: string, payload: object, headers: Record<string, string> = auth) =>
    app.inject({ method: 'POST', url, headers, payload });
  const job = (status: 'approved' | 'pending' = 'approved') =>
    buildJobRequest(ctx.db, { employerId: employer.id, jobTitle: 'Électricien', status });
  const person = async () => {
    const { user } = await buildProfessional(ctx.db);
    return { user, headers: await authHeader(user) };
  };
  const employerJob = async (jobId: number) => {
    const res = await app.inject({ method: 'GET', url: `/hiring/employer-jobs/${jobId}/`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as EmployerJob;
  };
  const openDetails = (jobId: number, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: `/hiring/jobs/${jobId}/view/`, headers });

  it('counts a person opening a job’s details from a list as a view, once a day, as the job’s page counts one', async () => {
    const wanted = await job();
    const [one, two] = [await person(), await person()];
    const opened = await openDetails(wanted.id, one.headers);
    expect(opened.statusCode, opened.body).toBe(204);
    expect((await employerJob(wanted.id)).figures.views).toBe(1);
    // Again the same day, or its page after the list's details: the same person's one view.
    expect((await openDetails(wanted.id, one.headers)).statusCode).toBe(204);
    const page = await app.inject({ method: 'GET', url: `/hiring/jobs/${wanted.id}/`, headers: one.headers });
    expect(page.statusCode).toBe(200);
    expect((await employerJob(wanted.id)).figures.views).toBe(1);
    expect((await openDetails(wanted.id, two.headers)).statusCode).toBe(204);
    expect((await employerJob(wanted.id)).figures.views).toBe(2);
  });

  it('counts no view of a job the person cannot see, nor by anyone but a professional', async () => {
    const hidden = await job('pending');
    const one = await person();
    const refused = await openDetails(hidden.id, one.headers);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('job_not_open');
    expect((await openDetails(999_999_999, one.headers)).statusCode).toBe(404);
    const open = await job();
    expect((await openDetails(open.id, auth)).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: `/hiring/jobs/${open.id}/view/` })).statusCode).toBe(401);
    expect((await employerJob(hidden.id)).figures.views).toBe(0);
    expect((await employerJob(open.id)).figures.views).toBe(0);
  });

  it('keeps a closed request’s forwarded applicants forwarded: its pipeline and its figures agree', async () => {
    const wanted = await job();
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { headers } = await person();
      const res = await send('/hiring/applications/', { job_id: wanted.id }, headers);
      expect(res.statusCode, res.body).toBe(201);
      ids.push((res.json() as ProfessionalApplication).id);
    }
    const [interviewed, hired] = ids as [number, number, number];
    for (const id of [interviewed, hired]) {
      const res = await send(`/api/admin/applications/${id}/status/`, { status: 'shortlisted' }, staffAuth);
      expect(res.statusCode, res.body).toBe(200);
    }
    const stage = (id: number, status: string) =>
      send(`/hiring/employer-jobs/${wanted.id}/applicants/${id}/status/`, { status });
    expect((await stage(interviewed, 'interview')).statusCode).toBe(200);
    expect((await stage(hired, 'hired')).statusCode).toBe(200);
    expect((await send(`/hiring/employer-jobs/${wanted.id}/close/`, {})).statusCode).toBeLessThan(300);

    const closed = await employerJob(wanted.id);
    expect(closed.status).toBe('closed');
    expect(closed.applications_count).toBe(3);
    expect(closed.figures).toMatchObject({ applied: 3, forwarded: 2, interviewed: 1, hired: 1 });
    // Nobody waits any more: the one with our team and the one interviewed closed with the request.
    expect(closed.pipeline).toMatchObject({ submitted: 0, shortlisted: 0, interview: 0, hired: 1, closed: 2 });
  });
});
