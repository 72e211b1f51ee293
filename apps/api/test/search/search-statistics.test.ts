import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema.js';
import { buildJob } from '../../src/demo/factories/jobs.js';
import { buildEmployer } from '../../src/demo/factories/users.js';
import { estimateSearch } from '../../src/search/search-statistics.js';
import { searchQueryOf } from '../../src/search/search-terms.js';
import { createTestApp } from '../helpers/test-app.js';

describe('how many jobs a search is expected to find', async () => {
  const { ctx } = await createTestApp();

  it('counts every form of a word, so that a word with many forms is not taken for a rare one', async () => {
    const { user: employer } = await buildEmployer(ctx.db);
    const template = await buildJob(ctx.db, {
      employerId: employer.id,
      jobTitle: 'Chauffeur',
      jobDescription: 'Un poste au Congo.',
    });
    const { id: _id, searchDocument: _doc, locationKey: _key, ...row } = template;
    // 600 of 2,000 jobs hold a form of `develop…`, each form on a third of them; the rest hold none.
    const titles = ['Developer', 'Développeur', 'Development officer'];
    await ctx.db
      .insert(jobs)
      .values([
        ...titles.flatMap((jobTitle) => Array.from({ length: 200 }, () => ({ ...row, jobTitle }))),
        ...Array.from({ length: 1_399 }, () => row),
      ]);
    await ctx.db.execute(sql`analyze jobs`);

    const query = await searchQueryOf(ctx.db, 'développeur');
    expect(query?.groups[0]).toEqual(['developpeur', 'developer', 'development']);
    const { matches, jobs: all } = await estimateSearch(ctx.db, query!.groups);
    expect(all).toBe(2_000);
    // Counted from its largest form alone, the estimate was 200: a third of the matches.
    expect(matches).toBeGreaterThan(0.8 * 600);
    expect(matches).toBeLessThan(1.2 * 600);
  });
});
