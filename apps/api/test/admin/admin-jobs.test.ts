import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG, addDaysIso, todayIso } from '@talent/shared';
import { jobs } from '../../src/db/schema.js';
import { buildApplicationRow, buildJobRequest } from '../../src/demo/factories/hiring.js';
import { buildEmployer, buildUser } from '../../src/demo/factories/users.js';
import { createTestApp } from '../helpers/test-app.js';
import { fieldErrorsOf } from '../helpers/field-errors.js';

describe('job moderation by staff', async () => {
  const { app, ctx, authHeader } = await createTestApp();
  const staff = await buildUser(ctx.db, { userType: 'other', isStaff: true, email: 'moderator@congotalent.cd' });
  const headers = await authHeader(staff);
  const { user: employer } = await buildEmployer(ctx.db, {
    user: { firstName: 'Patrick', lastName: 'Kabila' },
    profile: { companyName: 'Kivu Mining SARL', workEmail: 'hr@kivumining.example.cd', onboardingCompleted: true },
  });
  const employerAuth = await authHeader(employer);
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
  const older = await buildJobRequest(ctx.db, { employerId: employer.id, jobTitle: 'Older', submittedAt: daysAgo(3) });
  const newer = await buildJobRequest(ctx.db, { employerId: employer.id, jobTitle: 'Newer', submittedAt: daysAgo(1) });
  const live = await buildJobRequest(ctx.db, {
    employerId: employer.id,
    jobTitle: 'Live',
    status: 'approved',
    submittedAt: daysAgo(9),
  });
  const expired = await buildJobRequest(ctx.db, {
    employerId: employer.id,
    jobTitle: 'Expired',
    status: 'approved',
    applicationDeadline: addDaysIso(todayIso(), -2),
    submittedAt: daysAgo(8),
  });
  await buildApplicationRow(ctx.db, { jobId: live.id });
  const { user: demoEmployer } = await buildEmployer(ctx.db, { user: { isDemo: true } });
  await buildJobRequest(ctx.db, {
    employerId: demoEmployer.id,
    jobTitle: 'Demo sandbox request',
    submittedAt: daysAgo(5),
  });

  const get = (url: string) => app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object = {}) => app.inject({ method: 'POST', url, headers, payload });
  const titles = (list: { job_title: string }[]) => list.map((j) => j.job_title);
  const statusInDb = async (id: number) => (await ctx.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

  describe('GET /api/admin/jobs/', () => {
    it('refuses an unknown status with 400', async () => {
      const res = await get('/api/admin/jobs/?status=archived');
      expect(res.statusCode).toBe(400);
      expect(fieldErrorsOf(res)).toEqual({ status: [MSG.invalidChoice] });
    });

    it('serves the moderation queue oldest first, with the company behind each job', async () => {
      const res = await get('/api/admin/jobs/?status=pending');
      expect(res.statusCode).toBe(200);
      // A demo visitor's sandbox request is theirs alone, not work for the staff.
      expect(titles(res.json())).toEqual(['Older', 'Newer']);
      expect(res.headers['x-total-count']).toBe('2');
      expect(res.json()[0].employer).toEqual({
        id: employer.id,
        account_email: employer.email,
        company_name: 'Kivu Mining SARL',
        industry: 'Mining',
        company_website: 'https://kivumining.example.cd',
        company_size: '51-200',
        office_location: 'Lubumbashi, DR Congo',
        country: 'CD',
        contact_name: 'Patrick Kabila',
        contact_job_title: 'HR Manager',
        contact_email: 'hr@kivumining.example.cd',
        contact_phone: '+243991234567',
        onboarding_completed: true,
        verified_at: null,
        suspended_at: null,
      });
    });

    it('lists approved and closed jobs newest first, an approved job past its deadline among the closed', async () => {
      const approved = (await get('/api/admin/jobs/?status=approved')).json();
      expect(titles(approved)).toEqual(['Live']);
      expect(approved[0].applications_count).toBe(1);
      const closed = (await get('/api/admin/jobs/?status=closed')).json();
      expect(closed.map((j: { id: number }) => j.id)).toEqual([expired.id]);
      expect(closed[0].status).toBe('closed');
      expect(titles((await get('/api/admin/jobs/')).json())).toEqual(['Newer', 'Older', 'Expired', 'Live']);
    });
  });

  describe('GET /api/admin/jobs/<id>/', () => {
    it('answers 404 for a job that does not exist', async () => {
      expect((await get('/api/admin/jobs/999999/')).statusCode).toBe(404);
      expect((await get('/api/admin/jobs/-1/')).statusCode).toBe(404);
    });

    it("shows any employer's job with its moderation dates", async () => {
      const res = await get(`/api/admin/jobs/${older.id}/`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: older.id, status: 'pending', approved_at: null, closed_at: null });
    });
  });

  describe('approving and rejecting', () => {
    it('answers 404 for a job that does not exist', async () => {
      expect((await post('/api/admin/jobs/999999/approve/')).statusCode).toBe(404);
      expect((await post('/api/admin/jobs/999999/reject/', { reason: 'No.' })).statusCode).toBe(404);
      expect((await post('/api/admin/jobs/999999/close/')).statusCode).toBe(404);
    });

    it('requires a reason to reject', async () => {
      for (const payload of [{}, { reason: '   ' }]) {
        const res = await post(`/api/admin/jobs/${newer.id}/reject/`, payload);
        expect(res.statusCode).toBe(400);
        expect(fieldErrorsOf(res)).toEqual({ reason: [MSG.required] });
      }
      expect((await statusInDb(newer.id)).status).toBe('pending');
    });

    it('approving publishes the job and the employer sees it approved', async () => {
      const res = await post(`/api/admin/jobs/${older.id}/approve/`);
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('approved');
      expect(res.json().approved_at).not.toBeNull();
      const row = await statusInDb(older.id);
      expect(row.status).toBe('approved');
      expect(row.approvedAt).toBeInstanceOf(Date);
      const history = (
        await app.inject({ method: 'GET', url: '/hiring/employer-jobs/', headers: employerAuth })
      ).json();
      expect(history.find((j: { id: number }) => j.id === older.id).status).toBe('approved');
    });

    it('approves or rejects only a pending job', async () => {
      const again = await post(`/api/admin/jobs/${older.id}/approve/`);
      expect(again.statusCode).toBe(400);
      expect(again.json().detail).toBe(MSG.onlyPendingCanBeApproved);
      const reject = await post(`/api/admin/jobs/${older.id}/reject/`, { reason: 'Too late.' });
      expect(reject.statusCode).toBe(400);
      expect(reject.json().detail).toBe(MSG.onlyPendingCanBeRejected);
      expect((await statusInDb(older.id)).status).toBe('approved');
    });

    it('does not publish a pending job whose deadline has passed', async () => {
      const stale = await buildJobRequest(ctx.db, {
        employerId: employer.id,
        applicationDeadline: addDaysIso(todayIso(), -1),
      });
      const res = await post(`/api/admin/jobs/${stale.id}/approve/`);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(MSG.deadlinePassedCannotApprove);
      expect((await statusInDb(stale.id)).status).toBe('pending');
    });

    it('rejecting does not publish, and the employer sees the reason', async () => {
      const reason = 'Please state the salary in US dollars per month.';
      const res = await post(`/api/admin/jobs/${newer.id}/reject/`, { reason });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'rejected', rejection_reason: reason, approved_at: null });
      expect((await statusInDb(newer.id)).status).toBe('rejected');
      const history = (
        await app.inject({ method: 'GET', url: '/hiring/employer-jobs/', headers: employerAuth })
      ).json();
      expect(history.find((j: { id: number }) => j.id === newer.id)).toMatchObject({
        status: 'rejected',
        rejection_reason: reason,
      });
    });
  });

  describe('closing', () => {
    it('closes an approved job, keeps a closed one closed and refuses a rejected one', async () => {
      const res = await post(`/api/admin/jobs/${live.id}/close/`);
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('closed');
      expect(res.json().closed_at).not.toBeNull();
      expect((await post(`/api/admin/jobs/${live.id}/close/`)).statusCode).toBe(200);
      const rejected = await post(`/api/admin/jobs/${newer.id}/close/`);
      expect(rejected.statusCode).toBe(400);
      expect(rejected.json().detail).toBe(MSG.rejectedJobCannotClose);
    });
  });

  describe('GET /api/admin/audit-log/', () => {
    it('refuses a malformed page with 400', async () => {
      const res = await get('/api/admin/audit-log/?page=1.5');
      expect(res.statusCode).toBe(400);
      expect(fieldErrorsOf(res)).toEqual({ page: [MSG.invalidNumber] });
    });

    it('records who did what, newest first, and only the changes that happened', async () => {
      const res = await get('/api/admin/audit-log/');
      expect(res.statusCode).toBe(200);
      const entries = res.json();
      expect(res.headers['x-total-count']).toBe('3');
      expect(entries.map((e: { action: string; target_id: string }) => [e.action, e.target_id])).toEqual([
        ['job.close', String(live.id)],
        ['job.reject', String(newer.id)],
        ['job.approve', String(older.id)],
      ]);
      for (const entry of entries) {
        expect(entry).toMatchObject({
          actor_id: staff.id,
          actor_email: 'moderator@congotalent.cd',
          target_type: 'job',
        });
      }
      expect(entries[0].details).toEqual({ before: 'approved', after: 'closed', by: 'staff' });
      expect(entries[1].details).toEqual({
        before: 'pending',
        after: 'rejected',
        reason: 'Please state the salary in US dollars per month.',
      });
      expect(entries[2].details).toEqual({ before: 'pending', after: 'approved' });
    });

    it('records an employer closing their own request too', async () => {
      const own = await buildJobRequest(ctx.db, { employerId: employer.id });
      await app.inject({
        method: 'POST',
        url: `/hiring/employer-jobs/${own.id}/close/`,
        headers: employerAuth,
        payload: {},
      });
      const [latest] = (await get('/api/admin/audit-log/?page_size=1')).json();
      expect(latest).toMatchObject({
        actor_id: employer.id,
        action: 'job.close',
        target_id: String(own.id),
        details: { before: 'pending', after: 'closed', by: 'employer' },
      });
    });
  });
});
