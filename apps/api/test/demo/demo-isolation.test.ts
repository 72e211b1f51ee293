import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG, type JobForProfessional } from '@talent/shared';
import { applications, jobs } from '../../src/db/schema.js';
import { buildJob } from '../../src/demo/factories/jobs.js';
import { buildEmployer, buildProfessional } from '../../src/demo/factories/users.js';
import { seedDemoMarket } from '../../src/demo/market.js';
import { bearer } from '../helpers/accounts.js';
import { createTestApp } from '../helpers/test-app.js';
import { detailOf } from '../helpers/field-errors.js';

describe('demo sandboxes and real data, both ways', async () => {
  const { app, ctx, authHeader } = await createTestApp();
  await seedDemoMarket(ctx.db);
  // A real employer's open job, in a town the demo market has no job in, matching the sandbox's skills.
  const { user: realEmployer } = await buildEmployer(ctx.db, { profile: { industry: 'Logistique Réelle' } });
  const realJob = await buildJob(ctx.db, {
    employerId: realEmployer.id,
    jobTitle: 'Quarry Supervisor Tshikapa',
    jobLocation: 'Tshikapa, DR Congo',
    requiredSkills: 'Civil Engineering, AutoCAD, Site Supervision',
  });

  const demoLogin = async (userType: 'professional' | 'employer') => {
    const res = await app.inject({ method: 'POST', url: '/api/demo-login/', payload: { user_type: userType } });
    expect(res.statusCode).toBe(201);
    return bearer(res.json().access as string);
  };
  const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });
  const allJobs = async (headers: Record<string, string>, query = '') =>
    (await get(`/hiring/jobs/?show_all=true&page_size=100${query}`, headers)).json() as JobForProfessional[];

  it('shows a demo professional no real job: not in the lists, the search, the facets or the town suggestions', async () => {
    const headers = await demoLogin('professional');
    const listed = await allJobs(headers);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.map((j) => j.id)).not.toContain(realJob.id);
    const matched = (await get('/hiring/jobs/?page_size=100', headers)).json() as JobForProfessional[];
    expect(matched.length).toBeGreaterThan(0);
    expect(matched.map((j) => j.id)).not.toContain(realJob.id);
    const filtered = (await get('/hiring/jobs/?page_size=100&sort=salary', headers)).json() as JobForProfessional[];
    expect(filtered.map((j) => j.id)).not.toContain(realJob.id);
    expect(await allJobs(headers, '&q=Tshikapa')).toEqual([]);
    // The sector finds the demo market's own logistics jobs, and still not the real one.
    const logistics = await allJobs(headers, '&industry=Logistique');
    expect(logistics.length).toBeGreaterThan(0);
    expect(logistics.map((j) => j.id)).not.toContain(realJob.id);
    const facets = (await get('/hiring/jobs/facets/?show_all=true&location=Tshikapa', headers)).json();
    expect(facets.total).toBe(0);
    expect((await get('/hiring/jobs/locations/?prefix=Tshi', headers)).json()).toEqual([]);
  });

  it("refuses a demo professional's application to a real job as if it were not open, and stores nothing", async () => {
    const headers = await demoLogin('professional');
    const res = await app.inject({
      method: 'POST',
      url: '/hiring/applications/',
      headers,
      payload: { job_id: realJob.id },
    });
    expect(res.statusCode).toBe(404);
    expect(detailOf(res)).toEqual({ detail: MSG.jobNotOpen, code: 'job_not_open' });
    expect(await ctx.db.select().from(applications).where(eq(applications.jobId, realJob.id))).toEqual([]);
    // The demo market stays open to it.
    const demoJob = (await allJobs(headers)).find((j) => !j.has_applied)!;
    const applied = await app.inject({
      method: 'POST',
      url: '/hiring/applications/',
      headers,
      payload: { job_id: demoJob.id },
    });
    expect(applied.statusCode).toBe(201);
  });

  it("keeps a demo employer's requests away from real professionals, who cannot apply to them", async () => {
    const employerHeaders = await demoLogin('employer');
    const sandboxJobs = (await get('/hiring/employer-jobs/', employerHeaders)).json() as {
      id: number;
      status: string;
    }[];
    const published = sandboxJobs.find((j) => j.status === 'approved')!;
    const { user: professional } = await buildProfessional(ctx.db);
    const headers = await authHeader(professional);
    expect((await allJobs(headers)).map((j) => j.id)).not.toContain(published.id);
    const res = await app.inject({
      method: 'POST',
      url: '/hiring/applications/',
      headers,
      payload: { job_id: published.id },
    });
    expect(res.statusCode).toBe(404);
    // A real professional still sees and applies to the real job.
    expect((await allJobs(headers)).map((j) => j.id)).toContain(realJob.id);
    const real = await app.inject({
      method: 'POST',
      url: '/hiring/applications/',
      headers,
      payload: { job_id: realJob.id },
    });
    expect(real.statusCode).toBe(201);
    const stored = await ctx.db
      .select()
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(eq(applications.professionalId, professional.id), eq(jobs.id, published.id)));
    expect(stored).toEqual([]);
  });
});
