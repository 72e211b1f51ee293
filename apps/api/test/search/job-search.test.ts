import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addDaysIso,
  JOB_FILTER_NAMES,
  jobFilter,
  jobSearchFiltersSchema,
  MSG,
  normaliseSkills,
  todayIso,
  type JobFacets,
  type JobForProfessional,
} from '@talent/shared';
import { jobs } from '../../src/db/schema.js';
import { buildJob } from '../../src/demo/factories/jobs.js';
import { buildEmployer, buildProfessional } from '../../src/demo/factories/users.js';
import { executeRows } from '../../src/db/rows.js';
import { readPage } from '../../src/search/job-search.js';
import { prepareJobSearch } from '../../src/search/prepared-search.js';
import { bandAnswers, firstReach, scopeOf } from '../../src/search/read-plan.js';
import { FILTER_CONDITIONS } from '../../src/search/search-conditions.js';
import { jobPageStatement, type PageRow } from '../../src/search/search-statements.js';
import { keyedSliceWeeks } from '../../src/search/search-keys.js';
import { createTestApp } from '../helpers/test-app.js';
import { fieldErrorsOf } from '../helpers/field-errors.js';

describe('searching and filtering the job list', async () => {
  const { app, ctx, authHeader } = await createTestApp();
  const db = ctx.db;
  const today = todayIso();
  const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);

  let professional: { id: string; userType: string };
  let headers: { authorization: string };
  const get = async (path: string) => app.inject({ method: 'GET', url: path, headers });
  const titlesOf = async (query: string) => {
    const res = await get(`/hiring/jobs/?show_all=true&page_size=100&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as JobForProfessional[]).map((j) => j.job_title);
  };

  beforeAll(async () => {
    const skills = ['Accounting', 'Excel', 'French'];
    professional = (await buildProfessional(db, { profile: { skills, skillsNormalized: normaliseSkills(skills) } }))
      .user;
    headers = await authHeader(professional);
    const { user: bank } = await buildEmployer(db, { profile: { industry: 'Banking & Finance' } });
    const { user: mine } = await buildEmployer(db, { profile: { industry: 'Mining' } });
    const job = (employerId: string, jobTitle: string, extra: Partial<typeof jobs.$inferInsert>) =>
      buildJob(db, { employerId, jobTitle, jobDescription: 'A job in the Congo.', ...extra });
    await job(bank.id, 'Comptable', {
      jobDescription: 'Tenir la comptabilité générale et préparer les états financiers.',
      jobLocation: 'Lubumbashi, Haut-Katanga',
      requiredSkills: 'Accounting, Excel',
      typeOfContract: 'full-time',
      workModel: 'on-site',
      experienceLevel: 'mid',
      salary: 1500,
      submittedAt: daysAgo(1),
      applicationDeadline: addDaysIso(today, 20),
    });
    await job(mine.id, 'Ingénieur des mines', {
      jobDescription: 'Planifier les opérations de la mine à ciel ouvert.',
      jobLocation: 'Kolwezi, Lualaba',
      requiredSkills: 'Mining Engineering, French',
      typeOfContract: 'contract',
      workModel: 'on-site',
      experienceLevel: 'senior',
      salary: 4000,
      submittedAt: daysAgo(2),
      applicationDeadline: addDaysIso(today, 10),
    });
    await job(bank.id, 'Senior Accountant', {
      jobDescription: 'Lead the monthly closing and the audit of the branch network.',
      jobLocation: 'Kinshasa, Gombe',
      requiredSkills: 'IFRS, English',
      typeOfContract: 'full-time',
      workModel: 'remote',
      experienceLevel: 'senior',
      salary: 2500,
      submittedAt: daysAgo(3),
      applicationDeadline: addDaysIso(today, 40),
    });
    await job(bank.id, 'Chef de la comptabilité', {
      jobDescription: 'Diriger une équipe de quatre personnes.',
      jobLocation: 'Mbuji-Mayi',
      requiredSkills: 'Team Management, Excel',
      typeOfContract: 'full-time',
      workModel: 'hybrid',
      experienceLevel: 'senior',
      salary: null,
      submittedAt: daysAgo(4),
      applicationDeadline: addDaysIso(today, 5),
    });
    await job(mine.id, 'Développeur web', {
      jobDescription: 'Build the intranet of the mine; some bookkeeping screens for the comptable team.',
      jobLocation: 'Goma, Nord-Kivu',
      requiredSkills: 'JavaScript, React',
      typeOfContract: 'part-time',
      workModel: 'remote',
      experienceLevel: 'entry',
      salary: 800,
      submittedAt: daysAgo(10),
      applicationDeadline: addDaysIso(today, 30),
    });
    for (const [title, extra] of [
      ['Comptable (closed)', { status: 'closed', closedAt: new Date() }],
      ['Comptable (pending)', { status: 'pending', approvedAt: null }],
      ['Comptable (past deadline)', { applicationDeadline: addDaysIso(today, -1) }],
    ] as const) {
      await job(bank.id, title, { jobLocation: 'Lubumbashi', requiredSkills: 'Accounting', ...extra });
    }
  });

  it('is for signed-in professionals only', async () => {
    for (const path of ['/hiring/jobs/facets/', '/hiring/jobs/locations/?prefix=ki']) {
      expect((await app.inject({ method: 'GET', url: path })).statusCode, path).toBe(401);
      const { user: employer } = await buildEmployer(db);
      expect(
        (await app.inject({ method: 'GET', url: path, headers: await authHeader(employer) })).statusCode,
        path,
      ).toBe(403);
    }
  });

  describe('q', () => {
    it('ignores case and accents', async () => {
      expect(await titlesOf('q=ingenieur')).toEqual(['Ingénieur des mines']);
      expect(await titlesOf('q=INGÉNIEUR')).toEqual(['Ingénieur des mines']);
    });

    it('lets French word forms meet', async () => {
      const comptable = await titlesOf('q=comptable');
      expect(comptable).toEqual(expect.arrayContaining(['Comptable', 'Chef de la comptabilité', 'Développeur web']));
      expect(await titlesOf('q=comptabilité')).toEqual(
        expect.arrayContaining(['Comptable', 'Chef de la comptabilité']),
      );
    });

    it('lets English word forms meet, in the title and the required skills', async () => {
      const accountant = await titlesOf('q=accountant');
      expect(accountant).toEqual(expect.arrayContaining(['Senior Accountant', 'Comptable']));
      expect(await titlesOf('q=accounting')).toEqual(expect.arrayContaining(['Senior Accountant', 'Comptable']));
    });

    it('finds a word of five letters or more with one typo', async () => {
      expect(await titlesOf('q=acountant')).toEqual(expect.arrayContaining(['Senior Accountant']));
      expect(await titlesOf('q=comptabel')).toEqual(expect.arrayContaining(['Comptable']));
    });

    it('needs every word to match, and ignores small words', async () => {
      expect(await titlesOf('q=comptable à Lubumbashi')).toEqual(['Comptable']);
      expect(await titlesOf('q=accountant kinshasa')).toEqual(['Senior Accountant']);
      // The accountant of Kinshasa is found in French too; no accountant works in Kolwezi.
      expect(await titlesOf('q=comptable kinshasa')).toEqual(['Senior Accountant']);
      expect(await titlesOf('q=comptable kolwezi')).toEqual([]);
    });

    it('finds nothing for unknown words or only small ones', async () => {
      expect(await titlesOf('q=xylophone')).toEqual([]);
      expect(await titlesOf('q=à de la')).toEqual([]);
    });

    it('ranks by relevance by default: a word in the title before one in the description', async () => {
      const ranked = await titlesOf('q=comptable');
      expect(ranked.indexOf('Comptable')).toBeLessThan(ranked.indexOf('Développeur web'));
    });
  });

  describe('filters', () => {
    it('location: a town or a province, with any case, accents or hyphens', async () => {
      expect(await titlesOf('location=lubumbashi')).toEqual(['Comptable']);
      expect(await titlesOf('location=Haut-Katanga')).toEqual(['Comptable']);
      expect(await titlesOf('location=Mbuji Mayi')).toEqual(['Chef de la comptabilité']);
      expect(await titlesOf('location=KINSHASA')).toEqual(['Senior Accountant']);
      expect(await titlesOf('location=kin')).toEqual([]); // a whole name, not a part of one
      expect(await titlesOf('location=Mayi Mbuji')).toEqual([]); // its words side by side, in their order
      expect(await titlesOf('location=, ;')).toEqual([]);
    });

    it('type_of_contract, work_model and experience_level take one value or several', async () => {
      expect(await titlesOf('type_of_contract=part-time')).toEqual(['Développeur web']);
      expect((await titlesOf('work_model=remote,hybrid')).sort()).toEqual([
        'Chef de la comptabilité',
        'Développeur web',
        'Senior Accountant',
      ]);
      expect((await titlesOf('work_model=remote&work_model=hybrid')).sort()).toEqual([
        'Chef de la comptabilité',
        'Développeur web',
        'Senior Accountant',
      ]);
      expect((await titlesOf('experience_level=senior')).sort()).toEqual([
        'Chef de la comptabilité',
        'Ingénieur des mines',
        'Senior Accountant',
      ]);
    });

    it('salary_min leaves out lower salaries and jobs without one', async () => {
      expect((await titlesOf('salary_min=2000')).sort()).toEqual(['Ingénieur des mines', 'Senior Accountant']);
    });

    it("industry matches the employer's industry", async () => {
      expect((await titlesOf('industry=mining')).sort()).toEqual(['Développeur web', 'Ingénieur des mines']);
      expect(await titlesOf('industry=finance&work_model=remote')).toEqual(['Senior Accountant']);
    });

    it("ignores an old link's posted_within (retired for posted_within_days) like any unknown parameter", async () => {
      const all = await titlesOf('');
      expect(await titlesOf('colour=blue')).toEqual(all);
      for (const value of ['3', '0', '400', 'abc'])
        expect(await titlesOf(`posted_within=${value}`), value).toEqual(all);
      const facets = await get('/hiring/jobs/facets/?show_all=true&posted_within=3');
      expect(facets.statusCode).toBe(200);
      expect(facets.json()).toMatchObject({ total: all.length });
    });

    it('posted_within_days keeps the jobs published in the last 1, 3, 7 or 30 days, by their submission', async () => {
      expect((await titlesOf('posted_within_days=3')).sort()).toEqual(['Comptable', 'Ingénieur des mines']);
      expect((await titlesOf('posted_within_days=7')).sort()).toEqual([
        'Chef de la comptabilité',
        'Comptable',
        'Ingénieur des mines',
        'Senior Accountant',
      ]);
      expect(await titlesOf('posted_within_days=30')).toEqual(await titlesOf(''));
      expect(await titlesOf('posted_within_days=1')).toEqual([]);
      // Skills no professional here has: no skill-matched list of this file finds it, before or after.
      const { user: shop } = await buildEmployer(db);
      const fresh = await buildJob(db, {
        employerId: shop.id,
        jobTitle: 'Caissier',
        requiredSkills: 'Cash handling',
        workModel: 'on-site',
        submittedAt: new Date(Date.now() - 2 * 3_600_000),
      });
      try {
        expect(await titlesOf('posted_within_days=1')).toEqual(['Caissier']);
        expect(await titlesOf('posted_within_days=1&work_model=remote')).toEqual([]);
      } finally {
        await db
          .update(jobs)
          .set({ status: 'closed', closedAt: new Date() })
          .where(sql`${jobs.id} = ${fresh.id}`);
      }
      expect(await titlesOf('posted_within_days=1')).toEqual([]);
    });

    it('combine with q and with each other', async () => {
      expect(await titlesOf('q=comptabilite&work_model=hybrid')).toEqual(['Chef de la comptabilité']);
      expect(await titlesOf('q=comptable&location=goma&type_of_contract=part-time')).toEqual(['Développeur web']);
      expect(await titlesOf('experience_level=senior&salary_min=3000&location=lualaba')).toEqual([
        'Ingénieur des mines',
      ]);
    });

    it('apply to the skill-matched list too, which keeps to jobs sharing a skill or a related one', async () => {
      const res = await get('/hiring/jobs/?work_model=on-site');
      expect((res.json() as JobForProfessional[]).map((j) => j.job_title)).toEqual([
        'Comptable',
        'Ingénieur des mines',
      ]);
      // IFRS is a kind of accounting: the Senior Accountant's job shares a related skill, which counts half.
      const matched = (await get('/hiring/jobs/?q=accountant')).json() as JobForProfessional[];
      expect(matched.map((j) => [j.job_title, j.skill_match_percentage])).toEqual([
        ['Comptable', 100],
        ['Senior Accountant', 25],
      ]);
    });

    it('never find closed, pending or past-deadline jobs, and keep the company hidden', async () => {
      const res = await get('/hiring/jobs/?show_all=true&q=comptable&location=lubumbashi');
      const found = res.json() as JobForProfessional[];
      expect(found.map((j) => j.job_title)).toEqual(['Comptable']);
      expect(found[0]!.company).toBeNull();
      expect(found[0]!.skill_match_percentage).toBe(100);
    });
  });

  describe('sort', () => {
    it('orders by salary (highest first, none last), deadline (soonest first) and newest', async () => {
      expect(await titlesOf('sort=salary')).toEqual([
        'Ingénieur des mines',
        'Senior Accountant',
        'Comptable',
        'Développeur web',
        'Chef de la comptabilité',
      ]);
      expect(await titlesOf('sort=deadline')).toEqual([
        'Chef de la comptabilité',
        'Ingénieur des mines',
        'Comptable',
        'Développeur web',
        'Senior Accountant',
      ]);
      expect(await titlesOf('sort=newest')).toEqual([
        'Comptable',
        'Ingénieur des mines',
        'Senior Accountant',
        'Chef de la comptabilité',
        'Développeur web',
      ]);
      expect(await titlesOf('')).toEqual(await titlesOf('sort=newest'));
    });

    it('orders skill-matched jobs by match by default', async () => {
      const res = await get('/hiring/jobs/');
      const found = res.json() as JobForProfessional[];
      const matches = found.map((j) => j.skill_match_percentage ?? -1);
      expect(matches).toEqual([...matches].sort((a, b) => b - a));
      expect(found[0]!.job_title).toBe('Comptable');
    });
  });

  it('refuses bad values with a message on the field', async () => {
    const cases: [string, string, string][] = [
      ['work_model=office', 'work_model', MSG.invalidChoice],
      ['type_of_contract=full-time,forever', 'type_of_contract', MSG.invalidChoice],
      ['salary_min=-5', 'salary_min', MSG.invalidNumber],
      ['salary_min=lots', 'salary_min', MSG.invalidNumber],
      ['sort=popular', 'sort', MSG.invalidChoice],
      [`q=${'a'.repeat(201)}`, 'q', MSG.tooLong],
      [`location=${'b'.repeat(101)}`, 'location', MSG.tooLong],
    ];
    for (const [query, field, message] of cases) {
      for (const path of ['/hiring/jobs/', '/hiring/jobs/facets/']) {
        if (field === 'sort' && path.includes('facets')) continue;
        const res = await get(`${path}?${query}`);
        expect(res.statusCode, `${path}?${query}`).toBe(400);
        expect(fieldErrorsOf(res), query).toEqual({ [field]: [message] });
      }
    }
  });

  it('refuses a posted_within_days other than 1, 3, 7 or 30, naming the field', async () => {
    for (const value of ['2', '0', 'abc', '31', '-1', '7.5', '365']) {
      for (const path of ['/hiring/jobs/', '/hiring/jobs/facets/']) {
        const res = await get(`${path}?show_all=true&posted_within_days=${value}`);
        expect(res.statusCode, `${path} ${value}`).toBe(400);
        expect(fieldErrorsOf(res), value).toEqual({ posted_within_days: [MSG.invalidChoice] });
      }
    }
    expect((await get('/hiring/jobs/facets/?show_all=true&posted_within_days=3')).json()).toMatchObject({ total: 2 });
  });

  it("has an SQL condition for every filter of the registry, which each filter's value changes", async () => {
    expect(Object.keys(FILTER_CONDITIONS).sort()).toEqual([...JOB_FILTER_NAMES].sort());
    const dialect = new PgDialect();
    const statementOf = async (query: Record<string, string>) => {
      const search = { filters: jobSearchFiltersSchema.parse(query), showAll: true, skills: [], today, demo: false };
      const prepared = await prepareJobSearch(db, search);
      const page = { limit: 20, offset: 0 };
      const { sql: text, params } = dialect.sqlToQuery(
        jobPageStatement(prepared, scopeOf(prepared, firstReach(prepared, page)), page),
      );
      return JSON.stringify([text, params]);
    };
    const none = await statementOf({});
    for (const name of JOB_FILTER_NAMES) {
      const { kind, values } = jobFilter(name);
      // A value each kind accepts: a word, a choice list's first value, a number's first allowed value (or 1).
      const example = kind === 'text' ? 'goma' : String(values?.[0] ?? 1);
      expect(await statementOf({ [name]: example }), name).not.toBe(none);
    }
  });

  describe('facets', () => {
    it('count each value, adding up to the total where the dimension is not filtered', async () => {
      const res = await get('/hiring/jobs/facets/?show_all=true');
      expect(res.statusCode).toBe(200);
      const facets = res.json() as JobFacets;
      expect(facets.total).toBe(5);
      const sum = (counts: { count: number }[]) => counts.reduce((n, c) => n + c.count, 0);
      expect(sum(facets.type_of_contract)).toBe(5);
      expect(sum(facets.work_model)).toBe(5);
      expect(sum(facets.experience_level)).toBe(5);
      expect(facets.type_of_contract).toContainEqual({ value: 'full-time', count: 3 });
      expect(facets.locations.map((l) => l.value).sort()).toEqual([
        'Goma',
        'Kinshasa',
        'Kolwezi',
        'Lubumbashi',
        'Mbuji-Mayi',
      ]);
    });

    it("keep a filtered dimension's other values, and count the rest within the filter", async () => {
      const facets = (await get('/hiring/jobs/facets/?show_all=true&work_model=remote')).json() as JobFacets;
      expect(facets.total).toBe(2);
      expect(facets.work_model).toEqual(
        expect.arrayContaining([
          { value: 'remote', count: 2 },
          { value: 'on-site', count: 2 },
          { value: 'hybrid', count: 1 },
        ]),
      );
      expect(facets.type_of_contract.reduce((n, c) => n + c.count, 0)).toBe(2);
      const list = await get('/hiring/jobs/?show_all=true&work_model=remote');
      expect(list.headers['x-total-count']).toBe(String(facets.total));
    });

    it('count every match of words and a place, in relevance order as in date order', async () => {
      for (const query of [
        'q=comptable&location=lubumbashi',
        'q=comptable',
        'q=comptable&sort=newest',
        'q=comptable&work_model=on-site,hybrid',
      ]) {
        const facets = (await get(`/hiring/jobs/facets/?show_all=true&${query}`)).json() as JobFacets;
        const list = await get(`/hiring/jobs/?show_all=true&${query}`);
        expect(list.headers['x-total-count'], query).toBe(String(facets.total));
        expect((list.json() as unknown[]).length, query).toBe(facets.total);
        expect(list.headers['x-total-count-exact'], query).toBeUndefined();
      }
      // A page past the last one still says how many there are.
      const past = await get('/hiring/jobs/?show_all=true&q=comptable&page=9');
      expect(past.statusCode).toBe(200);
      expect(Number(past.headers['x-total-count'])).toBeGreaterThan(0);
    });
  });

  it('suggests locations by prefix, with their open-job counts', async () => {
    expect((await get('/hiring/jobs/locations/?prefix=lu')).json()).toEqual([{ name: 'Lubumbashi', count: 1 }]);
    expect((await get('/hiring/jobs/locations/?prefix=mbuji%20m')).json()).toEqual([{ name: 'Mbuji-Mayi', count: 1 }]);
    expect((await get('/hiring/jobs/locations/?prefix=zzz')).json()).toEqual([]);
    expect(((await get('/hiring/jobs/locations/')).json() as unknown[]).length).toBe(5);
  });
});

describe('totals of large results', async () => {
  const { app, ctx, authHeader } = await createTestApp();

  it('are given as "more than 1,000" without counting further, and the pages go on', async () => {
    const { user: employer } = await buildEmployer(ctx.db);
    const template = await buildJob(ctx.db, { employerId: employer.id });
    const { id: _id, searchDocument: _doc, locationKey: _key, ...row } = template;
    await ctx.db.insert(jobs).values(Array.from({ length: 1001 }, () => row));
    const { user } = await buildProfessional(ctx.db);
    const res = await app.inject({
      method: 'GET',
      url: '/hiring/jobs/?show_all=true&page=50',
      headers: await authHeader(user),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('1000');
    expect(res.headers['x-total-count-exact']).toBe('false');
    expect(res.headers.link).toContain('rel="next"');
    const few = await app.inject({
      method: 'GET',
      url: '/hiring/jobs/?show_all=true&q=nothing-like-this',
      headers: await authHeader(user),
    });
    expect(few.headers['x-total-count']).toBe('0');
    expect(few.headers['x-total-count-exact']).toBeUndefined();
  });
});

describe('a search that finds a large part of the market', async () => {
  const { app, ctx, authHeader } = await createTestApp();

  it('reads the newest matches only, says its total is a lower bound, and stays exact once filters narrow it', async () => {
    const { user: employer } = await buildEmployer(ctx.db);
    const template = await buildJob(ctx.db, {
      employerId: employer.id,
      jobTitle: 'Comptable',
      jobLocation: 'Kinshasa',
    });
    const { id: _id, searchDocument: _doc, locationKey: _key, ...row } = template;
    // Twelve minutes apart, so that the slice of 1,000-1,500 jobs spans more than a week, whatever the day: keyed by
    // its weeks (a narrower one is found by its submission times).
    const minutesAgo = (m: number) => new Date(Date.now() - 12 * m * 60_000);
    // Enough jobs that walking to the 1,001st match costs less than reading every match from the index.
    for (let batch = 0; batch < 5; batch++) {
      await ctx.db
        .insert(jobs)
        .values(Array.from({ length: 1000 }, (_, i) => ({ ...row, submittedAt: minutesAgo(batch * 1000 + i + 1) })));
    }
    // Older than every other: the best match of all, and the only job in Goma.
    await buildJob(ctx.db, {
      employerId: employer.id,
      jobTitle: 'Comptable principal, comptabilité',
      jobDescription: 'Comptable pour la comptabilité générale: un comptable confirmé.',
      jobLocation: 'Goma',
      submittedAt: minutesAgo(5100),
    });
    await ctx.db.execute(sql`analyze jobs`); // the statistics the search reads to know a word is common
    const { user } = await buildProfessional(ctx.db);
    const headers = await authHeader(user);

    const broad = await app.inject({ method: 'GET', url: '/hiring/jobs/?show_all=true&q=comptable', headers });
    expect(broad.statusCode).toBe(200);
    expect(broad.headers['x-total-count']).toBe('1000');
    expect(broad.headers['x-total-count-exact']).toBe('false');
    const page = broad.json() as JobForProfessional[];
    expect(page.length).toBe(20);
    expect(page.map((j) => j.job_location)).not.toContain('Goma'); // ranked among the newest matches only

    // The slice alone holds more than the limit: found through its weeks' keys, not asked again of every job.
    const filters = { ...jobSearchFiltersSchema.parse({}), q: 'comptable', type_of_contract: ['full-time' as const] };
    const prepared = await prepareJobSearch(ctx.db, {
      filters,
      showAll: true,
      skills: [],
      today: todayIso(),
      demo: false,
    });
    expect(prepared.slice && keyedSliceWeeks(prepared.slice)).not.toBeNull();
    const [first] = await executeRows<PageRow>(
      ctx.db,
      jobPageStatement(prepared, scopeOf(prepared, 'slice'), { limit: 20, offset: 0 }),
    );
    expect(Number(first?.total)).toBeGreaterThan(1000);

    const narrowed = await app.inject({
      method: 'GET',
      url: '/hiring/jobs/?show_all=true&q=comptable&location=goma',
      headers,
    });
    expect(narrowed.headers['x-total-count']).toBe('1');
    expect((narrowed.json() as JobForProfessional[]).map((j) => j.job_title)).toEqual([
      'Comptable principal, comptabilité',
    ]);
  });
});

describe("a very common word's list, in bands", async () => {
  const { app, ctx, authHeader } = await createTestApp();
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
  let headers: { authorization: string };
  let employerId: string;
  const pageOf = async (query: string) => {
    const res = await app.inject({ method: 'GET', url: `/hiring/jobs/?show_all=true&${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return {
      jobs: res.json() as JobForProfessional[],
      total: res.headers['x-total-count'],
      exact: res.headers['x-total-count-exact'],
    };
  };

  beforeAll(async () => {
    const { user: employer } = await buildEmployer(ctx.db);
    employerId = employer.id;
    const template = await buildJob(ctx.db, {
      employerId,
      jobTitle: 'Comptable',
      jobDescription: 'Tenir les comptes.',
    });
    const { id: _id, searchDocument: _doc, locationKey: _key, ...row } = template;
    for (let batch = 0; batch < 5; batch++) {
      await ctx.db
        .insert(jobs)
        .values(Array.from({ length: 1000 }, (_, i) => ({ ...row, submittedAt: minutesAgo(batch * 1000 + i + 10) })));
    }
    // Older than the first band (the newest few hundred), and the most relevant jobs of all.
    for (let i = 0; i < 5; i++) {
      await buildJob(ctx.db, {
        employerId,
        jobTitle: 'Comptable principal',
        jobDescription: 'Comptable: la comptabilité du comptable, pour un comptable confirmé.',
        submittedAt: minutesAgo(700 + i),
      });
    }
    await ctx.db.execute(sql`analyze jobs`);
    headers = await authHeader((await buildProfessional(ctx.db)).user);
  });

  it('ranks the newest matches first, reads a first page from them alone, and says "more than 1,000"', async () => {
    const filters = { ...jobSearchFiltersSchema.parse({}), q: 'comptable' };
    const prepared = await prepareJobSearch(ctx.db, {
      filters,
      showAll: true,
      skills: [],
      today: todayIso(),
      demo: false,
    });
    expect(prepared.band).not.toBeNull();
    // The band holds ten pages at least, and far fewer jobs than the slice counted to tell "more than 1,000".
    expect(prepared.band!.jobs).toBeGreaterThanOrEqual(200);
    expect(prepared.band!.jobs).toBeLessThan(700);
    // So dense a band is read by its dates, each row's words tested alone: no keyed document is built for each row.
    const page = { limit: 20, offset: 0 };
    const statement = new PgDialect().sqlToQuery(
      jobPageStatement(prepared, scopeOf(prepared, firstReach(prepared, page)), page),
    ).sql;
    expect(statement).toContain('"jobs"."submitted_at" >= ');
    expect(statement).not.toContain('talent_job_search_keys');

    const first = await pageOf('q=comptable');
    expect(first.total).toBe('1000');
    expect(first.exact).toBe('false');
    expect(first.jobs).toHaveLength(20);
    // Without bands these would lead the list: they are within the slice, and the most relevant.
    expect(first.jobs.map((j) => j.job_title)).not.toContain('Comptable principal');
  });

  it('goes on past the band in one order: every page follows the last, the band first, then the rest by relevance', async () => {
    const seen: JobForProfessional[] = [];
    for (let page = 1; page <= 5; page++) {
      const { jobs: found, total } = await pageOf(`q=comptable&page_size=100&page=${page}`);
      expect(total).toBe('1000');
      seen.push(...found);
    }
    expect(seen).toHaveLength(500);
    expect(new Set(seen.map((j) => j.id)).size).toBe(500);
    const firstPrincipal = seen.findIndex((j) => j.job_title === 'Comptable principal');
    expect(firstPrincipal).toBeGreaterThanOrEqual(200);
    // The first band, newest first among equals; then the older, more relevant jobs at the head of the rest.
    expect(seen.slice(firstPrincipal, firstPrincipal + 5).map((j) => j.job_title)).toEqual(
      Array(5).fill('Comptable principal'),
    );
    const band = seen.slice(0, firstPrincipal).map((j) => Date.parse(j.submitted_at));
    expect(band).toEqual([...band].sort((a, b) => b - a));
    expect(Math.min(...band)).toBeGreaterThan(
      Math.max(...seen.slice(firstPrincipal).map((j) => Date.parse(j.submitted_at))),
    );
  });

  it('answers from the band only when it holds the page and shows the market holds well over 1,000', async () => {
    const filters = { ...jobSearchFiltersSchema.parse({}), q: 'comptable' };
    const prepared = await prepareJobSearch(ctx.db, {
      filters,
      showAll: true,
      skills: [],
      today: todayIso(),
      demo: false,
    });
    const band = prepared.band!;
    const first = { limit: 20, offset: 0 };
    expect(bandAnswers(band, Math.round(band.expected), first)).toBe(true);
    // Far denser than the statistics expect (many jobs of one kind published at once): it says little of older jobs.
    expect(bandAnswers(band, Math.ceil(2.5 * band.expected), first)).toBe(false);
    // Too few to scale to twice the limit over the market, or to fill the page asked for.
    expect(bandAnswers(band, Math.floor((band.jobs * 1000) / band.marketAtLeast), first)).toBe(false);
    expect(bandAnswers(band, Math.round(band.expected), { limit: 20, offset: Math.round(band.expected) })).toBe(false);
    // A page past the first ten does not try the band.
    expect(firstReach(prepared, { limit: 20, offset: 200 })).not.toBe('band');
    expect(firstReach(prepared, { limit: 20, offset: 180 })).toBe('band');
  });

  it('reads a page in two statements at most, whatever the first finds', async () => {
    const prepared = await prepareJobSearch(ctx.db, {
      filters: { ...jobSearchFiltersSchema.parse({}), q: 'comptable' },
      showAll: true,
      skills: [],
      today: todayIso(),
      demo: false,
    });
    const band = prepared.band!;
    const first = { limit: 20, offset: 0 };
    /** The page read through a database that notes each statement reading jobs, and what the list would show. */
    const readThrough = async (search: typeof prepared, page = first) => {
      const statements: string[] = [];
      const noting = new Proxy(ctx.db, {
        get(target, key, receiver) {
          if (key !== 'execute') return Reflect.get(target, key, receiver) as unknown;
          return (query: SQL) => {
            const text = new PgDialect().sqlToQuery(query).sql;
            if (/"jobs"| as jobs/.test(text)) statements.push(/^select count/.test(text) ? 'count' : 'page');
            return target.execute(query);
          };
        },
      });
      const answer = await readPage(noting, search, page);
      return { statements, answer, ids: answer.rows.map((row) => row.id) };
    };
    const everyMatch = async (search: typeof prepared, page = first) =>
      (await executeRows<PageRow>(ctx.db, jobPageStatement(search, scopeOf(search, 'market'), page))).map((row) =>
        Number(row.id),
      );

    // The band answers alone.
    const answered = await readThrough(prepared);
    expect(answered.statements).toEqual(['page']);
    expect(answered.answer).toMatchObject({ total: 1000, exact: false });
    expect(answered.ids).toEqual(await everyMatch(prepared));

    // A band far denser than expected holds the page, but cannot vouch for the total: the total alone is counted.
    const dense = await readThrough({ ...prepared, band: { ...band, expected: 1 } });
    expect(dense.statements).toEqual(['page', 'count']);
    expect(dense.answer).toMatchObject({ total: 1000, exact: false });
    expect(dense.ids).toEqual(answered.ids);

    // A band too sparse for the page (the estimate was far off): every match is read, not the slice first.
    const newest = minutesAgo(12);
    const sparse = await readThrough({ ...prepared, band: { ...band, since: newest } });
    expect(sparse.statements).toEqual(['page', 'page']);
    expect(sparse.ids).toEqual(await everyMatch({ ...prepared, band: { ...band, since: newest } }));

    // A slice holding too few for "more than 1,000" may leave older matches out: every match is read.
    const narrow = { ...prepared, band: null, slice: minutesAgo(30) };
    const short = await readThrough(narrow, { limit: 20, offset: 300 });
    expect(short.statements).toEqual(['page', 'page']);
    expect(short.ids).toEqual(await everyMatch(narrow, { limit: 20, offset: 300 }));
    expect(short.answer).toMatchObject({ total: 1000, exact: false });

    // Past the last page, the statement counts the total itself.
    const past = await readThrough(narrow, { limit: 20, offset: 6000 });
    expect(past.statements).toEqual(['page', 'page']);
    expect(past.answer).toMatchObject({ rows: [], total: 1000, exact: false });
  });

  it('is not used for an order the band would change, or a filter the statistics do not know', async () => {
    for (const query of [
      { sort: 'salary' as const },
      { sort: 'deadline' as const },
      { posted_within_days: 30 as const },
      { salary_min: 100 },
      { industry: 'Banking' },
    ]) {
      const filters = { ...jobSearchFiltersSchema.parse({}), q: 'comptable', ...query };
      const { sort, ...onlyFilters } = filters as typeof filters & { sort?: 'salary' | 'deadline' };
      const prepared = await prepareJobSearch(ctx.db, {
        filters: onlyFilters,
        sort,
        showAll: true,
        skills: [],
        today: todayIso(),
        demo: false,
      });
      expect(prepared.band, JSON.stringify(query)).toBeNull();
      expect(prepared.slice, JSON.stringify(query)).not.toBeNull();
    }
  });
});
