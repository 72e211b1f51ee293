import { describe, expect, it } from 'vitest';
import { MSG } from '@talent/shared';
import { buildApplicationRow, buildJobRequest } from '../../src/demo/factories/hiring.js';
import { buildEmployer, buildProfessional, buildUser } from '../../src/demo/factories/users.js';
import { createTestApp } from '../helpers/test-app.js';
import { fieldErrorsOf } from '../helpers/field-errors.js';

describe('GET /api/admin/users/', async () => {
  const { app, ctx, authHeader } = await createTestApp();
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
  const staff = await buildUser(ctx.db, {
    userType: 'other',
    isStaff: true,
    email: 'staff@congotalent.cd',
    createdAt: minutesAgo(60),
  });
  const headers = await authHeader(staff);
  const { user: employer } = await buildEmployer(ctx.db, {
    user: { email: 'hr@kivu.example.cd', createdAt: minutesAgo(30) },
    profile: { companyName: 'Kivu 100%_Mining', onboardingCompleted: true },
  });
  const { user: professional } = await buildProfessional(ctx.db, {
    user: {
      firstName: 'Amani',
      lastName: 'Kasongo',
      email: 'amani@example.cd',
      createdAt: minutesAgo(10),
      lastLoginAt: minutesAgo(5),
    },
  });
  const job = await buildJobRequest(ctx.db, { employerId: employer.id, status: 'approved' });
  await buildJobRequest(ctx.db, { employerId: employer.id });
  await buildApplicationRow(ctx.db, { jobId: job.id, professionalId: professional.id });

  const get = (query = '') => app.inject({ method: 'GET', url: `/api/admin/users/${query}`, headers });
  const emails = (list: { email: string }[]) => list.map((u) => u.email);

  it('refuses an unknown type with 400', async () => {
    const res = await get('?type=admin');
    expect(res.statusCode).toBe(400);
    expect(fieldErrorsOf(res)).toEqual({ type: [MSG.invalidChoice] });
  });

  it('lists users newest first with their onboarding state and activity', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(emails(list)).toEqual(['amani@example.cd', 'hr@kivu.example.cd', 'staff@congotalent.cd']);
    expect(res.headers['x-total-count']).toBe('3');
    expect(list[0]).toMatchObject({
      id: professional.id,
      user_type: 'professional',
      first_name: 'Amani',
      is_staff: false,
      onboarding_completed: false,
      jobs_submitted: 0,
      applications_made: 1,
      last_login_at: professional.lastLoginAt!.toISOString(),
    });
    expect(list[1]).toMatchObject({
      user_type: 'employer',
      company_name: 'Kivu 100%_Mining',
      onboarding_completed: true,
      jobs_submitted: 2,
      applications_made: 0,
      last_login_at: null,
    });
    expect(list[2]).toMatchObject({ user_type: 'other', is_staff: true, company_name: null });
  });

  it('filters by type and searches e-mail, names and company, taking % and _ literally', async () => {
    expect(emails((await get('?type=employer')).json())).toEqual(['hr@kivu.example.cd']);
    expect(emails((await get('?q=KASONGO')).json())).toEqual(['amani@example.cd']);
    expect(emails((await get('?q=amani%20kas')).json())).toEqual(['amani@example.cd']);
    expect(emails((await get('?q=100%25_')).json())).toEqual(['hr@kivu.example.cd']);
    expect(emails((await get('?q=%25')).json())).toEqual(['hr@kivu.example.cd']);
    expect(emails((await get('?q=congotalent&type=professional')).json())).toEqual([]);
    const res = await get('?q=example.cd&page_size=1');
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.json()).toHaveLength(1);
  });
});
