import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { MAX_JOB_ALERTS } from '@talent/shared';
import { jobAlerts, outbox } from '../../src/db/schema.js';
import { buildEmployer, buildProfessional } from '../../src/demo/factories/users.js';
import { buildApplication, buildJob } from '../../src/demo/factories/jobs.js';
import { runDueJobAlerts, JOB_ALERT_WINDOW_LAG_MS } from '../../src/alerts/job-alerts.js';
import { sendDueMail } from '../../src/messaging/mail/sender.js';
import { createTestApp } from '../helpers/test-app.js';
import { detailOf, fieldErrorsOf } from '../helpers/field-errors.js';
import { startTestMailbox } from '../helpers/smtp-test-server.js';

const PUBLIC_URL = 'https://congotalent.example';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('job alerts: saved searches of /recommended-jobs, mailed daily or weekly', async () => {
  const { app, ctx, authHeader } = await createTestApp({
    PUBLIC_URL,
    MAIL_FROM: 'Congo Talent <no-reply@congotalent.example>',
  });
  const { smtp, transport } = await startTestMailbox();
  const employer = await buildEmployer(ctx.db);

  beforeEach(async () => {
    await ctx.db.execute(sql`delete from outbox`);
    await ctx.db.execute(sql`delete from job_alerts`);
    // Every job of a test is its own: earlier tests' jobs are out of every window.
    await ctx.db.execute(sql`update jobs set approved_at = now() - interval '30 days'`);
    smtp.received.length = 0;
  });

  const professional = async (language = 'en', skills: string[] = ['autocad']) => {
    const { user } = await buildProfessional(ctx.db, {
      user: { language, firstName: language === 'fr' ? 'Amani' : 'Grace' },
      profile: { skillsNormalized: skills },
    });
    return { user, headers: await authHeader(user) };
  };
  const save = (headers: Record<string, string>, payload: unknown) =>
    app.inject({ method: 'POST', url: '/api/job-alerts/', headers, payload: payload as object });
  /** Moves an alert's window back, as if saved `ms` ago, and makes it due. */
  const age = (id: number, ms: number) =>
    ctx.db.execute(
      sql`update job_alerts set window_start = now() - ${`${ms} milliseconds`}::interval, next_run_at = now() - interval '1 second' where id = ${id}`,
    );
  const newJob = (overrides: Parameters<typeof buildJob>[1] = {}) =>
    buildJob(ctx.db, {
      employerId: employer.user.id,
      approvedAt: new Date(Date.now() - 2 * JOB_ALERT_WINDOW_LAG_MS),
      ...overrides,
    });
  const mailsOf = (userId: string) => ctx.db.select().from(outbox).where(eq(outbox.userId, userId));

  it('saves, lists, renames, pauses, resumes and deletes an alert; another professional sees none of it', async () => {
    const { headers } = await professional();
    const created = await save(headers, {
      name: '  Engineers in Goma ',
      frequency: 'daily',
      search: { q: 'engineer', location: 'Goma', work_model: ['remote', 'hybrid'], show_all: true },
    });
    expect(created.statusCode).toBe(201);
    const alert = created.json();
    expect(alert).toMatchObject({
      name: 'Engineers in Goma',
      frequency: 'daily',
      paused: false,
      search: { q: 'engineer', location: 'Goma', work_model: ['remote', 'hybrid'], show_all: true },
    });
    expect(new Date(alert.next_run_at).getTime() - new Date(alert.window_start).getTime()).toBeCloseTo(DAY, -4);

    const list = await app.inject({ method: 'GET', url: '/api/job-alerts/', headers });
    expect(list.json()).toEqual([alert]);

    const renamed = await app.inject({
      method: 'PATCH',
      url: `/api/job-alerts/${alert.id}/`,
      headers,
      payload: { name: 'Goma', frequency: 'weekly', paused: true },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Goma', frequency: 'weekly', paused: true });

    const other = await professional();
    for (const [method, payload] of [
      ['PATCH', { paused: false }],
      ['DELETE', undefined],
    ] as const) {
      const res = await app.inject({
        method,
        url: `/api/job-alerts/${alert.id}/`,
        headers: other.headers,
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode).toBe(404);
    }
    expect((await app.inject({ method: 'GET', url: '/api/job-alerts/', headers: other.headers })).json()).toEqual([]);

    const resumed = await app.inject({
      method: 'PATCH',
      url: `/api/job-alerts/${alert.id}/`,
      headers,
      payload: { paused: false },
    });
    expect(resumed.json().paused).toBe(false);
    // A resumed alert starts a new window: what came while it was paused is not news.
    expect(new Date(resumed.json().window_start).getTime()).toBeGreaterThan(new Date(alert.window_start).getTime());

    expect((await app.inject({ method: 'DELETE', url: `/api/job-alerts/${alert.id}/`, headers })).statusCode).toBe(204);
    expect((await app.inject({ method: 'DELETE', url: `/api/job-alerts/${alert.id}/`, headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/job-alerts/', headers })).json()).toEqual([]);
  });

  it('refuses a bad alert field by field, with codes, and is for professionals only', async () => {
    const { headers } = await professional();
    const bad = await save(headers, {
      name: ' ',
      frequency: 'hourly',
      search: { salary_min: -1, work_model: ['anywhere'], show_all: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldErrorsOf(bad)).toEqual({
      name: ['This field is required.'],
      frequency: ['Choose one of the options.'],
      salary_min: ['Enter a whole number.'],
      work_model: ['Choose one of the options.'],
      show_all: ['Choose one of the options.'],
    });
    const long = await save(headers, { name: `a${'\u0007'}b`.padEnd(101, 'x'), frequency: 'daily' });
    expect(fieldErrorsOf(long)).toEqual({
      name: ['Remove the invisible or control characters from this text.', 'This text is too long.'],
    });
    const rename = await app.inject({ method: 'PATCH', url: '/api/job-alerts/1/', headers, payload: { name: '' } });
    expect(fieldErrorsOf(rename)).toEqual({ name: ['This field is required.'] });

    const { user: employerUser } = await buildEmployer(ctx.db);
    expect(
      (await app.inject({ method: 'GET', url: '/api/job-alerts/', headers: await authHeader(employerUser) }))
        .statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/job-alerts/' })).statusCode).toBe(401);
  });

  it(`keeps at most ${MAX_JOB_ALERTS} alerts per professional, with a clear message`, async () => {
    const { headers } = await professional();
    for (let i = 0; i < MAX_JOB_ALERTS; i++)
      expect((await save(headers, { name: `Alert ${i}`, frequency: 'weekly' })).statusCode).toBe(201);
    const refused = await save(headers, { name: 'One more', frequency: 'weekly' });
    expect(refused.statusCode).toBe(409);
    expect(detailOf(refused)).toEqual({
      detail: `You can keep at most ${MAX_JOB_ALERTS} job alerts. Delete one before saving another.`,
      code: 'job_alerts_limit',
    });
  });

  it("mails the new matching jobs once, in the recipient's language, with links to each job and the one-click unsubscribe headers", async () => {
    const french = await professional('fr', ['autocad']);
    const english = await professional('en', ['autocad']);
    const frAlert = (await save(french.headers, { name: 'Mes offres', frequency: 'daily' })).json();
    const enAlert = (
      await save(english.headers, {
        name: 'Remote engineers',
        frequency: 'weekly',
        search: { work_model: ['remote'], show_all: true },
      })
    ).json();
    await age(frAlert.id, DAY);
    await age(enAlert.id, 7 * DAY);

    const matching = await newJob({
      jobTitle: 'Ingénieur AutoCAD',
      requiredSkills: 'AutoCAD',
      workModel: 'remote',
      jobLocation: 'Goma, DR Congo',
    });
    const onSite = await newJob({ jobTitle: 'Chef de chantier', requiredSkills: 'Masonry', workModel: 'on-site' });
    await newJob({
      jobTitle: 'Old job',
      requiredSkills: 'AutoCAD',
      workModel: 'remote',
      approvedAt: new Date(Date.now() - 8 * DAY),
    });
    await newJob({
      jobTitle: 'Pending job',
      requiredSkills: 'AutoCAD',
      workModel: 'remote',
      status: 'pending',
      approvedAt: null,
    });

    expect(await runDueJobAlerts(ctx)).toMatchObject({ alerts: 2, mails: 2 });
    // Run again at once: nothing is due, nothing more is written.
    expect(await runDueJobAlerts(ctx)).toMatchObject({ alerts: 0, mails: 0 });
    expect(await sendDueMail(ctx.db, transport, { from: ctx.config.MAIL_FROM, host: 'congotalent.example' })).toEqual({
      sent: 2,
      failed: 0,
    });
    const mails = await smtp.waitFor(2);
    const toFrench = mails.find((m) => (m.to as { text: string }).text === french.user.email)!;
    const toEnglish = mails.find((m) => (m.to as { text: string }).text === english.user.email)!;

    expect(toFrench.subject).toBe('Nouvelles offres pour « Mes offres » - Congo Talent');
    expect(toFrench.text).toContain('Bonjour Amani');
    expect(toFrench.text).toContain('1 nouvelle offre correspond à votre alerte « Mes offres » :');
    expect(toFrench.text).toContain(`- Ingénieur AutoCAD (Goma, DR Congo)\u202f: ${PUBLIC_URL}/jobs/${matching.id}`);
    expect(toFrench.text).not.toContain('Old job');
    expect(toFrench.html).toContain(`href="${PUBLIC_URL}/jobs/${matching.id}"`);
    expect(toFrench.html).toContain(`href="${PUBLIC_URL}/job-alerts"`);
    expect(toFrench.html).toContain('Ne plus recevoir ces e-mails');

    expect(toEnglish.subject).toBe('New jobs for "Remote engineers" - Congo Talent');
    expect(toEnglish.text).toContain('1 new job matches your alert "Remote engineers":');
    expect(toEnglish.text).toContain(`${PUBLIC_URL}/jobs/${matching.id}`);
    expect(toEnglish.text).not.toContain(`${PUBLIC_URL}/jobs/${onSite.id}`);
    expect(toEnglish.text).toContain(`Manage my job alerts: ${PUBLIC_URL}/job-alerts`);

    const header = (name: string) => toEnglish.headerLines.find((h) => h.key === name)?.line.replace(/\r\n\s+/g, ' ');
    const oneClick = /^List-Unsubscribe: <(.+)>$/.exec(header('list-unsubscribe') ?? '')?.[1] ?? '';
    expect(oneClick.startsWith(`${PUBLIC_URL}/api/unsubscribe/?token=`)).toBe(true);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // The mail's job link opens that job for the professional.
    const opened = await app.inject({ method: 'GET', url: `/hiring/jobs/${matching.id}/`, headers: english.headers });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ id: matching.id, job_title: 'Ingénieur AutoCAD' });

    // One click turns job alerts off: the next window's news is not mailed, though the window still moves.
    const { pathname, search } = new URL(oneClick);
    const off = await app.inject({
      method: 'POST',
      url: `${pathname}${search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(off.json()).toMatchObject({ category: 'job_alerts' });
    await age(enAlert.id, 7 * DAY);
    expect(await runDueJobAlerts(ctx)).toMatchObject({ alerts: 1, mails: 0 });
  });

  it('sends nothing when nothing new matches, and nothing for a paused alert, yet moves the window', async () => {
    const { user, headers } = await professional('en', ['plumbing']);
    const alert = (await save(headers, { name: 'Plumbing', frequency: 'daily' })).json();
    const paused = (await save(headers, { name: 'Paused', frequency: 'daily', search: { show_all: true } })).json();
    await app.inject({ method: 'PATCH', url: `/api/job-alerts/${paused.id}/`, headers, payload: { paused: true } });
    await age(alert.id, DAY);
    await ctx.db.execute(sql`update job_alerts set next_run_at = now() - interval '1 second' where id = ${paused.id}`);
    await newJob({ requiredSkills: 'Welding' });
    expect(await runDueJobAlerts(ctx)).toMatchObject({ alerts: 1, mails: 0 });
    expect(await mailsOf(user.id)).toEqual([]);
    const [moved] = await ctx.db.select().from(jobAlerts).where(eq(jobAlerts.id, alert.id));
    expect(moved!.nextRunAt.getTime()).toBeGreaterThan(Date.now() + DAY - HOUR);
    expect(moved!.windowStart.getTime()).toBeGreaterThan(Date.now() - 2 * JOB_ALERT_WINDOW_LAG_MS);
  });

  it('lists the 20 newest when more are new, and says there were more', async () => {
    const { user, headers } = await professional('en', ['autocad']);
    const alert = (await save(headers, { name: 'Busy', frequency: 'daily' })).json();
    await age(alert.id, DAY);
    for (let i = 0; i < 22; i++)
      await newJob({
        jobTitle: `Job ${i}`,
        requiredSkills: 'AutoCAD',
        approvedAt: new Date(Date.now() - HOUR + i * 60_000),
      });
    await runDueJobAlerts(ctx);
    const [mail] = await mailsOf(user.id);
    expect(mail!.textBody).toContain('More than 20 new jobs match your alert "Busy". Here are the 20 newest:');
    expect(mail!.textBody).toContain('Job 21');
    expect(mail!.textBody).not.toContain('Job 1 ');
    expect(mail!.textBody.match(/\/jobs\/\d+/g)).toHaveLength(20);
  });

  it("mails, for an alert's industry, the jobs of that sector, or of an employer of that industry when they have none", async () => {
    const { user, headers } = await professional('en', []);
    const alert = (
      await save(headers, {
        name: 'Building',
        frequency: 'daily',
        search: { industry: 'construction', show_all: true },
      })
    ).json();
    await age(alert.id, DAY);
    const builder = await buildEmployer(ctx.db, { profile: { industry: 'BTP' } });
    const own = await newJob({ jobTitle: 'Macon de la mine', sector: 'construction' }); // a mining company's
    const mining = await newJob({ jobTitle: 'Geologue' });
    const fromBuilder = await newJob({ employerId: builder.user.id, jobTitle: 'Chef de chantier' });
    const clerk = await newJob({ employerId: builder.user.id, jobTitle: 'Comptable', sector: 'banking' });
    expect(await runDueJobAlerts(ctx)).toMatchObject({ alerts: 1, mails: 1 });
    const [mail] = await mailsOf(user.id);
    expect(mail!.textBody).toContain(`/jobs/${own.id}`);
    expect(mail!.textBody).toContain(`/jobs/${fromBuilder.id}`);
    expect(mail!.textBody).not.toContain(`/jobs/${mining.id}`);
    expect(mail!.textBody).not.toContain(`/jobs/${clerk.id}`);
  });

  it('reads an alert as its search was stored, every kept filter in its JSON, and runs it', async () => {
    const { user, headers } = await professional('en', []);
    const search = {
      q: 'engineer',
      location: 'Goma',
      type_of_contract: ['full-time'],
      work_model: ['remote', 'hybrid'],
      experience_level: ['senior'],
      salary_min: 500,
      industry: 'mining',
      show_all: true,
    };
    const [row] = await ctx.db
      .insert(jobAlerts)
      .values({ userId: user.id, name: 'Stored', frequency: 'daily', search, nextRunAt: new Date() })
      .returning();
    const listed = (await app.inject({ method: 'GET', url: '/api/job-alerts/', headers })).json();
    expect(listed).toMatchObject([{ id: row!.id, search }]);
    await age(row!.id, DAY);
    const fields = { typeOfContract: 'full-time', workModel: 'remote', experienceLevel: 'senior', salary: 800 };
    const found = await newJob({ ...fields, jobTitle: 'Mining engineer', jobLocation: 'Goma', sector: 'mining' });
    const elsewhere = await newJob({ ...fields, jobTitle: 'Mining engineer', jobLocation: 'Bukavu', sector: 'mining' });
    expect(await runDueJobAlerts(ctx)).toMatchObject({ alerts: 1, mails: 1 });
    const [mail] = await mailsOf(user.id);
    expect(mail!.textBody).toContain(`/jobs/${found.id}`);
    expect(mail!.textBody).not.toContain(`/jobs/${elsewhere.id}`);
  });

  it('keeps a date posted, and mails only the new jobs published within it', async () => {
    const { user, headers } = await professional('en', []);
    const bad = await save(headers, { name: 'Fresh', frequency: 'daily', search: { posted_within_days: 2 } });
    expect(fieldErrorsOf(bad)).toEqual({ posted_within_days: ['Choose one of the options.'] });
    const search = { posted_within_days: 3, show_all: true };
    const alert = (await save(headers, { name: 'Fresh', frequency: 'daily', search })).json();
    expect(alert.search).toEqual(search);
    expect((await app.inject({ method: 'GET', url: '/api/job-alerts/', headers })).json()).toMatchObject([{ search }]);
    await age(alert.id, DAY);
    const fresh = await newJob({ jobTitle: 'Fresh', submittedAt: new Date(Date.now() - DAY) });
    // Approved within the window, but submitted long before: not within the days asked for.
    const stale = await newJob({ jobTitle: 'Stale', submittedAt: new Date(Date.now() - 10 * DAY) });
    expect(await runDueJobAlerts(ctx)).toMatchObject({ alerts: 1, mails: 1 });
    const [mail] = await mailsOf(user.id);
    expect(mail!.textBody).toContain(`/jobs/${fresh.id}`);
    expect(mail!.textBody).not.toContain(`/jobs/${stale.id}`);
  });

  it('migration 0039 turns a saved posted_within into the next posted_within_days, or drops it', async () => {
    const { user, headers } = await professional();
    const stored: [string, Record<string, unknown>][] = [
      ['one', { posted_within: 1, show_all: true }],
      ['two', { posted_within: 2, show_all: false }],
      ['three', { posted_within: 3, q: 'engineer', show_all: false }],
      ['five', { posted_within: 5, show_all: false }],
      ['fourteen', { posted_within: 14, work_model: ['remote'], show_all: false }],
      ['thirty', { posted_within: 30, show_all: false }],
      ['zero', { posted_within: 0, show_all: false }],
      ['late', { posted_within: 31, show_all: false }],
      ['year', { posted_within: 365, show_all: false }],
      ['text', { posted_within: '7', show_all: false }],
      ['empty', { posted_within: null, show_all: false }],
      ['own', { posted_within: 2, posted_within_days: 30, show_all: false }],
      ['untouched', { posted_within_days: 7, show_all: true }],
    ];
    for (const [name, search] of stored)
      await ctx.db
        .insert(jobAlerts)
        .values({ userId: user.id, name, frequency: 'daily', search, nextRunAt: new Date() });
    const statement = readFileSync(new URL('../../drizzle/0039_retire_posted_within.sql', import.meta.url), 'utf8');
    await ctx.db.execute(sql.raw(statement));

    const rows = await ctx.db.select().from(jobAlerts).where(eq(jobAlerts.userId, user.id));
    expect(Object.fromEntries(rows.map((row) => [row.name, row.search]))).toEqual({
      one: { posted_within_days: 1, show_all: true },
      two: { posted_within_days: 3, show_all: false },
      three: { posted_within_days: 3, q: 'engineer', show_all: false },
      five: { posted_within_days: 7, show_all: false },
      fourteen: { posted_within_days: 30, work_model: ['remote'], show_all: false },
      thirty: { posted_within_days: 30, show_all: false },
      zero: { posted_within_days: 1, show_all: false },
      late: { show_all: false },
      year: { show_all: false },
      text: { show_all: false },
      empty: { show_all: false },
      own: { posted_within_days: 30, show_all: false },
      untouched: { posted_within_days: 7, show_all: true },
    });
    // The alerts read as any saved one.
    const listed = await app.inject({ method: 'GET', url: '/api/job-alerts/', headers });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toHaveLength(stored.length);
  });

  it('never mails an alert twice when two workers run at once', async () => {
    const people = await Promise.all(Array.from({ length: 12 }, () => professional('en', ['autocad'])));
    for (const { headers } of people) {
      const alert = (await save(headers, { name: 'Mine', frequency: 'daily' })).json();
      await age(alert.id, DAY);
    }
    await newJob({ requiredSkills: 'AutoCAD' });
    const [a, b] = await Promise.all([runDueJobAlerts(ctx, { batch: 5 }), runDueJobAlerts(ctx, { batch: 5 })]);
    expect(a.alerts + b.alerts).toBe(12);
    expect(a.mails + b.mails).toBe(12);
    const [count] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(outbox);
    expect(count!.n).toBe(12);
  });

  // A second connection holds the writing transaction open: PostgreSQL only (the embedded database has one).
  if (process.env.TEST_DB === 'postgres')
    it('mails a job whose transaction ran past the window, in the next run, once', async () => {
      const { user, headers } = await professional('en', ['autocad']);
      const alert = (await save(headers, { name: 'Imports', frequency: 'daily' })).json();
      await age(alert.id, DAY);
      const late = await newJob({
        jobTitle: 'Committed late',
        requiredSkills: 'AutoCAD',
        status: 'pending',
        approvedAt: null,
      });
      const due = () =>
        ctx.db.execute(sql`update job_alerts set next_run_at = now() - interval '1 second' where id = ${alert.id}`);
      // As an import does: approved at its transaction's start, committed long after. The run is dated two lags
      // on, so that the transaction started before the window would otherwise end.
      const client = await (ctx.db as unknown as { $client: pg.Pool }).$client.connect();
      try {
        await client.query('begin');
        await client.query(`update jobs set status = 'approved', approved_at = now() where id = $1`, [late.id]);
        const later = () => new Date(Date.now() + 2 * JOB_ALERT_WINDOW_LAG_MS);
        expect(await runDueJobAlerts(ctx, { now: later() })).toMatchObject({ alerts: 1, mails: 0 });
        await client.query('commit');
        await due();
        expect(await runDueJobAlerts(ctx, { now: later() })).toMatchObject({ alerts: 1, mails: 1 });
        await due();
        expect(await runDueJobAlerts(ctx, { now: later() })).toMatchObject({ alerts: 1, mails: 0 });
      } finally {
        client.release();
      }
      const [mail, ...more] = await mailsOf(user.id);
      expect(more).toEqual([]);
      expect(mail!.textBody).toContain(`/jobs/${late.id}`);
    });

  it("opens one job for a professional under the list's rules: 404 for a job that is not open", async () => {
    const { headers } = await professional();
    const open = await newJob();
    const pending = await newJob({ status: 'pending', approvedAt: null });
    const expired = await newJob({ applicationDeadline: '2020-01-01' });
    const res = await app.inject({ method: 'GET', url: `/hiring/jobs/${open.id}/`, headers });
    expect(res.statusCode).toBe(200);
    // The company stays hidden until the professional is shortlisted.
    expect(res.json().company).toBeNull();
    for (const id of [pending.id, expired.id, 'abc', 999999]) {
      const missing = await app.inject({ method: 'GET', url: `/hiring/jobs/${id}/`, headers });
      expect(missing.statusCode).toBe(404);
    }
    expect((await app.inject({ method: 'GET', url: `/hiring/jobs/${open.id}/` })).statusCode).toBe(401);
  });

  it('still opens a closed job to the professional who applied to it, and to nobody else', async () => {
    const applicant = await professional();
    const other = await professional();
    const closed = await newJob({ applicationDeadline: '2020-01-01' });
    const closedByStaff = await newJob({ status: 'closed' });
    for (const job of [closed, closedByStaff]) {
      await buildApplication(ctx.db, { jobId: job.id, professionalId: applicant.user.id });
      const mine = await app.inject({ method: 'GET', url: `/hiring/jobs/${job.id}/`, headers: applicant.headers });
      expect(mine.statusCode).toBe(200);
      expect(mine.json()).toMatchObject({ id: job.id, has_applied: true, application_status: 'submitted' });
      const theirs = await app.inject({ method: 'GET', url: `/hiring/jobs/${job.id}/`, headers: other.headers });
      expect(theirs.statusCode).toBe(404);
    }
  });
});
