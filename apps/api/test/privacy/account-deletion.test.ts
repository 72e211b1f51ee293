import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import {
  deletionCodes,
  jobAlerts,
  notifications,
  outbox,
  professionalProfiles,
  storedFiles,
  users,
} from '../../src/db/schema.js';
import { buildStoredFile } from '../../src/demo/factories/files.js';
import { buildApplication, buildJob } from '../../src/demo/factories/jobs.js';
import { buildEmployer, buildProfessional, buildUser, FACTORY_PASSWORD } from '../../src/demo/factories/users.js';
import { login, professionalRegistration } from '../helpers/accounts.js';
import { createTestApp } from '../helpers/test-app.js';

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
    // The employer's notices that forwarded Amani: one naming her by id, one written before notices carried it; and
    // another applicant's, of the same name, forwarded to another employer, which keeps its name.
    const { user: otherEmployer } = await buildEmployer(ctx.db);
    await ctx.db.insert(notifications).values([
      {
        userId: employer.id,
        kind: 'applicant_forwarded',
        data: { job_title: 'Comptable', applicant: 'Amani Kasongo', applicant_id: user.id },
      },
      {
        userId: employer.id,
        kind: 'applicant_forwarded',
        data: { job_title: 'Comptable', applicant: 'Amani Kasongo' },
      },
      {
        userId: otherEmployer.id,
        kind: 'applicant_forwarded',
        data: { job_title: 'Caissière', applicant: 'Amani Kasongo' },
      },
    ]);
    const session = await login(app, user.email, FACTORY_PASSWORD);
    const headers = { authorization: `Bearer ${session.access}` };
    const applicantsOfJob = async () =>
      (
        await app.inject({
          method: 'GET',
          url: `/hiring/employer-jobs/${job.id}/applicants/`,
          headers: await authHeader(employer),
        })
      ).json();
    expect((await applicantsOfJob())[0]).toMatchObject({ applicant_deleted: false, first_name: 'Amani' });

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
    const forwarded = async (to: string) =>
      (await ctx.db.select().from(notifications).where(eq(notifications.userId, to))).map((n) => n.data);
    expect(await forwarded(employer.id)).toEqual(
      expect.arrayContaining([{ job_title: 'Comptable', applicant_id: user.id }, { job_title: 'Comptable' }]),
    );
    expect(await forwarded(employer.id)).toHaveLength(2);
    expect(await forwarded(otherEmployer.id)).toEqual([{ job_title: 'Caissière', applicant: 'Amani Kasongo' }]);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ firstName: '', lastName: '', passwordHash: null });
    expect(row!.email).not.toBe(user.email);
    expect(row!.deletedAt).not.toBeNull();

    // The employer still sees that someone applied, and when, and is told the account is gone: nothing of who, and
    // no skill match (the skills went with the profile; a match would read 0%).
    const [shown] = await applicantsOfJob();
    expect(shown).toEqual({
      id: application.id,
      job_id: job.id,
      status: 'shortlisted',
      closed_reason: null,
      applied_at: application.createdAt.toISOString(),
      status_changed_at: expect.any(String),
      applicant_deleted: true,
      cover_letter: '',
      first_name: '',
      last_name: '',
      email: '',
      phone_number: null,
      country: null,
      current_job_title: null,
      years_of_experience: null,
      professional_summary: null,
      linkedin_profile_url: null,
      skills: [],
      skill_match_percentage: null,
      matched_skills: [],
      related_skills: [],
      missing_skills: [],
      cv: null,
      cv_file: null,
      profile_photo: null,
      profile_photo_file: null,
      offer: null,
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

  it('refuses staff on both routes, and an account with a password needs it', async () => {
    const staff = await buildUser(ctx.db, { isStaff: true, userType: 'other' });
    const headers = await authHeader(staff);
    const refused = await app.inject({
      method: 'DELETE',
      url: '/api/me/',
      headers,
      payload: { password: FACTORY_PASSWORD },
    });
    expect(refused.statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/me/deletion-code/', headers })).statusCode).toBe(403);

    const { user } = await buildProfessional(ctx.db);
    const mine = await authHeader(user);
    const noPassword = await app.inject({ method: 'DELETE', url: '/api/me/', headers: mine, payload: {} });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().codes).toEqual({ password: [{ code: 'currentPasswordRequired' }] });
    const code = await app.inject({ method: 'POST', url: '/api/me/deletion-code/', headers: mine });
    expect(code.statusCode).toBe(400);
    expect(code.json().detail_code).toEqual({ code: 'deletionNeedsNoCode' });
  });

  it('deletes an account without a password with the code mailed to it, five guesses a code', async () => {
    const { user } = await buildProfessional(ctx.db, { user: { passwordHash: null, language: 'fr' } });
    const headers = await authHeader(user);
    const remove = (payload: object) => app.inject({ method: 'DELETE', url: '/api/me/', headers, payload });
    const askCode = () => app.inject({ method: 'POST', url: '/api/me/deletion-code/', headers });
    const mailedCode = async () => {
      const mails = await ctx.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.userId, user.id), eq(outbox.kind, 'deletion_code')))
        .orderBy(desc(outbox.id));
      expect(mails[0]!.language).toBe('fr');
      expect(mails[0]!.recipient).toBe(user.email);
      return /(\d{3})\u202f(\d{3})/.exec(mails[0]!.subject)!.slice(1).join('');
    };
    /** Lets the minute between two codes pass. */
    const aMinuteLater = () =>
      ctx.db
        .update(deletionCodes)
        .set({ createdAt: new Date(Date.now() - 61_000) })
        .where(eq(deletionCodes.userId, user.id));

    const status = await app.inject({ method: 'GET', url: '/api/user-status/', headers });
    expect(status.json()).toMatchObject({ has_password: false });

    // Without a code asked for, there is none to give.
    expect((await remove({ code: '123456' })).json().codes).toEqual({ code: [{ code: 'deletionCodeSpent' }] });

    const sent = await askCode();
    expect(sent.statusCode).toBe(202);
    expect(sent.json().detail).toContain(user.email);
    const first = await mailedCode();
    const again = await askCode();
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);

    const wrong = first === '000000' ? '000001' : '000000';
    for (let i = 0; i < 4; i++) {
      const res = await remove({ code: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json().codes).toEqual({ code: [{ code: 'deletionCodeWrong' }] });
    }
    // The fifth wrong guess spends the code: the right one no longer works.
    expect((await remove({ code: wrong })).json().codes).toEqual({ code: [{ code: 'deletionCodeSpent' }] });
    expect((await remove({ code: first })).json().codes).toEqual({ code: [{ code: 'deletionCodeSpent' }] });
    expect((await remove({ code: 'abc' })).json().codes).toEqual({ code: [{ code: 'deletionCodeWrong' }] });

    await aMinuteLater();
    expect((await askCode()).statusCode).toBe(202);
    const second = await mailedCode();
    // As copied from the mail, with the space between its two groups.
    expect((await remove({ code: `${second.slice(0, 3)}\u202f${second.slice(3)} ` })).statusCode).toBe(204);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.deletedAt).not.toBeNull();
    expect(await ctx.db.select().from(deletionCodes).where(eq(deletionCodes.userId, user.id))).toEqual([]);
  });
});
