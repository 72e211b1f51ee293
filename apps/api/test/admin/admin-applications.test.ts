import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG, normaliseSkills } from '@talent/shared';
import { applications, professionalProfiles, storedFiles } from '../../src/db/schema.js';
import { buildApplicationRow, buildJobRequest } from '../../src/demo/factories/hiring.js';
import { buildEmployer, buildProfessional, buildUser } from '../../src/demo/factories/users.js';
import { createTestApp } from '../helpers/test-app.js';
import { pdfBytes } from '../helpers/hiring-forms.js';
import { fieldErrorsOf } from '../helpers/field-errors.js';

describe('application review by staff', async () => {
  const { app, ctx, authHeader } = await createTestApp();
  const staff = await buildUser(ctx.db, { userType: 'other', isStaff: true });
  const headers = await authHeader(staff);
  const { user: employer } = await buildEmployer(ctx.db);
  const employerAuth = await authHeader(employer);
  const job = await buildJobRequest(ctx.db, {
    employerId: employer.id,
    status: 'approved',
    requiredSkills: 'Python, SQL, Excel, English',
  });
  const otherJob = await buildJobRequest(ctx.db, { status: 'approved' });

  const pro = async (firstName: string, skills: string[]) =>
    (
      await buildProfessional(ctx.db, {
        user: { firstName },
        profile: { skills, skillsNormalized: normaliseSkills(skills) },
      })
    ).user;
  const full = await pro('Full', ['Python', 'SQL', 'Excel', 'English']);
  const half = await pro('Half', ['SQL', 'English']);
  const none = await pro('None', ['Welding']);
  const halfLater = await pro('HalfLater', ['Python', 'Excel']);

  const cv = await pdfBytes('Curriculum vitae');
  const [cvFile] = await ctx.db
    .insert(storedFiles)
    .values({
      ownerId: full.id,
      kind: 'cv',
      contentType: 'application/pdf',
      filename: 'cv.pdf',
      size: cv.length,
      sha256: 'x',
      data: cv,
    })
    .returning();
  await ctx.db
    .update(professionalProfiles)
    .set({ cvFileId: cvFile!.id })
    .where(eq(professionalProfiles.userId, full.id));

  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
  const aNone = await buildApplicationRow(ctx.db, {
    jobId: job.id,
    professionalId: none.id,
    createdAt: minutesAgo(50),
  });
  const aHalf = await buildApplicationRow(ctx.db, {
    jobId: job.id,
    professionalId: half.id,
    createdAt: minutesAgo(40),
  });
  const aHalfLater = await buildApplicationRow(ctx.db, {
    jobId: job.id,
    professionalId: halfLater.id,
    createdAt: minutesAgo(30),
  });
  const aFull = await buildApplicationRow(ctx.db, {
    jobId: job.id,
    professionalId: full.id,
    createdAt: minutesAgo(10),
    coverLetter: 'Data analyst for five years.',
  });
  await buildApplicationRow(ctx.db, { jobId: otherJob.id });

  const list = (query = '') =>
    app.inject({ method: 'GET', url: `/api/admin/jobs/${job.id}/applications/${query}`, headers });
  const setStatus = (id: number | string, status: unknown) =>
    app.inject({ method: 'POST', url: `/api/admin/applications/${id}/status/`, headers, payload: { status } });
  const applicants = () =>
    app.inject({ method: 'GET', url: `/hiring/employer-jobs/${job.id}/applicants/`, headers: employerAuth });

  describe('GET /api/admin/jobs/<id>/applications/', () => {
    it('answers 404 for a job that does not exist', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/admin/jobs/999999/applications/', headers });
      expect(res.statusCode).toBe(404);
    });

    it("ranks the job's applications by skill match, then first come, explaining each match", async () => {
      const res = await list();
      expect(res.statusCode).toBe(200);
      const rows = res.json();
      expect(rows.map((r: { id: number }) => r.id)).toEqual([aFull.id, aHalf.id, aHalfLater.id, aNone.id]);
      expect(rows.map((r: { skill_match_percentage: number }) => r.skill_match_percentage)).toEqual([100, 50, 50, 0]);
      expect(rows[1]).toMatchObject({
        professional_id: half.id,
        first_name: 'Half',
        current_job_title: 'Site Engineer',
        years_of_experience: 6,
        status: 'submitted',
        matched_skills: ['SQL', 'English'],
        missing_skills: ['Python', 'Excel'],
      });
      expect(rows[0].cover_letter).toBe('Data analyst for five years.');
      expect(rows[0].cv_file).toMatchObject({ name: 'cv.pdf', content_type: 'application/pdf', size: cv.length });
      expect(rows[0].cv).toMatch(new RegExp(`^/files/${cvFile!.id}/\\?exp=\\d+&sig=`));
      expect(rows[0].profile_photo).toBeNull();
    });

    it('filters by status and pages', async () => {
      const res = await list('?page_size=2');
      expect(res.json()).toHaveLength(2);
      expect(res.headers['x-total-count']).toBe('4');
      expect(res.headers.link).toContain('rel="next"');
      expect((await list('?status=hired')).json()).toEqual([]);
    });
  });

  describe('POST /api/admin/applications/<id>/status/', () => {
    it('answers 404 for an application that does not exist', async () => {
      expect((await setStatus(999_999, 'shortlisted')).statusCode).toBe(404);
      expect((await setStatus('x', 'shortlisted')).statusCode).toBe(404);
    });

    it('refuses a status outside the list with 400', async () => {
      const res = await setStatus(aHalf.id, 'interviewing');
      expect(res.statusCode).toBe(400);
      expect(fieldErrorsOf(res)).toEqual({ status: [MSG.invalidChoice] });
      expect(fieldErrorsOf(await setStatus(aHalf.id, undefined))).toEqual({ status: [MSG.required] });
    });

    it('refuses transitions outside submitted -> shortlisted -> hired, or rejected', async () => {
      const cases: [number, string, string][] = [
        [aHalf.id, 'hired', MSG.applicationMustBeShortlisted],
        [aHalf.id, 'submitted', MSG.applicationStatusUnchanged],
      ];
      for (const [id, status, message] of cases) {
        const res = await setStatus(id, status);
        expect(res.statusCode, status).toBe(400);
        expect(res.json().detail).toBe(message);
      }
    });

    it('shortlisting forwards the applicant to the employer; submitted ones stay hidden', async () => {
      expect((await applicants()).json()).toEqual([]);
      const res = await setStatus(aFull.id, 'shortlisted');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: aFull.id, status: 'shortlisted', professional_id: full.id });
      const [row] = await ctx.db.select().from(applications).where(eq(applications.id, aFull.id));
      expect(row!.status).toBe('shortlisted');
      const forwarded = (await applicants()).json();
      expect(forwarded.map((a: { id: number }) => a.id)).toEqual([aFull.id]);
      expect(forwarded[0]).toMatchObject({ first_name: 'Full', status: 'shortlisted', skill_match_percentage: 100 });
      expect(forwarded[0].cv).toMatch(/^\/files\//);
      expect(forwarded[0].professional_id).toBeUndefined();
    });

    it('hires a shortlisted applicant, then the status is final', async () => {
      expect((await setStatus(aFull.id, 'submitted')).json().detail).toBe(MSG.applicationCannotGoBack);
      expect((await setStatus(aFull.id, 'hired')).statusCode).toBe(200);
      for (const status of ['rejected', 'shortlisted']) {
        const res = await setStatus(aFull.id, status);
        expect(res.statusCode).toBe(400);
        expect(res.json().detail).toBe(MSG.applicationStatusFinal);
      }
      expect((await applicants()).json()[0].status).toBe('hired');
    });

    it('rejects a submitted application, which the employer never sees', async () => {
      expect((await setStatus(aNone.id, 'rejected')).statusCode).toBe(200);
      expect((await applicants()).json().map((a: { id: number }) => a.id)).toEqual([aFull.id]);
    });

    it('writes every change to the audit log with before and after', async () => {
      const log = (await app.inject({ method: 'GET', url: '/api/admin/audit-log/', headers })).json();
      expect(
        log.map((e: { details: { before: string; after: string } }) => [e.details.before, e.details.after]),
      ).toEqual([
        ['submitted', 'rejected'],
        ['shortlisted', 'hired'],
        ['submitted', 'shortlisted'],
      ]);
      expect(log[0]).toMatchObject({
        actor_id: staff.id,
        action: 'application.status',
        target_type: 'application',
        target_id: String(aNone.id),
        details: { job_id: job.id },
      });
    });
  });
});
