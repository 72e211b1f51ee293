import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Interview, ProfessionalApplication } from '@talent/shared';
import { interviews, notifications, outbox } from '../../src/db/schema.js';
import { buildJobRequest } from '../../src/demo/factories/hiring.js';
import { buildEmployer, buildProfessional, buildUser } from '../../src/demo/factories/users.js';
import { createTestApp } from '../helpers/test-app.js';
import { fieldErrorsOf } from '../helpers/field-errors.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** An instant `ms` from now, as the form sends it: to the second, with an offset. */
const at = (ms: number) => new Date(Math.floor((Date.now() + ms) / 1000) * 1000).toISOString();

describe('none of the times suits the applicant, who offers times of their own', async () => {
  const { app, ctx, authHeader } = await createTestApp({ SMS_QUIET_HOURS: null, SMS_DAILY_LIMIT: 100 });
  let serial = 0;
  const newNumber = () => `+24382${String(1_000_000 + ++serial).slice(-7)}`;
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

  /** An applicant forwarded to an approved job of the employer, with the employer's proposal of `slots` by phone. */
  const proposed = async (slots = [at(2 * DAY), at(3 * DAY)]) => {
    const phone = newNumber();
    const { user: person } = await buildProfessional(ctx.db, {
      user: {
        language: 'fr',
        firstName: 'Amani',
        lastName: 'Kabila',
        phoneVerified: phone,
        phoneVerifiedAt: new Date(),
      },
      profile: { phoneNumber: phone },
    });
    const personAuth = await authHeader(person);
    const job = await buildJobRequest(ctx.db, { employerId: employer.id, jobTitle: 'Comptable', status: 'approved' });
    const applied = await send('/hiring/applications/', { job_id: job.id }, personAuth);
    expect(applied.statusCode, applied.body).toBe(201);
    const id = (applied.json() as ProfessionalApplication).id;
    const forwarded = await send(`/api/admin/applications/${id}/status/`, { status: 'shortlisted' }, staffAuth);
    expect(forwarded.statusCode, forwarded.body).toBe(200);
    const res = await send(`/hiring/employer-jobs/${job.id}/applicants/${id}/interview/`, { slots, mode: 'phone' });
    expect(res.statusCode, res.body).toBe(201);
    return { jobId: job.id, id, person, personAuth };
  };
  type Open = Awaited<ReturnType<typeof proposed>>;
  const answer = (open: Open, body: object) =>
    send(`/hiring/applications/${open.id}/interview/`, body, open.personAuth);
  const accept = (open: Open, slot: string, headers = auth) =>
    send(`/hiring/employer-jobs/${open.jobId}/applicants/${open.id}/interview/accept/`, { slot }, headers);
  const eventsOf = async (userId: string) =>
    (await ctx.db.select().from(notifications).where(eq(notifications.userId, userId)))
      .filter((n) => n.kind === 'interview')
      .map((n) => (n.data as { event: string; application_id: number }).event);
  const outboxOf = (userId: string, kind: string) =>
    ctx.db
      .select({ kind: outbox.kind, channel: outbox.channel, text: outbox.textBody })
      .from(outbox)
      .where(eq(outbox.userId, userId))
      .then((rows) => rows.filter((r) => r.kind === kind));

  it('refuses times in the past, more than three, twice the same or not instants, and changes nothing', async () => {
    const open = await proposed();
    const cases: object[] = [
      { decline: true, slots: [at(-HOUR)] },
      { decline: true, slots: [at(DAY), at(-HOUR)] },
      { decline: true, slots: [at(DAY), at(2 * DAY), at(3 * DAY), at(4 * DAY)] },
      { decline: true, slots: [at(DAY), at(DAY)] },
      { decline: true, slots: [] },
      { decline: true, slots: ['mardi matin'] },
      { decline: true, slots: [at(400 * DAY)] },
    ];
    for (const body of cases) {
      const res = await answer(open, body);
      expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBe(400);
      expect(Object.keys(fieldErrorsOf(res))).toEqual(['slots']);
    }
    const [row] = await ctx.db.select().from(interviews).where(eq(interviews.applicationId, open.id));
    expect(row).toMatchObject({ status: 'proposed', applicantSlots: [] });
    expect(await eventsOf(employer.id)).not.toContain('counter_proposed');
  });

  it('tells the employer of the times offered; the employer accepts one of them, which schedules it and tells the applicant', async () => {
    const open = await proposed();
    const [mine, late, early] = [at(5 * DAY), at(6 * DAY), at(4 * DAY)];
    const offered = await answer(open, { decline: true, slots: [late, mine, early] });
    expect(offered.statusCode, offered.body).toBe(200);
    const body = offered.json() as Interview;
    // The note stays optional; the times come back earliest first.
    expect(body).toMatchObject({ status: 'declined', note: '', applicant_slots: [early, mine, late] });
    expect(await eventsOf(employer.id)).toContain('counter_proposed');
    const mail = await outboxOf(employer.id, 'interview_to_employer');
    expect(mail.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect(mail.find((m) => m.channel === 'email')!.text).toContain('offers their own');
    // The employer reads the applicant's times.
    const read = await app.inject({ method: 'GET', url: `/hiring/applications/${open.id}/interview/`, headers: auth });
    expect((read.json() as Interview).applicant_slots).toEqual([early, mine, late]);

    // The applicant cannot accept their own times: not on their answer route, not on the employer's.
    expect((await answer(open, { slot: mine })).statusCode).toBe(409);
    expect((await accept(open, mine, open.personAuth)).statusCode).toBe(403);
    // Another employer cannot; the employer accepts only one of the applicant's times.
    expect((await accept(open, mine, await authHeader(rival))).statusCode).toBe(403);
    for (const slot of [at(7 * DAY), body.slots[0]!]) {
      const res = await accept(open, slot);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(fieldErrorsOf(res))).toEqual(['slot']);
    }
    expect((await accept(open, 'demain')).statusCode).toBe(400);

    const accepted = await accept(open, mine);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'scheduled', chosen_slot: mine });
    expect(await eventsOf(open.person.id)).toEqual(['proposed', 'scheduled']);
    const told = await outboxOf(open.person.id, 'interview_to_applicant');
    expect(told.filter((m) => m.channel === 'sms')).toHaveLength(2);
    expect(told.filter((m) => m.channel === 'email').at(-1)!.text).toContain('Bralima SARL');
    // Once one is accepted, none is any longer: a second accept is stale.
    expect((await accept(open, early)).statusCode).toBe(409);
    const ics = await app.inject({
      method: 'GET',
      url: `/hiring/applications/${open.id}/interview.ics`,
      headers: auth,
    });
    expect(ics.statusCode).toBe(200);
  });

  it('refuses (409) an accept after the employer proposed again, and when no time was offered', async () => {
    const open = await proposed();
    const mine = at(5 * DAY);
    expect((await answer(open, { decline: true, note: 'Je travaille le mardi.', slots: [mine] })).statusCode).toBe(200);
    const again = await send(`/hiring/employer-jobs/${open.jobId}/applicants/${open.id}/interview/`, {
      slots: [at(8 * DAY)],
      mode: 'phone',
    });
    expect(again.statusCode, again.body).toBe(201);
    const stale = await accept(open, mine);
    expect(stale.statusCode, stale.body).toBe(409);
    expect((stale.json() as { detail_code: { code: string } }).detail_code.code).toBe('interviewTimesGone');

    const plain = await proposed();
    expect((await answer(plain, { decline: true, note: 'Pas cette semaine.' })).statusCode).toBe(200);
    expect(await eventsOf(employer.id)).toContain('declined');
    expect((await accept(plain, at(2 * DAY))).statusCode).toBe(409);
  });
});
