import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  MESSAGES_PER_HOUR,
  addDaysIso,
  todayIso,
  type ConversationListItem,
  type HeldMessage,
  type Interview,
  type ProfessionalApplication,
  type ThreadMessage,
} from '@talent/shared';
import { auditLog, interviews, notifications, outbox, users } from '../../src/db/schema.js';
import { buildJobRequest } from '../../src/demo/factories/hiring.js';
import { buildEmployer, buildProfessional, buildUser } from '../../src/demo/factories/users.js';
import { remindInterviews } from '../../src/conversations/index.js';
import { GATED_FIELDS } from '../../src/conversations/text-gate.js';
import { createTestApp } from '../helpers/test-app.js';
import { fieldErrorsOf } from '../helpers/field-errors.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(Math.floor((Date.now() + ms) / 1000) * 1000).toISOString();
const FEE = "Envoyez 10 $ par M-Pesa au 0812345678 avant l'entretien pour confirmer votre place";

describe('every text an employer sends passes one gate, and a suspension ends everything it touched', async () => {
  const { app, ctx, authHeader } = await createTestApp({ SMS_QUIET_HOURS: null, SMS_DAILY_LIMIT: 100 });
  const staff = await buildUser(ctx.db, { isStaff: true, userType: 'other' });
  const staffAuth = await authHeader(staff);
  let serial = 0;
  const newNumber = () => `+24382${String(1_000_000 + ++serial).slice(-7)}`;
  const send = async (url: string, payload: object, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url, headers, payload });
  const get = async (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });

  const newEmployer = async () => {
    const { user } = await buildEmployer(ctx.db, { user: { language: 'en' }, profile: { companyName: 'Kin Mines' } });
    return { user, auth: await authHeader(user) };
  };
  type Employer = Awaited<ReturnType<typeof newEmployer>>;
  const newApplicant = async () => {
    const phone = newNumber();
    const { user } = await buildProfessional(ctx.db, {
      user: { language: 'fr', phoneVerified: phone, phoneVerifiedAt: new Date() },
      profile: { phoneNumber: phone },
    });
    return { user, auth: await authHeader(user) };
  };
  /** An approved job of `employer` and a new applicant's application, forwarded unless told otherwise. */
  const thread = async (employer: Employer, { forwarded = true } = {}) => {
    const job = await buildJobRequest(ctx.db, {
      employerId: employer.user.id,
      jobTitle: 'Magasinier',
      status: 'approved',
    });
    const person = await newApplicant();
    const applied = await send('/hiring/applications/', { job_id: job.id }, person.auth);
    const id = (applied.json() as ProfessionalApplication).id;
    if (forwarded) await send(`/api/admin/applications/${id}/status/`, { status: 'shortlisted' }, staffAuth);
    return { jobId: job.id, id, person };
  };
  const propose = (employer: Employer, open: { jobId: number; id: number }, body: object) =>
    send(`/hiring/employer-jobs/${open.jobId}/applicants/${open.id}/interview/`, body, employer.auth);
  const interviewSeen = async (id: number, headers: Record<string, string>) =>
    (await get(`/hiring/applications/${id}/interview/`, headers)).json() as Interview | null;
  const bellOf = (userId: string) => ctx.db.select().from(notifications).where(eq(notifications.userId, userId));
  const outboxOf = (userId: string) => ctx.db.select().from(outbox).where(eq(outbox.userId, userId));
  const held = async () => (await get('/api/admin/held-messages/?page_size=100', staffAuth)).json() as HeldMessage[];

  it('declares every text field of the hiring routes: gated, or read by nobody on the other side', async () => {
    // Fields of the hiring routes whose text is not a thread's, and why they need no gate.
    const notGated: Record<string, string> = {
      'POST /hiring/create/': 'a job request: staff check its words (risk flags) before any applicant sees it',
      'PATCH /hiring/employer-jobs/:id/': 'a job request edited: checked again and approved again by staff',
      'POST /hiring/jobs/:id/report/': 'a report: read by staff only',
      'POST /hiring/applications/:id/messages/:messageId/report/': 'a report: read by staff only',
      'POST /hiring/applications/': 'the applicant’s cover letter: a job seeker asks no fee of an employer',
    };
    type Properties = Record<string, { type?: string; enum?: unknown; format?: string }>;
    type Body = { properties?: Properties; anyOf?: Body[] };
    const spec = (await get('/api/docs/json', staffAuth)).json() as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Body }> } }>>;
    };
    const fieldsOf = (body: Body | undefined): Properties =>
      Object.assign({}, body?.properties, ...(body?.anyOf ?? []).map(fieldsOf));
    const textFields = new Map<string, Properties>();
    for (const [path, operations] of Object.entries(spec.paths)) {
      if (!path.startsWith('/hiring/')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const route = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
        textFields.set(route, fieldsOf(operation.requestBody?.content['application/json']?.schema));
      }
    }
    const gated = new Set(GATED_FIELDS.map((f) => `${f.route} ${f.field}`));
    const undeclared = [...textFields].flatMap(([route, properties]) =>
      notGated[route]
        ? []
        : Object.entries(properties)
            .filter(([field, p]) => p.type === 'string' && !p.enum && !p.format && !gated.has(`${route} ${field}`))
            .map(([field]) => `${route} ${field}`),
    );
    expect(undeclared).toEqual([]);
    for (const route of Object.keys(notGated)) expect(textFields.has(route), route).toBe(true);
    for (const f of GATED_FIELDS) expect(textFields.get(f.route), f.route).toHaveProperty(f.field);
  });

  it('holds a proposal whose place asks for money: the applicant sees nothing until staff release it', async () => {
    const employer = await newEmployer();
    const open = await thread(employer);
    const res = await propose(employer, open, { slots: [at(2 * DAY)], mode: 'phone', place: `By phone: ${FEE}` });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ held: true, status: 'proposed' });
    expect(await interviewSeen(open.id, open.person.auth)).toBeNull();
    expect((await interviewSeen(open.id, employer.auth))?.held).toBe(true);
    expect((await bellOf(open.person.user.id)).filter((n) => n.kind === 'interview')).toEqual([]);
    expect((await outboxOf(open.person.user.id)).filter((m) => m.kind === 'interview_to_applicant')).toEqual([]);
    const [mine] = (await get('/hiring/applications/', open.person.auth)).json() as ProfessionalApplication[];
    expect(mine!.status).toBe('shortlisted');
    // Staff are told in the bell, once a day.
    expect((await bellOf(staff.id)).filter((n) => n.kind === 'texts_held')).toHaveLength(1);
    const waiting = (await held()).find((h) => h.application_id === open.id)!;
    expect(waiting.kind).toBe('interview_place');

    expect((await send(`/api/admin/held-messages/${waiting.id}/release/`, {}, staffAuth)).statusCode).toBe(200);
    const released = await interviewSeen(open.id, open.person.auth);
    expect(released).toMatchObject({ status: 'proposed', held: false });
    expect((await bellOf(open.person.user.id)).filter((n) => n.kind === 'interview')).toHaveLength(1);

    // A held proposal leaves the one in force standing until released; a delivered one replaces it at once.
    const second = await propose(employer, open, { slots: [at(3 * DAY)], mode: 'phone', place: FEE });
    expect(second.json()).toMatchObject({ held: true });
    expect((await interviewSeen(open.id, open.person.auth))?.id).toBe(released!.id);
    const [stillInForce] = await ctx.db.select().from(interviews).where(eq(interviews.id, released!.id));
    expect(stillInForce!.status).toBe('proposed');
    const third = await propose(employer, open, { slots: [at(4 * DAY)], mode: 'phone', place: 'We call you.' });
    expect(third.json()).toMatchObject({ held: false });
    expect((await interviewSeen(open.id, open.person.auth))?.id).toBe((third.json() as Interview).id);
    const [replaced] = await ctx.db.select().from(interviews).where(eq(interviews.id, released!.id));
    expect(replaced).toMatchObject({ status: 'cancelled', cancelledBy: 'employer' });
  });

  it('holds the reason of a cancellation and the note of a rejection, and delivers the rest', async () => {
    const employer = await newEmployer();
    const open = await thread(employer);
    expect((await propose(employer, open, { slots: [at(2 * DAY)], mode: 'phone' })).statusCode).toBe(201);
    const cancelled = await send(
      `/hiring/applications/${open.id}/interview/cancel/`,
      { reason: `Message: ${FEE}` },
      employer.auth,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const seen = await interviewSeen(open.id, open.person.auth);
    expect(seen).toMatchObject({ status: 'cancelled', cancel_reason: '' });
    const mail = (await outboxOf(open.person.user.id)).filter((m) => m.kind === 'interview_to_applicant');
    expect(mail.map((m) => m.textBody).join('\n')).not.toContain('M-Pesa');

    const rejected = await send(
      `/hiring/employer-jobs/${open.jobId}/applicants/${open.id}/status/`,
      { status: 'rejected', reason: 'other', note: FEE },
      employer.auth,
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    const [mine] = (await get('/hiring/applications/', open.person.auth)).json() as (ProfessionalApplication & {
      history?: { note?: string }[];
    })[];
    expect(JSON.stringify(mine)).not.toContain('M-Pesa');
    const told = (await outboxOf(open.person.user.id)).map((m) => m.textBody).join('\n');
    expect(told).not.toContain('M-Pesa');
    expect((await held()).filter((h) => h.application_id === open.id).map((h) => h.kind)).toEqual([
      'interview_cancel_reason',
      'rejection_note',
    ]);
    // The employer reads that both are being checked; the applicant reads nothing of it.
    const theirs = (await get('/hiring/conversations/', employer.auth)).json() as ConversationListItem[];
    expect(theirs.find((c) => c.application_id === open.id)?.texts_being_checked).toBe(2);
    const mineToo = (await get('/hiring/conversations/', open.person.auth)).json() as ConversationListItem[];
    expect(mineToo.find((c) => c.application_id === open.id)?.texts_being_checked).toBe(0);
  });

  it('reads a request split over two messages as one, and leaves an ordinary message about a salary by M-Pesa', async () => {
    const employer = await newEmployer();
    const open = await thread(employer);
    const write = (body: string) => send(`/hiring/applications/${open.id}/messages/`, { body }, employer.auth);
    const salary = await write('Le salaire de 300 $ est payé chaque mois par M-Pesa.');
    expect((salary.json() as ThreadMessage[]).at(-1)!.held).toBe(false);
    await write('Pour le badge il faut 10 dollars.');
    const second = await write('Mon numero Airtel : 0990000000, merci.');
    expect((second.json() as ThreadMessage[]).at(-1)!.held).toBe(true);
  });

  it('answers the same 404 for an application not yet forwarded as for one that is not the employer’s', async () => {
    const employer = await newEmployer();
    const waiting = await thread(employer, { forwarded: false });
    const other = await thread(await newEmployer());
    for (const id of [waiting.id, other.id]) {
      const message = await send(`/hiring/applications/${id}/messages/`, { body: 'Bonjour' }, employer.auth);
      expect(message.statusCode).toBe(404);
      expect(message.json()).toMatchObject({ detail: 'Not found.', code: 'not_found' });
    }
    const moved = await send(
      `/hiring/employer-jobs/${waiting.jobId}/applicants/${waiting.id}/status/`,
      { status: 'offer', salary: 400, currency: 'USD', start_date: addDaysIso(todayIso(), 7) },
      employer.auth,
    );
    expect(moved.statusCode).toBe(404);
    expect(moved.json().code).toBe('not_found');
  });

  it('counts proposals and cancellations with messages towards one hourly limit', async () => {
    const employer = await newEmployer();
    const open = await thread(employer);
    for (let i = 0; i < MESSAGES_PER_HOUR; i++) {
      const res = await propose(employer, open, { slots: [at(DAY + i * HOUR)], mode: 'phone' });
      expect(res.statusCode, res.body).toBe(201);
    }
    const refused = await propose(employer, open, { slots: [at(5 * DAY)], mode: 'phone' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const cancel = await send(`/hiring/applications/${open.id}/interview/cancel/`, { reason: 'Sorry' }, employer.auth);
    expect(cancel.statusCode).toBe(429);
  });

  it('refuses invisible messages, a line separator in a one-line field, and a time more than a year ahead', async () => {
    const employer = await newEmployer();
    const open = await thread(employer);
    for (const body of ['\u200b\u200b', '\u2060 \ufeff', '\u200d']) {
      const res = await send(`/hiring/applications/${open.id}/messages/`, { body }, employer.auth);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(fieldErrorsOf(res))).toEqual(['body']);
    }
    const separator = await propose(employer, open, {
      slots: [at(DAY)],
      mode: 'in_person',
      place: 'Gombe\u2028Limete',
    });
    expect(separator.statusCode).toBe(400);
    expect(Object.keys(fieldErrorsOf(separator))).toEqual(['place']);
    for (const slot of ['9999-12-01T10:00:00+01:00', at(400 * DAY)]) {
      const far = await propose(employer, open, { slots: [slot], mode: 'phone' });
      expect(far.statusCode).toBe(400);
      expect(Object.keys(fieldErrorsOf(far))).toEqual(['slots']);
    }
    expect(await ctx.db.select().from(interviews).where(eq(interviews.applicationId, open.id))).toEqual([]);
  });

  it('ends an interview with its application: cancelled, a cancelling calendar file in UTC stamps, no reminder', async () => {
    const employer = await newEmployer();
    const open = await thread(employer);
    const slot = at(12 * HOUR + 2 * DAY);
    expect(
      (await propose(employer, open, { slots: [slot], mode: 'in_person', place: 'Entrepot D, Limete' })).statusCode,
    ).toBe(201);
    expect((await send(`/hiring/applications/${open.id}/interview/`, { slot }, open.person.auth)).statusCode).toBe(200);
    const before = await get(`/hiring/applications/${open.id}/interview.ics`, open.person.auth);
    expect(before.body).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r$/m);
    expect(before.body).toContain('METHOD:PUBLISH');
    const sequence = Number(/^SEQUENCE:(\d+)/m.exec(before.body)![1]);

    expect((await send(`/hiring/applications/${open.id}/withdraw/`, {}, open.person.auth)).statusCode).toBe(200);
    expect(await interviewSeen(open.id, open.person.auth)).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'system',
    });
    const after = await get(`/hiring/applications/${open.id}/interview.ics`, employer.auth);
    expect(after.statusCode, after.body).toBe(200);
    expect(after.body).toContain('METHOD:CANCEL');
    expect(after.body).toContain('STATUS:CANCELLED');
    expect(Number(/^SEQUENCE:(\d+)/m.exec(after.body)![1])).toBeGreaterThan(sequence);
    await remindInterviews(ctx, new Date(Date.parse(slot) - HOUR));
    expect(
      (await bellOf(open.person.user.id)).filter((n) => (n.data as { event?: string }).event === 'reminder'),
    ).toEqual([]);
    // Nothing to cancel in a closed thread.
    const late = await send(`/hiring/applications/${open.id}/interview/cancel/`, { reason: FEE }, employer.auth);
    expect(late.statusCode).toBe(409);
  });

  it('a suspension tells every applicant (hired on a job closed before it too), cancels every interview and marks the threads', async () => {
    const employer = await newEmployer();
    const hired = await thread(employer);
    const slot = at(3 * DAY);
    await send(`/hiring/applications/${hired.id}/messages/`, { body: 'Bienvenue dans l’équipe.' }, employer.auth);
    expect((await propose(employer, hired, { slots: [slot], mode: 'in_person', place: 'Limete' })).statusCode).toBe(
      201,
    );
    expect((await send(`/hiring/applications/${hired.id}/interview/`, { slot }, hired.person.auth)).statusCode).toBe(
      200,
    );
    const hire = await send(
      `/hiring/employer-jobs/${hired.jobId}/applicants/${hired.id}/status/`,
      { status: 'hired' },
      employer.auth,
    );
    expect(hire.statusCode, hire.body).toBe(200);
    // The job closes with its hire; the suspension comes later.
    expect((await send(`/hiring/employer-jobs/${hired.jobId}/close/`, {}, employer.auth)).statusCode).toBe(200);
    const waiting = await thread(employer);
    const fee = await send(`/hiring/applications/${waiting.id}/messages/`, { body: FEE }, employer.auth);
    const heldId = (fee.json() as ThreadMessage[]).at(-1)!.id;

    const refused = await send(`/api/admin/held-messages/${heldId}/refuse/`, { reason: 'Fee request' }, staffAuth);
    expect(refused.statusCode, refused.body).toBe(200);
    const [account] = await ctx.db.select().from(users).where(eq(users.id, employer.user.id));
    expect(account!.suspendedAt).not.toBeNull();

    expect(await interviewSeen(hired.id, hired.person.auth)).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'staff',
    });
    expect((await bellOf(hired.person.user.id)).map((n) => n.kind)).toContain('employer_suspended');
    const told = (await outboxOf(hired.person.user.id)).filter((m) => m.kind === 'employer_suspended');
    expect(told.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect(told.find((m) => m.channel === 'email')!.textBody).toContain('Ne payez jamais personne');
    const messages = (
      await get(`/hiring/applications/${hired.id}/messages/`, hired.person.auth)
    ).json() as ThreadMessage[];
    expect(messages.map((m) => [m.body, m.writer_suspended])).toEqual([['Bienvenue dans l’équipe.', true]]);
    const [hiredApplication] = (
      await get('/hiring/applications/', hired.person.auth)
    ).json() as ProfessionalApplication[];
    expect(hiredApplication).toMatchObject({ status: 'hired', employer_suspended: true });
    const cards = (await get('/hiring/conversations/', hired.person.auth)).json() as ConversationListItem[];
    expect(cards.find((c) => c.application_id === hired.id)?.employer_suspended).toBe(true);
    // The applicant still waiting is told by the closing of the application, which says the same.
    expect((await bellOf(waiting.person.user.id)).map((n) => n.kind)).toContain('job_withdrawn');
    expect((await get(`/hiring/applications/${waiting.id}/messages/`, waiting.person.auth)).json()).toEqual([]);
  });

  it('a suspension withdraws the mail still waiting that carries the employer’s words, and no other', async () => {
    const employer = await newEmployer();
    const [talked, held, rejected] = [await thread(employer), await thread(employer), await thread(employer)];
    const write = (to: { id: number }, body: string) =>
      send(`/hiring/applications/${to.id}/messages/`, { body }, employer.auth);
    expect((await write(talked, 'Passez au bureau de Gombe demain matin.')).statusCode).toBe(201);
    expect((await write(held, 'Votre contrat est prêt.')).statusCode).toBe(201);
    const placed = await propose(employer, talked, {
      slots: [at(2 * DAY)],
      mode: 'in_person',
      place: 'Gombe, 3e étage',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const asked = await send(
      `/hiring/applications/${talked.id}/interview/`,
      { decline: true, note: 'Je travaille le matin, l’après-midi me convient.' },
      talked.person.auth,
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const noted = await send(
      `/hiring/employer-jobs/${rejected.jobId}/applicants/${rejected.id}/status/`,
      { status: 'rejected', reason: 'other', note: 'Écrivez-moi sur WhatsApp pour un autre poste.' },
      employer.auth,
    );
    expect(noted.statusCode, noted.body).toBe(200);
    /** Each mail to `userId`, in the order written: its kind, its status and whose words it carries. */
    const mailTo = async (userId: string) =>
      (await outboxOf(userId))
        .filter((m) => m.channel === 'email')
        .sort((a, b) => a.id - b.id)
        .map((m) => [m.kind, m.status, m.writtenBy === employer.user.id ? 'employer' : m.writtenBy && 'other']);
    expect(await mailTo(talked.person.user.id)).toEqual([
      ['application_sent', 'pending', null],
      ['application_status', 'pending', null],
      ['message_to_applicant', 'pending', 'employer'],
      ['interview_to_applicant', 'pending', 'employer'],
    ]);
    // A sender already holds the message to the second applicant: it goes as it is.
    const [inFlight] = (await outboxOf(held.person.user.id)).filter((m) => m.kind === 'message_to_applicant');
    await ctx.db
      .update(outbox)
      .set({ claimedUntil: new Date(Date.now() + 60_000) })
      .where(eq(outbox.id, inFlight!.id));

    const suspended = await send(
      `/api/admin/users/${employer.user.id}/suspend/`,
      { reason: 'Asked for fees on WhatsApp.' },
      staffAuth,
    );
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(await mailTo(talked.person.user.id)).toEqual([
      ['application_sent', 'pending', null],
      ['application_status', 'pending', null],
      ['message_to_applicant', 'dropped', 'employer'],
      ['interview_to_applicant', 'dropped', 'employer'],
      ['job_withdrawn', 'pending', null],
    ]);
    expect((await mailTo(held.person.user.id)).map(([kind, status]) => `${kind} ${status}`)).toEqual([
      'application_sent pending',
      'application_status pending',
      'message_to_applicant pending',
      'job_withdrawn pending',
    ]);
    expect((await mailTo(rejected.person.user.id)).map(([kind, status]) => `${kind} ${status}`)).toEqual([
      'application_sent pending',
      'application_status pending',
      'application_status dropped',
      'job_withdrawn pending',
    ]);
    const [withdrawn] = (await outboxOf(rejected.person.user.id)).filter(
      (m) => m.channel === 'email' && m.status === 'dropped',
    );
    expect(withdrawn!.lastError).toMatch(/^withdrawn: staff suspended/);
    // The applicant’s own note to the employer is not the employer’s words.
    const toEmployer = (await outboxOf(employer.user.id)).filter((m) => m.kind === 'interview_to_employer');
    expect(toEmployer.map((m) => [m.status, m.writtenBy])).toEqual([['pending', talked.person.user.id]]);
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, employer.user.id));
    expect(entry!.details).toMatchObject({ mails_withdrawn: 3 });
  });
});
