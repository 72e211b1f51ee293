import { and, eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  MSG,
  REJECTION_REASON_WORDS,
  addDaysIso,
  todayIso,
  type Applicant,
  type EmployerJob,
  type HiringFigures,
  type ProfessionalApplication,
} from '@talent/shared';
import { applicationEvents, applications, auditLog, notifications, outbox } from '../../src/db/schema.js';
import { buildApplicationRow, buildJobRequest } from '../../src/demo/factories/hiring.js';
import { FACTORY_PASSWORD, buildEmployer, buildProfessional, buildUser } from '../../src/demo/factories/users.js';
import { closeStaleApplications } from '../../src/hiring/index.js';
import { executeRows } from '../../src/db/rows.js';
import { createTestApp } from '../helpers/test-app.js';
import { fieldErrorsOf } from '../helpers/field-errors.js';

/** An offer's terms, which the move to `offer` needs. */
const OFFER_TERMS = { salary: 450, currency: 'USD', start_date: addDaysIso(todayIso(), 10) } as const;

describe('from application to answer', async () => {
  const { app, ctx, authHeader } = await createTestApp();
  const { user: employer } = await buildEmployer(ctx.db, { profile: { companyName: 'Bralima SARL' } });
  const { user: rival } = await buildEmployer(ctx.db);
  const staff = await buildUser(ctx.db, { isStaff: true, userType: 'other' });
  const auth = await authHeader(employer);
  const send = async (url: string, payload: object, headers: Record<string, string> = auth) =>
    app.inject({ method: 'POST', url, headers, payload });
  const job = (title: string, overrides = {}) =>
    buildJobRequest(ctx.db, { employerId: employer.id, jobTitle: title, status: 'approved', ...overrides });
  const applicant = async (language: 'en' | 'fr' = 'en') =>
    (await buildProfessional(ctx.db, { user: { language } })).user;
  type Person = Awaited<ReturnType<typeof applicant>>;
  const apply = async (jobId: number, professional: Person) => {
    const res = await send('/hiring/applications/', { job_id: jobId }, await authHeader(professional));
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as ProfessionalApplication).id;
  };
  const forward = async (applicationId: number) => {
    const res = await send(
      `/api/admin/applications/${applicationId}/status/`,
      { status: 'shortlisted' },
      await authHeader(staff),
    );
    expect(res.statusCode, res.body).toBe(200);
  };
  const stage = (jobId: number, applicationId: number, body: object, headers = auth) =>
    send(`/hiring/employer-jobs/${jobId}/applicants/${applicationId}/status/`, body, headers);
  const myApplications = async (professional: Person) => {
    const res = await app.inject({
      method: 'GET',
      url: '/hiring/applications/',
      headers: await authHeader(professional),
    });
    return res.json() as ProfessionalApplication[];
  };
  const employerJob = async (jobId: number) => {
    const res = await app.inject({ method: 'GET', url: '/hiring/employer-jobs/', headers: auth });
    const fromList = (res.json() as EmployerJob[]).find((j) => j.id === jobId)!;
    // The request alone says the same as its row of the list.
    const one = await app.inject({ method: 'GET', url: `/hiring/employer-jobs/${jobId}/`, headers: auth });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toEqual(fromList);
    return fromList;
  };
  const mailTo = (userId: string) =>
    ctx.db
      .select({ kind: outbox.kind, subject: outbox.subject, text: outbox.textBody, channel: outbox.channel })
      .from(outbox)
      .where(eq(outbox.userId, userId));
  const bell = async (userId: string) =>
    (await ctx.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => ({
      ...n,
      data: n.data as Record<string, unknown>,
    }));

  it('counts every application at each status for the employer, before anyone is forwarded', async () => {
    const wanted = await job('Comptable');
    for (let i = 0; i < 3; i++) await apply(wanted.id, await applicant());
    const seen = await employerJob(wanted.id);
    expect(seen.applications_count).toBe(3);
    expect(seen.pipeline).toEqual({
      submitted: 3,
      shortlisted: 0,
      interview: 0,
      offer: 0,
      hired: 0,
      rejected: 0,
      withdrawn: 0,
      closed: 0,
    });
  });

  it("refuses another employer's request, and an unknown one", async () => {
    const mine = await job('Gardien');
    const url = `/hiring/employer-jobs/${mine.id}/`;
    expect((await app.inject({ method: 'GET', url, headers: await authHeader(rival) })).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: '/hiring/employer-jobs/999999999/', headers: auth })).statusCode,
    ).toBe(404);
  });

  it('lets the employer move a forwarded applicant forward, tells them each time, and logs each change', async () => {
    const wanted = await job('Chef de chantier');
    const marie = await applicant('fr');
    const id = await apply(wanted.id, marie);
    await forward(id);
    for (const status of ['interview', 'offer'] as const) {
      const res = await stage(wanted.id, id, status === 'offer' ? { status, ...OFFER_TERMS } : { status });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as Applicant).status).toBe(status);
    }
    // The hire follows the applicant's acceptance of the offer.
    const accepted = await app.inject({
      method: 'POST',
      url: `/hiring/applications/${id}/offer/`,
      headers: await authHeader(marie),
      payload: { accept: true },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [mine] = await myApplications(marie);
    expect(mine!.history.map((step) => step.status)).toEqual([
      'submitted',
      'shortlisted',
      'interview',
      'offer',
      'hired',
    ]);
    expect(mine!.company?.company_name).toBe('Bralima SARL');
    const told = (await bell(marie.id)).filter((n) => n.kind === 'application_status').map((n) => n.data.status);
    // Their own acceptance is not told back to them.
    expect(told).toEqual(['shortlisted', 'interview', 'offer']);
    const mails = (await mailTo(marie.id)).filter((m) => m.channel === 'email' && m.kind === 'application_status');
    expect(mails.some((m) => m.subject.startsWith('Un entretien pour votre candidature'))).toBe(true);
    const logged = await ctx.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'application.status'), eq(auditLog.targetId, String(id))));
    expect(logged.map((row) => (row.details as { after: string; by: string }).by)).toEqual([
      'staff',
      'employer',
      'employer',
      'applicant',
    ]);
    // Hired is final.
    const again = await stage(wanted.id, id, { status: 'rejected', reason: 'other' });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe(MSG.applicationStatusFinal);
  });

  it('needs a reason to not select, and tells the applicant the reason and the note in their language', async () => {
    const wanted = await job('Ingénieur des mines');
    const paul = await applicant('en');
    const id = await apply(wanted.id, paul);
    await forward(id);
    const noReason = await stage(wanted.id, id, { status: 'rejected' });
    expect(noReason.statusCode).toBe(400);
    expect(fieldErrorsOf(noReason)).toEqual({ reason: [MSG.rejectionReasonRequired] });
    const unknown = await stage(wanted.id, id, { status: 'rejected', reason: 'too_old' });
    expect(unknown.statusCode).toBe(400);
    const res = await stage(wanted.id, id, {
      status: 'rejected',
      reason: 'position_filled',
      note: 'Thank you for your time; we will keep your CV.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mine] = await myApplications(paul);
    expect(mine!.status).toBe('rejected');
    expect(mine!.history.at(-1)).toMatchObject({
      status: 'rejected',
      reason: 'position_filled',
      note: 'Thank you for your time; we will keep your CV.',
    });
    // Forwarded once, the applicant keeps seeing the company they talked to.
    expect(mine!.company?.company_name).toBe('Bralima SARL');
    const mail = (await mailTo(paul.id)).find(
      (m) => m.channel === 'email' && m.subject.startsWith('About your application'),
    )!;
    expect(mail.text).toContain(REJECTION_REASON_WORDS.en.position_filled.toLowerCase());
    expect(mail.text).toContain('we will keep your CV');
    const [notice] = (await bell(paul.id)).filter((n) => n.data.status === 'rejected');
    expect(notice!.data.reason).toBe('position_filled');
  });

  it('moves only forward, only the applicants staff forwarded, and only on its own jobs', async () => {
    const wanted = await job('Logisticien');
    const other = await job('Magasinier');
    const waiting = await apply(wanted.id, await applicant());
    const forwarded = await apply(wanted.id, await applicant());
    await forward(forwarded);
    expect((await stage(wanted.id, waiting, { status: 'interview' })).statusCode).toBe(404);
    expect((await stage(other.id, forwarded, { status: 'interview' })).statusCode).toBe(404);
    expect((await stage(wanted.id, forwarded, { status: 'interview' }, await authHeader(rival))).statusCode).toBe(403);
    expect((await stage(wanted.id, forwarded, { status: 'offer', ...OFFER_TERMS })).statusCode).toBe(200);
    const back = await stage(wanted.id, forwarded, { status: 'interview' });
    expect(back.statusCode).toBe(400);
    expect(back.json().detail).toBe(MSG.applicationStageBackwards);
    expect((await stage(wanted.id, forwarded, { status: 'shortlisted' })).statusCode).toBe(400);
    const noted = await stage(wanted.id, forwarded, { status: 'hired', reason: 'skills' });
    expect(fieldErrorsOf(noted)).toEqual({ reason: [MSG.onlyWithRejection] });
    // The employer's list holds the forwarded applicant whatever their stage, never the one still with staff.
    const list = await app.inject({
      method: 'GET',
      url: `/hiring/employer-jobs/${wanted.id}/applicants/`,
      headers: auth,
    });
    expect((list.json() as Applicant[]).map((a) => [a.id, a.status])).toEqual([[forwarded, 'offer']]);
  });

  it('lets an applicant withdraw while they wait, and the counts follow', async () => {
    const wanted = await job('Caissier');
    const lea = await applicant();
    const id = await apply(wanted.id, lea);
    const someone = await applicant();
    const url = `/hiring/applications/${id}/withdraw/`;
    expect((await send(url, {}, await authHeader(someone))).statusCode).toBe(404);
    const res = await send(url, {}, await authHeader(lea));
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ProfessionalApplication).status).toBe('withdrawn');
    expect((res.json() as ProfessionalApplication).history.map((s) => s.status)).toEqual(['submitted', 'withdrawn']);
    expect((await employerJob(wanted.id)).pipeline).toMatchObject({ submitted: 0, withdrawn: 1 });
    const twice = await send(url, {}, await authHeader(lea));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().detail).toBe(MSG.applicationCannotWithdraw);
  });

  it('closes every application still waiting when its employer closes the job, and tells each applicant once', async () => {
    const wanted = await job('Agent de terrain');
    const [waiting, atInterview, hired] = [await applicant('fr'), await applicant(), await applicant()];
    await apply(wanted.id, waiting);
    const interviewed = await apply(wanted.id, atInterview);
    const chosen = await apply(wanted.id, hired);
    for (const id of [interviewed, chosen]) await forward(id);
    await stage(wanted.id, interviewed, { status: 'interview' });
    await stage(wanted.id, chosen, { status: 'hired' });
    for (let i = 0; i < 2; i++) {
      expect((await send(`/hiring/employer-jobs/${wanted.id}/close/`, {})).statusCode).toBe(200);
    }
    const statuses = await ctx.db
      .select({ status: applications.status, reason: applications.closedReason })
      .from(applications)
      .where(eq(applications.jobId, wanted.id));
    expect(statuses.map((s) => s.status).sort()).toEqual(['closed', 'closed', 'hired']);
    expect(statuses.filter((s) => s.status === 'closed').map((s) => s.reason)).toEqual(['job_closed', 'job_closed']);
    for (const person of [waiting, atInterview]) {
      expect((await bell(person.id)).filter((n) => n.kind === 'job_closed')).toHaveLength(1);
      expect((await mailTo(person.id)).filter((m) => m.kind === 'job_closed' && m.channel === 'email')).toHaveLength(1);
      const [mine] = await myApplications(person);
      expect(mine!.history.at(-1)).toMatchObject({ status: 'closed', reason: 'job_closed' });
    }
    expect((await mailTo(waiting.id)).find((m) => m.kind === 'job_closed')!.subject).toMatch(
      /^L’offre «\u202fAgent de terrain\u202f» est clôturée/,
    );
    expect((await bell(hired.id)).filter((n) => n.kind === 'job_closed')).toHaveLength(0);
  });

  it('closes, a while after its deadline, the applications nobody answered, once', async () => {
    const longGone = await job('Chauffeur', { applicationDeadline: addDaysIso(todayIso(), -31) });
    const recent = await job('Mécanicien', { applicationDeadline: addDaysIso(todayIso(), -5) });
    const forgotten = await applicant();
    const stillWaiting = await applicant();
    await buildApplicationRow(ctx.db, { jobId: longGone.id, professionalId: forgotten.id });
    await buildApplicationRow(ctx.db, { jobId: recent.id, professionalId: stillWaiting.id });
    expect(await closeStaleApplications(ctx, todayIso())).toBeGreaterThanOrEqual(1);
    expect(await closeStaleApplications(ctx, todayIso())).toBe(0);
    const [gone] = await ctx.db.select().from(applications).where(eq(applications.professionalId, forgotten.id));
    expect([gone!.status, gone!.closedReason]).toEqual(['closed', 'job_closed']);
    const [waits] = await ctx.db.select().from(applications).where(eq(applications.professionalId, stillWaiting.id));
    expect(waits!.status).toBe('submitted');
    expect((await bell(forgotten.id)).filter((n) => n.kind === 'job_closed')).toHaveLength(1);
    // No application stays waiting on a job closed that long.
    const [counted] = await executeRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from applications a join jobs j on j.id = a.job_id
        where j.application_deadline < ${addDaysIso(todayIso(), -30)}::date
          and a.status in ('submitted', 'shortlisted', 'interview', 'offer')`,
    );
    expect(counted!.n).toBe(0);
  });

  it("puts the history in the applicant's export, and takes the employer's note with the account's erasure", async () => {
    const wanted = await job('Secrétaire');
    const ana = await applicant();
    const id = await apply(wanted.id, ana);
    await forward(id);
    await stage(wanted.id, id, { status: 'rejected', reason: 'experience', note: 'Come back in a year, Ana.' });
    const headers = await authHeader(ana);
    const exported = await app.inject({ method: 'GET', url: '/api/me/export/', headers });
    expect(exported.statusCode).toBe(200);
    const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(exported.rawPayload))['data.json']!)) as {
      application_history: { application_id: number; status: string; reason: string | null; note: string | null }[];
    };
    expect(data.application_history.map((step) => [step.application_id, step.status, step.reason])).toEqual([
      [id, 'submitted', null],
      [id, 'shortlisted', null],
      [id, 'rejected', 'experience'],
    ]);
    expect(data.application_history.at(-1)!.note).toBe('Come back in a year, Ana.');
    const gone = await app.inject({
      method: 'DELETE',
      url: '/api/me/',
      headers,
      payload: { password: FACTORY_PASSWORD },
    });
    expect(gone.statusCode, gone.body).toBe(204);
    const events = await ctx.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, id));
    // The application's steps stay for its employer; the note to the person went with them.
    expect(events.map((e) => [e.status, e.note])).toEqual([
      ['submitted', null],
      ['shortlisted', null],
      ['rejected', null],
    ]);
  });

  it('tells the employer how many saw each request, applied, moved on and were hired, and how soon they heard back', async () => {
    const wanted = await job('Électricien');
    const [one, two] = [await applicant(), await applicant()];
    const view = async (person: Person) =>
      app.inject({ method: 'GET', url: `/hiring/jobs/${wanted.id}/`, headers: await authHeader(person) });
    for (const person of [one, one, two]) expect((await view(person)).statusCode).toBe(200);
    expect((await employerJob(wanted.id)).figures).toEqual({
      views: 2,
      applied: 0,
      forwarded: 0,
      interviewed: 0,
      hired: 0,
      first_answer_hours: null,
    });
    const first = await apply(wanted.id, one);
    await apply(wanted.id, two);
    await forward(first);
    await stage(wanted.id, first, { status: 'interview' });
    await stage(wanted.id, first, { status: 'hired' });
    const figures = (await employerJob(wanted.id)).figures;
    expect(figures).toMatchObject({ views: 2, applied: 2, forwarded: 1, interviewed: 1, hired: 1 });
    expect(figures.first_answer_hours).toBeGreaterThanOrEqual(0);
    expect(figures.first_answer_hours).toBeLessThan(1);
  });

  it('shows staff every request together, and the applications waiting longest for them first', async () => {
    const wanted = await job('Plombier');
    const older = await apply(wanted.id, await applicant());
    const newer = await apply(wanted.id, await applicant());
    await ctx.db.execute(sql`update applications set created_at = now() - interval '400 days' where id = ${older}`);
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/hiring-figures/',
      headers: await authHeader(staff),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as HiringFigures;
    expect(body.waiting[0]).toMatchObject({
      application_id: older,
      job_title: 'Plombier',
      company_name: 'Bralima SARL',
    });
    expect(body.waiting.map((row) => row.application_id)).toContain(newer);
    expect(body.figures.applied).toBeGreaterThanOrEqual(2);
    const refused = await app.inject({ method: 'GET', url: '/api/admin/hiring-figures/', headers: auth });
    expect(refused.statusCode).toBe(403);
  });
});
