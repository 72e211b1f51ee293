import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  MESSAGES_PER_HOUR,
  type ConversationListItem,
  type HeldMessage,
  type Interview,
  type ProfessionalApplication,
  type ThreadMessage,
} from '@talent/shared';
import {
  applicationMessages,
  auditLog,
  interviews,
  jobReports,
  notifications,
  outbox,
  users,
} from '../../src/db/schema.js';
import { buildJobRequest } from '../../src/demo/factories/hiring.js';
import { FACTORY_PASSWORD, buildEmployer, buildProfessional, buildUser } from '../../src/demo/factories/users.js';
import { remindInterviews } from '../../src/conversations/index.js';
import { runThreadRetention } from '../../src/privacy/index.js';
import { createTestApp } from '../helpers/test-app.js';
import { fieldErrorsOf } from '../helpers/field-errors.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** An instant `ms` from now, as the form sends it: to the second, with an offset. */
const at = (ms: number) => new Date(Math.floor((Date.now() + ms) / 1000) * 1000).toISOString();

describe('conversations and interviews on the platform', async () => {
  // The employer hears of every applicant of every test: no daily limit of SMS for them here.
  const { app, ctx, authHeader } = await createTestApp({ SMS_QUIET_HOURS: null, SMS_DAILY_LIMIT: 100 });
  let serial = 0;
  const newNumber = () => `+24381${String(1_000_000 + ++serial).slice(-7)}`;
  const employerPhone = newNumber();
  const { user: employer } = await buildEmployer(ctx.db, {
    user: { language: 'en', phoneVerified: employerPhone, phoneVerifiedAt: new Date() },
    profile: { companyName: 'Bralima SARL', phoneNumber: employerPhone },
  });
  const { user: rival } = await buildEmployer(ctx.db);
  const staff = await buildUser(ctx.db, { isStaff: true, userType: 'other' });
  const auth = await authHeader(employer);
  const staffAuth = await authHeader(staff);
  const send = async (url: string, payload: object, headers: Record<string, string> = auth) =>
    app.inject({ method: 'POST', url, headers, payload });
  const get = async (url: string, headers: Record<string, string> = auth) =>
    app.inject({ method: 'GET', url, headers });

  /** A professional with a proven number, in `language`. */
  const applicant = async (language: 'en' | 'fr' = 'fr') => {
    const phone = newNumber();
    return (
      await buildProfessional(ctx.db, {
        user: { language, firstName: 'Amani', lastName: 'Kabila', phoneVerified: phone, phoneVerifiedAt: new Date() },
        profile: { phoneNumber: phone },
      })
    ).user;
  };
  type Person = Awaited<ReturnType<typeof applicant>>;
  /** An approved job of the employer, and `person`'s application to it, forwarded by staff unless told otherwise. */
  const thread = async (person: Person, { forwarded = true } = {}) => {
    const job = await buildJobRequest(ctx.db, { employerId: employer.id, jobTitle: 'Comptable', status: 'approved' });
    const applied = await send('/hiring/applications/', { job_id: job.id }, await authHeader(person));
    expect(applied.statusCode, applied.body).toBe(201);
    const id = (applied.json() as ProfessionalApplication).id;
    if (forwarded) {
      const res = await send(`/api/admin/applications/${id}/status/`, { status: 'shortlisted' }, staffAuth);
      expect(res.statusCode, res.body).toBe(200);
    }
    return { jobId: job.id, id, person, personAuth: await authHeader(person) };
  };
  const write = (id: number, body: unknown, headers: Record<string, string> = auth) =>
    send(`/hiring/applications/${id}/messages/`, { body }, headers);
  const read = async (id: number, headers: Record<string, string> = auth) => {
    const res = await get(`/hiring/applications/${id}/messages/`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ThreadMessage[];
  };
  const outboxOf = (userId: string) =>
    ctx.db
      .select({ kind: outbox.kind, channel: outbox.channel, text: outbox.textBody, subject: outbox.subject })
      .from(outbox)
      .where(eq(outbox.userId, userId))
      // In the order written: a row updated since (an SMS dropped as stale) is not read last.
      .orderBy(outbox.id);
  const bellOf = (userId: string) => ctx.db.select().from(notifications).where(eq(notifications.userId, userId));

  describe('a thread', () => {
    it('is between the employer and the applicant only, once staff forwarded the applicant', async () => {
      const waiting = await thread(await applicant(), { forwarded: false });
      expect((await write(waiting.id, 'Hello', waiting.personAuth)).statusCode).toBe(403);
      expect((await write(waiting.id, 'Hello')).statusCode).toBe(404);
      expect((await get(`/hiring/applications/${waiting.id}/messages/`, waiting.personAuth)).statusCode).toBe(403);

      const open = await thread(await applicant());
      const stranger = await authHeader(await applicant());
      expect((await write(open.id, 'Hello', stranger)).statusCode).toBe(404);
      expect((await write(open.id, 'Hello', await authHeader(rival))).statusCode).toBe(404);
      expect((await get(`/hiring/applications/${open.id}/messages/`, staffAuth)).statusCode).toBe(403);
      expect((await get('/hiring/applications/999999999/messages/')).statusCode).toBe(404);

      const sent = await write(open.id, '  Bonjour, êtes-vous disponible lundi ?\nMerci.  ');
      expect(sent.statusCode, sent.body).toBe(201);
      const answer = await write(open.id, 'Oui, lundi me convient.', open.personAuth);
      expect(answer.statusCode, answer.body).toBe(201);
      const seenByApplicant = await read(open.id, open.personAuth);
      expect(seenByApplicant.map((m) => [m.from, m.body])).toEqual([
        ['employer', 'Bonjour, êtes-vous disponible lundi ?\nMerci.'],
        ['applicant', 'Oui, lundi me convient.'],
      ]);
      // Read as it is shown: the employer's message now; the answer once the employer opens the thread.
      expect(seenByApplicant[0]!.read_at).not.toBeNull();
      expect(seenByApplicant[1]!.read_at).toBeNull();
      const unread = (await get('/hiring/conversations/')).json() as ConversationListItem[];
      expect(unread.find((c) => c.application_id === open.id)?.unread_messages).toBe(1);
      await read(open.id);
      expect((await read(open.id, open.personAuth))[1]!.read_at).not.toBeNull();
      const none = (await get('/hiring/conversations/')).json() as ConversationListItem[];
      expect(none.find((c) => c.application_id === open.id)?.unread_messages).toBe(0);
    });

    it('refuses an empty, blank or too long message on `body`, and writes nothing', async () => {
      const open = await thread(await applicant());
      for (const body of ['', '   \n ', 'x'.repeat(2001), 42]) {
        const res = await write(open.id, body);
        expect(res.statusCode, res.body).toBe(400);
        expect(Object.keys(fieldErrorsOf(res))).toEqual(['body']);
      }
      const stored = await ctx.db
        .select()
        .from(applicationMessages)
        .where(eq(applicationMessages.applicationId, open.id));
      expect(stored).toEqual([]);
      expect((await write(open.id, 'x'.repeat(2000))).statusCode).toBe(201);
    });

    it('keeps a closed application readable and closed to new messages', async () => {
      const open = await thread(await applicant());
      expect((await write(open.id, 'Merci pour votre candidature.')).statusCode).toBe(201);
      const withdrawn = await send(`/hiring/applications/${open.id}/withdraw/`, {}, open.personAuth);
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      const refused = await write(open.id, 'Encore une question', open.personAuth);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('thread_closed');
      expect((await read(open.id, open.personAuth)).map((m) => m.body)).toEqual(['Merci pour votre candidature.']);
    });

    it('tells the reader in the bell at each message, and by mail and SMS once an hour, without the text by SMS', async () => {
      const person = await applicant('fr');
      const open = await thread(person);
      const before = (await outboxOf(person.id)).length;
      expect((await write(open.id, 'Premier message: le poste est à Gombe.')).statusCode).toBe(201);
      expect((await write(open.id, 'Second message.')).statusCode).toBe(201);
      const bell = (await bellOf(person.id)).filter((n) => n.kind === 'new_message');
      expect(bell).toHaveLength(2);
      expect(bell[0]!.data).toMatchObject({ application_id: open.id, job_title: 'Comptable', from: 'employer' });
      const told = (await outboxOf(person.id)).slice(before).filter((m) => m.kind === 'message_to_applicant');
      expect(told.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
      const sms = told.find((m) => m.channel === 'sms')!;
      expect(sms.text).toContain('"Comptable"');
      expect(sms.text).not.toContain('Gombe');
      const mail = told.find((m) => m.channel === 'email')!;
      expect(mail.subject).toBe('Nouveau message à propos de «\u202fComptable\u202f» - Congo Talent');
      expect(mail.text).toContain('Premier message: le poste est à Gombe.');
      // The employer's side is told of the applicant's answer in their own language and category.
      expect((await write(open.id, 'Merci !', open.personAuth)).statusCode).toBe(201);
      const employerTold = (await outboxOf(employer.id)).filter(
        (m) => m.kind === 'message_to_employer' && m.text.includes(`thread=${open.id}`),
      );
      expect(employerTold.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
      expect(employerTold.find((m) => m.channel === 'email')!.text).toContain('Amani Kabila wrote to you');
    });

    it('holds an employer’s message that asks for money: never shown to the applicant, told to the employer', async () => {
      const person = await applicant('fr');
      const open = await thread(person);
      const fee = 'Pour confirmer votre place, envoyez 20 $ de frais de dossier par M-Pesa au 0812345678 avant lundi.';
      const res = await write(open.id, fee);
      expect(res.statusCode, res.body).toBe(201);
      const mine = res.json() as ThreadMessage[];
      expect(mine.at(-1)).toMatchObject({ body: fee, held: true });
      expect(await read(open.id, open.personAuth)).toEqual([]);
      expect((await bellOf(person.id)).filter((n) => n.kind === 'new_message')).toEqual([]);
      expect((await outboxOf(person.id)).filter((m) => m.kind === 'message_to_applicant')).toEqual([]);
      // The applicant's own words about money are never held: only an employer asks for it.
      expect((await write(open.id, 'Dois-je payer 20 $ de frais de dossier ?', open.personAuth)).json()).toMatchObject([
        { held: false },
      ]);

      const held = (await get('/api/admin/held-messages/', staffAuth)).json() as HeldMessage[];
      const mineHeld = held.find((m) => m.application_id === open.id)!;
      expect(mineHeld.body).toBe(fee);
      expect(mineHeld.held_for.length).toBeGreaterThan(0);
      for (const flag of mineHeld.held_for) {
        expect(flag.code).toBe('fee_request');
        expect(fee).toContain(flag.evidence);
      }
      const released = await send(`/api/admin/held-messages/${mineHeld.id}/release/`, {}, staffAuth);
      expect(released.statusCode, released.body).toBe(200);
      expect((await send(`/api/admin/held-messages/${mineHeld.id}/release/`, {}, staffAuth)).statusCode).toBe(409);
      expect((await read(open.id, open.personAuth)).map((m) => m.body)).toContain(fee);
    });

    it('lets staff refuse a held message, which suspends its employer and is never delivered', async () => {
      const { user: scammer } = await buildEmployer(ctx.db, { profile: { companyName: 'Fausse Mine SARL' } });
      const scammerAuth = await authHeader(scammer);
      const person = await applicant();
      const job = await buildJobRequest(ctx.db, { employerId: scammer.id, jobTitle: 'Chauffeur', status: 'approved' });
      const applied = await send('/hiring/applications/', { job_id: job.id }, await authHeader(person));
      const id = (applied.json() as ProfessionalApplication).id;
      await send(`/api/admin/applications/${id}/status/`, { status: 'shortlisted' }, staffAuth);
      const res = await write(id, 'Send 50 USD registration fee by Airtel Money to secure your slot.', scammerAuth);
      expect(res.statusCode, res.body).toBe(201);
      const heldId = (res.json() as ThreadMessage[])[0]!.id;
      const blank = await send(`/api/admin/held-messages/${heldId}/refuse/`, { reason: ' ' }, staffAuth);
      expect(blank.statusCode).toBe(400);
      const refused = await send(
        `/api/admin/held-messages/${heldId}/refuse/`,
        { reason: 'Asked for a fee' },
        staffAuth,
      );
      expect(refused.statusCode, refused.body).toBe(200);
      const [account] = await ctx.db.select().from(users).where(eq(users.id, scammer.id));
      expect(account!.suspendedAt).not.toBeNull();
      expect(await read(id, await authHeader(person))).toEqual([]);
      const held = (await get('/api/admin/held-messages/', staffAuth)).json() as HeldMessage[];
      expect(held.map((m) => m.id)).not.toContain(heldId);
    });

    it('sends at most 30 messages an hour from one person, then 429 with Retry-After', async () => {
      const { user: busy } = await buildEmployer(ctx.db);
      const busyAuth = await authHeader(busy);
      const person = await applicant();
      const job = await buildJobRequest(ctx.db, { employerId: busy.id, jobTitle: 'Caissier', status: 'approved' });
      const applied = await send('/hiring/applications/', { job_id: job.id }, await authHeader(person));
      const id = (applied.json() as ProfessionalApplication).id;
      await send(`/api/admin/applications/${id}/status/`, { status: 'shortlisted' }, staffAuth);
      for (let i = 0; i < MESSAGES_PER_HOUR; i++)
        expect((await write(id, `Message ${i}`, busyAuth)).statusCode).toBe(201);
      const refused = await write(id, 'One too many', busyAuth);
      expect(refused.statusCode).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThan(3500);
      expect(wait).toBeLessThanOrEqual(3600);
      // Paged: the latest first page, oldest first within it, and the total in its header.
      const page = await get(`/hiring/applications/${id}/messages/?page_size=10`, busyAuth);
      expect(page.headers['x-total-count']).toBe(String(MESSAGES_PER_HOUR));
      expect((page.json() as ThreadMessage[]).map((m) => m.body)).toEqual(
        Array.from({ length: 10 }, (_, i) => `Message ${MESSAGES_PER_HOUR - 10 + i}`),
      );
      expect(page.headers.link).toContain('page=2');
    });

    it('lets either side report a message of the other, joining the job’s reports, and staff read the thread through it', async () => {
      const open = await thread(await applicant());
      const [sent] = (await write(open.id, 'Venez avec vos diplômes.')).json() as ThreadMessage[];
      expect(
        (await send(`/hiring/applications/${open.id}/messages/${sent!.id}/report/`, { reason: 'other' })).statusCode,
      ).toBe(400);
      const url = `/hiring/applications/${open.id}/messages/${sent!.id}/report/`;
      expect(
        (await send(url, { reason: 'fee_requested', details: 'Il parle de frais' }, open.personAuth)).statusCode,
      ).toBe(201);
      expect((await send(url, { reason: 'fee_requested' }, open.personAuth)).statusCode).toBe(200);
      const reports = await ctx.db.select().from(jobReports).where(eq(jobReports.messageId, sent!.id));
      expect(reports).toHaveLength(1);
      expect(reports[0]!.jobId).toBe(open.jobId);
      // A report of the job itself by the same person is still its own report.
      const jobReport = await send(`/hiring/jobs/${open.jobId}/report/`, { reason: 'misleading' }, open.personAuth);
      expect(jobReport.statusCode, jobReport.body).toBe(201);

      expect((await get(`/api/admin/reports/messages/999999999/thread/`, staffAuth)).statusCode).toBe(404);
      const seen = await get(`/api/admin/reports/messages/${sent!.id}/thread/`, staffAuth);
      expect(seen.statusCode, seen.body).toBe(200);
      expect(seen.json().messages.map((m: ThreadMessage) => m.body)).toEqual(['Venez avec vos diplômes.']);
      const logged = await ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'thread.read'), eq(auditLog.actorId, staff.id)));
      expect(logged.map((entry) => entry.targetId)).toContain(String(open.id));
    });
  });

  describe('an interview', () => {
    const propose = (open: { jobId: number; id: number }, body: object) =>
      send(`/hiring/employer-jobs/${open.jobId}/applicants/${open.id}/interview/`, body);

    it('is proposed with one to three future times; in person needs an address, video a link', async () => {
      const open = await thread(await applicant());
      const cases: [object, string][] = [
        [{ slots: [], mode: 'phone' }, 'slots'],
        [{ slots: [at(DAY), at(2 * DAY), at(3 * DAY), at(4 * DAY)], mode: 'phone' }, 'slots'],
        [{ slots: [at(DAY), at(DAY)], mode: 'phone' }, 'slots'],
        [{ slots: [at(-HOUR)], mode: 'phone' }, 'slots'],
        [{ slots: ['lundi 10h'], mode: 'phone' }, 'slots'],
        [{ slots: [at(DAY)], mode: 'in_person' }, 'place'],
        [{ slots: [at(DAY)], mode: 'video', place: 'meet' }, 'place'],
        [{ slots: [at(DAY)], mode: 'by_pigeon' }, 'mode'],
      ];
      for (const [body, field] of cases) {
        const res = await propose(open, body);
        expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBe(400);
        expect(Object.keys(fieldErrorsOf(res))).toContain(field);
      }
      expect(await ctx.db.select().from(interviews).where(eq(interviews.applicationId, open.id))).toEqual([]);
      expect((await propose({ ...open, jobId: open.jobId }, { slots: [at(DAY)], mode: 'phone' })).statusCode).toBe(201);
      const other = await send(
        `/hiring/employer-jobs/${open.jobId}/applicants/${open.id}/interview/`,
        { slots: [at(DAY)], mode: 'phone' },
        await authHeader(rival),
      );
      expect(other.statusCode).toBe(403);
    });

    it('moves the applicant to interview; the applicant picks a time; both get the calendar file in Kinshasa time', async () => {
      const person = await applicant('fr');
      const open = await thread(person);
      // 10:00 and 15:30 in Kinshasa (UTC+1), three days ahead.
      const day = new Date(Date.now() + 3 * DAY).toISOString().slice(0, 10);
      const slots = [`${day}T10:00:00+01:00`, `${day}T15:30:00+01:00`];
      const proposed = await propose(open, { slots, mode: 'in_person', place: '12, avenue du Commerce, Gombe' });
      expect(proposed.statusCode, proposed.body).toBe(201);
      expect((proposed.json() as Interview).slots).toEqual([`${day}T09:00:00.000Z`, `${day}T14:30:00.000Z`]);
      const [mine] = (await get('/hiring/applications/', open.personAuth)).json() as ProfessionalApplication[];
      expect(mine!.status).toBe('interview');
      // Told once, by the interview's own notice rather than the status's.
      const bell = await bellOf(person.id);
      expect(bell.filter((n) => n.kind === 'interview').map((n) => (n.data as { event: string }).event)).toEqual([
        'proposed',
      ]);
      expect(
        bell.filter((n) => n.kind === 'application_status' && (n.data as { status: string }).status === 'interview'),
      ).toEqual([]);
      expect(
        (await outboxOf(person.id))
          .filter((m) => m.kind === 'interview_to_applicant')
          .map((m) => m.channel)
          .sort(),
      ).toEqual(['email', 'sms']);

      expect((await get(`/hiring/applications/${open.id}/interview.ics`, open.personAuth)).statusCode).toBe(404);
      const notProposed = await send(
        `/hiring/applications/${open.id}/interview/`,
        { slot: `${day}T12:00:00+01:00` },
        open.personAuth,
      );
      expect(notProposed.statusCode).toBe(400);
      expect(Object.keys(fieldErrorsOf(notProposed))).toEqual(['slot']);
      expect((await send(`/hiring/applications/${open.id}/interview/`, { slot: slots[1] }, auth)).statusCode).toBe(403);
      const picked = await send(
        `/hiring/applications/${open.id}/interview/`,
        { slot: `${day}T14:30:00Z` },
        open.personAuth,
      );
      expect(picked.statusCode, picked.body).toBe(200);
      expect(picked.json()).toMatchObject({ status: 'scheduled', chosen_slot: `${day}T14:30:00.000Z` });
      expect(
        (await send(`/hiring/applications/${open.id}/interview/`, { slot: slots[0] }, open.personAuth)).statusCode,
      ).toBe(409);
      expect(
        (await bellOf(employer.id)).some(
          (n) => n.kind === 'interview' && (n.data as { event: string }).event === 'scheduled',
        ),
      ).toBe(true);

      for (const headers of [open.personAuth, auth]) {
        const ics = await get(`/hiring/applications/${open.id}/interview.ics`, headers);
        expect(ics.statusCode, ics.body).toBe(200);
        expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
        const compact = ics.body.replace(/\r\n[ \t]/g, '');
        const ymd = day.replaceAll('-', '');
        expect(compact).toContain(`DTSTART;TZID=Africa/Kinshasa:${ymd}T153000`);
        expect(compact).toContain(`DTEND;TZID=Africa/Kinshasa:${ymd}T163000`);
        expect(compact).toContain('TZID:Africa/Kinshasa');
        expect(compact).toContain('LOCATION:12\\, avenue du Commerce\\, Gombe');
      }
      expect((await get(`/hiring/applications/${open.id}/interview.ics`, await authHeader(rival))).statusCode).toBe(
        404,
      );
      const list = (await get('/hiring/conversations/', open.personAuth)).json() as ConversationListItem[];
      expect(list.find((c) => c.application_id === open.id)?.interview?.status).toBe('scheduled');
    });

    it('lets the applicant ask for other times, and either side cancel with a reason the other is told', async () => {
      const person = await applicant('en');
      const open = await thread(person);
      expect((await propose(open, { slots: [at(2 * DAY)], mode: 'phone' })).statusCode).toBe(201);
      const declined = await send(
        `/hiring/applications/${open.id}/interview/`,
        { decline: true, note: 'I work on Tuesdays.' },
        open.personAuth,
      );
      expect(declined.statusCode, declined.body).toBe(200);
      expect(declined.json()).toMatchObject({ status: 'declined', note: 'I work on Tuesdays.' });
      const employerMail = (await outboxOf(employer.id)).filter(
        (m) => m.kind === 'interview_to_employer' && m.channel === 'email',
      );
      expect(employerMail.at(-1)!.text).toContain('I work on Tuesdays.');
      expect(
        (await send(`/hiring/applications/${open.id}/interview/cancel/`, { reason: 'x' }, open.personAuth)).statusCode,
      ).toBe(409);

      expect(
        (
          await propose(open, {
            slots: [at(3 * DAY), at(4 * DAY)],
            mode: 'video',
            place: 'https://meet.example.cd/abc',
          })
        ).statusCode,
      ).toBe(201);
      expect((await send(`/hiring/applications/${open.id}/interview/cancel/`, { reason: '' })).statusCode).toBe(400);
      const cancelled = await send(`/hiring/applications/${open.id}/interview/cancel/`, {
        reason: 'The post is filled.',
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json()).toMatchObject({
        status: 'cancelled',
        cancelled_by: 'employer',
        cancel_reason: 'The post is filled.',
      });
      const mail = (await outboxOf(person.id)).filter(
        (m) => m.kind === 'interview_to_applicant' && m.channel === 'email',
      );
      expect(mail.at(-1)!.text).toContain('The post is filled.');
    });

    it('reminds both sides the day before, once, and not a time chosen less than a day ahead', async () => {
      const later = await thread(await applicant('fr'));
      const soon = await thread(await applicant('en'));
      const laterSlot = at(30 * HOUR);
      const soonSlot = at(5 * HOUR);
      expect((await propose(later, { slots: [laterSlot], mode: 'phone' })).statusCode).toBe(201);
      expect((await propose(soon, { slots: [soonSlot], mode: 'phone' })).statusCode).toBe(201);
      expect(
        (await send(`/hiring/applications/${later.id}/interview/`, { slot: laterSlot }, later.personAuth)).statusCode,
      ).toBe(200);
      expect(
        (await send(`/hiring/applications/${soon.id}/interview/`, { slot: soonSlot }, soon.personAuth)).statusCode,
      ).toBe(200);
      const reminders = async (userId: string) =>
        (await bellOf(userId)).filter(
          (n) => n.kind === 'interview' && (n.data as { event: string }).event === 'reminder',
        );

      // Thirty hours ahead: not yet.
      expect(await remindInterviews(ctx, new Date())).toBe(0);
      // Seven hours later the interview is within the day: both sides reminded, once.
      const dayBefore = new Date(Date.now() + 7 * HOUR);
      expect(await remindInterviews(ctx, dayBefore)).toBe(1);
      expect(await remindInterviews(ctx, dayBefore)).toBe(0);
      expect(await reminders(later.person.id)).toHaveLength(1);
      expect((await reminders(employer.id)).length).toBeGreaterThanOrEqual(1);
      const sms = (await outboxOf(later.person.id)).filter(
        (m) => m.kind === 'interview_to_applicant' && m.channel === 'sms',
      );
      expect(sms.at(-1)!.text).toContain('rappel');
      expect(await reminders(soon.person.id)).toEqual([]);
    });
  });

  it('puts a person’s messages and interviews in their export, keeps them to the other side at erasure, and drops them a year after the job closed', async () => {
    const person = await applicant('en');
    const open = await thread(person);
    expect((await write(open.id, 'Are you free on Monday?')).statusCode).toBe(201);
    expect((await write(open.id, 'Yes, I am.', open.personAuth)).statusCode).toBe(201);
    expect((await propose(open, { slots: [at(3 * DAY)], mode: 'phone' })).statusCode).toBe(201);

    const exported = await get('/api/me/export/', open.personAuth);
    expect(exported.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(exported.rawPayload));
    const data = JSON.parse(strFromU8(files['data.json']!)) as Record<string, unknown[]>;
    expect(data.application_messages).toEqual([expect.objectContaining({ body: 'Yes, I am.', side: 'applicant' })]);
    expect(data.interviews).toEqual([expect.objectContaining({ mode: 'phone', status: 'proposed' })]);

    const erased = await app.inject({
      method: 'DELETE',
      url: '/api/me/',
      headers: open.personAuth,
      payload: { password: FACTORY_PASSWORD },
    });
    expect(erased.statusCode, erased.body).toBe(204);
    const left = await read(open.id);
    expect(left.map((m) => m.body)).toEqual(['Are you free on Monday?', 'Yes, I am.']);
    expect(await ctx.db.select().from(interviews).where(eq(interviews.applicationId, open.id))).toEqual([]);

    await send(`/hiring/employer-jobs/${open.jobId}/close/`, {});
    expect(await runThreadRetention(ctx.db, new Date(Date.now() + 300 * DAY))).toBe(0);
    expect(await runThreadRetention(ctx.db, new Date(Date.now() + 366 * DAY))).toBeGreaterThanOrEqual(1);
    expect(
      await ctx.db.select().from(applicationMessages).where(eq(applicationMessages.applicationId, open.id)),
    ).toEqual([]);
  });

  function propose(open: { jobId: number; id: number }, body: object) {
    return send(`/hiring/employer-jobs/${open.jobId}/applicants/${open.id}/interview/`, body);
  }
});
