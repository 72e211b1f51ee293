import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG, addDaysIso, normaliseSkills, todayIso } from '@talent/shared';
import { jobs } from '../../src/db/schema.js';
import { buildApplicationRow, buildJobRequest } from '../../src/demo/factories/hiring.js';
import { buildEmployer, buildProfessional } from '../../src/demo/factories/users.js';
import { createTestApp } from '../helpers/test-app.js';
import { fieldErrorsOf } from '../helpers/field-errors.js';

describe('the employer hiring history and applicants', async () => {
  const { app, ctx, authHeader } = await createTestApp();
  const { user: employer } = await buildEmployer(ctx.db);
  const { user: rival } = await buildEmployer(ctx.db, { profile: { companyName: 'Rival SARL' } });
  const { user: professional } = await buildProfessional(ctx.db);
  const auth = await authHeader(employer);
  const rivalAuth = await authHeader(rival);
  const proAuth = await authHeader(professional);
  const get = (url: string, headers: Record<string, string> = auth) => app.inject({ method: 'GET', url, headers });
  const post = (url: string, headers: Record<string, string> = auth) =>
    app.inject({ method: 'POST', url, headers, payload: {} });

  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
  const yesterday = addDaysIso(todayIso(), -1);
  const pending = await buildJobRequest(ctx.db, {
    employerId: employer.id,
    jobTitle: 'Pending',
    submittedAt: daysAgo(5),
  });
  const approved = await buildJobRequest(ctx.db, {
    employerId: employer.id,
    jobTitle: 'Approved',
    status: 'approved',
    requiredSkills: 'AutoCAD, Project management, French, Excel',
    submittedAt: daysAgo(4),
  });
  const expired = await buildJobRequest(ctx.db, {
    employerId: employer.id,
    jobTitle: 'Expired',
    status: 'approved',
    applicationDeadline: yesterday,
    submittedAt: daysAgo(3),
  });
  const rejected = await buildJobRequest(ctx.db, {
    employerId: employer.id,
    jobTitle: 'Rejected',
    status: 'rejected',
    rejectionReason: 'The salary is below the legal minimum for this role.',
    submittedAt: daysAgo(2),
  });
  const rivalJob = await buildJobRequest(ctx.db, { employerId: rival.id, jobTitle: 'Rival job', status: 'approved' });

  describe('GET /hiring/employer-jobs/', () => {
    it('refuses an anonymous caller with 401 and a professional with 403', async () => {
      expect((await get('/hiring/employer-jobs/', {})).statusCode).toBe(401);
      expect((await get('/hiring/employer-jobs/', proAuth)).statusCode).toBe(403);
    });

    it('refuses a malformed page with 400', async () => {
      const res = await get('/hiring/employer-jobs/?page=zero');
      expect(res.statusCode).toBe(400);
      expect(fieldErrorsOf(res)).toEqual({ page: [MSG.invalidNumber] });
    });

    it("lists only the caller's own requests, newest first, with what the employer needs to follow them", async () => {
      const res = await get('/hiring/employer-jobs/');
      expect(res.statusCode).toBe(200);
      const list = res.json();
      expect(list.map((j: { job_title: string }) => j.job_title)).toEqual([
        'Rejected',
        'Expired',
        'Approved',
        'Pending',
      ]);
      expect(res.headers['x-total-count']).toBe('4');
      expect(list[0]).toMatchObject({
        status: 'rejected',
        rejection_reason: 'The salary is below the legal minimum for this role.',
        applications_count: 0,
      });
      expect(list[0].submitted_at).toBe(rejected.submittedAt.toISOString());
      const rivalRes = await get('/hiring/employer-jobs/', rivalAuth);
      expect(rivalRes.json().map((j: { id: number }) => j.id)).toEqual([rivalJob.id]);
    });

    it('reports an approved job past its deadline as closed', async () => {
      const list = (await get('/hiring/employer-jobs/')).json();
      expect(list.find((j: { id: number }) => j.id === expired.id).status).toBe('closed');
      expect(list.find((j: { id: number }) => j.id === approved.id).status).toBe('approved');
    });

    it('pages with page and page_size, the total in X-Total-Count and the next page in Link', async () => {
      const first = await get('/hiring/employer-jobs/?page_size=3');
      expect(first.json()).toHaveLength(3);
      expect(first.headers['x-total-count']).toBe('4');
      expect(first.headers.link).toBe('</hiring/employer-jobs/?page_size=3&page=2>; rel="next"');
      const second = await get('/hiring/employer-jobs/?page_size=3&page=2');
      expect(second.json().map((j: { id: number }) => j.id)).toEqual([pending.id]);
      expect(second.headers.link).toBe('</hiring/employer-jobs/?page_size=3&page=1>; rel="prev"');
    });
  });

  describe('GET /hiring/employer-jobs/<id>/applicants/', () => {
    const url = (id: number | string) => `/hiring/employer-jobs/${id}/applicants/`;

    it('refuses an anonymous caller with 401 and a professional with 403', async () => {
      expect((await get(url(approved.id), {})).statusCode).toBe(401);
      expect((await get(url(approved.id), proAuth)).statusCode).toBe(403);
    });

    it('refuses a malformed page size with 400', async () => {
      const res = await get(`${url(approved.id)}?page_size=-5`);
      expect(res.statusCode).toBe(400);
      expect(fieldErrorsOf(res)).toEqual({ page_size: [MSG.invalidNumber] });
    });

    it("answers 404 for a job that does not exist and 403 for another employer's job", async () => {
      expect((await get(url(999_999))).statusCode).toBe(404);
      expect((await get(url('abc'))).statusCode).toBe(404);
      const res = await get(url(rivalJob.id));
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe(MSG.forbidden);
      expect((await get(url(approved.id), rivalAuth)).statusCode).toBe(403);
    });

    it('shows only the applicants staff forwarded, best match first, with their files signed', async () => {
      const strong = await buildProfessional(ctx.db, {
        user: { firstName: 'Amani', lastName: 'Kasongo' },
        profile: {
          skills: ['AutoCAD', 'Excel', 'Français'],
          skillsNormalized: normaliseSkills(['AutoCAD', 'Excel', 'Français']),
        },
      });
      const weak = await buildProfessional(ctx.db, {
        user: { firstName: 'Joel', lastName: 'Ilunga' },
        profile: { skills: ['Excel'], skillsNormalized: normaliseSkills(['Excel']) },
      });
      const waiting = await buildProfessional(ctx.db, { user: { firstName: 'Waiting' } });
      const refused = await buildProfessional(ctx.db, { user: { firstName: 'Refused' } });
      await buildApplicationRow(ctx.db, { jobId: approved.id, professionalId: weak.user.id, status: 'hired' });
      await buildApplicationRow(ctx.db, {
        jobId: approved.id,
        professionalId: strong.user.id,
        status: 'shortlisted',
        coverLetter: 'I have led three warehouse builds.',
      });
      await buildApplicationRow(ctx.db, { jobId: approved.id, professionalId: waiting.user.id, status: 'submitted' });
      await buildApplicationRow(ctx.db, { jobId: approved.id, professionalId: refused.user.id, status: 'rejected' });

      const res = await get(url(approved.id));
      expect(res.statusCode).toBe(200);
      const list = res.json();
      expect(list.map((a: { first_name: string }) => a.first_name)).toEqual(['Amani', 'Joel']);
      expect(res.headers['x-total-count']).toBe('2');
      expect(list[0]).toMatchObject({
        status: 'shortlisted',
        last_name: 'Kasongo',
        current_job_title: 'Site Engineer',
        years_of_experience: 6,
        cover_letter: 'I have led three warehouse builds.',
        skill_match_percentage: 75,
        matched_skills: ['AutoCAD', 'French', 'Excel'],
        missing_skills: ['Project management'],
        cv: null,
        profile_photo: null,
      });
      expect(list[1]).toMatchObject({ status: 'hired', skill_match_percentage: 25 });

      const history = (await get('/hiring/employer-jobs/')).json();
      expect(history.find((j: { id: number }) => j.id === approved.id).applications_count).toBe(4);
    });
  });

  describe('POST /hiring/employer-jobs/<id>/close/', () => {
    const url = (id: number | string) => `/hiring/employer-jobs/${id}/close/`;

    it('refuses an anonymous caller with 401 and a professional with 403', async () => {
      expect((await post(url(pending.id), {})).statusCode).toBe(401);
      expect((await post(url(pending.id), proAuth)).statusCode).toBe(403);
    });

    it("answers 404 for a job that does not exist and 403 for another employer's job, which stays open", async () => {
      expect((await post(url(999_999))).statusCode).toBe(404);
      expect((await post(url(rivalJob.id))).statusCode).toBe(403);
      const [row] = await ctx.db.select().from(jobs).where(eq(jobs.id, rivalJob.id));
      expect(row!.status).toBe('approved');
    });

    it('refuses to close a rejected request with 400', async () => {
      const res = await post(url(rejected.id));
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(MSG.rejectedJobCannotClose);
    });

    it('closes a pending request, records when, and is idempotent', async () => {
      const res = await post(url(pending.id));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: pending.id, status: 'closed' });
      const [row] = await ctx.db.select().from(jobs).where(eq(jobs.id, pending.id));
      expect(row!.closedAt).toBeInstanceOf(Date);
      const again = await post(url(pending.id));
      expect(again.statusCode).toBe(200);
      expect(again.json().status).toBe('closed');
      const [same] = await ctx.db.select().from(jobs).where(eq(jobs.id, pending.id));
      expect(same!.closedAt).toEqual(row!.closedAt);
    });
  });
});
