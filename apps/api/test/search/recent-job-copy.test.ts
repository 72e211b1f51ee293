import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { addDaysIso, todayIso, type JobSearchFilters } from '@talent/shared';
import { jobs } from '../../src/db/schema.js';
import { executeRows } from '../../src/db/rows.js';
import { buildJob } from '../../src/demo/factories/jobs.js';
import { buildEmployer } from '../../src/demo/factories/users.js';
import { readPage } from '../../src/search/job-search.js';
import { prepareJobSearch } from '../../src/search/prepared-search.js';
import { scopeOf } from '../../src/search/read-plan.js';
import { jobPageStatement } from '../../src/search/search-statements.js';
import { keepRecentJobCopy, recentCopyCoversNow, recentCopySince } from '../../src/search/recent-job-copy.js';
import { ROW_BY_ROW_BAND_DENSITY } from '../../src/search/tunables.js';
import { createTestApp } from '../helpers/test-app.js';

describe('the search copy of the newest jobs', async () => {
  const { ctx } = await createTestApp();
  const db = ctx.db;
  const today = todayIso();
  const { user: employer } = await buildEmployer(db, { profile: { industry: 'Banking & Finance' } });
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
  const TITLES = [
    'Comptable',
    'Senior Accountant',
    'Développeur web',
    'Chef de la comptabilité',
    'Ingénieur des mines',
  ];
  const TOWNS = ['Lubumbashi, Haut-Katanga', 'Kinshasa, Gombe', 'Goma, Nord-Kivu'];
  const job = (hours: number, extra: Partial<typeof jobs.$inferInsert> = {}) => {
    const h = Math.round(hours * 10);
    const jobTitle = TITLES[h % TITLES.length]!;
    return buildJob(db, {
      employerId: employer.id,
      jobTitle,
      // The developers have a sector of their own; the others are filed under their employer's industry.
      sector: jobTitle === 'Développeur web' ? 'it' : null,
      jobDescription: h % 2 ? 'Tenir la comptabilité de la succursale.' : 'Lead the accounting team of the branch.',
      jobLocation: TOWNS[h % TOWNS.length],
      typeOfContract: h % 3 ? 'full-time' : 'contract',
      submittedAt: hoursAgo(hours),
      ...extra,
    });
  };

  const copyIds = async () =>
    (await executeRows<{ id: string | number }>(db, sql`select id from job_search_recent order by id`)).map((r) =>
      Number(r.id),
    );
  /** What the copy must hold: every approved job submitted since its date, as the jobs table has it now. */
  const owedIds = async () =>
    (
      await executeRows<{ id: string | number }>(
        db,
        sql`select id from jobs where status = 'approved'
          and submitted_at >= (select covers_since from job_search_recent_state) order by id`,
      )
    ).map((r) => Number(r.id));
  const copiedTitle = async (id: number) =>
    (
      await executeRows<{ found: boolean }>(
        db,
        sql`select search_document @@ to_tsquery('simple', 'logisticien') as found
      from job_search_recent where id = ${id}`,
      )
    )[0]?.found;

  it('stays empty, and writes cost it nothing, while the market is smaller than half as much again as its size', async () => {
    for (let h = 1; h <= 6; h++) await job(h);
    expect(await keepRecentJobCopy(db, 4)).toBe('idle');
    expect(await copyIds()).toEqual([]);
    expect(await recentCopySince(db)).toBeNull();
  });

  it('is filled with the newest approved jobs once the market outgrows it, then kept by every write to jobs', async () => {
    await job(7);
    await job(8, { status: 'pending', approvedAt: null });
    await job(0.5, { status: 'closed', closedAt: new Date() });
    expect(await keepRecentJobCopy(db, 4)).toBe('filled');
    const since = await recentCopySince(db);
    expect(since?.getTime()).toBeCloseTo(hoursAgo(4).getTime(), -4);
    expect(await copyIds()).toHaveLength(4);
    expect(await copyIds()).toEqual(await owedIds());
    expect(await keepRecentJobCopy(db, 4)).toBe('kept');

    // Approved, closed, edited, deleted, submitted before the copy's date: the copy follows.
    const fresh = await job(0.2, { status: 'pending', approvedAt: null });
    expect(await copyIds()).not.toContain(fresh.id);
    await db.update(jobs).set({ status: 'approved', approvedAt: new Date() }).where(eq(jobs.id, fresh.id));
    expect(await copyIds()).toContain(fresh.id);
    const [edited] = await executeRows<{ id: string | number }>(
      db,
      sql`select id from job_search_recent where id <> ${fresh.id} order by submitted_at desc limit 1`,
    );
    const editedId = Number(edited!.id);
    expect(await copiedTitle(editedId)).toBe(false);
    await db.update(jobs).set({ jobTitle: 'Logisticien' }).where(eq(jobs.id, editedId));
    expect(await copiedTitle(editedId)).toBe(true);
    const closing = (await copyIds()).find((id) => id !== fresh.id && id !== editedId)!;
    await db.update(jobs).set({ status: 'closed', closedAt: new Date() }).where(eq(jobs.id, closing));
    expect(await copyIds()).not.toContain(closing);
    const older = await job(30);
    expect(await copyIds()).not.toContain(older.id);
    await db.delete(jobs).where(eq(jobs.id, fresh.id));
    expect(await copyIds()).not.toContain(fresh.id);
    await db.insert(jobs).values(
      [0.1, 0.11, 0.12].map((h) => ({
        employerId: employer.id,
        jobTitle: 'Comptable',
        jobDescription: 'x',
        experienceLevel: 'mid',
        typeOfContract: 'full-time',
        startDate: today,
        jobLocation: 'Goma',
        workModel: 'on-site',
        applicationDeadline: addDaysIso(today, 9),
        status: 'approved',
        approvedAt: new Date(),
        submittedAt: hoursAgo(h),
      })),
    );
    expect(await copyIds()).toEqual(await owedIds());
    expect(await copyIds()).toHaveLength(6);
  });

  it('is trimmed back to its size, with its date, once it has grown by half', async () => {
    expect(await keepRecentJobCopy(db, 4)).toBe('kept'); // 6 rows: not more than half again
    await job(0.05);
    expect(await keepRecentJobCopy(db, 4)).toBe('trimmed');
    expect(await copyIds()).toHaveLength(4);
    expect(await copyIds()).toEqual(await owedIds());
    const [fourth] = await executeRows<{ submitted_at: Date | string }>(
      db,
      sql`select submitted_at from jobs where status = 'approved' order by submitted_at desc, id desc offset 3 limit 1`,
    );
    expect((await recentCopySince(db))?.getTime()).toBe(new Date(fourth!.submitted_at).getTime());
  });

  describe('a search whose slice lies within it', () => {
    const prepared = (filters: Partial<JobSearchFilters>) =>
      prepareJobSearch(db, { filters: filters as JobSearchFilters, showAll: true, skills: [], today, demo: false });
    const statementOf = async (filters: Partial<JobSearchFilters>, slice: Date, readsRecentCopy: boolean) => {
      const search = await prepared(filters);
      const copySince = await recentCopySince(db);
      const scope = { since: slice, readsRecentCopy, bandFirst: null };
      return jobPageStatement({ ...search, slice, copySince }, scope, { limit: 100, offset: 0 });
    };
    const idsOf = async (filters: Partial<JobSearchFilters>, slice: Date, readsRecentCopy: boolean) => {
      const rows = await executeRows<{ id: string | number; total: number | null }>(
        db,
        await statementOf(filters, slice, readsRecentCopy),
      );
      return rows.map((r) => Number(r.id));
    };
    /** Whether the statement checks the slice's date on the rows found (a form the date's index cannot serve). */
    const datesCheckedOnRows = async (slice: Date) =>
      new PgDialect().sqlToQuery(await statementOf({ q: 'comptable' }, slice, true)).sql.includes("interval '0'");

    it('finds the same jobs, in the same order, in the copy as in the whole market', async () => {
      const since = (await recentCopySince(db))!;
      // Spanning the copy's whole time, its date is checked on the rows the words find; spanning its newest part, it is
      // read from the index of submission times.
      const newest = new Date(Date.now() - (Date.now() - since.getTime()) / 4);
      expect(await datesCheckedOnRows(since)).toBe(true);
      expect(await datesCheckedOnRows(newest)).toBe(false);
      const searches: Partial<JobSearchFilters>[] = [
        { q: 'comptable' },
        { q: 'accountant', location: 'Kinshasa' },
        { q: 'comptabilite', type_of_contract: ['full-time'] },
        { q: 'comptable', location: 'goma' },
        { q: 'logisticien' },
        { q: 'comptabilite', industry: 'it' },
        { q: 'comptabilite', industry: 'banking' },
      ];
      let found = 0;
      for (const slice of [since, newest]) {
        for (const filters of searches) {
          const fromCopy = await idsOf(filters, slice, true);
          expect(fromCopy, JSON.stringify(filters)).toEqual(await idsOf(filters, slice, false));
          found += fromCopy.length;
        }
      }
      expect(found).toBeGreaterThan(3);
    });

    it("reads a dense first band by its dates, testing each row's words, and finds the same jobs in the same order", async () => {
      // The band spans the whole copy, and the copy is taken to reach far older, so that the band's dates are read
      // from their index as a band's newest few hundred jobs are.
      const newest = (await recentCopySince(db))!;
      const since = new Date(newest.getTime() - 30 * 24 * 3_600_000);
      const bandStatement = async (filters: Partial<JobSearchFilters>, matchShare: number, copySince = since) => {
        const search = await prepared(filters);
        const jobsInBand = 100;
        const band = { since: newest, jobs: jobsInBand, marketAtLeast: 1_000, expected: matchShare * jobsInBand };
        const scope = { since: newest, readsRecentCopy: true, bandFirst: null };
        return jobPageStatement({ ...search, band, copySince }, scope, { limit: 100, offset: 0 });
      };
      const throughIndex = (statement: Awaited<ReturnType<typeof bandStatement>>) =>
        new PgDialect().sqlToQuery(statement).sql.includes('talent_job_search_keys');
      let found = 0;
      for (const filters of [{ q: 'comptable' }, { q: 'accountant', location: 'Kinshasa' }, { q: 'logisticien' }]) {
        const [dense, sparse] = [
          await bandStatement(filters, 0.5),
          await bandStatement(filters, ROW_BY_ROW_BAND_DENSITY / 2),
        ];
        expect(throughIndex(dense)).toBe(false);
        expect(throughIndex(sparse)).toBe(true);
        const idsOfRows = async (statement: typeof dense) =>
          (await executeRows<{ id: string | number | null }>(db, statement)).map((r) => Number(r.id));
        const byDate = await idsOfRows(dense);
        expect(byDate, JSON.stringify(filters)).toEqual(await idsOfRows(sparse));
        expect(byDate).toEqual(await idsOf(filters, newest, false));
        // After a large import the band's few hundred jobs span most of the copy's time: it still counts its rows,
        // and reads them by their dates.
        const afterImport = await bandStatement(filters, 0.5, new Date(newest.getTime() - 1_000));
        expect(new PgDialect().sqlToQuery(afterImport).sql).toContain('"jobs"."submitted_at" >= ');
        expect(await idsOfRows(afterImport)).toEqual(byDate);
        found += byDate.length;
      }
      expect(found).toBeGreaterThan(1);
    });

    it('finds nothing when the slice reaches before its date, so that the search is asked again over the market', async () => {
      const since = (await recentCopySince(db))!;
      const before = new Date(since.getTime() - 3_600_000);
      expect(await idsOf({ q: 'comptable' }, before, false)).not.toEqual([]);
      expect(await idsOf({ q: 'comptable' }, before, true)).toEqual([]);
    });
  });

  it('answers over every match when a trim overtook the date this instance read', async () => {
    const since = (await recentCopySince(db))!;
    const before = new Date(since.getTime() - 3_600_000);
    const prepared = await prepareJobSearch(db, {
      filters: { q: 'comptable' } as JobSearchFilters,
      showAll: true,
      skills: [],
      today,
      demo: false,
    });
    // As if this instance still trusted an older date: the slice is read from the copy, which no longer covers it.
    const stale = { ...prepared, band: null, slice: before, copySince: before };
    expect(scopeOf(stale, 'slice').readsRecentCopy).toBe(true);
    const page = { limit: 100, offset: 0 };
    const answer = await readPage(db, stale, page);
    const every = await executeRows<{ id: string }>(db, jobPageStatement(stale, scopeOf(stale, 'market'), page));
    expect(answer.rows.length).toBeGreaterThan(0);
    expect(answer.rows.map((row) => row.id)).toEqual(every.map((row) => Number(row.id)));
  });

  it('is read again when a search of it finds too little, since another instance may have trimmed it', async () => {
    const since = (await recentCopySince(db))!;
    const later = new Date(since.getTime() + 60_000);
    const setSince = (date: Date) =>
      db.execute(sql`update job_search_recent_state set covers_since = ${date.toISOString()}::timestamptz`);
    await setSince(later); // as a trim of another instance would (its rows may stay: the copy then holds more)
    expect(await recentCopySince(db)).toEqual(since); // still trusted here for a minute
    expect(await recentCopyCoversNow(db, since)).toBe(false);
    expect(await recentCopySince(db)).toEqual(later);
    expect(await recentCopyCoversNow(db, later)).toBe(true);
    await setSince(since);
  });
});
