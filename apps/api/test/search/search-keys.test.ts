import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobSearchFiltersSchema, type JobFacets, type JobForProfessional } from '@talent/shared';
import { executeRows } from '../../src/db/rows.js';
import { buildJob } from '../../src/demo/factories/jobs.js';
import { buildEmployer, buildProfessional } from '../../src/demo/factories/users.js';
import { keyedSliceWeeks, searchKeysQuery, sliceWeeks } from '../../src/search/search-keys.js';
import { MAX_KEYED_WEEKS } from '../../src/search/tunables.js';
import { createTestApp } from '../helpers/test-app.js';

// No filter: what the schema makes of an empty query.
const noFilters = jobSearchFiltersSchema.parse({});

describe("a slice's weeks", () => {
  const now = new Date('2026-11-24T12:00:00Z');
  it('run from the slice’s week to the week after the current one', () => {
    const weeks = sliceWeeks(new Date('2026-11-14T13:00:00Z'), now)!;
    expect(weeks.length).toBe(3);
    expect(weeks).toEqual([weeks[0]!, weeks[0]! + 1, weeks[0]! + 2]);
    expect(sliceWeeks(now, now)).toEqual([weeks[1], weeks[2]]);
  });
  it('are not keyed when the slice spans more of them than are worth reading', () => {
    const since = (weeks: number) => new Date(now.getTime() - weeks * 7 * 86_400_000);
    expect(sliceWeeks(since(MAX_KEYED_WEEKS - 2), now)?.length).toBe(MAX_KEYED_WEEKS);
    expect(sliceWeeks(since(MAX_KEYED_WEEKS), now)).toBeNull();
  });
  // Weeks begin on Thursdays (1970-01-01 was one): `now`'s began on 2026-11-19, 5.5 days before it.
  it('key a slice spanning half the time from its first week’s start or more', () => {
    expect(keyedSliceWeeks(new Date('2026-11-21T12:00:00Z'), now)).toEqual(
      sliceWeeks(new Date('2026-11-21T12:00:00Z'), now),
    );
    expect(keyedSliceWeeks(new Date('2026-11-14T13:00:00Z'), now)?.length).toBe(3);
  });
  it('leave a narrower slice to the index of submission times, which holds its own jobs only', () => {
    expect(keyedSliceWeeks(new Date('2026-11-24T06:00:00Z'), now)).toBeNull();
    // Six days of the twelve and a half since the start of the week before.
    expect(keyedSliceWeeks(new Date('2026-11-18T12:00:00Z'), now)).toBeNull();
    expect(keyedSliceWeeks(new Date(now.getTime() - MAX_KEYED_WEEKS * 7 * 86_400_000), now)).toBeNull();
  });
});

