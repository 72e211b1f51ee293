import { beforeAll, describe, expect, it } from 'vitest';
import { MSG, type ProfessionalApplication, addDaysIso, todayIso } from '@talent/shared';
import { buildApplication, buildJob } from '../../src/demo/factories/jobs.js';
import { buildEmployer, buildProfessional } from '../../src/demo/factories/users.js';
import { createTestApp } from '../helpers/test-app.js';
import { fieldErrorsOf } from '../helpers/field-errors.js';

describe('POST and GET /hiring/applications/', async () => {
  const { app, ctx, authHeader } = await createTestApp();
  const db = ctx.db;
  type Who = { id: string; userType: string };

  const apply = async (user: Who | null, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: '/hiring/applications/',
      headers: user ? await authHeader(user) : {},
      payload: payload as object,
    });
  const mine = async (user: Who, query = '') =>
    app.inject({ method: 'GET', url: `/hiring/applications/${query}`, headers: await authHeader(user) });

  let professional: Who;
  let openJobId: number;

  beforeAll(async () => {
    professional = (await buildProfessional(db)).user;
    openJobId = (await buildJob(db, { jobTitle: 'Plant Operator', jobLocation: 'Kolwezi, DR Congo' })).id;
  });

  it('refuses an anonymous visitor with 401', async () => {
    const res = await apply(null, { job_id: openJobId });
    expect(res.statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/hiring/applications/' })).statusCode).toBe(401);
  });

  it('refuses a missing or malformed job id with 400 "Invalid job ID"', async () => {
    for (const payload of [{}, { job_id: 'abc' }, { job_id: -3 }, { job_id: 1.5 }, { job_id: null }, []]) {
      const res = await apply(professional, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ detail: MSG.invalidJobId });
    }
  });

  it('refuses a cover letter over 1000 characters with a field error', async () => {
    const res = await apply(professional, { job_id: openJobId, cover_letter: 'x'.repeat(1001) });
    expect(res.statusCode).toBe(400);
    expect(fieldErrorsOf(res)).toEqual({ cover_letter: [MSG.coverLetterTooLong] });
  });

  it('refuses employers and other user types with 403', async () => {
    const { user: employer } = await buildEmployer(db);
    expect((await apply(employer, { job_id: openJobId })).statusCode).toBe(403);
    expect((await apply({ id: employer.id, userType: 'other' }, { job_id: openJobId })).statusCode).toBe(403);
    expect((await mine(employer)).statusCode).toBe(403);
  });

  it('refuses a job that does not exist, or is not open, with 404', async () => {
    const today = todayIso();
    const notOpen = [
      await buildJob(db, { status: 'pending', approvedAt: null }),
      await buildJob(db, { status: 'rejected', rejectionReason: 'Duplicate request' }),
      await buildJob(db, { status: 'closed', closedAt: new Date() }),
      await buildJob(db, { applicationDeadline: addDaysIso(today, -1) }),
    ];
    for (const jobId of [999_999, ...notOpen.map((j) => j.id)]) {
      const res = await apply(professional, { job_id: jobId });
      expect(res.statusCode, String(jobId)).toBe(404);
      expect(res.json()).toMatchObject({ detail: MSG.jobNotOpen });
    }
    expect((await mine(professional)).json()).toEqual([]);
  });

  it('accepts an application to a job whose deadline is today', async () => {
    const job = await buildJob(db, { applicationDeadline: todayIso() });
    const someone = (await buildProfessional(db)).user;
    expect((await apply(someone, { job_id: job.id })).statusCode).toBe(201);
  });

  it('creates the application with 201, then refuses a second one with 409', async () => {
    const res = await apply(professional, { job_id: String(openJobId), cover_letter: '  I ran a flotation plant.  ' });
    expect(res.statusCode).toBe(201);
    const created = res.json() as ProfessionalApplication;
    expect(created).toMatchObject({
      job_id: openJobId,
      job_title: 'Plant Operator',
      job_location: 'Kolwezi, DR Congo',
      industry: 'Mining',
      status: 'submitted',
      cover_letter: 'I ran a flotation plant.',
      company: null,
    });
    expect(JSON.stringify(created)).not.toContain('Kivu Mining');

    const again = await apply(professional, { job_id: openJobId, cover_letter: 'Second try' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ detail: MSG.alreadyApplied });
  });

  it('keeps one application when the same professional applies twice at once', async () => {
    const job = await buildJob(db);
    const codes = (await Promise.all([1, 2, 3].map(() => apply(professional, { job_id: job.id })))).map(
      (r) => r.statusCode,
    );
    expect(codes.sort()).toEqual([201, 409, 409]);
  });

  it('shows the job as applied in the job list, with the count', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/hiring/jobs/?show_all=true',
      headers: await authHeader(professional),
    });
    const job = (
      res.json() as { id: number; has_applied: boolean; application_status: string; applications_count: number }[]
    ).find((j) => j.id === openJobId)!;
    expect(job).toMatchObject({ has_applied: true, application_status: 'submitted', applications_count: 1 });
  });

  it("lists the professional's own applications newest first, never another professional's", async () => {
    const other = (await buildProfessional(db)).user;
    const othersApplication = await buildApplication(db, { professionalId: other.id, jobId: openJobId });

    const res = await mine(professional);
    expect(res.statusCode).toBe(200);
    const list = res.json() as ProfessionalApplication[];
    expect(list.length).toBe(2);
    expect(list.map((a) => a.id)).not.toContain(othersApplication.id);
    expect(list[0]!.created_at >= list[1]!.created_at).toBe(true);
    expect(res.headers['x-total-count']).toBe('2');

    const theirs = (await mine(other)).json() as ProfessionalApplication[];
    expect(theirs.map((a) => a.id)).toEqual([othersApplication.id]);
  });

  it('pages the applications', async () => {
    const first = await mine(professional, '?page_size=1');
    expect(first.json()).toHaveLength(1);
    expect(first.headers.link).toBe('</hiring/applications/?page_size=1&page=2>; rel="next"');
    const second = await mine(professional, '?page=2&page_size=1');
    expect(second.json()).toHaveLength(1);
    expect(second.headers.link).not.toContain('rel="next"');
    expect((await mine(professional, '?page=0')).statusCode).toBe(400);
  });
});
