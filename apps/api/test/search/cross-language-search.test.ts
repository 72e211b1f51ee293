import { beforeAll, describe, expect, it } from 'vitest';
import type { JobForProfessional } from '@talent/shared';
import { buildJob } from '../../src/demo/factories/jobs.js';
import { buildEmployer, buildProfessional } from '../../src/demo/factories/users.js';
import { translationsOf } from '../../src/search/job-word-translations.js';
import { createTestApp } from '../helpers/test-app.js';

describe('a search finds a job whichever language its ad is written in', async () => {
  const { app, ctx, authHeader } = await createTestApp();
  let headers: { authorization: string };
  const titlesOf = async (q: string, sort = '') => {
    const res = await app.inject({
      method: 'GET',
      url: `/hiring/jobs/?show_all=true&page_size=100&q=${encodeURIComponent(q)}${sort}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as JobForProfessional[]).map((job) => job.job_title);
  };

  beforeAll(async () => {
    headers = await authHeader((await buildProfessional(ctx.db)).user);
    const { user: employer } = await buildEmployer(ctx.db);
    const ad = (jobTitle: string, jobDescription: string, jobLocation = 'Kinshasa, Kinshasa', daysAgo = 1) =>
      buildJob(ctx.db, {
        employerId: employer.id,
        jobTitle,
        jobDescription,
        jobLocation,
        // Skills of no job word, so that only the title and the description are searched.
        requiredSkills: 'Communication',
        submittedAt: new Date(Date.now() - daysAgo * 86_400_000),
      });
    // The English ads are the newest: were they ranked by date alone, they would come first.
    await ad('Comptable', 'Tenir les livres et préparer les états financiers.', 'Kinshasa, Kinshasa', 3);
    await ad('Accountant', 'Keep the books and prepare the financial statements.', 'Kinshasa, Kinshasa', 1);
    await ad('Chauffeur poids lourd', 'Conduire un camion entre Matadi et Kinshasa.', 'Matadi, Kongo-Central', 3);
    await ad('Truck Driver', 'Drive between the port and the warehouses.', 'Lubumbashi, Haut-Katanga', 1);
    await ad('Infirmière', 'Soins aux patients du service de pédiatrie.', 'Goma, Nord-Kivu', 2);
    await ad('Welder', 'Weld steel frames on site.', 'Kolwezi, Lualaba', 2);
  });

  it('finds the English ads for French words, and the French ads for English ones', async () => {
    expect((await titlesOf('comptable')).sort()).toEqual(['Accountant', 'Comptable']);
    expect((await titlesOf('chauffeur')).sort()).toEqual(['Chauffeur poids lourd', 'Truck Driver']);
    expect(await titlesOf('nurse')).toEqual(['Infirmière']);
    expect(await titlesOf('soudeur')).toEqual(['Welder']);
    // A plural, a half-typed word and accents meet the vocabulary as they meet the index.
    expect((await titlesOf('comptables')).sort()).toEqual(['Accountant', 'Comptable']);
    expect((await titlesOf('infirm')).sort()).toEqual(['Infirmière']);
    expect(await titlesOf('Ingénieur')).toEqual([]);
  });

  it('ranks the ads in the language of the search first, newer ones notwithstanding', async () => {
    expect(await titlesOf('comptable')).toEqual(['Comptable', 'Accountant']);
    expect(await titlesOf('accountant')).toEqual(['Accountant', 'Comptable']);
    expect(await titlesOf('chauffeur')).toEqual(['Chauffeur poids lourd', 'Truck Driver']);
    expect(await titlesOf('driver')).toEqual(['Truck Driver', 'Chauffeur poids lourd']);
    // In date order, the newest first as ever.
    expect(await titlesOf('comptable', '&sort=newest')).toEqual(['Accountant', 'Comptable']);
  });

  it('still asks for every word: a French word and a town find only the ads of that town', async () => {
    expect(await titlesOf('chauffeur Lubumbashi')).toEqual(['Truck Driver']);
    expect(await titlesOf('driver Matadi')).toEqual(['Chauffeur poids lourd']);
  });

  it("translates a word from the skills' vocabulary and from the job titles', in both directions", () => {
    expect(translationsOf('comptabilite')).toContain('accounting');
    expect(translationsOf('accounting')).toContain('comptabilite');
    expect(translationsOf('chauffeurs')).toContain('driver');
    expect(translationsOf('kinshasa')).toEqual([]);
    // A short prefix begins too many words to stand for them.
    expect(translationsOf('comp')).toEqual([]);
  });
});
