import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addDaysIso,
  todayIso,
  type Applicant,
  type HeldMessage,
  type Notification,
  type ProfessionalApplication,
} from '@talent/shared';
import { jobOffers, notifications, outbox } from '../../src/db/schema.js';
import { buildJobRequest } from '../../src/demo/factories/hiring.js';
import { buildEmployer, buildProfessional, buildUser } from '../../src/demo/factories/users.js';
import { remindUnansweredOffers } from '../../src/hiring/index.js';
import { createTestApp } from '../helpers/test-app.js';
import { fieldErrorsOf } from '../helpers/field-errors.js';

describe('an offer carries its terms, and the applicant answers it', async () => {
  const { app, ctx, authHeader } = await createTestApp({ SMS_QUIET_HOURS: null, SMS_DAILY_LIMIT: 100 });
  let serial = 0;
  const newNumber = () => `+24383${String(1_000_000 + ++serial * 31).slice(-7)}`;
  const employerPhone = newNumber();
  const { user: employer } = await buildEmployer(ctx.db, {
    user: { language: 'en', firstName: 'Patrick', phoneVerified: employerPhone, phoneVerifiedAt: new Date() },
    profile: { companyName: 'Bralima SARL', phoneNumber: employerPhone },
  });
  const staff = await buildUser(ctx.db, { isStaff: true, userType: 'other' });
  const auth = await authHeader(employer);
  const staffAuth = await authHeader(staff);
  const send = (url: string, payload: object, headers: Record<string, string> = auth) =>
    app.inject({ method: 'POST', url, headers, payload });
  const get = (url: string, headers: Record<string, string> = auth) => app.inject({ method: 'GET', url, headers });

  /** A job seeker in French with a proven number, applied to a new job of the employer and forwarded by staff. */
  const forwarded = async () => {
    const phone = newNumber();
    const { user } = await buildProfessional(ctx.db, {
      user: {
        language: 'fr',
        firstName: 'Chantal',
        lastName: 'Mbuyi',
        phoneVerified: phone,
        phoneVerifiedAt: new Date(),
      },
      profile: { phoneNumber: phone },
    });
    const headers = await authHeader(user);
    const job = await buildJobRequest(ctx.db, { employerId: employer.id, jobTitle: 'Comptable', status: 'approved' });
    const applied = await send('/hiring/applications/', { job_id: job.id }, headers);
    expect(applied.statusCode, applied.body).toBe(201);
    const id = (applied.json() as ProfessionalApplication).id;
    const shortlisted = await send(`/api/admin/applications/${id}/status/`, { status: 'shortlisted' }, staffAuth);
    expect(shortlisted.statusCode, shortlisted.body).toBe(200);
    return { user, phone, headers, jobId: job.id, id };
  };
  type Forwarded = Awaited<ReturnType<typeof forwarded>>;
  const stage = (a: Forwarded, body: object) =>
    send(`/hiring/employer-jobs/${a.jobId}/applicants/${a.id}/status/`, body);
  const startDate = addDaysIso(todayIso(), 14);
  const terms = { status: 'offer', salary: 520, currency: 'USD', start_date: startDate };
  const mine = async (a: Forwarded) => {
    const list = (await get('/hiring/applications/', a.headers)).json() as ProfessionalApplication[];
    return list.find((item) => item.id === a.id)!;
  };
  const answer = (a: Forwarded, body: object, headers = a.headers) =>
    send(`/hiring/applications/${a.id}/offer/`, body, headers);
  const bellOf = (userId: string) =>
    ctx.db.select().from(notifications).where(eq(notifications.userId, userId)) as Promise<
      (typeof notifications.$inferSelect)[]
    >;
  const sentTo = (recipient: string, kind: string) =>
    ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, recipient), eq(outbox.kind, kind)));

  it('refuses an offer without its terms, terms without an offer, a past start and a salary that is no whole amount', async () => {
    const a = await forwarded();
    const cases: [object, string][] = [
      [{ status: 'offer' }, 'salary'],
      [{ ...terms, currency: undefined }, 'currency'],
      [{ ...terms, start_date: undefined }, 'start_date'],
      [{ ...terms, salary: 0 }, 'salary'],
      [{ ...terms, salary: 520.5 }, 'salary'],
      [{ ...terms, currency: 'EUR' }, 'currency'],
      [{ ...terms, start_date: addDaysIso(todayIso(), -1) }, 'start_date'],
      [{ status: 'interview', salary: 520 }, 'salary'],
    ];
    for (const [body, field] of cases) {
      const res = await stage(a, body);
      expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBe(400);
      expect(Object.keys(fieldErrorsOf(res))).toContain(field);
    }
    expect(await ctx.db.select().from(jobOffers).where(eq(jobOffers.applicationId, a.id))).toEqual([]);
    expect((await mine(a)).status).toBe('shortlisted');
  });

  it('tells the applicant the terms by bell, mail and SMS; they accept, are hired, and the employer is told', async () => {
    const a = await forwarded();
    const made = await stage(a, { ...terms, note: 'Le poste est à Gombe, du lundi au vendredi.' });
    expect(made.statusCode, made.body).toBe(200);
    expect((made.json() as Applicant).offer).toMatchObject({ salary: 520, currency: 'USD', answer: null });

    const seen = await mine(a);
    expect(seen.status).toBe('offer');
    expect(seen.offer).toMatchObject({
      salary: 520,
      currency: 'USD',
      start_date: startDate,
      note: 'Le poste est à Gombe, du lundi au vendredi.',
      answer: null,
      answered_at: null,
    });
    const [mail] = await ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, a.user.id), eq(outbox.channel, 'email'), eq(outbox.kind, 'application_status')))
      .orderBy(sql`${outbox.id} desc`)
      .limit(1);
    expect(mail!.textBody).toMatch(/520\u00a0USD par mois/);
    expect(mail!.textBody).toMatch(/Le poste est à Gombe/);
    expect(mail!.textBody).toMatch(/répondez-y/);
    const [sms] = (await sentTo(a.phone, 'application_status')).filter((row) => /offre/.test(row.textBody));
    expect(sms!.textBody).toMatch(/Lisez-la et répondez sur/);

    // Hiring follows the applicant's answer, not the employer's word.
    const hiredByEmployer = await stage(a, { status: 'hired' });
    expect(hiredByEmployer.statusCode).toBe(400);
    expect(hiredByEmployer.json().code).toBe('invalid_transition');

    const { user: other } = await buildProfessional(ctx.db);
    expect((await answer(a, { accept: true }, await authHeader(other))).statusCode).toBe(404);
    expect((await answer(a, { accept: true }, auth)).statusCode).toBe(403);
    for (const body of [{}, { accept: true, decline: true }, { decline: true }, { decline: true, reason: '  ' }]) {
      const res = await answer(a, body);
      expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBe(400);
    }

    const accepted = await answer(a, { accept: true });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const after = accepted.json() as ProfessionalApplication;
    expect(after.status).toBe('hired');
    expect(after.offer).toMatchObject({ answer: 'accepted', decline_reason: '' });
    expect(after.offer!.answered_at).not.toBeNull();
    expect(after.history.map((step) => step.status)).toEqual(['submitted', 'shortlisted', 'offer', 'hired']);
    // Answered once.
    const again = await answer(a, { decline: true, reason: 'Trop loin' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('offer_not_open');

    const told = (await bellOf(employer.id)).filter((n) => n.kind === 'offer_answered');
    expect(told.map((n) => n.data)).toContainEqual(
      expect.objectContaining({ application_id: a.id, answer: 'accepted', applicant: 'Chantal Mbuyi' }),
    );
    const [employerMail] = (await sentTo(employer.email, 'offer_answered')).filter((m) =>
      m.subject.includes('Chantal Mbuyi'),
    );
    expect(employerMail!.subject).toBe('Chantal Mbuyi accepted your offer - Congo Talent');
    const employerSms = await sentTo(employerPhone, 'offer_answered');
    expect(employerSms.at(-1)!.textBody).toMatch(/Chantal Mbuyi accepted your offer for "Comptable"/);

    // The employer and staff read the answer with the applicant.
    const applicants = (await get(`/hiring/employer-jobs/${a.jobId}/applicants/`)).json() as Applicant[];
    expect(applicants.find((x) => x.id === a.id)!.offer).toMatchObject({ answer: 'accepted', salary: 520 });
    const forStaff = (await get(`/api/admin/jobs/${a.jobId}/applications/`, staffAuth)).json() as Applicant[];
    expect(forStaff.find((x) => x.id === a.id)!.offer).toMatchObject({ answer: 'accepted' });
  });

  it('declines with a reason the employer reads, which withdraws the application', async () => {
    const a = await forwarded();
    expect((await stage(a, { ...terms, currency: 'CDF', salary: 1_500_000 })).statusCode).toBe(200);
    const declined = await answer(a, { decline: true, reason: 'J’ai accepté un autre poste à Lubumbashi.' });
    expect(declined.statusCode, declined.body).toBe(200);
    const after = declined.json() as ProfessionalApplication;
    expect(after.status).toBe('withdrawn');
    expect(after.offer).toMatchObject({
      answer: 'declined',
      currency: 'CDF',
      decline_reason: 'J’ai accepté un autre poste à Lubumbashi.',
    });
    const [mail] = (await sentTo(employer.email, 'offer_answered')).filter((m) => m.subject.includes('declined'));
    expect(mail!.textBody).toMatch(/Their reason: J’ai accepté un autre poste à Lubumbashi\./);
    const applicants = (await get(`/hiring/employer-jobs/${a.jobId}/applicants/`)).json() as Applicant[];
    expect(applicants.find((x) => x.id === a.id)).toMatchObject({
      status: 'withdrawn',
      offer: { answer: 'declined', decline_reason: 'J’ai accepté un autre poste à Lubumbashi.' },
    });
  });

  it('lets the employer withdraw an offer not answered yet, which the applicant can then no longer accept', async () => {
    const a = await forwarded();
    expect((await stage(a, terms)).statusCode).toBe(200);
    expect((await stage(a, { status: 'rejected', reason: 'position_filled' })).statusCode).toBe(200);
    const late = await answer(a, { accept: true });
    expect(late.statusCode).toBe(409);
    expect((await mine(a)).status).toBe('rejected');
  });

  it('holds an offer’s note that asks for money until staff release it; the terms reach the applicant at once', async () => {
    const a = await forwarded();
    const note = 'Pour confirmer votre place, envoyez 10 000 FC par M-Pesa au nom de Mr Kabeya.';
    expect((await stage(a, { ...terms, note })).statusCode).toBe(200);
    const seen = await mine(a);
    expect(seen.offer).toMatchObject({ salary: 520, note: '' });
    const mails = await ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, a.user.id), eq(outbox.kind, 'application_status')));
    expect(mails.map((m) => m.textBody).join('\n')).not.toMatch(/M-Pesa/);

    const held = (await get('/api/admin/held-messages/', staffAuth)).json() as { items: HeldMessage[] } | HeldMessage[];
    const items = Array.isArray(held) ? held : held.items;
    const waiting = items.find((m) => m.application_id === a.id)!;
    expect(waiting.kind).toBe('offer_note');
    expect((await send(`/api/admin/held-messages/${waiting.id}/release/`, {}, staffAuth)).statusCode).toBe(200);
    expect((await mine(a)).offer!.note).toBe(note);
  });

  it('reminds the applicant once of an offer left unanswered a week, by bell, mail and SMS', async () => {
    const a = await forwarded();
    expect((await stage(a, terms)).statusCode).toBe(200);
    const answered = await forwarded();
    expect((await stage(answered, terms)).statusCode).toBe(200);
    expect((await answer(answered, { accept: true })).statusCode).toBe(200);
    const weekAgo = new Date(Date.now() - 8 * 24 * 3_600_000);
    await ctx.db.update(jobOffers).set({ madeAt: weekAgo });

    expect(await remindUnansweredOffers(ctx)).toBeGreaterThanOrEqual(1);
    const bell = (await bellOf(a.user.id)) as unknown as Notification[];
    expect(bell.filter((n) => n.kind === 'offer_reminder').map((n) => n.data)).toEqual([
      expect.objectContaining({ application_id: a.id, job_title: 'Comptable' }),
    ]);
    expect((await sentTo(a.user.email, 'offer_reminder'))[0]!.subject).toBe(
      'Une offre attend votre réponse - Congo Talent',
    );
    expect((await sentTo(a.phone, 'offer_reminder'))[0]!.textBody).toMatch(/attend votre réponse/);
    expect((await bellOf(answered.user.id)).filter((n) => n.kind === 'offer_reminder')).toEqual([]);
    // Once.
    expect(await remindUnansweredOffers(ctx)).toBe(0);
  });
});
