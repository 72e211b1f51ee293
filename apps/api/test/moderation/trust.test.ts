import { describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { jobs, notifications, users } from '../../src/db/schema.js';
import { DEMO_COMPANY_DOMAIN } from '../../src/demo-market/demo-companies.js';
import { buildApplication, buildJob } from '../../src/demo/factories/jobs.js';
import { buildEmployer, buildProfessional, buildUser, FACTORY_PASSWORD } from '../../src/demo/factories/users.js';
import { assessJobRequest } from '../../src/scam-signals/risk-flags.js';
import { textSignals } from '../../src/scam-signals/text-signals.js';
import { seedDemoMarket } from '../../src/demo/market.js';
import { DEMO_COMPANIES_FR } from '../../src/demo-market/market-data-fr.js';
import { login } from '../helpers/accounts.js';
import { validJobRequest } from '../helpers/hiring-forms.js';
import { createTestApp } from '../helpers/test-app.js';

/** A description of a real-looking length, so that a copy of it can be told from a coincidence. */
const LONG_DESCRIPTION =
  'Our mining services company is looking for an experienced electrical engineer to lead the maintenance of the ' +
  'high voltage substations of the Kamoto concentrator. You will plan preventive maintenance, supervise a team of ' +
  'twelve technicians, write the monthly reliability reports and train the junior staff on lockout procedures. ' +
  'The position is based in Kolwezi with rotations of six weeks on site and two weeks off.';

describe('trust: signals for staff, reports, verified and suspended employers', async () => {
  const { app, ctx, authHeader } = await createTestApp();
  const staff = await buildUser(ctx.db, { isStaff: true, userType: 'other' });
  const staffHeaders = await authHeader(staff);

  const submit = async (employer: { id: string; userType: string }, overrides: Record<string, unknown>) => {
    const res = await app.inject({
      method: 'POST',
      url: '/hiring/create/',
      headers: await authHeader(employer),
      payload: validJobRequest(overrides),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  };
  const staffJob = async (id: number) =>
    (await app.inject({ method: 'GET', url: `/api/admin/jobs/${id}/`, headers: staffHeaders })).json<{
      status: string;
      risk_flags: { code: string; evidence: string }[];
      open_reports: number;
      employer: { verified_at: string | null; suspended_at: string | null };
    }>();

  it('flags a fee asked of applicants and a WhatsApp-only contact, with the words as written, in the staff views', async () => {
    const { user } = await buildEmployer(ctx.db);
    const french = await submit(user, {
      job_description:
        'Recrutement massif de chauffeurs. Frais de dossier : 20 $ à payer par M-Pesa avant l’entretien.',
    });
    const english = await submit(user, {
      job_title: 'Warehouse Clerk',
      job_description: 'Shortlisted candidates must pay a registration fee of $25. Apply only by WhatsApp.',
    });
    expect((await staffJob(french)).risk_flags).toEqual([
      { code: 'fee_request', evidence: 'Frais de dossier' },
      { code: 'fee_request', evidence: '20 $ à payer' },
      { code: 'fee_request', evidence: 'M-Pesa' },
    ]);
    const flags = (await staffJob(english)).risk_flags;
    expect(flags.map((f) => f.code).sort()).toEqual(['fee_request', 'fee_request', 'off_platform_contact']);
    expect(flags).toContainEqual({ code: 'off_platform_contact', evidence: 'WhatsApp' });
    // The queue carries them too.
    const queue = (
      await app.inject({ method: 'GET', url: '/api/admin/jobs/?status=pending', headers: staffHeaders })
    ).json<{ id: number; risk_flags: unknown[] }[]>();
    expect(queue.find((j) => j.id === english)!.risk_flags).toHaveLength(3);
  });

  it('leaves the demo market and ordinary requests unflagged, and says how many false alarms there were', async () => {
    await seedDemoMarket(ctx.db);
    const demo = (
      await ctx.db
        .select()
        .from(jobs)
        .innerJoin(users, eq(users.id, jobs.employerId))
        .where(like(users.email, `%@${DEMO_COMPANY_DOMAIN}`))
    ).map((row) => row.jobs);
    const texts: string[][] = demo.map((j) => [j.jobTitle, j.jobDescription, j.advantages, j.observation]);
    for (const company of Object.values(DEMO_COMPANIES_FR)) {
      for (const job of Object.values(company.jobs)) texts.push([job.title, job.description]);
    }
    const ordinary = [
      'Comptable confirmé pour une ONG à Bukavu. Salaire : 900 USD par mois, payé par virement. Frais de transport pris en charge.',
      'We are hiring a nurse for our clinic in Lubumbashi; relocation fees and medical fees are covered by the employer.',
      'Chauffeur poids lourd, permis C exigé, 5 ans d’expérience. Aucun frais n’est demandé aux candidats.',
      'Responsable des paiements fournisseurs et de la caisse (USD et CDF) ; maîtrise de Sage exigée.',
      'Agent de terrain mobile money pour le déploiement de nos points de vente à Kisangani.',
    ];
    for (const text of ordinary) texts.push([text]);
    const falseAlarms = texts.filter((t) => textSignals(t).length > 0);
    // Printed for the record: the figure the closing note states.
    console.info(`false alarms: ${falseAlarms.length} of ${texts.length} ordinary requests`);
    expect(falseAlarms).toEqual([]);
    // The whole check, salary and copies included, on every job of the demo market as if it were submitted again.
    let flagged = 0;
    for (const job of demo) {
      const { flags } = await assessJobRequest(ctx.db, { ...job, jobId: job.id, salary: job.salary ?? null });
      if (flags.length > 0) flagged += 1;
    }
    console.info(`demo market: ${flagged} of ${demo.length} jobs flagged by the whole check`);
    expect(flagged).toBe(0);
  });

  it("flags a description copied from another employer's job, but not an employer's own", async () => {
    const { user: original } = await buildEmployer(ctx.db);
    const { user: copier } = await buildEmployer(ctx.db);
    const first = await submit(original, { job_description: LONG_DESCRIPTION });
    const again = await submit(original, { job_description: LONG_DESCRIPTION });
    const copied = await submit(copier, { job_description: `URGENT! ${LONG_DESCRIPTION} Apply today.` });
    expect((await staffJob(again)).risk_flags).toEqual([]);
    const flag = (await staffJob(copied)).risk_flags.find((f) => f.code === 'copied_text');
    expect(flag?.evidence).toMatch(new RegExp(`as job #(${first}|${again}) of another employer$`));
    const other = await submit(copier, {
      job_description:
        'Our agro-industrial group needs a mechanical supervisor for the palm oil mill of Yaligimba. You will plan ' +
        'the overhaul of the presses and boilers, manage the spare parts store, and train the operators on safety. ' +
        'Housing on the plantation and a four-by-four vehicle are provided.',
    });
    expect((await staffJob(other)).risk_flags).toEqual([]);
  });

  it('flags a salary far above the market for the title and level', async () => {
    const { user } = await buildEmployer(ctx.db);
    for (const salary of [700, 800, 850, 900, 1000, 1100]) {
      await buildJob(ctx.db, { jobTitle: 'Stock Accountant', experienceLevel: 'mid', salary });
    }
    const usual = await submit(user, { job_title: 'Stock Accountant', experience_level: 'mid', salary: 1400 });
    const lure = await submit(user, { job_title: 'Stock Accountant', experience_level: 'mid', salary: 9000 });
    expect((await staffJob(usual)).risk_flags).toEqual([]);
    const [flag] = (await staffJob(lure)).risk_flags;
    expect(flag).toMatchObject({ code: 'salary_outlier' });
    expect(flag!.evidence).toMatch(
      /^9,000 against a usual 750–1,050 for "Stock Accountant" jobs at mid level \(6 approved\)$/,
    );
  });

  it('sends an approved job back to moderation when its text changes, and checks it again', async () => {
    const { user } = await buildEmployer(ctx.db);
    const headers = await authHeader(user);
    const id = await submit(user, {});
    await app.inject({ method: 'POST', url: `/api/admin/jobs/${id}/approve/`, headers: staffHeaders });
    expect((await staffJob(id)).status).toBe('approved');
    // A change of salary or dates keeps it approved.
    const salaryOnly = await app.inject({
      method: 'PATCH',
      url: `/hiring/employer-jobs/${id}/`,
      headers,
      payload: validJobRequest({ salary: 3300 }),
    });
    expect(salaryOnly.json()).toMatchObject({ status: 'approved', salary: 3300 });
    const withFee = await app.inject({
      method: 'PATCH',
      url: `/hiring/employer-jobs/${id}/`,
      headers,
      payload: validJobRequest({
        salary: 3300,
        observation: 'Les candidats retenus paieront des frais de formation de 50 USD.',
      }),
    });
    expect(withFee.statusCode).toBe(200);
    expect(withFee.json().status).toBe('pending');
    const seen = await staffJob(id);
    expect(seen.status).toBe('pending');
    expect(seen.risk_flags).toContainEqual({ code: 'fee_request', evidence: 'frais de formation' });
    // Not the employer's job: 403; a closed one cannot change.
    const { user: stranger } = await buildEmployer(ctx.db);
    const refused = await app.inject({
      method: 'PATCH',
      url: `/hiring/employer-jobs/${id}/`,
      headers: await authHeader(stranger),
      payload: validJobRequest(),
    });
    expect(refused.statusCode).toBe(403);
    await app.inject({ method: 'POST', url: `/hiring/employer-jobs/${id}/close/`, headers });
    const closed = await app.inject({
      method: 'PATCH',
      url: `/hiring/employer-jobs/${id}/`,
      headers,
      payload: validJobRequest(),
    });
    expect(closed.statusCode).toBe(400);
  });

  it('counts one report per person and job, groups them for staff, and tells reporters the outcome', async () => {
    const job = await buildJob(ctx.db, { jobTitle: 'Field agent (reports)' });
    const [a, b] = await Promise.all([buildProfessional(ctx.db), buildProfessional(ctx.db)]);
    const report = async (who: { id: string; userType: string }, reason = 'fee_requested') =>
      app.inject({
        method: 'POST',
        url: `/hiring/jobs/${job.id}/report/`,
        headers: await authHeader(who),
        payload: { reason, details: 'They asked for 20 $ on WhatsApp.' },
      });
    expect((await report(a.user)).statusCode).toBe(201);
    const twice = await report(a.user, 'fake_job');
    expect(twice.statusCode).toBe(200);
    expect(twice.json().detail_code).toEqual({ code: 'jobAlreadyReported' });
    expect((await report(b.user, 'fake_job')).statusCode).toBe(201);
    const asSeen = await app.inject({
      method: 'GET',
      url: `/hiring/jobs/${job.id}/`,
      headers: await authHeader(a.user),
    });
    expect(asSeen.json().reported).toBe(true);
    expect((await staffJob(job.id)).open_reports).toBe(2);

    const groups = (await app.inject({ method: 'GET', url: '/api/admin/reports/', headers: staffHeaders })).json<
      { job_id: number; count: number; reports: { reason: string }[] }[]
    >();
    const group = groups.find((g) => g.job_id === job.id)!;
    expect(group.count).toBe(2);
    expect(group.reports.map((r) => r.reason).sort()).toEqual(['fake_job', 'fee_requested']);

    const resolved = await app.inject({
      method: 'POST',
      url: `/api/admin/reports/${job.id}/resolve/`,
      headers: staffHeaders,
      payload: { outcome: 'job_closed' },
    });
    expect(resolved.statusCode).toBe(200);
    expect((await staffJob(job.id)).status).toBe('closed');
    const told = await ctx.db.select().from(notifications).where(eq(notifications.kind, 'report_outcome'));
    expect(
      told
        .filter((n) => (n.data as { job_id: number }).job_id === job.id)
        .map((n) => n.userId)
        .sort(),
    ).toEqual([a.user.id, b.user.id].sort());
    // Settled: a second resolve finds nothing open.
    const again = await app.inject({
      method: 'POST',
      url: `/api/admin/reports/${job.id}/resolve/`,
      headers: staffHeaders,
      payload: { outcome: 'dismissed' },
    });
    expect(again.statusCode).toBe(404);
    const settled = (
      await app.inject({ method: 'GET', url: '/api/admin/reports/?status=resolved', headers: staffHeaders })
    ).json<{ job_id: number; outcome: string }[]>();
    expect(settled.find((g) => g.job_id === job.id)?.outcome).toBe('job_closed');
  });

  it('suspends an employer: the live session ends at once, sign-in is refused, open jobs close, applicants are told', async () => {
    const { user: employer } = await buildEmployer(ctx.db);
    const signedIn = await login(app, employer.email, FACTORY_PASSWORD);
    const session = { authorization: `Bearer ${signedIn.access}` };
    expect((await app.inject({ method: 'GET', url: '/api/user-status/', headers: session })).statusCode).toBe(200);
    const open = await buildJob(ctx.db, { employerId: employer.id });
    const waiting = await buildJob(ctx.db, { employerId: employer.id, status: 'pending', approvedAt: null });
    const applicant = await buildProfessional(ctx.db);
    await buildApplication(ctx.db, { jobId: open.id, professionalId: applicant.user.id });

    const suspended = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${employer.id}/suspend/`,
      headers: staffHeaders,
      payload: { reason: 'Asked applicants for a fee by WhatsApp.' },
    });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({ suspension_reason: 'Asked applicants for a fee by WhatsApp.' });
    expect((await app.inject({ method: 'GET', url: '/api/user-status/', headers: session })).statusCode).toBe(401);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: signedIn.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    expect(refresh.json()).toMatchObject({ code: 'account_suspended' });
    const again = await app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { email: employer.email, password: FACTORY_PASSWORD },
    });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ code: 'account_suspended', detail_code: { code: 'accountSuspended' } });
    expect((await staffJob(open.id)).status).toBe('closed');
    expect((await staffJob(waiting.id)).status).toBe('closed');
    const told = await ctx.db.select().from(notifications).where(eq(notifications.userId, applicant.user.id));
    expect(told).toEqual([
      expect.objectContaining({ kind: 'job_withdrawn', data: { job_id: open.id, job_title: open.jobTitle } }),
    ]);
    const staffCannot = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${staff.id}/suspend/`,
      headers: staffHeaders,
      payload: { reason: 'x' },
    });
    expect(staffCannot.statusCode).toBe(400);
  });

  it('shows a verified employer on its jobs while the company stays confidential', async () => {
    const { user: employer } = await buildEmployer(ctx.db);
    const job = await buildJob(ctx.db, { employerId: employer.id });
    const { user: professional } = await buildProfessional(ctx.db);
    const read = async () =>
      (
        await app.inject({ method: 'GET', url: `/hiring/jobs/${job.id}/`, headers: await authHeader(professional) })
      ).json<{
        employer_verified: boolean;
        company: unknown;
      }>();
    expect(await read()).toMatchObject({ employer_verified: false, company: null });
    const verified = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${employer.id}/verify/`,
      headers: staffHeaders,
      payload: { note: 'RCCM CD/KNG/RCCM/24-B-01234 checked; called the HR office.' },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().verified_at).not.toBeNull();
    expect(await read()).toMatchObject({ employer_verified: true, company: null });
    const listed = await app.inject({
      method: 'GET',
      url: '/hiring/jobs/?show_all=true',
      headers: await authHeader(professional),
    });
    expect(listed.json().find((j: { id: number }) => j.id === job.id)).toMatchObject({
      employer_verified: true,
      company: null,
    });
    const notEmployer = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${professional.id}/verify/`,
      headers: staffHeaders,
      payload: { note: 'x' },
    });
    expect(notEmployer.statusCode).toBe(400);
  });
});