describe("the filters' keys", () => {
  it('hold every filter asked for, each of its values as one choice, and leave out the one asked to', () => {
    const filters = {
      ...noFilters,
      location: 'Mbuji Mayi',
      type_of_contract: ['full-time', 'contract'] as ('full-time' | 'contract')[],
      work_model: ['remote'] as 'remote'[],
    };
    expect(searchKeysQuery(filters, { weeks: [2967, 2968] })).toBe(
      "'@place:mbuji' & '@place:mayi' & ('@contract:full-time' | '@contract:contract') & '@model:remote' & ('@week:2967' | '@week:2968')",
    );
    expect(searchKeysQuery(filters, { except: 'type_of_contract' })).toBe(
      "'@place:mbuji' & '@place:mayi' & '@model:remote'",
    );
    expect(searchKeysQuery(noFilters, { weeks: null })).toBeNull();
  });
  it("give a province as any of its towns' names", () => {
    const keys = searchKeysQuery({ ...noFilters, location: 'Haut-Katanga' }, {})!;
    expect(keys).toMatch(/^\(\('@place:haut' & '@place:katanga'\) \| /);
    expect(keys).toContain("('@place:lubumbashi')");
  });
});

describe('a search by words and filters, through the keys of the full-text index', async () => {
  const { app, ctx, authHeader } = await createTestApp();
  let headers: { authorization: string };
  // Places written as people write them: with slashes, dots, apostrophes, hyphens, brackets and numbers.
  const places = [
    'Kinshasa/Gombe',
    'goma.cd',
    "N'Djili, Kinshasa",
    'Mbuji-Mayi',
    'Lubumbashi (Haut-Katanga)',
    'Bukavu 2, Sud-Kivu',
    'KOLWEZI – Lualaba',
    'Kananga',
    '—', // no word at all: the job has no place key, and is still written and found by its words
  ];
  const contracts = ['full-time', 'part-time', 'contract'] as const;
  const models = ['on-site', 'remote', 'hybrid'] as const;
  const titles = ['Comptable', 'Senior Accountant', 'Ingénieur des mines', 'Chauffeur'];

  beforeAll(async () => {
    const { user: employer } = await buildEmployer(ctx.db);
    let n = 0;
    for (const jobLocation of places) {
      for (const jobTitle of titles) {
        n += 1;
        await buildJob(ctx.db, {
          employerId: employer.id,
          jobTitle,
          jobDescription: `Un poste à ${jobLocation}.`,
          jobLocation,
          typeOfContract: contracts[n % 3]!,
          workModel: models[(n >> 1) % 3]!,
          submittedAt: new Date(Date.now() - n * 3_600_000),
        });
      }
    }
    headers = await authHeader((await buildProfessional(ctx.db)).user);
  });

  const idsOf = async (query: string) => {
    const res = await app.inject({ method: 'GET', url: `/hiring/jobs/?show_all=true&page_size=100&${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as JobForProfessional[]).map((j) => j.id).sort((a, b) => a - b);
  };
  const both = (a: readonly number[], b: readonly number[]) => a.filter((id) => b.includes(id));

  it("find the jobs that the words find and that the place's own filter keeps", async () => {
    const locations = [
      'kinshasa',
      'Gombe',
      'goma',
      'goma cd',
      'Djili',
      'Mbuji Mayi',
      'mayi mbuji',
      'Haut-Katanga',
      'bukavu 2',
      'kolwezi',
      'kin',
    ];
    for (const q of ['comptable', 'accountant', 'poste']) {
      const words = await idsOf(`q=${q}`);
      for (const location of locations) {
        const place = await idsOf(`location=${encodeURIComponent(location)}`);
        expect(await idsOf(`q=${q}&location=${encodeURIComponent(location)}`), `${q} in ${location}`).toEqual(
          both(words, place),
        );
      }
    }
    expect((await idsOf('q=poste&location=kinshasa')).length).toBe(2 * titles.length);
    expect((await idsOf('q=poste')).length).toBe(places.length * titles.length);
  });

  it('find the jobs of the contract types and work models asked for, and count them in the facets', async () => {
    const words = await idsOf('q=poste');
    for (const contract of ['full-time', 'part-time,contract']) {
      for (const model of ['remote', 'on-site,hybrid']) {
        const filters = `type_of_contract=${contract}&work_model=${model}`;
        const expected = both(words, await idsOf(filters));
        expect(expected.length).toBeGreaterThan(0);
        expect(await idsOf(`q=poste&${filters}`), filters).toEqual(expected);
      }
    }
    const facets = await app.inject({
      method: 'GET',
      url: '/hiring/jobs/facets/?show_all=true&q=poste&type_of_contract=full-time',
      headers,
    });
    const contractCounts = (facets.json() as JobFacets).type_of_contract;
    for (const contract of contracts) {
      const count = contractCounts.find((c) => c.value === contract)?.count ?? 0;
      expect(count, contract).toBe((await idsOf(`q=poste&type_of_contract=${contract}`)).length);
    }
  });

  it("key a job's week as the search counts weeks", async () => {
    const instants = [
      '2026-11-19T00:00:00.000Z',
      '2026-11-18T23:59:59.999Z',
      '1970-01-08T00:00:00.000Z',
      '2031-02-27T11:30:00.000Z',
    ];
    for (const instant of instants) {
      const rows = await executeRows<{ keys: string }>(
        ctx.db,
        sql`select talent_job_search_keys(' kinshasa ', 'full-time', 'remote', 'mid', ${instant}::timestamptz)::text as keys`,
      );
      const at = new Date(instant);
      expect(rows[0]!.keys, instant).toContain(`'@week:${sliceWeeks(at, at)![0]}'`);
    }
  });
});
