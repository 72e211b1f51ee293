import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { addDaysIso, normaliseSkills, todayIso, type JobForProfessional } from '@talent/shared';
import { jobs } from '../../src/db/schema.js';
import { buildJob } from '../../src/demo/factories/jobs.js';
import { buildEmployer, buildProfessional, buildUser } from '../../src/demo/factories/users.js';
import { prepareFeed } from '../../src/hiring/job-import/prepare-feed.js';
import { storeJobs } from '../../src/hiring/job-import/store-jobs.js';
import { validJobRequest } from '../helpers/hiring-forms.js';
import { databaseWorkOf } from '../helpers/rows-read.js';
import { createTestApp } from '../helpers/test-app.js';

/**
 * The skill-matched list ranks every open job sharing a skill with the professional, on each request: what it shows
 * follows the market and the profile at once, and what it costs the database does not grow with what the market
 * went through.
 */
describe('the skill-matched list', async () => {
  const { app, ctx, authHeader } = await createTestApp();
  const db = ctx.db;
  const { user: employer } = await buildEmployer(db);
  const staff = await buildUser(db, { userType: 'other', isStaff: true, email: 'moderator@congotalent.cd' });
  const staffHeaders = await authHeader(staff);
  const professional = async (skills: string[]) => {
    const { user } = await buildProfessional(db, { profile: { skills, skillsNormalized: normaliseSkills(skills) } });
    return authHeader(user);
  };
  const headers = await professional(['Accounting', 'Excel']);
  const list = async (query = '', as = headers) => {
    const res = await app.inject({ method: 'GET', url: `/hiring/jobs/?page_size=100${query}`, headers: as });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json() as JobForProfessional[];
    return { titles: items.map((j) => j.job_title), items, res };
  };
  const job = (title: string, requiredSkills: string, more: Parameters<typeof buildJob>[1] = {}) =>
    buildJob(db, { employerId: employer.id, jobTitle: title, requiredSkills, ...more });

  it('lists the jobs sharing a skill, best match first, then newest, with each match and an exact total', async () => {
    const day = 86_400_000;
    await job('Half, older', 'Accounting, Welding', { submittedAt: new Date(Date.now() - 2 * day) });
    await job('Half, newer', 'Excel, Welding', { submittedAt: new Date(Date.now() - day) });
    await job('Full', 'Accounting, Excel', { submittedAt: new Date(Date.now() - 3 * day) });
    await job('Third', 'Accounting, Welding, Driving');
    await job('None', 'Welding');
    const { titles, items, res } = await list();
    expect(titles).toEqual(['Full', 'Half, newer', 'Half, older', 'Third']);
    expect(items.map((j) => j.skill_match_percentage)).toEqual([100, 50, 50, 33]);
    expect(res.headers['x-total-count']).toBe('4');
    expect(res.headers['x-total-count-exact']).toBeUndefined();
    expect((await list('&sort=newest')).titles).toEqual(['Third', 'Half, newer', 'Half, older', 'Full']);
    const paged = await app.inject({ method: 'GET', url: '/hiring/jobs/?page_size=2&page=2', headers });
    expect((paged.json() as JobForProfessional[]).map((j) => j.job_title)).toEqual(['Half, older', 'Third']);
  });

  it('shows a job at once when staff approve it, in its place', async () => {
    const pending = await job('Approved now', 'Accounting, Excel', { status: 'pending', approvedAt: null });
    expect((await list()).titles).not.toContain('Approved now');
    const approved = await app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${pending.id}/approve/`,
      headers: staffHeaders,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await list()).titles.slice(0, 2)).toEqual(['Approved now', 'Full']);
  });

  it('leaves out a job once closed or past its deadline, and follows a changed deadline and changed skills', async () => {
    const [approvedNow] = await db.select().from(jobs).where(eq(jobs.jobTitle, 'Approved now'));
    await db.update(jobs).set({ status: 'closed', closedAt: new Date() }).where(eq(jobs.id, approvedNow!.id));
    expect((await list()).titles).not.toContain('Approved now');
    const [full] = await db.select().from(jobs).where(eq(jobs.jobTitle, 'Full'));
    await db
      .update(jobs)
      .set({ applicationDeadline: addDaysIso(todayIso(), -1) })
      .where(eq(jobs.id, full!.id));
    expect((await list()).titles).not.toContain('Full');
    await db.update(jobs).set({ applicationDeadline: full!.applicationDeadline }).where(eq(jobs.id, full!.id));
    expect((await list()).titles[0]).toBe('Full');
    await db
      .update(jobs)
      .set({ requiredSkills: 'Welding', requiredSkillsNormalized: ['welding'] })
      .where(eq(jobs.id, full!.id));
    expect((await list()).titles).not.toContain('Full');
  });

  it("follows the professional's new skills on the very next list", async () => {
    const mine = await professional(['Accounting']);
    expect((await list('', mine)).titles).toEqual(['Half, older', 'Third']);
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/profile/',
      headers: mine,
      payload: { skills: ['Welding'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await list('', mine)).titles).toEqual(['None', 'Full', 'Half, newer', 'Half, older', 'Third']);
  });

  it('applies filters and other orders among the matches', async () => {
    await job('In Goma', 'Excel', { jobLocation: 'Goma, Nord-Kivu', salary: 900 });
    const goma = await list('&location=Goma');
    expect(goma.titles).toEqual(['In Goma']);
    expect(goma.items[0]!.skill_match_percentage).toBe(100);
    expect((await list('&sort=salary')).titles[0]).not.toBe('In Goma');
    expect((await list('&q=goma')).titles).toEqual(['In Goma']);
  });

  it('answers several requests at once alike', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => app.inject({ method: 'GET', url: '/hiring/jobs/', headers })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
  });
});

describe('a skill-matched list with more than 1,000 matches', async () => {
  const { app, ctx, authHeader } = await createTestApp();

  it('counts them as more than 1,000, and pages through the best', async () => {
    const { user: employer } = await buildEmployer(ctx.db);
    const template = await buildJob(ctx.db, { employerId: employer.id, requiredSkills: 'Accounting' });
    const { id: _id, searchDocument: _doc, locationKey: _key, ...row } = template;
    await ctx.db.insert(jobs).values(Array.from({ length: 1000 }, () => row));
    const { user } = await buildProfessional(ctx.db, {
      profile: { skills: ['Accounting'], skillsNormalized: ['accounting'] },
    });
    const res = await app.inject({
      method: 'GET',
      url: '/hiring/jobs/?location=kinshasa',
      headers: await authHeader(user),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('1000');
    expect(res.headers['x-total-count-exact']).toBe('false');
    const unfiltered = await app.inject({ method: 'GET', url: '/hiring/jobs/', headers: await authHeader(user) });
    expect(unfiltered.headers['x-total-count']).toBe('1000');
    expect(unfiltered.headers['x-total-count-exact']).toBe('false');
    expect((unfiltered.json() as unknown[]).length).toBe(20);
  });
});

describe('a skill-matched list when a large import comes into a market whose professionals already came', async () => {
  const { app, ctx, authHeader } = await createTestApp();
  const db = ctx.db;
  const IMPORTED = 1_500;

  it('costs the database what it cost before the import, but for the one request that reads the import', async () => {
    const { user: employer } = await buildEmployer(db);
    for (let i = 0; i < 25; i += 1) {
      await buildJob(db, { employerId: employer.id, jobTitle: `Before ${i}`, requiredSkills: 'Comptabilité, Excel' });
    }
    const people = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const skills = ['Comptabilité', 'Excel', 'Français'];
        const { user } = await buildProfessional(db, {
          profile: { skills, skillsNormalized: normaliseSkills(skills) },
        });
        return authHeader(user);
      }),
    );
    const visit = async (headers: { authorization: string }) => {
      const res = await app.inject({ method: 'GET', url: '/hiring/jobs/', headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as JobForProfessional[];
    };
    for (const headers of people) await visit(headers);
    const settled = await databaseWorkOf(ctx.database, () => visit(people[0]!));

    const work = mkdtempSync(join(tmpdir(), 'talent-import-'));
    try {
      const file = join(work, 'feed.jsonl');
      const line = (i: number) =>
        JSON.stringify(
          validJobRequest({ job_title: `Imported ${i}`, required_skills: 'Comptabilité, Excel, Français' }),
        );
      writeFileSync(file, `${Array.from({ length: IMPORTED }, (_, i) => line(i)).join('\n')}\n`);
      const feed = await prepareFeed(file, employer.id, 'approved', () => {});
      await storeJobs(db, feed, { employer: { id: employer.id, email: 'feeds@example.cd' }, approve: true, file });
    } finally {
      rmSync(work, { recursive: true, force: true });
    }

    // The first request after the import reads the imported jobs once, for this instance; it lists them at once.
    let first: JobForProfessional[] = [];
    const catchingUp = await databaseWorkOf(ctx.database, async () => (first = await visit(people[1]!)));
    expect(first[0]!.job_title).toMatch(/^Imported /);
    expect(first[0]!.skill_match_percentage).toBe(100);
    expect(catchingUp.rowsRead).toBeGreaterThanOrEqual(IMPORTED);
    for (const headers of [people[2]!, people[3]!, people[0]!]) {
      let page: JobForProfessional[] = [];
      const after = await databaseWorkOf(ctx.database, async () => (page = await visit(headers)));
      expect(page.map((j) => j.job_title)).toEqual(first.map((j) => j.job_title));
      expect(after.statements).toBe(settled.statements);
      expect(after.rowsRead).toBeLessThanOrEqual(settled.rowsRead);
    }
  });
});

if (process.env.TEST_DB === 'postgres') {
  describe('a skill-matched list beside a transaction that commits after the list was read', async () => {
    const { app, ctx, authHeader } = await createTestApp();

    it('shows its job on the next list, however long the transaction ran', async () => {
      const { user: employer } = await buildEmployer(ctx.db);
      const pending = await buildJob(ctx.db, {
        employerId: employer.id,
        jobTitle: 'Committed late',
        requiredSkills: 'Accounting',
        status: 'pending',
        approvedAt: null,
      });
      const { user } = await buildProfessional(ctx.db, {
        profile: { skills: ['Accounting'], skillsNormalized: ['accounting'] },
      });
      const headers = await authHeader(user);
      const titles = async () =>
        ((await app.inject({ method: 'GET', url: '/hiring/jobs/', headers })).json() as JobForProfessional[]).map(
          (j) => j.job_title,
        );
      // A market of some hundreds of jobs, analysed: the database then reads what changed through its index, as in
      // a real market, rather than scanning a table of a few rows.
      const { id: _id, searchDocument: _doc, locationKey: _key, ...row } = pending;
      await ctx.db.insert(jobs).values(Array.from({ length: 300 }, () => ({ ...row, jobTitle: 'Other' })));
      await ctx.db.execute(sql`analyze jobs`);
      await titles();
      const settled = await databaseWorkOf(ctx.database, titles);
      // A connection of the app's own pool, held apart from the requests for the transaction.
      const client = await (ctx.db as unknown as { $client: pg.Pool }).$client.connect();
      try {
        await client.query('begin');
        await client.query(`update jobs set status = 'approved', approved_at = now() where id = $1`, [pending.id]);
        // Lists read while it runs cannot see the job; they must not take its absence for final.
        expect(await titles()).toEqual([]);
        // Nor read again, while it runs, what they already read: a job approved meanwhile is read once.
        await buildJob(ctx.db, { employerId: employer.id, jobTitle: 'Approved meanwhile', requiredSkills: 'Welding' });
        await titles();
        expect((await databaseWorkOf(ctx.database, titles)).rowsRead).toBeLessThanOrEqual(settled.rowsRead);
        await client.query('commit');
      } finally {
        client.release();
      }
      expect(await titles()).toEqual(['Committed late']);
    });
  });
}
