import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  MSG,
  normaliseSkills,
  sectorOf,
  type AdminJob,
  type EmployerJob,
  type JobForProfessional,
} from '@talent/shared';
import { jobs } from '../../src/db/schema.js';
import { buildJob } from '../../src/demo/factories/jobs.js';
import { buildEmployer, buildProfessional, buildUser } from '../../src/demo/factories/users.js';
import { fieldErrorsOf } from '../helpers/field-errors.js';
import { multipartBody, validJobRequest } from '../helpers/hiring-forms.js';
import { createTestApp } from '../helpers/test-app.js';

/** Employers type their sector freely; the industry filter files each under the known sector it names. */
describe('the industry filter and the sectors employers type', async () => {
  const { app, ctx, authHeader } = await createTestApp();
  const typed = {
    Logistique: 'Chauffeur poids lourd',
    'Transport et logistique': 'Magasinier',
    Logis: 'Dispatcher',
    LOGISTICS: 'Fleet Manager',
    Agriculture: 'Agronome',
    Banque: 'Caissier',
  };
  for (const [industry, jobTitle] of Object.entries(typed)) {
    const { user } = await buildEmployer(ctx.db, { profile: { industry } });
    await buildJob(ctx.db, { employerId: user.id, jobTitle });
  }
  const { user } = await buildProfessional(ctx.db);
  const headers = await authHeader(user);
  const titlesOf = async (industry: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `/hiring/jobs/?show_all=true&industry=${encodeURIComponent(industry)}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as JobForProfessional[]).map((job) => job.job_title).sort();
  };

  it('finds a sector under its English and French names, its other words, and a half-typed one', async () => {
    const logistics = ['Chauffeur poids lourd', 'Dispatcher', 'Fleet Manager', 'Magasinier'];
    expect(await titlesOf('logistics')).toEqual(logistics);
    expect(await titlesOf('Logistique')).toEqual(logistics);
    expect(await titlesOf('banking')).toEqual(['Caissier']);
    // What names no known sector is matched word for word.
    expect(await titlesOf('agriculture')).toEqual(['Agronome']);
  });

  it('reads the sector the display shows with the same rule', () => {
    expect(Object.keys(typed).map(sectorOf)).toEqual([
      'logistics',
      'logistics',
      'logistics',
      'logistics',
      null,
      'banking',
    ]);
    expect(sectorOf('Génie civil')).toBe('construction');
    expect(sectorOf('Hôtellerie & tourisme')).toBe('hospitality');
    expect(sectorOf('Conseil')).toBeNull();
  });
});

/**
 * A job has a sector of its own, which its employer chooses (or leaves out): a bank's guard is not a banker. Cards
 * show it, and the industry filter matches it; a job without one is filed under its employer's industry as before.
 */
describe("a job's own sector", async () => {
  const { app, ctx, authHeader } = await createTestApp();
  const { user: bank } = await buildEmployer(ctx.db, { profile: { industry: 'Banque' } });
  const bankAuth = await authHeader(bank);
  const { user: carrier } = await buildEmployer(ctx.db, { profile: { industry: 'Transport et logistique' } });
  const staff = await buildUser(ctx.db, { userType: 'other', isStaff: true, email: 'sectors@congotalent.cd' });
  const { user: professional } = await buildProfessional(ctx.db, {
    profile: { skills: ['Maçonnerie'], skillsNormalized: normaliseSkills(['Maçonnerie']) },
  });
  const proAuth = await authHeader(professional);
  const create = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/hiring/create/', headers: bankAuth, payload });
  const storedSector = async (id: number) =>
    (await ctx.db.select({ sector: jobs.sector }).from(jobs).where(eq(jobs.id, id)))[0]?.sector;

  it('is chosen with the request, stored and given back; left out, or left on an empty choice, it is none', async () => {
    const chosen = await create(validJobRequest({ job_title: 'Maçon', sector: 'construction' }));
    expect(chosen.statusCode, chosen.body).toBe(201);
    const job = chosen.json() as EmployerJob;
    expect(job.sector).toBe('construction');
    expect(await storedSector(job.id)).toBe('construction');

    const none = await create(validJobRequest({ job_title: 'Gardien' }));
    expect(none.statusCode).toBe(201);
    expect((none.json() as EmployerJob).sector).toBeNull();

    // A form's select left on "Other" sends an empty value.
    const form = await multipartBody(validJobRequest({ job_title: 'Chauffeur', sector: '' }));
    const fromForm = await app.inject({
      method: 'POST',
      url: '/hiring/create/',
      headers: { ...bankAuth, ...form.headers },
      payload: form.payload,
    });
    expect(fromForm.statusCode, fromForm.body).toBe(201);
    expect((fromForm.json() as EmployerJob).sector).toBeNull();
  });

  it('refuses a sector outside the known ones on its field, and stores nothing', async () => {
    const before = await ctx.db.select({ id: jobs.id }).from(jobs);
    for (const sector of ['agriculture', 'Banking', 7]) {
      const res = await create(validJobRequest({ sector }));
      expect(res.statusCode).toBe(400);
      expect(fieldErrorsOf(res)).toEqual({ sector: [MSG.invalidChoice] });
    }
    expect(await ctx.db.select({ id: jobs.id }).from(jobs)).toHaveLength(before.length);
  });

  it('is changed where the request is edited, and checked there too', async () => {
    const { id } = (await create(validJobRequest({ job_title: 'Coursier', sector: 'banking' }))).json() as EmployerJob;
    const edit = (payload: Record<string, unknown>) =>
      app.inject({ method: 'PATCH', url: `/hiring/employer-jobs/${id}/`, headers: bankAuth, payload });
    const changed = await edit(validJobRequest({ job_title: 'Coursier', sector: 'logistics' }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json() as EmployerJob).sector).toBe('logistics');
    const refused = await edit(validJobRequest({ job_title: 'Coursier', sector: 'transport' }));
    expect(refused.statusCode).toBe(400);
    expect(fieldErrorsOf(refused)).toEqual({ sector: [MSG.invalidChoice] });
    expect(await storedSector(id)).toBe('logistics');
    const cleared = await edit(validJobRequest({ job_title: 'Coursier' }));
    expect((cleared.json() as EmployerJob).sector).toBeNull();
  });

  describe('as professionals and staff read it, and as the industry filter finds it', async () => {
    await buildJob(ctx.db, { employerId: bank.id, jobTitle: 'Gardien de nuit', requiredSkills: 'Surveillance' });
    const mason = await buildJob(ctx.db, {
      employerId: bank.id,
      jobTitle: 'Maçon qualifié',
      requiredSkills: 'Maçonnerie',
      sector: 'construction',
    });
    await buildJob(ctx.db, { employerId: bank.id, jobTitle: 'Caissier principal', sector: 'banking' });
    await buildJob(ctx.db, { employerId: carrier.id, jobTitle: 'Comptable agence', sector: 'banking' });
    await buildJob(ctx.db, { employerId: carrier.id, jobTitle: 'Magasinier', requiredSkills: 'Maçonnerie' });
    const listed = async (query: string) => {
      const res = await app.inject({ method: 'GET', url: `/hiring/jobs/?${query}`, headers: proAuth });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as JobForProfessional[];
    };
    const titlesOf = async (query: string) => (await listed(query)).map((job) => job.job_title).sort();

    it("is the job's on its card, beside its employer's industry, and on staff's view", async () => {
      const all = await listed('show_all=true');
      const card = all.find((job) => job.id === mason.id)!;
      expect(card).toMatchObject({ sector: 'construction', industry: 'Banque', company: null });
      expect(all.find((job) => job.job_title === 'Gardien de nuit')).toMatchObject({
        sector: null,
        industry: 'Banque',
      });
      const one = await app.inject({ method: 'GET', url: `/hiring/jobs/${mason.id}/`, headers: proAuth });
      expect((one.json() as JobForProfessional).sector).toBe('construction');
      const forStaff = await app.inject({
        method: 'GET',
        url: `/api/admin/jobs/${mason.id}/`,
        headers: await authHeader(staff),
      });
      expect(forStaff.statusCode, forStaff.body).toBe(200);
      expect((forStaff.json() as AdminJob).sector).toBe('construction');
    });

    it("finds a job by its own sector, and a job without one by its employer's industry, as before", async () => {
      expect(await titlesOf('show_all=true&industry=banking')).toEqual([
        'Caissier principal',
        'Comptable agence',
        'Gardien de nuit',
      ]);
      expect(await titlesOf('show_all=true&industry=construction')).toEqual(['Maçon qualifié']);
      expect(await titlesOf('show_all=true&industry=Logistique')).toEqual(['Magasinier']);
      // A filter naming no known sector reads the employer's words, for jobs without a sector of their own.
      expect(await titlesOf('show_all=true&industry=banque')).toEqual(await titlesOf('show_all=true&industry=banking'));
      expect(await titlesOf('show_all=true&industry=transport&q=comptable')).toEqual([]);
    });

    it('applies to words, skill-matched jobs and the facets alike', async () => {
      expect(await titlesOf('show_all=true&industry=construction&q=macon')).toEqual(['Maçon qualifié']);
      expect(await titlesOf('show_all=true&industry=banking&q=macon')).toEqual([]);
      expect(await titlesOf('industry=construction')).toEqual(['Maçon qualifié']);
      expect(await titlesOf('industry=logistics')).toEqual(['Magasinier']);
      const facets = await app.inject({
        method: 'GET',
        url: '/hiring/jobs/facets/?show_all=true&industry=construction',
        headers: proAuth,
      });
      expect(facets.statusCode, facets.body).toBe(200);
      expect(facets.json().total).toBe(1);
    });
  });
});
