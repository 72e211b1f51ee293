import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildJob } from '../../src/demo/factories/jobs.js';
import { buildEmployer } from '../../src/demo/factories/users.js';
import { searchQueryOf } from '../../src/search/search-terms.js';
import { createTestApp } from '../helpers/test-app.js';

describe("a search's word forms", async () => {
  const { ctx } = await createTestApp();
  afterEach(() => vi.restoreAllMocks());

  it('are remembered for a minute: a word new to the market reaches its typos a minute later', async () => {
    const formsOfTypo = async () => (await searchQueryOf(ctx.db, 'acountant'))!.groups[0];
    expect(await formsOfTypo()).not.toContain('accountant');

    const { user: employer } = await buildEmployer(ctx.db);
    await buildJob(ctx.db, { employerId: employer.id, jobTitle: 'Accountant' });
    expect(await formsOfTypo()).not.toContain('accountant'); // remembered from the first search

    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    expect(await formsOfTypo()).toContain('accountant');
  });

  it('spell a prefix out as the words of job texts it begins, unless they are many', async () => {
    const { user: employer } = await buildEmployer(ctx.db);
    await buildJob(ctx.db, {
      employerId: employer.id,
      jobTitle: 'Comptable',
      jobDescription: 'Tenir la comptabilité.',
    });
    const words = Array.from({ length: 31 }, (_, i) => `zeta${String.fromCharCode(97 + (i % 26))}${i}`);
    await buildJob(ctx.db, { employerId: employer.id, jobTitle: 'Analyste', jobDescription: words.join(' ') });

    const comptable = await searchQueryOf(ctx.db, 'comptab');
    // (Its other forms are its English words, `accountant` and `accounting`.)
    expect(comptable!.groups[0]!.filter((form) => form.startsWith('compt'))).toEqual([
      'comptab',
      'comptabilite',
      'comptable',
    ]);
    // 31 words begin with `zeta`: the prefix stays, and still finds all of them.
    expect((await searchQueryOf(ctx.db, 'zeta'))!.groups[0]).toEqual(['zeta:*']);
    // A prefix no job text begins yet stays a prefix, so the first job that writes such a word is found.
    const unseen = (await searchQueryOf(ctx.db, 'xylophoniste'))!.groups[0]!;
    expect(unseen.length).toBeGreaterThan(0);
    expect(unseen.every((form) => form.endsWith(':*'))).toBe(true);
  });

  it('are those of each word, whichever search first asked for them', async () => {
    const alone = await searchQueryOf(ctx.db, 'comptable');
    const together = await searchQueryOf(ctx.db, 'ingénieur comptable');
    expect(together!.groups[1]).toEqual(alone!.groups[0]);
    expect(together!.text).toBe(`(${together!.groups[0]!.join(' | ')}) & (${alone!.groups[0]!.join(' | ')})`);
  });
});
