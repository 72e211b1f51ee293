import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobAlerts, notifications, professionalProfiles, storedFiles, users } from '../src/db/schema.js';
import { buildStoredFile } from '../src/factories/files.js';
import { buildApplication, buildJob } from '../src/factories/jobs.js';
import { buildEmployer, buildProfessional, buildUser, FACTORY_PASSWORD } from '../src/factories/users.js';
import { login, professionalRegistration } from './helpers/accounts.js';
import { createTestApp } from './helpers/test-app.js';

describe('DELETE /api/me/: a person deletes their account', async () => {
  const { app, ctx, authHeader } = await createTestApp();

  it('ends every session, removes files and personal data, keeps the application anonymous, frees the address', async () => {
    const { user } = await buildProfessional(ctx.db, { user: { firstName: 'Amani', lastName: 'Kasongo' } });
    const cv = await buildStoredFile(ctx.db, user.id);
    await ctx.db.update(professionalProfiles).set({ cvFileId: cv.id }).where(eq(professionalProfiles.userId, user.id));
    const { user: employer } = await buildEmployer(ctx.db);
    const job = await buildJob(ctx.db, { employerId: employer.id });
    const application = await buildApplication(ctx.db, {
      jobId: job.id,
      professionalId: user.id,
      coverLetter: 'Je suis très motivé.',
      status: 'shortlisted',
    });
    await ctx.db.insert(jobAlerts).values({
      userId: user.id,
      name: 'Kinshasa',
      frequency: 'daily',
      search: {},
      nextRunAt: new Date(),
    });
    await ctx.db.insert(notifications).values({ userId: user.id, kind: 'application_status', data: {} });
    const session = await login(app, user.email, FACTORY_PASSWORD);
    const headers = { authorization: `Bearer ${session.access}` };

    const wrong = await app.inject({ method: 'DELETE', url: '/api/me/', headers, payload: { password: 'not-it' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().codes).toEqual({ password: [{ code: 'currentPasswordWrong' }] });
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/me/',
      headers,
      payload: { password: FACTORY_PASSWORD },
    });
    expect(deleted.statusCode).toBe(204);

    // No session goes on, and nothing signs in.
    expect((await app.inject({ method: 'GET', url: '/api/user-status/', headers })).statusCode).toBe(401);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: session.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { email: user.email, password: FACTORY_PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);

    // Files and personal records gone; the row is emptied.
    expect(await ctx.db.select().from(storedFiles).where(eq(storedFiles.ownerId, user.id))).toEqual([]);
    expect(await ctx.db.select().from(professionalProfiles).where(eq(professionalProfiles.userId, user.id))).toEqual(
      [],
    );
    expect(await ctx.db.select().from(jobAlerts).where(eq(jobAlerts.userId, user.id))).toEqual([]);
    expect(await ctx.db.select().from(notifications).where(eq(notifications.userId, user.id))).toEqual([]);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ firstName: '', lastName: '', passwordHash: null });
    expect(row!.email).not.toBe(user.email);
    expect(row!.deletedAt).not.toBeNull();

    // The employer still sees that someone applied, and nothing of who.
    const applicants = await app.inject({
      method: 'GET',
      url: `/hiring/employer-jobs/${job.id}/applicants/`,
      headers: await authHeader(employer),
    });
    const [shown] = applicants.json();
    expect(shown).toMatchObject({
      id: application.id,
      status: 'shortlisted',
      first_name: '',
      last_name: '',
      email: '',
      phone_number: null,
      cover_letter: '',
      cv: null,
      profile_photo: null,
    });

    // The address registers again.
    const again = await app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: professionalRegistration({ email: user.email }),
    });
    expect(again.statusCode, again.body).toBe(201);
  });

  it("closes an employer's open jobs and tells their applicants", async () => {
    const { user: employer } = await buildEmployer(ctx.db);
    const job = await buildJob(ctx.db, { employerId: employer.id, jobTitle: 'Comptable' });
    const { user: applicant } = await buildProfessional(ctx.db);
    await buildApplication(ctx.db, { jobId: job.id, professionalId: applicant.id });
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/me/',
      headers: await authHeader(employer),
      payload: { password: FACTORY_PASSWORD },
    });
    expect(res.statusCode).toBe(204);
    const told = await ctx.db.select().from(notifications).where(eq(notifications.userId, applicant.id));
    expect(told.map((n) => n.kind)).toEqual(['job_closed']);
  });

  it('refuses staff, and an account without a password says how to get one', async () => {
    const staff = await buildUser(ctx.db, { isStaff: true, userType: 'other' });
    const refused = await app.inject({
      method: 'DELETE',
      url: '/api/me/',
      headers: await authHeader(staff),
      payload: { password: FACTORY_PASSWORD },
    });
    expect(refused.statusCode).toBe(403);
    const { user: social } = await buildProfessional(ctx.db, { user: { passwordHash: null } });
    const noPassword = await app.inject({
      method: 'DELETE',
      url: '/api/me/',
      headers: await authHeader(social),
      payload: { password: 'anything' },
    });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().codes).toEqual({ password: [{ code: 'accountDeletionNeedsPassword' }] });
  });
});
