import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { professionalProfiles } from '../src/db/schema.js';
import { buildStoredFile } from '../src/factories/files.js';
import { buildApplication, buildJob } from '../src/factories/jobs.js';
import { buildEmployer, buildProfessional, FACTORY_PASSWORD } from '../src/factories/users.js';
import { login } from './helpers/accounts.js';
import { createTestApp } from './helpers/test-app.js';

/** A CV of the person's own, stored as an upload stores it. */
async function storeCv(db: Parameters<typeof buildProfessional>[0], ownerId: string, text: string) {
  const data = Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);
  const file = await buildStoredFile(db, ownerId, { data, filename: '../CV Amani.pdf' });
  await db.update(professionalProfiles).set({ cvFileId: file.id }).where(eq(professionalProfiles.userId, ownerId));
  return data;
}

describe('GET /api/me/export/: what the site holds about you, as a ZIP', async () => {
  const { app, ctx, authHeader } = await createTestApp();

  const exportOf = async (user: { id: string; userType: string }) => {
    const res = await app.inject({ method: 'GET', url: '/api/me/export/', headers: await authHeader(user) });
    expect(res.statusCode, res.body).toBe(200);
    return { res, entries: unzipSync(new Uint8Array(res.rawPayload)) };
  };

  it("holds the person's account, profile, applications, settings, sign-ins and files, and nobody else's", async () => {
    const { user: amani } = await buildProfessional(ctx.db, { user: { firstName: 'Amani', language: 'fr' } });
    const { user: grace } = await buildProfessional(ctx.db, { user: { firstName: 'Grace' } });
    const cv = await storeCv(ctx.db, amani.id, 'Amani CV');
    await storeCv(ctx.db, grace.id, 'Grace CV');
    const job = await buildJob(ctx.db, { jobTitle: 'Ingénieur électricien' });
    await buildApplication(ctx.db, { jobId: job.id, professionalId: amani.id, coverLetter: 'Lettre d’Amani' });
    await buildApplication(ctx.db, { jobId: job.id, professionalId: grace.id, coverLetter: 'Letter from Grace' });
    await login(app, amani.email, FACTORY_PASSWORD);
    const headers = await authHeader(amani);
    await app.inject({ method: 'PATCH', url: '/api/email-settings/', headers, payload: { job_alerts: false } });
    await app.inject({ method: 'PATCH', url: '/api/sms-settings/', headers, payload: { job_alerts: true } });

    const { res, entries } = await exportOf(amani);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="congo-talent-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(Object.keys(entries).sort()).toEqual(['data.json', 'files/cv/__CV Amani.pdf'].sort());
    expect(Buffer.from(entries['files/cv/__CV Amani.pdf']!)).toEqual(cv);
    const data = JSON.parse(strFromU8(entries['data.json']!));
    expect(data.account).toMatchObject({ id: amani.id, email: amani.email, first_name: 'Amani', language: 'fr' });
    expect(data.account).not.toHaveProperty('password_hash');
    expect(data.professional_profile).toMatchObject({ phone_number: '+243812345678' });
    expect(data.applications).toEqual([
      expect.objectContaining({
        job_title: 'Ingénieur électricien',
        cover_letter: 'Lettre d’Amani',
        status: 'submitted',
      }),
    ]);
    expect(data.email_settings).toMatchObject({ applications: true, job_alerts: false });
    expect(data.sms_choices).toEqual([
      expect.objectContaining({ category: 'job_alerts', enabled: true, source: 'web', changed_at: expect.any(String) }),
    ]);
    expect(data.account_events.map((e: { action: string }) => e.action)).toContain('auth.sign_in');
    expect(data.files).toEqual([expect.objectContaining({ name: 'files/cv/__CV Amani.pdf', kind: 'cv' })]);
    // Nobody else's letter, name or file.
    const text = strFromU8(entries['data.json']!);
    expect(text).not.toContain('Grace');
    expect(text).not.toContain(grace.id);
  });

  it("gives an employer its requests but not its applicants' data", async () => {
    const { user: employer } = await buildEmployer(ctx.db);
    const job = await buildJob(ctx.db, { employerId: employer.id, jobTitle: 'Comptable' });
    const { user: applicant } = await buildProfessional(ctx.db, { user: { firstName: 'Joël' } });
    await buildApplication(ctx.db, {
      jobId: job.id,
      professionalId: applicant.id,
      coverLetter: 'Private letter',
      status: 'shortlisted',
    });
    const { entries } = await exportOf(employer);
    const data = JSON.parse(strFromU8(entries['data.json']!));
    expect(data.job_requests).toEqual([expect.objectContaining({ id: job.id, job_title: 'Comptable' })]);
    expect(data.employer_profile).toMatchObject({ company_name: expect.any(String) });
    const text = strFromU8(entries['data.json']!);
    expect(text).not.toContain('Private letter');
    expect(text).not.toContain(applicant.email);
  });

  it('answers 401 to nobody signed in', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/me/export/' })).statusCode).toBe(401);
  });
});
