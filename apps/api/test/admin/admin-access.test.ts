import { describe, expect, it } from 'vitest';
import { MSG } from '@talent/shared';
import { buildApplicationRow, buildJobRequest } from '../../src/demo/factories/hiring.js';
import { buildEmployer, buildProfessional, buildUser } from '../../src/demo/factories/users.js';
import { createTestApp } from '../helpers/test-app.js';

describe('the staff API is for staff only', async () => {
  const { app, ctx, authHeader } = await createTestApp();
  const job = await buildJobRequest(ctx.db);
  const application = await buildApplicationRow(ctx.db);
  const { user: employer } = await buildEmployer(ctx.db);
  const { user: professional } = await buildProfessional(ctx.db);
  const other = await buildUser(ctx.db, { userType: 'other' });
  const staff = await buildUser(ctx.db, { userType: 'other', isStaff: true });

  // Every /api/admin/ endpoint, with a body that would be valid and one that would not.
  const calls: { method: 'GET' | 'POST'; url: string; payload?: object }[] = [
    { method: 'GET', url: '/api/admin/jobs/' },
    { method: 'GET', url: '/api/admin/jobs/?status=pending' },
    { method: 'GET', url: '/api/admin/jobs/?status=nonsense' },
    { method: 'GET', url: `/api/admin/jobs/${job.id}/` },
    { method: 'POST', url: `/api/admin/jobs/${job.id}/approve/`, payload: {} },
    { method: 'POST', url: `/api/admin/jobs/${job.id}/reject/`, payload: { reason: 'Incomplete.' } },
    { method: 'POST', url: `/api/admin/jobs/${job.id}/reject/`, payload: {} },
    { method: 'POST', url: `/api/admin/jobs/${job.id}/close/`, payload: {} },
    { method: 'GET', url: `/api/admin/jobs/${job.id}/applications/` },
    { method: 'POST', url: `/api/admin/applications/${application.id}/status/`, payload: { status: 'shortlisted' } },
    { method: 'POST', url: `/api/admin/applications/${application.id}/status/`, payload: { status: 'nonsense' } },
    { method: 'GET', url: '/api/admin/users/' },
    { method: 'GET', url: '/api/admin/users/?type=employer&q=kivu' },
    { method: 'GET', url: '/api/admin/audit-log/' },
  ];

  it('answers 401 to an anonymous caller on every endpoint', async () => {
    for (const call of calls) {
      const res = await app.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });

  it('answers 401 to an invalid token on every endpoint', async () => {
    for (const call of calls) {
      const res = await app.inject({ ...call, headers: { authorization: 'Bearer not-a-token' } });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });

  it('answers 403 to every non-staff user on every endpoint, and changes nothing', async () => {
    for (const user of [employer, professional, other]) {
      const headers = await authHeader(user);
      for (const call of calls) {
        const res = await app.inject({ ...call, headers });
        expect(res.statusCode, `${user.userType} ${call.method} ${call.url}`).toBe(403);
        expect(res.json().detail).toBe(MSG.forbidden);
      }
    }
    const staffHeaders = await authHeader(staff);
    const detail = await app.inject({ method: 'GET', url: `/api/admin/jobs/${job.id}/`, headers: staffHeaders });
    expect(detail.json().status).toBe('pending');
    const log = await app.inject({ method: 'GET', url: '/api/admin/audit-log/', headers: staffHeaders });
    expect(log.json()).toEqual([]);
  });

  it('lets staff in, whatever their user type', async () => {
    const staffEmployer = await buildUser(ctx.db, { userType: 'employer', isStaff: true });
    for (const user of [staff, staffEmployer]) {
      const res = await app.inject({ method: 'GET', url: '/api/admin/jobs/', headers: await authHeader(user) });
      expect(res.statusCode).toBe(200);
    }
  });
});
