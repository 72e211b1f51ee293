import { beforeAll, describe, expect, it } from 'vitest';
import { MSG, normaliseSkills, type JobForProfessional, addDaysIso, todayIso } from '@talent/shared';
import { buildJob } from '../../src/demo/factories/jobs.js';
import { buildEmployer, buildProfessional } from '../../src/demo/factories/users.js';
import { createTestApp } from '../helpers/test-app.js';
import { fieldErrorsOf } from '../helpers/field-errors.js';

describe('GET /hiring/jobs/', async () => {
  const { app, ctx, authHeader } = await createTestApp();
  const db = ctx.db;
  const today = todayIso();
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

  const professionalWith = async (skills: string[]) =>
    (await buildProfessional(db, { profile: { skills, skillsNormalized: normaliseSkills(skills) } })).user;
  const list = async (user: { id: string; userType: string }, query = '') =>
    app.inject({ method: 'GET', url: `/hiring/jobs/${query}`, headers: await authHeader(user) });
  const titles = (jobs: JobForProfessional[]) => jobs.map((j) => j.job_title);

  let dev: Awaited<ReturnType<typeof professionalWith>>;

  beforeAll(async () => {
    dev = await professionalWith(['JS', 'React', 'PostgreSQL', 'Comptabilité']);
    const { user: employer } = await buildEmployer(db);
    const job = (title: string, requiredSkills: string, minutes: number, extra = {}) =>
      buildJob(db, {
        employerId: employer.id,
        jobTitle: title,
        requiredSkills,
        submittedAt: minutesAgo(minutes),
        ...extra,
      });
    await job('Exact', 'javascript, react, postgres', 50);
    await job('Partial', 'JavaScript, React, Docker', 10);
    await job('Partial older', 'JavaScript, React, Docker', 40);
    await job('Aliased', 'Java Script, Accounting', 30);
    await job('One of eight', 'JS, Go, Rust, Elixir, Kotlin, Scala, Swift, Dart', 5);
    await job('No overlap', 'Welding, Masonry', 1);
    await job('No skills', '', 20);
    await job('Deadline today', 'React', 60, { applicationDeadline: today });
    await job('Pending', 'React', 2, { status: 'pending', approvedAt: null });
    await job('Rejected', 'React', 2, { status: 'rejected', rejectionReason: 'Incomplete' });
    await job('Closed', 'React', 2, { status: 'closed', closedAt: new Date() });
    await job('Past deadline', 'React', 2, { applicationDeadline: addDaysIso(today, -1) });
    const { user: demoEmployer } = await buildEmployer(db, { user: { isDemo: true } });
    await buildJob(db, { employerId: demoEmployer.id, jobTitle: 'Demo sandbox', requiredSkills: 'React' });
  });

  it("never lists a demo employer sandbox's requests to other professionals", async () => {
    const res = await list(dev, '?show_all=true&page_size=100');
    expect(res.statusCode).toBe(200);
    const listed = titles(res.json());
    expect(listed).toContain('Exact');
    expect(listed).not.toContain('Demo sandbox');
  });

  it('refuses an anonymous visitor and an invalid token with 401', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/hiring/jobs/?show_all=maybe' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ detail: MSG.notAuthenticated });
    const invalid = await app.inject({
      method: 'GET',
      url: '/hiring/jobs/',
      headers: { authorization: 'Bearer nope' },
    });
    expect(invalid.statusCode).toBe(401);
  });

  it('refuses an invalid show_all or page with a 400 field error', async () => {
    const cases: [string, string, string][] = [
      ['?show_all=maybe', 'show_all', MSG.invalidChoice],
      ['?page=0', 'page', MSG.invalidNumber],
      ['?page=abc', 'page', MSG.invalidNumber],
      ['?page=99999999999999999999', 'page', MSG.invalidNumber],
      ['?page_size=0', 'page_size', MSG.invalidNumber],
      ['?page_size=-1', 'page_size', MSG.invalidNumber],
    ];
    for (const [query, field, message] of cases) {
      const res = await list(dev, query);
      expect(res.statusCode, query).toBe(400);
      expect(fieldErrorsOf(res), query).toEqual({ [field]: [message] });
    }
  });

  it('refuses employers and other user types with 403', async () => {
    const { user: employer } = await buildEmployer(db);
    expect((await list(employer)).statusCode).toBe(403);
    expect((await list({ id: employer.id, userType: 'other' })).statusCode).toBe(403);
  });

  it('lists skill-matched open jobs, best match first, then newest', async () => {
    const res = await list(dev, '?show_all=false');
    expect(res.statusCode).toBe(200);
    const jobs = res.json() as JobForProfessional[];
    expect(titles(jobs)).toEqual(['Aliased', 'Exact', 'Deadline today', 'Partial', 'Partial older', 'One of eight']);
    expect(jobs.map((j) => j.skill_match_percentage)).toEqual([100, 100, 100, 67, 67, 13]);
    expect(res.headers['x-total-count']).toBe('6');
  });

  it('defaults to the skill-matched list', async () => {
    const res = await list(dev);
    expect(titles(res.json())).toEqual(titles((await list(dev, '?show_all=false')).json()));
  });

  it('explains each match with the skills as the employer wrote them', async () => {
    const jobs = (await list(dev)).json() as JobForProfessional[];
    const partial = jobs.find((j) => j.job_title === 'Partial')!;
    expect(partial.matched_skills).toEqual(['JavaScript', 'React']);
    expect(partial.missing_skills).toEqual(['Docker']);
    const aliased = jobs.find((j) => j.job_title === 'Aliased')!;
    expect(aliased.matched_skills).toEqual(['Java Script', 'Accounting']);
    expect(aliased.missing_skills).toEqual([]);
  });

  it('lists every open job newest first with its match, 0 without overlap and null without skills', async () => {
    const res = await list(dev, '?show_all=true');
    expect(res.statusCode).toBe(200);
    const jobs = res.json() as JobForProfessional[];
    expect(titles(jobs)).toEqual([
      'No overlap',
      'One of eight',
      'Partial',
      'No skills',
      'Aliased',
      'Partial older',
      'Exact',
      'Deadline today',
    ]);
    const match = Object.fromEntries(jobs.map((j) => [j.job_title, j.skill_match_percentage]));
    expect(match).toMatchObject({ 'No overlap': 0, 'No skills': null, Partial: 67, Exact: 100 });
    expect(jobs.find((j) => j.job_title === 'No overlap')!.missing_skills).toEqual(['Welding', 'Masonry']);
    expect(res.headers['x-total-count']).toBe('8');
  });

  it('gives a professional without skills no matched jobs, and every open job with 0 or null', async () => {
    const newcomer = await professionalWith([]);
    const matched = await list(newcomer);
    expect(matched.json()).toEqual([]);
    expect(matched.headers['x-total-count']).toBe('0');
    const all = (await list(newcomer, '?show_all=true')).json() as JobForProfessional[];
    expect(all).toHaveLength(8);
    expect(new Set(all.map((j) => j.skill_match_percentage))).toEqual(new Set([0, null]));
  });

  it('shows the job fields, the industry and the application count, and never the company', async () => {
    const jobs = (await list(dev, '?show_all=true')).json() as JobForProfessional[];
    const exact = jobs.find((j) => j.job_title === 'Exact')!;
    expect(exact).toMatchObject({
      status: 'approved',
      industry: 'Mining',
      applications_count: 0,
      has_applied: false,
      application_status: null,
      company: null,
      salary: 1800,
      job_location: 'Kinshasa, DR Congo',
    });
    const body = JSON.stringify(jobs);
    expect(body).not.toContain('Kivu Mining');
    expect(body).not.toContain('kivumining');
    expect(Object.keys(exact)).not.toContain('employer_id');
  });
});
