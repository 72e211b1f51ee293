import { eq, inArray } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import { applications, jobs, professionalProfiles, storedFiles, users } from '../../src/db/schema.js';
import { buildEmployer } from '../../src/demo/factories/users.js';
import { addEmployerDemoData } from '../../src/demo/employer-sandbox.js';
import { createTestApp } from '../helpers/test-app.js';

describe('addEmployerDemoData', async () => {
  const { app, ctx, authHeader } = await createTestApp();
  const expiresAt = new Date(Date.now() + 24 * 3600_000);
  const { user: employer } = await buildEmployer(ctx.db, { user: { isDemo: true, demoExpiresAt: expiresAt } });
  const { user: neighbour } = await buildEmployer(ctx.db, { user: { isDemo: true, demoExpiresAt: expiresAt } });
  await addEmployerDemoData(ctx.db, employer.id);
  await addEmployerDemoData(ctx.db, neighbour.id);
  const headers = await authHeader(employer);
  const history = (await app.inject({ method: 'GET', url: '/hiring/employer-jobs/', headers })).json();

  it('shows the demo employer a request in every status, the rejected one with its reason', async () => {
    expect(history.map((j: { status: string }) => j.status).sort()).toEqual([
      'approved',
      'closed',
      'pending',
      'rejected',
    ]);
    expect(history.find((j: { status: string }) => j.status === 'rejected').rejection_reason).toMatch(/salary/);
  });

  it('shows the forwarded applicants of the published request with their CVs, but not the others', async () => {
    const published = history.find((j: { status: string }) => j.status === 'approved');
    expect(published.applications_count).toBe(3);
    const res = await app.inject({ method: 'GET', url: `/hiring/employer-jobs/${published.id}/applicants/`, headers });
    const applicants = res.json();
    expect(applicants.map((a: { first_name: string }) => a.first_name)).toEqual(['Amani', 'Joel']);
    expect(applicants[0]).toMatchObject({ status: 'shortlisted', skill_match_percentage: 75, missing_skills: ['HSE'] });
    expect(applicants[0].cv_file).toMatchObject({ content_type: 'application/pdf', name: 'CV Amani Kasongo.pdf' });
  });

  it('stores real PDF CVs for demo candidates who cannot sign in and expire with the sandbox', async () => {
    const rows = await ctx.db
      .select({ user: users, cvFileId: professionalProfiles.cvFileId })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(users, eq(users.id, applications.professionalId))
      .innerJoin(professionalProfiles, eq(professionalProfiles.userId, users.id))
      .where(eq(jobs.employerId, employer.id));
    expect(rows.length).toBe(4);
    for (const { user } of rows) {
      expect(user).toMatchObject({ isDemo: true, passwordHash: null, userType: 'professional' });
      expect(user.demoExpiresAt).toEqual(expiresAt);
    }
    const files = await ctx.db
      .select()
      .from(storedFiles)
      .where(
        inArray(
          storedFiles.id,
          rows.map((r) => r.cvFileId!),
        ),
      );
    for (const file of files) expect((await fileTypeFromBuffer(file.data))?.mime).toBe('application/pdf');
  });

  it("keeps each sandbox's data to itself", async () => {
    const neighbourJobs = await ctx.db.select().from(jobs).where(eq(jobs.employerId, neighbour.id));
    const ids = new Set(history.map((j: { id: number }) => j.id));
    expect(neighbourJobs).toHaveLength(4);
    for (const job of neighbourJobs) expect(ids.has(job.id)).toBe(false);
  });
});
