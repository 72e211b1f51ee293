import { beforeEach, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { addDaysIso, todayIso, type ProfessionalApplication } from '@talent/shared';
import { outbox } from '../../src/db/schema.js';
import { buildJobRequest } from '../../src/demo/factories/hiring.js';
import { buildEmployer, buildProfessional, buildUser } from '../../src/demo/factories/users.js';
import { kinshasaDay, quietEnd, type QuietHours } from '../../src/messaging/sms/quiet-hours.js';
import { sendDueSms } from '../../src/messaging/sms/sender.js';
import { createTestApp } from '../helpers/test-app.js';
import { startTestSmsc, testSmsGateway } from '../helpers/smpp-test-server.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Quiet hours around this moment (Kinshasa time) for two hours: everything the test writes waits for the morning that
 * ends them, as what people do during a night waits for 07:00.
 */
function nightNow(): QuietHours {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Kinshasa', hour: '2-digit', hourCycle: 'h23' }).format(
      new Date(),
    ),
  );
  return { from: hour, to: (hour + 2) % 24 };
}

describe('an SMS says the latest truth or nothing: across a night, through a real SMPP server', async () => {
  const night = nightNow();
  const { app, ctx, authHeader } = await createTestApp({ SMS_QUIET_HOURS: night, SMS_DAILY_LIMIT: 3 });
  const smsc = await startTestSmsc();
  const gateway = testSmsGateway(ctx, smsc);
  const morning = () => quietEnd(new Date(), night);
  const sendAt = (now: Date) => sendDueSms(ctx.db, gateway, { from: 'CongoTalent', quietHours: night, now: () => now });

  let serial = 0;
  const newNumber = () => `+24382${String(1_000_000 + ++serial * 7919).slice(-7)}`;
  const { user: employer } = await buildEmployer(ctx.db, { profile: { companyName: 'Bralima SARL' } });
  const staff = await buildUser(ctx.db, { isStaff: true, userType: 'other' });
  const auth = await authHeader(employer);
  const staffAuth = await authHeader(staff);
  const post = async (url: string, payload: object, headers: Record<string, string> = auth) => {
    const res = await app.inject({ method: 'POST', url, headers, payload });
    expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(300);
    return res;
  };

  /** A job seeker in French whose number is proven. */
  const seeker = async () => {
    const phone = newNumber();
    const { user } = await buildProfessional(ctx.db, {
      user: { language: 'fr', firstName: 'Chantal', phoneVerified: phone, phoneVerifiedAt: new Date() },
      profile: { phoneNumber: phone },
    });
    return { user, phone, headers: await authHeader(user) };
  };
  type Seeker = Awaited<ReturnType<typeof seeker>>;
  /** `person` applies to a new job of the employer titled `title`; the application's ids. */
  const apply = async (person: Seeker, title: string) => {
    const job = await buildJobRequest(ctx.db, { employerId: employer.id, jobTitle: title, status: 'approved' });
    const res = await post('/hiring/applications/', { job_id: job.id }, person.headers);
    return { jobId: job.id, id: (res.json() as ProfessionalApplication).id };
  };
  const shortlist = (application: { id: number }) =>
    post(`/api/admin/applications/${application.id}/status/`, { status: 'shortlisted' }, staffAuth);
  const stage = (application: { jobId: number; id: number }, body: object) =>
    post(`/hiring/employer-jobs/${application.jobId}/applicants/${application.id}/status/`, body);
  /** The SMS to `phone` in the order they were written: each one's status and text. */
  const written = async (phone: string) =>
    (await ctx.db.select().from(outbox).where(eq(outbox.recipient, phone)).orderBy(asc(outbox.id))).map((row) => ({
      status: row.status,
      text: row.textBody,
      day: row.smsDay,
      due: row.nextAttemptAt,
    }));

  beforeEach(async () => {
    await ctx.db.execute(sql`delete from outbox`);
    smsc.received.length = 0;
  });

  it('drops what a later change made untrue, lets decisions take the place of news, and sends the rest in the morning', async () => {
    const chantal = await seeker();
    const electrician = await apply(chantal, 'Électricienne');
    const driver = await apply(chantal, 'Chauffeuse');
    const cashier = await apply(chantal, 'Caissière');
    const nurse = await apply(chantal, 'Infirmière');

    // The evening: three applications are forwarded, the day's three SMS; the fourth is told in the app and by mail.
    for (const application of [electrician, driver, cashier, nurse]) await shortlist(application);
    expect((await written(chantal.phone)).map((s) => s.status)).toEqual(['pending', 'pending', 'pending']);
    // The electrician's employer moves on twice in the night: an interview, then an offer. Only the offer is true by
    // morning, and it decides something.
    await stage(electrician, { status: 'interview' });
    await stage(electrician, {
      status: 'offer',
      salary: 600,
      currency: 'USD',
      start_date: addDaysIso(todayIso(), 14),
    });
    // The driver's job: not selected. It replaces its own "shortlisted".
    await stage(driver, { status: 'rejected', reason: 'experience' });
    // The nurse's job, never texted as shortlisted (the day was full), is a hire: news still waiting gives its place.
    await stage(nurse, { status: 'hired' });

    const sms = await written(chantal.phone);
    const waiting = sms.filter((s) => s.status === 'pending').map((s) => s.text);
    expect(waiting).toHaveLength(3);
    expect(waiting.join('\n')).not.toMatch(/présélectionnée/);
    expect(waiting[0]).toMatch(/offre pour "Électricienne" chez Bralima SARL/);
    expect(waiting[1]).toMatch(/"Chauffeuse" n'a pas été retenue/);
    expect(waiting[2]).toMatch(/obtenu le poste "Infirmière"/);
    // The cashier's "shortlisted" (news) gave its place; the interview and the shortlisting of the electrician and the
    // driver were superseded.
    expect(sms.filter((s) => s.status === 'dropped')).toHaveLength(4);
    expect(sms.every((s) => s.status !== 'pending' || s.due.getTime() === morning().getTime())).toBe(true);

    // Nothing goes during the night; in the morning, the three that are still true, and only them.
    expect(await sendAt(new Date())).toEqual({ sent: 0, failed: 0 });
    expect(await sendAt(morning())).toEqual({ sent: 3, failed: 0 });
    expect((await smsc.waitFor(3)).map((m) => m.text)).toEqual(waiting);
  });

  it('keeps a decision for the next day when the day’s SMS are all gone, and sends decisions before news', async () => {
    const amani = await seeker();
    const jobs = [];
    for (const title of ['Maçon', 'Plombier', 'Soudeur', 'Menuisier']) jobs.push(await apply(amani, title));
    const [mason, plumber, welder, carpenter] = jobs as [
      (typeof jobs)[0],
      (typeof jobs)[0],
      (typeof jobs)[0],
      (typeof jobs)[0],
    ];
    await shortlist(mason);
    await shortlist(plumber);
    await stage(mason, { status: 'hired' });
    await shortlist(welder);
    // Sent in the morning (in the GSM alphabet, where « » are " and ç is c): decisions first, then news, each in the order written.
    expect(await sendAt(morning())).toEqual({ sent: 3, failed: 0 });
    expect((await smsc.waitFor(3)).map((m) => /"([^"]+)"/.exec(m.text)![1])).toEqual(['Macon', 'Plombier', 'Soudeur']);
    // The day is spent. A decision now waits for tomorrow's first hour out of the quiet ones; news is not written.
    await shortlist(carpenter);
    await stage(plumber, { status: 'rejected', reason: 'skills' });
    const later = (await written(amani.phone)).filter((s) => s.status === 'pending');
    expect(later).toHaveLength(1);
    expect(later[0]!.text).toMatch(/"Plombier" n'a pas été retenue/);
    const tomorrow = kinshasaDay(new Date(morning().getTime() + DAY));
    expect(later[0]!.day).toBe(tomorrow);
    expect(later[0]!.due.getTime()).toBeGreaterThan(morning().getTime());
  });

  it('drops the applicant’s "pick a time" once they picked one, and tells the employer', async () => {
    const phone = newNumber();
    const { user: boss } = await buildEmployer(ctx.db, {
      user: { language: 'en', phoneVerified: phone, phoneVerifiedAt: new Date() },
      profile: { companyName: 'Sodimco', phoneNumber: phone },
    });
    const bossAuth = await authHeader(boss);
    const person = await seeker();
    const job = await buildJobRequest(ctx.db, { employerId: boss.id, jobTitle: 'Comptable', status: 'approved' });
    const applied = await post('/hiring/applications/', { job_id: job.id }, person.headers);
    const id = (applied.json() as ProfessionalApplication).id;
    await shortlist({ id });
    const slot = new Date(Math.floor((Date.now() + 3 * DAY) / 1000) * 1000).toISOString();
    await post(
      `/hiring/employer-jobs/${job.id}/applicants/${id}/interview/`,
      { slots: [slot], mode: 'phone' },
      bossAuth,
    );
    expect((await written(person.phone)).map((s) => [s.status, /Choisissez l'heure/.test(s.text)])).toEqual([
      ['dropped', false],
      ['pending', true],
    ]);
    // The employer's "an applicant is forwarded to you" went stale when they acted on it.
    expect((await written(phone)).map((s) => s.status)).toEqual(['dropped']);
    await post(`/hiring/applications/${id}/interview/`, { slot }, person.headers);
    expect((await written(person.phone)).map((s) => s.status)).toEqual(['dropped', 'dropped']);
    const employerSms = await written(phone);
    expect(employerSms.map((s) => s.status)).toEqual(['dropped', 'pending']);
    expect(employerSms[1]!.text).toMatch(/picked .* for the interview for "Comptable"/);
  });
});
