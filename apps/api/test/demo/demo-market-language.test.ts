import { describe, expect, it } from 'vitest';
import {
  englishWordsIn,
  frenchTypographyFaults,
  SKILL_CONCEPTS,
  type JobForProfessional,
  type ProfessionalApplication,
} from '@talent/shared';
import { buildJob } from '../../src/demo/factories/jobs.js';
import { buildEmployer, buildProfessional } from '../../src/demo/factories/users.js';
import { seedDemoMarket } from '../../src/demo/market.js';
import { DEMO_COMPANIES } from '../../src/demo-market/market-data.js';
import { DEMO_COMPANIES_FR } from '../../src/demo-market/market-data-fr.js';
import { bearer } from '../helpers/accounts.js';
import { createTestApp } from '../helpers/test-app.js';

describe("the demo market, in its reader's language", async () => {
  const { app, ctx, authHeader } = await createTestApp();
  await seedDemoMarket(ctx.db);
  const englishTitles = new Set(DEMO_COMPANIES.flatMap((company) => company.jobs.map((job) => job.title)));

  const demoProfessional = async () => {
    const res = await app.inject({ method: 'POST', url: '/api/demo-login/', payload: { user_type: 'professional' } });
    expect(res.statusCode).toBe(201);
    return bearer(res.json().access as string);
  };
  const get = async <T>(url: string, headers: Record<string, string>, language: string) => {
    const res = await app.inject({ method: 'GET', url, headers: { ...headers, 'accept-language': language } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const allJobs = (headers: Record<string, string>, language: string) =>
    get<JobForProfessional[]>('/hiring/jobs/?show_all=true&page_size=100', headers, language);

  it('has every job and company in French, written as French is', () => {
    for (const company of DEMO_COMPANIES) {
      expect(DEMO_COMPANIES_FR[company.slug], company.slug).toBeDefined();
      for (const job of company.jobs) expect(DEMO_COMPANIES_FR[company.slug]!.jobs[job.title], job.title).toBeDefined();
    }
    const texts = Object.values(DEMO_COMPANIES_FR).flatMap(({ description, jobs }) => [
      description,
      ...Object.values(jobs).flatMap((job) => [job.title, job.description, job.advantages ?? '']),
    ]);
    const faults = texts.flatMap((text) =>
      [...frenchTypographyFaults(text), ...englishWordsIn(text)].map((f) => `${f}: ${text}`),
    );
    expect(faults).toEqual([]);
  });

  it('gives a demo visitor reading French the jobs, their towns and their skills in French', async () => {
    const headers = await demoProfessional();
    const french = await allJobs(headers, 'fr-FR,fr;q=0.9');
    expect(french.length).toBeGreaterThanOrEqual(30);
    expect(french.filter((job) => englishTitles.has(job.job_title))).toEqual([]);
    expect(french.map((job) => job.job_title)).toContain('Chauffeur poids lourd');
    const teller = french.find((job) => job.job_title === 'Guichetier de banque')!;
    expect(teller.job_description).toMatch(/^Servir les clients au guichet/);
    expect(french.every((job) => !job.job_location.includes('DR Congo'))).toBe(true);
    expect(teller.job_location).toBe('Goma, RD Congo');
    const frenchNames = new Set(SKILL_CONCEPTS.map((skill) => skill.fr));
    const skills = french.flatMap((job) => [...job.matched_skills, ...job.missing_skills]);
    expect(skills.length).toBeGreaterThan(0);
    expect(skills.filter((skill) => !frenchNames.has(skill))).toEqual([]);

    // The same visitor in English, and the job's own page in French.
    const english = await allJobs(headers, 'en');
    expect(english.every((job) => englishTitles.has(job.job_title))).toBe(true);
    const page = await get<JobForProfessional>(`/hiring/jobs/${teller.id}/`, headers, 'fr');
    expect(page.job_title).toBe('Guichetier de banque');
  });

  it("names the job applied to in French in the visitor's applications", async () => {
    const headers = await demoProfessional();
    const applications = await get<ProfessionalApplication[]>('/hiring/applications/', headers, 'fr');
    expect(applications.length).toBeGreaterThan(0);
    expect(applications.filter((application) => englishTitles.has(application.job_title))).toEqual([]);
  });

  it("gives any reader of French the demo market in French, and never rewrites a real employer's ad", async () => {
    const { user: employer } = await buildEmployer(ctx.db);
    await buildJob(ctx.db, {
      employerId: employer.id,
      jobTitle: 'Bank Teller',
      jobDescription: 'Count the cash of our Kindu branch.',
      jobLocation: 'Kindu, DR Congo',
    });
    const headers = await authHeader((await buildProfessional(ctx.db)).user);
    const listed = await allJobs(headers, 'fr');
    expect(listed.filter((job) => job.job_title === 'Bank Teller').map((job) => job.job_location)).toEqual([
      'Kindu, DR Congo',
    ]);
    expect(listed.map((job) => job.job_title)).toContain('Guichetier de banque');
  });
});
