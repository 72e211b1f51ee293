import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import {
  applications,
  auditLog,
  emailOptOuts,
  jobReports,
  notifications,
  outbox,
  smsSettings,
} from '../../src/db/schema.js';
import { buildApplication, buildJob } from '../../src/demo/factories/jobs.js';
import { buildEmployer, buildProfessional, buildUser, FACTORY_PASSWORD } from '../../src/demo/factories/users.js';
import { login } from '../helpers/accounts.js';
import { createTestApp } from '../helpers/test-app.js';

const PUBLIC_URL = 'https://congotalent.example';
let numbers = 0;
/** A DRC mobile number of its own for each person. */
const newNumber = () => `+24382${String(1_000_000 + ++numbers * 7919).slice(-7)}`;

describe('suspending an employer, settling reports, lifting a suspension', async () => {
  const { app, ctx, authHeader } = await createTestApp({ PUBLIC_URL, SMS_QUIET_HOURS: null });
  const staff = await buildUser(ctx.db, { isStaff: true, userType: 'other' });
  const staffHeaders = await authHeader(staff);

  /** A professional in `language`, with a proven number when `texts` (SMS on by default then). */
  const applicant = async (language: 'en' | 'fr', texts: boolean) => {
    const phone = newNumber();
    const { user } = await buildProfessional(ctx.db, {
      user: {
        language,
        ...(texts ? { phoneVerified: phone, phoneVerifiedAt: new Date() } : {}),
      },
      profile: { phoneNumber: phone },
    });
    return user;
  };
  const report = async (jobId: number) => {
    const { user } = await buildProfessional(ctx.db, { user: { language: 'fr' } });
    const res = await app.inject({
      method: 'POST',
      url: `/hiring/jobs/${jobId}/report/`,
      headers: await authHeader(user),
      payload: { reason: 'fee_requested', details: 'They asked for 20 $ on WhatsApp.' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return user;
  };
  const noticesOf = (userId: string) => ctx.db.select().from(notifications).where(eq(notifications.userId, userId));
  const mailOf = (userId: string) =>
    ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, userId), eq(outbox.channel, 'email')));
  const smsOf = (userId: string) =>
    ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, userId), eq(outbox.channel, 'sms')));
  const statusOf = async (id: number) => {
    const [row] = await ctx.db.select().from(applications).where(eq(applications.id, id));
    return { status: row!.status, closedReason: row!.closedReason };
  };
  const suspend = (id: string, reason = 'Asked applicants for a fee by WhatsApp.') =>
    app.inject({ method: 'POST', url: `/api/admin/users/${id}/suspend/`, headers: staffHeaders, payload: { reason } });
  const lift = async (id: string, payload: { reason: string }, headers = staffHeaders) =>
    app.inject({ method: 'POST', url: `/api/admin/users/${id}/unsuspend/`, headers, payload });

  it('settles every open report of the employer’s jobs, withdraws its jobs from their applicants and tells each by every channel they chose', async () => {
    const { user: employer } = await buildEmployer(ctx.db);
    const [open1, open2, waiting, old] = await Promise.all([
      buildJob(ctx.db, { employerId: employer.id, jobTitle: 'Caissier principal' }),
      buildJob(ctx.db, { employerId: employer.id, jobTitle: 'Chauffeur poids lourds' }),
      buildJob(ctx.db, { employerId: employer.id, status: 'pending', approvedAt: null }),
      buildJob(ctx.db, { employerId: employer.id, status: 'closed', jobTitle: 'Magasinier' }),
    ]);
    // Amani (French, SMS) applied to both open jobs; Ben turned off mail about applications and has no proven
    // number; Chantal was hired and turned SMS about applications off; Didier waits on a job closed earlier; Esther
    // was not retained there.
    const [amani, ben, chantal, didier, esther] = await Promise.all([
      applicant('fr', true),
      applicant('en', false),
      applicant('en', true),
      applicant('fr', false),
      applicant('fr', false),
    ]);
    await ctx.db.insert(emailOptOuts).values({ userId: ben.id, category: 'applications' });
    await ctx.db
      .insert(smsSettings)
      .values({ userId: chantal.id, category: 'applications', enabled: false, source: 'web', changedAt: new Date() });
    const apply = (jobId: number, professionalId: string, status = 'submitted') =>
      buildApplication(ctx.db, { jobId, professionalId, status });
    const amani1 = await apply(open1.id, amani.id);
    const amani2 = await apply(open2.id, amani.id, 'shortlisted');
    const ben1 = await apply(open1.id, ben.id);
    const chantal2 = await apply(open2.id, chantal.id, 'hired');
    const didierOld = await apply(old.id, didier.id);
    const estherOld = await apply(old.id, esther.id, 'rejected');
    const [reporter1, reporter2] = [await report(open1.id), await report(open2.id)];

    const signedIn = await login(app, employer.email, FACTORY_PASSWORD);
    const res = await suspend(employer.id);
    expect(res.statusCode, res.body).toBe(200);

    // The reports are settled, by this staff member, and each reporter is told in the bell and by mail.
    const reports = await ctx.db
      .select()
      .from(jobReports)
      .where(inArray(jobReports.jobId, [open1.id, open2.id]));
    expect(reports.map((r) => [r.outcome, r.resolvedBy])).toEqual([
      ['employer_suspended', staff.id],
      ['employer_suspended', staff.id],
    ]);
    for (const [reporter, job] of [
      [reporter1, open1],
      [reporter2, open2],
    ] as const) {
      expect(await noticesOf(reporter.id)).toEqual([
        expect.objectContaining({
          kind: 'report_outcome',
          data: { job_id: job.id, job_title: job.jobTitle, outcome: 'employer_suspended' },
        }),
      ]);
      const [mail] = await mailOf(reporter.id);
      expect(mail).toMatchObject({ kind: 'report_outcome', language: 'fr', category: 'account' });
      expect(mail!.textBody).toContain(job.jobTitle);
      expect(mail!.textBody).toContain('Ne payez jamais personne pour un emploi');
    }
    const settled = (
      await app.inject({ method: 'GET', url: '/api/admin/reports/?status=resolved', headers: staffHeaders })
    ).json<{ job_id: number; outcome: string; employer_suspended: boolean }[]>();
    expect(settled.find((g) => g.job_id === open1.id)).toMatchObject({
      outcome: 'employer_suspended',
      employer_suspended: true,
    });

    // Open applications reach their final state; a hired one stays hired, a rejected one rejected.
    const withdrawn = { status: 'closed', closedReason: 'job_withdrawn' };
    expect(await statusOf(amani1.id)).toEqual(withdrawn);
    expect(await statusOf(amani2.id)).toEqual(withdrawn);
    expect(await statusOf(ben1.id)).toEqual(withdrawn);
    expect(await statusOf(didierOld.id)).toEqual(withdrawn);
    expect(await statusOf(chantal2.id)).toEqual({ status: 'hired', closedReason: null });
    expect(await statusOf(estherOld.id)).toEqual({ status: 'rejected', closedReason: null });

    // Amani: a notice for each job, one mail and one SMS naming both, in French.
    const amaniNotices = await noticesOf(amani.id);
    expect(amaniNotices.map((n) => [n.kind, n.data]).sort()).toEqual(
      [
        ['job_withdrawn', { job_id: open1.id, job_title: open1.jobTitle }],
        ['job_withdrawn', { job_id: open2.id, job_title: open2.jobTitle }],
      ].sort(),
    );
    const amaniMail = await mailOf(amani.id);
    expect(amaniMail).toHaveLength(1);
    expect(amaniMail[0]).toMatchObject({ kind: 'job_withdrawn', language: 'fr', category: 'applications' });
    expect(amaniMail[0]!.textBody).toContain('Caissier principal');
    expect(amaniMail[0]!.textBody).toContain('Chauffeur poids lourds');
    expect(amaniMail[0]!.textBody).toContain('Ne payez jamais personne pour un emploi');
    const amaniSms = await smsOf(amani.id);
    expect(amaniSms).toHaveLength(1);
    expect(amaniSms[0]!.kind).toBe('job_withdrawn');
    expect(amaniSms[0]!.textBody).toMatch(/retiré l'offre "(Caissier principal|Chauffeur poids lourds)" et 1 autre/);
    expect(amaniSms[0]!.textBody).toContain('Ne payez jamais personne pour un emploi.');
    expect(amaniSms[0]!.textBody).toContain('congotalent.example/my-applications');

    // Ben turned mail about his applications off and has no proven number: the bell only.
    expect((await noticesOf(ben.id)).map((n) => n.kind)).toEqual(['job_withdrawn']);
    expect(await mailOf(ben.id)).toEqual([]);
    expect(await smsOf(ben.id)).toEqual([]);
    // Chantal, hired, is told too (a scam may still reach her), by mail in English but not by SMS, which she turned off.
    expect((await noticesOf(chantal.id)).map((n) => n.kind)).toEqual(['job_withdrawn']);
    const [chantalMail] = await mailOf(chantal.id);
    expect(chantalMail).toMatchObject({ kind: 'job_withdrawn', language: 'en' });
    expect(chantalMail!.textBody).toContain('Never pay anyone for a job');
    expect(await smsOf(chantal.id)).toEqual([]);
    // Didier still waited on a job closed before: his application closes and he is told; Esther's was settled long ago.
    expect((await noticesOf(didier.id)).map((n) => n.data)).toEqual([{ job_id: old.id, job_title: old.jobTitle }]);
    expect(await noticesOf(esther.id)).toEqual([]);

    // What the professional reads, and what staff filter on.
    const mine = (
      await app.inject({ method: 'GET', url: '/hiring/applications/', headers: await authHeader(amani) })
    ).json<{ id: number; status: string; closed_reason: string | null }[]>();
    expect(mine.find((a) => a.id === amani1.id)).toMatchObject({ status: 'closed', closed_reason: 'job_withdrawn' });
    const closedOnes = (
      await app.inject({
        method: 'GET',
        url: `/api/admin/jobs/${open1.id}/applications/?status=closed`,
        headers: staffHeaders,
      })
    ).json<{ id: number; status: string; closed_reason: string | null }[]>();
    expect(closedOnes.map((a) => [a.id, a.status, a.closed_reason]).sort()).toEqual(
      [
        [amani1.id, 'closed', 'job_withdrawn'],
        [ben1.id, 'closed', 'job_withdrawn'],
      ].sort(),
    );

    // The employer: its jobs closed, mailed the decision with the reason and how to contest it.
    for (const job of [open1, open2, waiting]) {
      const seen = await app.inject({ method: 'GET', url: `/api/admin/jobs/${job.id}/`, headers: staffHeaders });
      expect(seen.json().status).toBe('closed');
    }
    const [decision] = await mailOf(employer.id);
    expect(decision).toMatchObject({ kind: 'account_suspended', category: 'account', unsubscribeUrl: null });
    expect(decision!.textBody).toContain('Asked applicants for a fee by WhatsApp.');
    expect(decision!.textBody).toContain('contact@congotalent.cd');

    // Its signed-in session is told why it ended, on a request and on a renewal alike.
    const status = await app.inject({
      method: 'GET',
      url: '/api/user-status/',
      headers: { authorization: `Bearer ${signedIn.access}` },
    });
    expect(status.statusCode).toBe(401);
    expect(status.json()).toMatchObject({ code: 'account_suspended', detail_code: { code: 'accountSuspended' } });
    const renewal = await app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: signedIn.refresh },
    });
    expect(renewal.statusCode).toBe(401);
    expect(renewal.json()).toMatchObject({ code: 'account_suspended', detail_code: { code: 'accountSuspended' } });

    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.suspend'), eq(auditLog.targetId, employer.id)));
    expect(entry!.details).toEqual({
      reason: 'Asked applicants for a fee by WhatsApp.',
      jobs_closed: 3,
      reports_settled: 2,
      applicants_told: 4,
      mails_withdrawn: 0,
    });
  });

  it('withdraws a job closed for a scam from its applicants by every channel, and mails every reporter the outcome', async () => {
    const job = await buildJob(ctx.db, { jobTitle: 'Agent de terrain' });
    const [amani, ben] = await Promise.all([applicant('fr', true), applicant('en', true)]);
    const amaniApp = await buildApplication(ctx.db, { jobId: job.id, professionalId: amani.id });
    const benApp = await buildApplication(ctx.db, { jobId: job.id, professionalId: ben.id, status: 'shortlisted' });
    const reporter = await report(job.id);
    const resolve = (outcome: string) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/reports/${job.id}/resolve/`,
        headers: staffHeaders,
        payload: { outcome },
      });
    // The outcome of a suspension is not staff's to choose here.
    expect((await resolve('employer_suspended')).statusCode).toBe(400);
    expect((await resolve('job_closed')).statusCode).toBe(200);

    for (const [who, application, language] of [
      [amani, amaniApp, 'fr'],
      [ben, benApp, 'en'],
    ] as const) {
      expect(await statusOf(application.id)).toEqual({ status: 'closed', closedReason: 'job_withdrawn' });
      expect((await noticesOf(who.id)).map((n) => [n.kind, n.data])).toEqual([
        ['job_withdrawn', { job_id: job.id, job_title: 'Agent de terrain' }],
      ]);
      expect((await mailOf(who.id)).map((m) => [m.kind, m.language])).toEqual([['job_withdrawn', language]]);
      const sms = await smsOf(who.id);
      expect(sms.map((m) => [m.kind, m.language])).toEqual([['job_withdrawn', language]]);
      expect(sms[0]!.textBody).toContain(language === 'fr' ? 'Ne payez jamais' : 'Never pay anyone for a job');
    }
    expect((await noticesOf(reporter.id)).map((n) => n.data)).toEqual([
      { job_id: job.id, job_title: 'Agent de terrain', outcome: 'job_closed' },
    ]);
    expect((await mailOf(reporter.id)).map((m) => m.kind)).toEqual(['report_outcome']);

    // Dismissed reports are answered by mail too.
    const other = await buildJob(ctx.db);
    const second = await report(other.id);
    const dismissed = await app.inject({
      method: 'POST',
      url: `/api/admin/reports/${other.id}/resolve/`,
      headers: staffHeaders,
      payload: { outcome: 'dismissed' },
    });
    expect(dismissed.statusCode).toBe(200);
    const [answer] = await mailOf(second.id);
    expect(answer).toMatchObject({
      kind: 'report_outcome',
      subject: 'À propos de l’offre que vous avez signalée - Congo Talent',
    });
  });

  it('lifts a suspension with a reason: the account signs in again, its jobs stay closed, it is mailed', async () => {
    const { user: employer } = await buildEmployer(ctx.db, { user: { language: 'fr' } });
    const job = await buildJob(ctx.db, { employerId: employer.id });
    const { user: stranger } = await buildProfessional(ctx.db);

    expect((await lift(employer.id, { reason: 'x' }, await authHeader(stranger))).statusCode).toBe(403);
    expect((await lift('00000000-0000-4000-8000-000000000000', { reason: 'x' })).statusCode).toBe(404);
    const notSuspended = await lift(employer.id, { reason: 'x' });
    expect(notSuspended.statusCode).toBe(400);
    expect(notSuspended.json()).toMatchObject({ code: 'not_suspended', detail_code: { code: 'accountNotSuspended' } });

    expect((await suspend(employer.id)).statusCode).toBe(200);
    const noReason = await lift(employer.id, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().codes).toEqual({ reason: [{ code: 'required' }] });
    const tooLong = await lift(employer.id, { reason: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);

    const lifted = await lift(employer.id, { reason: 'The RCCM number checked out; the fee was a misunderstanding.' });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json()).toMatchObject({ suspended_at: null, suspension_reason: null });
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.unsuspend'), eq(auditLog.targetId, employer.id)));
    expect(entry!.actorId).toBe(staff.id);
    expect(entry!.details).toMatchObject({
      reason: 'The RCCM number checked out; the fee was a misunderstanding.',
      suspension_reason: 'Asked applicants for a fee by WhatsApp.',
    });
    expect((await login(app, employer.email, FACTORY_PASSWORD)).access).toBeTruthy();
    const seen = await app.inject({ method: 'GET', url: `/api/admin/jobs/${job.id}/`, headers: staffHeaders });
    expect(seen.json().status).toBe('closed');
    const mails = await mailOf(employer.id);
    expect(mails.map((m) => m.kind)).toEqual(['account_suspended', 'account_unsuspended']);
    expect(mails[1]!.subject).toBe('Votre compte n’est plus suspendu - Congo Talent');
    expect(mails[1]!.textBody).toContain('Les offres clôturées par la suspension le restent');
  });

  it('lists one employer’s jobs, and one account, for the reports’ links to them', async () => {
    const { user: employer } = await buildEmployer(ctx.db);
    const mine = await Promise.all([
      buildJob(ctx.db, { employerId: employer.id }),
      buildJob(ctx.db, { employerId: employer.id, status: 'pending', approvedAt: null }),
    ]);
    await buildJob(ctx.db);
    const jobs = await app.inject({
      method: 'GET',
      url: `/api/admin/jobs/?employer=${employer.id}`,
      headers: staffHeaders,
    });
    expect(
      jobs
        .json<{ id: number }[]>()
        .map((j) => j.id)
        .sort(),
    ).toEqual(mine.map((j) => j.id).sort());
    expect(jobs.headers['x-total-count']).toBe('2');
    const bad = await app.inject({ method: 'GET', url: '/api/admin/jobs/?employer=nobody', headers: staffHeaders });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().codes).toEqual({ employer: [{ code: 'invalidValue' }] });

    const account = await app.inject({
      method: 'GET',
      url: `/api/admin/users/?id=${employer.id}`,
      headers: staffHeaders,
    });
    expect(account.json<{ id: string }[]>().map((u) => u.id)).toEqual([employer.id]);
  });
});
