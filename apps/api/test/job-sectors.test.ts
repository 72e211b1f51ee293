import { describe, expect, it } from 'vitest';
import { sectorOf, type JobForProfessional } from '@talent/shared';
import { buildJob } from '../src/factories/jobs.js';
import { buildEmployer, buildProfessional } from '../src/factories/users.js';
import { createTestApp } from './helpers/test-app.js';

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
