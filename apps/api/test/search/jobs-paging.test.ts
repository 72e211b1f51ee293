import { beforeAll, describe, expect, it } from 'vitest';
import { normaliseSkills, type JobForProfessional } from '@talent/shared';
import { buildJob } from '../../src/demo/factories/jobs.js';
import { buildEmployer, buildProfessional } from '../../src/demo/factories/users.js';
import { createTestApp } from '../helpers/test-app.js';

describe('paging of GET /hiring/jobs/', async () => {
  const { app, ctx, authHeader } = await createTestApp();
  let header: { authorization: string };
  const get = (url: string) => app.inject({ method: 'GET', url, headers: header });

  beforeAll(async () => {
    const skills = ['Welding', 'Masonry'];
    const { user } = await buildProfessional(ctx.db, {
      profile: { skills, skillsNormalized: normaliseSkills(skills) },
    });
    header = await authHeader(user);
    const { user: employer } = await buildEmployer(ctx.db);
    // 25 jobs, 15 of which ask for welding; job n is n minutes old.
    for (let n = 1; n <= 25; n++) {
      await buildJob(ctx.db, {
        employerId: employer.id,
        jobTitle: `Job ${n}`,
        requiredSkills: n <= 15 ? 'Welding' : 'Plumbing',
        submittedAt: new Date(Date.now() - n * 60_000),
      });
    }
  });

  it('gives 20 jobs by default, the total and a link to the next page', async () => {
    const res = await get('/hiring/jobs/?show_all=true');
    expect(res.json()).toHaveLength(20);
    expect(res.headers['x-total-count']).toBe('25');
    expect(res.headers.link).toBe('</hiring/jobs/?show_all=true&page=2&page_size=20>; rel="next"');
  });

  it('follows the link to the last page, which links back but not forward', async () => {
    const first = (await get('/hiring/jobs/?show_all=true&page_size=10')).json() as JobForProfessional[];
    const last = await get('/hiring/jobs/?show_all=true&page_size=10&page=3');
    const lastJobs = last.json() as JobForProfessional[];
    expect(lastJobs.map((j) => j.job_title)).toEqual(['Job 21', 'Job 22', 'Job 23', 'Job 24', 'Job 25']);
    expect(last.headers.link).toBe('</hiring/jobs/?show_all=true&page_size=10&page=2>; rel="prev"');
    expect(first.map((j) => j.job_title)[0]).toBe('Job 1');
  });

  it('pages the skill-matched list with its own total', async () => {
    const second = await get('/hiring/jobs/?page=2&page_size=10');
    expect((second.json() as JobForProfessional[]).map((j) => j.job_title)).toEqual([
      'Job 11',
      'Job 12',
      'Job 13',
      'Job 14',
      'Job 15',
    ]);
    expect(second.headers['x-total-count']).toBe('15');
    expect(second.headers.link).not.toContain('rel="next"');
  });

  it('gives an empty page past the end, still with the total', async () => {
    for (const url of ['/hiring/jobs/?page=9', '/hiring/jobs/?show_all=true&page=9']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
      expect(res.headers['x-total-count']).toBe(url.includes('show_all') ? '25' : '15');
    }
  });

  it('lowers a page size above 100 to 100 rather than refusing it', async () => {
    const res = await get('/hiring/jobs/?show_all=true&page_size=500');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(25);
  });
});
