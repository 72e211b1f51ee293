import { eq, lt, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, normalisePhone } from '@talent/shared';
import { applications, employerProfiles, jobs, professionalProfiles, storedFiles, users } from '../../src/db/schema.js';
import { buildProfessional } from '../../src/demo/factories/users.js';
import { backgroundJobs } from '../../src/background-jobs.js';
import { employerSandboxExtras, professionalSandboxExtras } from '../../src/demo/extras.js';
import { createTestApp } from '../helpers/test-app.js';
import { bearer, login } from '../helpers/accounts.js';
import { fieldErrorsOf } from '../helpers/field-errors.js';

describe('POST /api/demo-login/', async () => {
  const { app, ctx } = await createTestApp({ DEMO_TTL_HOURS: 24 });
  const demo = (payload: object) => app.inject({ method: 'POST', url: '/api/demo-login/', payload });

  it('needs a user type of professional or employer (400)', async () => {
    const res = await demo({ user_type: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(fieldErrorsOf(res)).toEqual({ user_type: ['Choose Skilled Professional or Employer.'] });
  });

  it('creates a professional sandbox with a complete profile, a real CV and a photo', async () => {
    const res = await demo({ user_type: 'professional' });
    expect(res.statusCode).toBe(201);
    const { access, refresh, user } = res.json();
    expect(access).toEqual(expect.any(String));
    expect(refresh).toEqual(expect.any(String));
    expect(user.email).toMatch(/^demo-[0-9a-f]{12}@demo\.congotalent\.cd$/);
    expect(user).toMatchObject({ user_type: 'professional', is_demo: true, onboarding_completed: true, country: 'CD' });
    expect(user.first_name).not.toBe('');
    expect(user.skills.length).toBeGreaterThan(3);
    expect(normalisePhone(user.phone_number, 'CD')).toBe(user.phone_number);
    const [row] = await ctx.db.select().from(professionalProfiles).where(eq(professionalProfiles.userId, user.id));
    expect(row!.skillsNormalized.length).toBeGreaterThan(3);

    const cv = await app.inject({ method: 'GET', url: user.cv });
    expect(cv.headers['content-type']).toBe('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(cv.rawPayload)), { mergePages: true });
    expect(text).toContain(`${user.first_name} ${user.last_name}`);
    const photo = await app.inject({ method: 'GET', url: user.profile_photo });
    // Stored as an upload would be: re-encoded, JPEG unless the client takes WebP.
    expect(photo.headers['content-type']).toBe('image/jpeg');
    // The jobs part's demo data (registered in demo/extras.ts) came with it.
    const applied = await ctx.db.select().from(applications).where(eq(applications.professionalId, user.id));
    expect(applied.length).toBeGreaterThan(0);
  });

  it('creates an employer sandbox with company, hiring team and logo', async () => {
    const res = await demo({ user_type: 'employer' });
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({ user_type: 'employer', is_demo: true, onboarding_completed: true });
    expect(user.profile).toMatchObject({ email: user.email, country: 'CD' });
    for (const field of [
      'company_name',
      'industry',
      'company_website',
      'company_size',
      'job_title',
      'office_location',
      'description',
    ]) {
      expect(user.profile[field], field).toEqual(expect.stringMatching(/\S/));
    }
    const logo = await app.inject({ method: 'GET', url: user.company_logo });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/jpeg');
    // The hiring part's demo data (registered in demo/extras.ts) came with it.
    const requests = await ctx.db.select().from(jobs).where(eq(jobs.employerId, user.id));
    expect(requests.length).toBeGreaterThan(0);
  });

  it('gives each visitor a sandbox of their own', async () => {
    const a = (await demo({ user_type: 'professional' })).json().user;
    const b = (await demo({ user_type: 'professional' })).json().user;
    expect(a.id).not.toBe(b.id);
    expect(a.email).not.toBe(b.email);
  });

  it('logs in again with the returned e-mail and the demo password, and expires after DEMO_TTL_HOURS', async () => {
    const { user } = (await demo({ user_type: 'employer' })).json();
    const again = await login(app, user.email, DEMO_PASSWORD);
    expect(again.user.id).toBe(user.id);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    const hours = (row!.demoExpiresAt!.getTime() - row!.createdAt.getTime()) / 3600_000;
    expect(Math.round(hours)).toBe(24);
  });

  it('cannot change its password (403)', async () => {
    const { access } = (await demo({ user_type: 'professional' })).json();
    const res = await app.inject({
      method: 'POST',
      url: '/api/change-password/',
      headers: bearer(access),
      payload: { current_password: DEMO_PASSWORD, new_password: 'my-own-password' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('Demo accounts cannot change their password or e-mail.');
  });

  it('runs the extras that other parts register, in the same transaction', async () => {
    const seen: string[] = [];
    const extra = async (_db: unknown, userId: string) => void seen.push(userId);
    professionalSandboxExtras.push(extra);
    employerSandboxExtras.push(extra);
    try {
      const pro = (await demo({ user_type: 'professional' })).json().user;
      const emp = (await demo({ user_type: 'employer' })).json().user;
      expect(seen).toEqual([pro.id, emp.id]);
    } finally {
      professionalSandboxExtras.pop();
      employerSandboxExtras.pop();
    }
  });

  it('leaves nothing behind when an extra fails', async () => {
    const count = async () => (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;
    const before = await count();
    professionalSandboxExtras.push(async () => {
      throw new Error('demo data could not be built');
    });
    try {
      const res = await demo({ user_type: 'professional' });
      expect(res.statusCode).toBe(500);
      expect(res.json().detail).toBe('Something went wrong on our side. Please try again later.');
    } finally {
      professionalSandboxExtras.pop();
    }
    expect(await count()).toBe(before);
  });
});

describe('the expired demo accounts job', async () => {
  const { app, ctx } = await createTestApp();
  const job = backgroundJobs.find((j) => j.name === 'delete-expired-demo-accounts')!;

  it('deletes the expired demo accounts with their profiles and files, and keeps the others', async () => {
    const expired = (
      await app.inject({ method: 'POST', url: '/api/demo-login/', payload: { user_type: 'employer' } })
    ).json().user;
    const live = (
      await app.inject({ method: 'POST', url: '/api/demo-login/', payload: { user_type: 'professional' } })
    ).json().user;
    const { user: regular } = await buildProfessional(ctx.db);
    // The sandbox is the account and the demo records made with it, which expire at the same time.
    const [sandbox] = await ctx.db.select().from(users).where(eq(users.id, expired.id));
    await ctx.db
      .update(users)
      .set({ demoExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(users.demoExpiresAt, sandbox!.demoExpiresAt!));

    await job.run(ctx);

    const left = new Set((await ctx.db.select({ id: users.id }).from(users)).map((u) => u.id));
    expect(left.has(expired.id)).toBe(false);
    expect(left.has(live.id)).toBe(true);
    expect(left.has(regular.id)).toBe(true);
    expect(await ctx.db.select().from(users).where(lt(users.demoExpiresAt, new Date()))).toEqual([]);
    expect(await ctx.db.select().from(employerProfiles).where(eq(employerProfiles.userId, expired.id))).toEqual([]);
    expect(await ctx.db.select().from(storedFiles).where(eq(storedFiles.ownerId, expired.id))).toEqual([]);
  });
});
