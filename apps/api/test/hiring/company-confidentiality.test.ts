import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { JobForProfessional, ProfessionalApplication } from '@talent/shared';
import { employerProfiles, storedFiles } from '../../src/db/schema.js';
import { buildApplication, buildJob } from '../../src/demo/factories/jobs.js';
import { buildEmployer, buildProfessional } from '../../src/demo/factories/users.js';
import { createTestApp } from '../helpers/test-app.js';

describe('company details in the jobs and applications lists', async () => {
  const { app, ctx, authHeader } = await createTestApp();
  const db = ctx.db;
  type Who = { id: string; userType: string };

  const jobsSeenBy = async (user: Who) =>
    (
      await app.inject({ method: 'GET', url: '/hiring/jobs/?show_all=true', headers: await authHeader(user) })
    ).json() as JobForProfessional[];
  const applicationsOf = async (user: Who) =>
    (
      await app.inject({ method: 'GET', url: '/hiring/applications/', headers: await authHeader(user) })
    ).json() as ProfessionalApplication[];

  let jobId: number;
  const applicants = {} as Record<'submitted' | 'shortlisted' | 'hired' | 'rejected' | 'none', Who>;

  beforeAll(async () => {
    const { user: employer } = await buildEmployer(db, {
      profile: {
        companyName: 'Lualaba Copper SA',
        description: 'Copper and cobalt producer.',
        officeLocation: 'Kolwezi, DR Congo',
      },
    });
    const [logo] = await db
      .insert(storedFiles)
      .values({
        ownerId: employer.id,
        kind: 'company_logo',
        contentType: 'image/png',
        filename: 'logo.png',
        size: 4,
        sha256: 'x',
        data: Buffer.from('logo'),
      })
      .returning();
    await db
      .update(employerProfiles)
      .set({ companyLogoFileId: logo!.id })
      .where(eq(employerProfiles.userId, employer.id));
    jobId = (await buildJob(db, { employerId: employer.id, jobTitle: 'Metallurgist' })).id;
    for (const status of ['submitted', 'shortlisted', 'hired', 'rejected'] as const) {
      applicants[status] = (await buildProfessional(db)).user;
      await buildApplication(db, { jobId, professionalId: applicants[status].id, status });
    }
    applicants.none = (await buildProfessional(db)).user;
  });

  it('reveals the company to a shortlisted or hired applicant, in both lists', async () => {
    for (const status of ['shortlisted', 'hired'] as const) {
      const job = (await jobsSeenBy(applicants[status])).find((j) => j.id === jobId)!;
      expect(job.application_status).toBe(status);
      expect(job.company).toMatchObject({
        company_name: 'Lualaba Copper SA',
        company_website: 'https://kivumining.example.cd',
        description: 'Copper and cobalt producer.',
        office_location: 'Kolwezi, DR Congo',
      });
      expect(job.company!.company_logo).toMatch(/^\/files\/[0-9a-f-]{36}\/\?exp=\d+&sig=/);
      const [application] = await applicationsOf(applicants[status]);
      expect(application!.company).toEqual(job.company);
    }
  });

  it('hides it from applicants who are not shortlisted and from other professionals', async () => {
    for (const who of ['submitted', 'rejected', 'none'] as const) {
      const jobs = await jobsSeenBy(applicants[who]);
      const job = jobs.find((j) => j.id === jobId)!;
      expect(job.company, who).toBeNull();
      expect(job.industry).toBe('Mining');
      const everything = JSON.stringify([jobs, await applicationsOf(applicants[who])]);
      for (const secret of ['Lualaba', 'kivumining', '/files/', 'Copper and cobalt', 'Kolwezi']) {
        expect(everything, `${who}: ${secret}`).not.toContain(secret);
      }
    }
  });
});
