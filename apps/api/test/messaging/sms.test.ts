import { beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import smpp from 'smpp';
import { outbox, phoneCodes, professionalProfiles } from '../../src/db/schema.js';
import { buildApplication, buildJob } from '../../src/demo/factories/jobs.js';
import { buildEmployer, buildProfessional, buildUser } from '../../src/demo/factories/users.js';
import { changeApplicationStatus } from '../../src/hiring/application-review.js';
import { gsm7Septets, isGsm7 } from '../../src/messaging/sms/gsm7.js';
import { handleInboundSms } from '../../src/messaging/sms/inbound.js';
import { queueSms } from '../../src/messaging/sms/queue.js';
import { sendDueSms } from '../../src/messaging/sms/sender.js';
import { SmppGateway } from '../../src/messaging/sms/smpp-gateway.js';
import { createTestApp } from '../helpers/test-app.js';
import { startTestSmsc, testSmsGateway } from '../helpers/smpp-test-server.js';

const PUBLIC_URL = 'https://congotalent.example';

let numbers = 0;
/** A DRC mobile number of its own for each person, so that a STOP from one is nobody else's. */
const newNumber = () => `+24381${String(1_000_000 + ++numbers * 7919).slice(-7)}`;

describe('SMS through a real SMPP server: codes, news, STOP, an SMS centre that fails, two senders', async () => {
  const { app, ctx, authHeader } = await createTestApp({ PUBLIC_URL, SMS_QUIET_HOURS: null });
  const smsc = await startTestSmsc();
  const newGateway = () => testSmsGateway(ctx, smsc);
  const gateway = newGateway();
  const send = (options: { now?: Date; via?: SmppGateway; quiet?: boolean } = {}) =>
    sendDueSms(ctx.db, options.via ?? gateway, {
      from: 'CongoTalent',
      quietHours: options.quiet ? { from: 21, to: 7 } : null,
      ...(options.now ? { now: () => options.now! } : {}),
    });
  const smsRows = () => ctx.db.select().from(outbox).where(eq(outbox.channel, 'sms'));

  /** A professional whose profile's number is proven, in `language`. */
  const texter = async (language: 'en' | 'fr' = 'fr') => {
    const phone = newNumber();
    const built = await buildProfessional(ctx.db, {
      user: { language, firstName: 'Amani', phoneVerified: phone, phoneVerifiedAt: new Date() },
      profile: { phoneNumber: phone },
    });
    return { ...built, phone };
  };
  const shortlist = async (professionalId: string, jobTitle = 'Ingénieur électricien principal') => {
    const job = await buildJob(ctx.db, { jobTitle });
    const application = await buildApplication(ctx.db, { jobId: job.id, professionalId });
    const staff = await buildUser(ctx.db, { isStaff: true, userType: 'other' });
    await changeApplicationStatus(ctx, application.id, 'shortlisted', staff.id);
    return application;
  };
  const until = async (check: () => Promise<boolean>, what: string) => {
    const end = Date.now() + 10_000;
    while (!(await check())) {
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  beforeEach(async () => {
    await ctx.db.execute(sql`delete from outbox`);
    smsc.received.length = 0;
    smsc.refuseWith(0);
  });

  it('sends a code to the profile’s number and proves it with that code; user-status says so', async () => {
    const phone = newNumber();
    const { user } = await buildProfessional(ctx.db, { user: { language: 'fr' }, profile: { phoneNumber: phone } });
    const headers = await authHeader(user);
    const status = async () =>
      (await app.inject({ method: 'GET', url: '/api/user-status/', headers })).json<{ phone_verified: boolean }>();
    expect((await status()).phone_verified).toBe(false);

    const asked = await app.inject({ method: 'POST', url: '/api/phone-verification/', headers });
    expect(asked.statusCode).toBe(202);
    expect(asked.json().detail_code).toEqual({ code: 'phoneCodeSent', params: { phone, minutes: 10 } });
    expect(await send()).toEqual({ sent: 1, failed: 0 });
    const [sms] = await smsc.waitFor(1);
    expect(sms!.to).toBe(phone.slice(1));
    expect(sms!.from).toBe('CongoTalent');
    expect(sms!.registeredDelivery).toBe(1);
    expect(sms!.text).toMatch(/^Congo Talent : votre code est \d{6}\. Il est valable 10 minutes\./);
    const code = /\d{6}/.exec(sms!.text)![0];
    // Kept hashed: the code itself is nowhere in the database but in the SMS's own text.
    const [saved] = await ctx.db.select().from(phoneCodes).where(eq(phoneCodes.userId, user.id));
    expect(saved!.codeHash).not.toContain(code);

    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await app.inject({
      method: 'POST',
      url: '/api/phone-verification/confirm/',
      headers,
      payload: { code: wrong },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().codes).toEqual({ code: [{ code: 'phoneCodeWrong' }] });

    const proved = await app.inject({
      method: 'POST',
      url: '/api/phone-verification/confirm/',
      headers,
      payload: { code },
    });
    expect(proved.statusCode).toBe(200);
    expect(proved.json().detail_code).toEqual({ code: 'phoneVerified' });
    expect((await status()).phone_verified).toBe(true);
    // Spent: the same code proves nothing a second time.
    const again = await app.inject({
      method: 'POST',
      url: '/api/phone-verification/confirm/',
      headers,
      payload: { code },
    });
    expect(again.json().codes).toEqual({ code: [{ code: 'phoneCodeSpent' }] });

    // A changed number is not proven until a code proves it.
    await ctx.db
      .update(professionalProfiles)
      .set({ phoneNumber: newNumber() })
      .where(eq(professionalProfiles.userId, user.id));
    expect((await status()).phone_verified).toBe(false);
  });

  it('spends a code after five wrong tries, waits a minute between codes, and refuses demo accounts and no number', async () => {
    const { user } = await buildProfessional(ctx.db, { profile: { phoneNumber: newNumber() } });
    const headers = await authHeader(user);
    expect((await app.inject({ method: 'POST', url: '/api/phone-verification/', headers })).statusCode).toBe(202);
    const tooSoon = await app.inject({ method: 'POST', url: '/api/phone-verification/', headers });
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    expect(tooSoon.json().detail_code.code).toBe('phoneCodeWait');
    await send();
    const code = /\d{6}/.exec((await smsc.waitFor(1))[0]!.text)![0];
    const wrong = code === '000000' ? '111111' : '000000';
    const confirm = (c: string) =>
      app.inject({ method: 'POST', url: '/api/phone-verification/confirm/', headers, payload: { code: c } });
    for (let i = 1; i <= 4; i++) expect((await confirm(wrong)).json().codes.code[0].code).toBe('phoneCodeWrong');
    expect((await confirm(wrong)).json().codes.code[0].code).toBe('phoneCodeSpent');
    // The right code no longer helps once five wrong ones spent it.
    expect((await confirm(code)).json().codes.code[0].code).toBe('phoneCodeSpent');
    expect((await confirm('12ab')).json().codes.code[0].code).toBe('phoneCodeWrong');

    const demo = await buildProfessional(ctx.db, { user: { isDemo: true }, profile: { phoneNumber: newNumber() } });
    const forDemo = await app.inject({
      method: 'POST',
      url: '/api/phone-verification/',
      headers: await authHeader(demo.user),
    });
    expect(forDemo.statusCode).toBe(403);
    expect(forDemo.json().detail_code.code).toBe('demoNoSms');

    const none = await buildProfessional(ctx.db, { profile: { phoneNumber: null } });
    const withoutNumber = await app.inject({
      method: 'POST',
      url: '/api/phone-verification/',
      headers: await authHeader(none.user),
    });
    expect(withoutNumber.statusCode).toBe(400);
    expect(withoutNumber.json().codes).toEqual({ phone_number: [{ code: 'phoneMissing' }] });
  });

  it('tells a shortlisted professional by SMS in French, in one 7-bit segment with a link', async () => {
    const { user, phone } = await texter('fr');
    await shortlist(user.id, 'Ingénieur électricien principal pour la maintenance des lignes haute tension du Katanga');
    expect(await send()).toEqual({ sent: 1, failed: 0 });
    const [sms] = await smsc.waitFor(1);
    expect(sms!.to).toBe(phone.slice(1));
    expect(sms!.dataCoding).toBe(0);
    expect(isGsm7(sms!.text)).toBe(true);
    expect(gsm7Septets(sms!.text)).toBeLessThanOrEqual(160);
    // « » are not in the 7-bit alphabet: written " (without the spaces inside) rather than turning the SMS into
    // 70-character UCS-2.
    expect(sms!.text).toMatch(
      /^Congo Talent : votre candidature "Ingénieur é.*\.\.\." chez Kivu Mining.* est présélectionnée\. L'employeur peut vous appeler\. /,
    );
    expect(sms!.text.endsWith('congotalent.example/my-applications')).toBe(true);
  });

  it('sends nothing to an unproven number, nor a category turned off, nor past the daily limit', async () => {
    const unproven = await buildProfessional(ctx.db, { profile: { phoneNumber: newNumber() } });
    await shortlist(unproven.user.id);
    const { user } = await texter('en');
    const headers = await authHeader(user);
    const settings = await app.inject({ method: 'GET', url: '/api/sms-settings/', headers });
    expect(settings.json()).toMatchObject({
      applications: true,
      job_requests: true,
      staff_digest: false,
      job_alerts: false,
      phone_verified: true,
      changed_at: null,
    });
    const off = await app.inject({
      method: 'PATCH',
      url: '/api/sms-settings/',
      headers,
      payload: { applications: false },
    });
    expect(off.json()).toMatchObject({ applications: false });
    expect(off.json().changed_at).not.toBeNull();
    await shortlist(user.id);
    expect(await smsRows()).toHaveLength(0);

    await app.inject({ method: 'PATCH', url: '/api/sms-settings/', headers, payload: { applications: true } });
    for (let i = 0; i < 4; i++) await shortlist(user.id, `Job ${i}`);
    // Three a day: the fourth shortlist is told by mail and in the app only.
    expect((await smsRows()).map((r) => r.kind)).toEqual([
      'application_status',
      'application_status',
      'application_status',
    ]);
    expect(
      (await app.inject({ method: 'PATCH', url: '/api/sms-settings/', headers, payload: { sms: true } })).statusCode,
    ).toBe(400);
  });

  it('honours STOP (and ARRÊT) from the number, answered once, and START turns SMS back on', async () => {
    const { user, phone } = await texter('fr');
    const headers = await authHeader(user);
    await gateway.bind();
    await smsc.sendText(phone.slice(1), '  Arrêt ');
    await until(async () => (await smsRows()).length === 1, 'the answer to STOP');
    const settings = (await app.inject({ method: 'GET', url: '/api/sms-settings/', headers })).json();
    expect(settings).toMatchObject({
      applications: false,
      job_requests: false,
      job_alerts: false,
      staff_digest: false,
    });
    await smsc.sendText(`+${phone.slice(1)}`, 'STOP');
    await shortlist(user.id);
    await send();
    const [answer] = await smsc.waitFor(1);
    expect(answer!.text).toBe(
      'Congo Talent : vous ne recevrez plus de SMS de notre part. Envoyez START pour les recevoir à nouveau.',
    );
    // The second STOP changed nothing and was not answered; the shortlist was not texted.
    expect((await smsRows()).map((r) => r.kind)).toEqual(['sms_stopped']);

    await smsc.sendText(phone.slice(1), 'start');
    await until(async () => (await smsRows()).length === 2, 'the answer to START');
    expect((await app.inject({ method: 'GET', url: '/api/sms-settings/', headers })).json()).toMatchObject({
      applications: true,
      job_requests: true,
      job_alerts: false,
    });
    await shortlist(user.id);
    expect((await smsRows()).map((r) => r.kind).sort()).toEqual(['application_status', 'sms_started', 'sms_stopped']);
  });

  it('turns every SMS off for STOP however it is written: "Arrêt svp", "stop svp", "STOP.", "arreter"', async () => {
    await gateway.bind();
    for (const wording of ['Arrêt svp', 'stop svp', 'STOP.', 'arreter', 'Désabonner']) {
      const { user, phone } = await texter('fr');
      await smsc.sendText(phone.slice(1), wording);
      const settings = (
        await app.inject({ method: 'GET', url: '/api/sms-settings/', headers: await authHeader(user) })
      ).json();
      expect(settings, wording).toMatchObject({
        applications: false,
        job_requests: false,
        job_alerts: false,
        staff_digest: false,
      });
      const answers = (await smsRows()).filter((r) => r.recipient === phone);
      expect(
        answers.map((r) => r.kind),
        wording,
      ).toEqual(['sms_stopped']);
    }
  });

  it('answers a text that is no keyword once a day, in the language of the number’s account, with where to go', async () => {
    const { user, phone } = await texter('fr');
    await gateway.bind();
    await smsc.sendText(phone.slice(1), 'Bonjour, je voudrais savoir si ma candidature est arrivée');
    expect(await send()).toEqual({ sent: 1, failed: 0 });
    const [answer] = await smsc.waitFor(1);
    expect(answer!.to).toBe(phone.slice(1));
    expect(answer!.text).toBe(
      'Congo Talent : ce numéro ne lit pas les messages. Envoyez STOP pour ne plus recevoir nos SMS. Tout le reste se fait sur congotalent.example',
    );
    expect(isGsm7(answer!.text)).toBe(true);
    expect(gsm7Septets(answer!.text)).toBeLessThanOrEqual(160);
    const [row] = await smsRows();
    expect(row).toMatchObject({ kind: 'sms_not_read', userId: user.id, language: 'fr' });
    // A second text the same day, and the reply of an automatic answerer, get nothing: no loop.
    await smsc.sendText(phone.slice(1), 'Allô ?');
    await smsc.sendText(`+${phone.slice(1)}`, 'Message reçu, merci.');
    expect((await smsRows()).map((r) => r.kind)).toEqual(['sms_not_read']);
    // The next day in Kinshasa, one answer again.
    const tomorrow = new Date(Date.now() + 24 * 3_600_000);
    await handleInboundSms(ctx, { type: 'message', from: phone.slice(1), text: 'Bonjour' }, tomorrow);
    expect((await smsRows()).map((r) => r.kind)).toEqual(['sms_not_read', 'sms_not_read']);

    const english = await texter('en');
    await smsc.sendText(english.phone.slice(1), 'hello?');
    const [toEnglish] = (await smsRows()).filter((r) => r.recipient === english.phone);
    expect(toEnglish!.textBody).toBe(
      'Congo Talent: this number reads no messages. Send STOP to stop our SMS. Everything else is on congotalent.example',
    );

    // Instances reading texts of one number at once answer once.
    const twice = await texter('en');
    await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        handleInboundSms(ctx, { type: 'message', from: twice.phone.slice(1), text: `Hello ${n}` }),
      ),
    );
    expect((await smsRows()).filter((r) => r.recipient === twice.phone)).toHaveLength(1);
  });

  it('answers a number of no account only if an SMS of ours went to it, and never an SMS centre or a service', async () => {
    await gateway.bind();
    // A number sent a code but not proven yet: answered once a day, in the language that code was sent in.
    const phone = newNumber();
    const { user } = await buildProfessional(ctx.db, { user: { language: 'en' }, profile: { phoneNumber: phone } });
    await app.inject({ method: 'POST', url: '/api/phone-verification/', headers: await authHeader(user) });
    await smsc.sendText(phone.slice(1), 'Who is this?');
    await smsc.sendText(phone.slice(1), 'Who is this??');
    const toUnproven = (await smsRows()).filter((r) => r.kind === 'sms_not_read');
    expect(toUnproven).toEqual([expect.objectContaining({ recipient: phone, language: 'en', userId: user.id })]);
    // A number we never texted, a sender's name and an SMS centre's short code are not answered.
    await smsc.sendText(newNumber().slice(1), 'Salut');
    await smsc.sendText('MPESA', 'Vous avez reçu 10 USD de 0812345678.');
    await smsc.sendText('4000', 'Votre forfait expire demain.');
    // Nor someone who turned every SMS off.
    const quiet = await texter('fr');
    await smsc.sendText(quiet.phone.slice(1), 'STOP');
    await smsc.sendText(quiet.phone.slice(1), 'Pourquoi ?');
    expect((await smsRows()).filter((r) => r.kind === 'sms_not_read')).toHaveLength(1);
    expect((await smsRows()).filter((r) => r.recipient === quiet.phone).map((r) => r.kind)).toEqual(['sms_stopped']);
  });

  it('marks each SMS delivered or failed from the delivery receipts, shown in the console with a count a day', async () => {
    const a = await texter('en');
    const b = await texter('en');
    await shortlist(a.user.id);
    await shortlist(b.user.id);
    await send();
    const [first, second] = await smsc.waitFor(2);
    await smsc.sendReceipt(first!.id, 'DELIVRD');
    await smsc.sendReceipt(second!.id, 'UNDELIV');
    await until(async () => (await smsRows()).every((r) => r.delivery !== null), 'the receipts to be recorded');
    const staff = await buildUser(ctx.db, { isStaff: true, userType: 'other' });
    const headers = await authHeader(staff);
    const listed = (await app.inject({ method: 'GET', url: '/api/admin/outbox/', headers })).json();
    const deliveries = listed
      .filter((m: { channel: string }) => m.channel === 'sms')
      .map((m: { delivery: string }) => m.delivery);
    expect(deliveries.sort()).toEqual(['delivered', 'failed']);
    const days = (await app.inject({ method: 'GET', url: '/api/admin/sms-days/', headers })).json();
    expect(days[0]).toMatchObject({ sent: 2, delivered: 1, failed: 1 });
    expect(days[0].day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('keeps an SMS while the SMS centre is down or refusing, and delivers it once when it is back', async () => {
    const { user } = await texter('en');
    await shortlist(user.id);
    await smsc.stop();
    expect(await send()).toEqual({ sent: 0, failed: 1 });
    let [row] = await smsRows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toBeTruthy();
    await smsc.start();
    // Busy: the centre says to try later.
    smsc.refuseWith(smpp.ESME_RTHROTTLED);
    const later = () => new Date(row!.nextAttemptAt.getTime() + 1);
    await until(async () => {
      try {
        await gateway.bind();
        return true;
      } catch {
        return false;
      }
    }, 'the gateway to bind again');
    expect(await send({ now: later() })).toEqual({ sent: 0, failed: 1 });
    [row] = await smsRows();
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    smsc.refuseWith(0);
    expect(await send({ now: later() })).toEqual({ sent: 1, failed: 0 });
    expect(await send({ now: new Date(later().getTime() + 3_600_000) })).toEqual({ sent: 0, failed: 0 });
    expect(smsc.received).toHaveLength(1);
    [row] = await smsRows();
    expect(row).toMatchObject({ status: 'sent', providerMessageId: smsc.received[0]!.id });
    // The session was kept alive meanwhile.
    expect(smsc.enquireLinks).toBeGreaterThan(0);
  });

  it('gives up at once on a number the centre says does not exist', async () => {
    const { user } = await texter('en');
    await shortlist(user.id);
    smsc.refuseWith(smpp.ESME_RINVDSTADR);
    expect(await send()).toEqual({ sent: 0, failed: 1 });
    const [row] = await smsRows();
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('lets two instances send the same outbox at once without sending any SMS twice', async () => {
    const people = await Promise.all(Array.from({ length: 12 }, () => texter('en')));
    for (const { user } of people) await shortlist(user.id);
    const other = newGateway();
    const [a, b] = await Promise.all([send(), send({ via: other })]);
    expect(a.sent + b.sent).toBe(12);
    expect(smsc.received).toHaveLength(12);
    expect(new Set(smsc.received.map((r) => r.to)).size).toBe(12);
  });

  it('holds news during the quiet hours (Kinshasa time) until the morning, but not a code', async () => {
    const quietCtx = { ...ctx, config: { ...ctx.config, SMS_QUIET_HOURS: { from: 21, to: 7 } } };
    const { user } = await texter('en');
    // 22:30 in Kinshasa (UTC+1) is 21:30 UTC.
    const night = new Date('2026-11-27T21:30:00Z');
    await ctx.db.transaction((tx) =>
      queueSms(
        tx,
        quietCtx.config,
        user.id,
        'application_status',
        {
          jobTitle: 'Nurse',
          status: 'hired',
          company: null,
          url: 'congotalent.example/my-applications',
        },
        night,
      ),
    );
    const [held] = await smsRows();
    expect(held!.nextAttemptAt.toISOString()).toBe('2026-11-28T06:00:00.000Z');
    // A code asked for at night goes at once.
    const { user: asker } = await buildProfessional(ctx.db, { profile: { phoneNumber: newNumber() } });
    await app.inject({ method: 'POST', url: '/api/phone-verification/', headers: await authHeader(asker) });
    await ctx.db
      .update(outbox)
      .set({ nextAttemptAt: night })
      .where(and(eq(outbox.channel, 'sms'), eq(outbox.kind, 'phone_code')));
    // A message due during the night (a retry, say) waits too: only the code is sent at 23:00.
    await ctx.db.update(outbox).set({ nextAttemptAt: night }).where(eq(outbox.id, held!.id));
    expect(await send({ now: new Date('2026-11-27T22:00:00Z'), quiet: true })).toEqual({ sent: 1, failed: 0 });
    expect((await smsc.waitFor(1))[0]!.text).toMatch(/code/);
    expect(await send({ now: new Date('2026-11-28T06:00:01Z'), quiet: true })).toEqual({ sent: 1, failed: 0 });
    expect((await smsc.waitFor(2))[1]!.text).toMatch(/hired/);
  });

  it('texts job alerts only to those who turned them on, once a run, naming how many jobs are new', async () => {
    const { runDueJobAlerts } = await import('../../src/alerts/job-alerts.js');
    const { user } = await texter('en');
    const headers = await authHeader(user);
    const created = await app.inject({
      method: 'POST',
      url: '/api/job-alerts/',
      headers,
      payload: { name: 'Engineering in Kinshasa', frequency: 'daily', search: { q: 'engineer', show_all: true } },
    });
    expect(created.statusCode).toBe(201);
    const start = new Date();
    for (let i = 0; i < 2; i++)
      await buildJob(ctx.db, { jobTitle: `Site Engineer ${i}`, approvedAt: new Date(start.getTime() + 1000) });
    const dayLater = new Date(start.getTime() + 25 * 3_600_000);
    expect(await runDueJobAlerts(ctx, { now: dayLater })).toMatchObject({ texts: 0 });
    expect(await smsRows()).toHaveLength(0);

    await app.inject({ method: 'PATCH', url: '/api/sms-settings/', headers, payload: { job_alerts: true } });
    await buildJob(ctx.db, { jobTitle: 'Senior Site Engineer', approvedAt: new Date(dayLater.getTime() + 1000) });
    const run = await runDueJobAlerts(ctx, { now: new Date(dayLater.getTime() + 25 * 3_600_000) });
    expect(run).toMatchObject({ texts: 1 });
    const [sms] = await smsRows();
    expect(sms!.textBody).toMatch(
      /^Congo Talent: 1 new job for "Engineering in Kinshasa"\. Newest: Senior Site Engineer, Kinshasa, DR Congo\. congotalent\.example\/jobs\/\d+$/,
    );
  });

  it('tells an employer of the decision on a job request by SMS, in English', async () => {
    const { approveJob, rejectJob } = await import('../../src/moderation/job-moderation.js');
    const phone = newNumber();
    const { user } = await buildEmployer(ctx.db, {
      user: { language: 'en', phoneVerified: phone },
      profile: { phoneNumber: phone },
    });
    const staff = await buildUser(ctx.db, { isStaff: true, userType: 'other' });
    const approved = await buildJob(ctx.db, {
      employerId: user.id,
      status: 'pending',
      approvedAt: null,
      jobTitle: 'Accountant',
    });
    const rejected = await buildJob(ctx.db, {
      employerId: user.id,
      status: 'pending',
      approvedAt: null,
      jobTitle: 'Driver',
    });
    await approveJob(ctx, approved.id, staff.id);
    await rejectJob(ctx, rejected.id, staff.id, 'The salary is missing.');
    expect((await smsRows()).map((r) => r.textBody).sort()).toEqual([
      'Congo Talent: your job request "Accountant" is approved and published. congotalent.example/hiring-center',
      'Congo Talent: your job request "Driver" was not approved. The reason is in your hiring centre: congotalent.example/hiring-center',
    ]);
  });

  it('drops a session whose SMS centre stops answering enquire_link, and binds a new one', async () => {
    const own = testSmsGateway(ctx, smsc, { enquireLinkMs: 50, timeoutMs: 200 });
    await own.bind();
    smsc.silence(true);
    try {
      await until(async () => !own.isBound, 'the silent session to be dropped');
    } finally {
      smsc.silence(false);
    }
    await own.bind();
    expect(own.isBound).toBe(true);
  });

  it('sends through SMS_URL from the background job, and claims nothing while the centre is down', async () => {
    const { backgroundJobs } = await import('../../src/background-jobs.js');
    const { closeSmsGateway } = await import('../../src/messaging/index.js');
    const job = backgroundJobs.find((j) => j.name === 'send-sms')!;
    const withSms = { ...ctx, config: { ...ctx.config, SMS_URL: smsc.url } };
    try {
      const { user } = await texter('en');
      await shortlist(user.id);
      await smsc.stop();
      await job.run(withSms);
      // Not claimed: no attempt spent while the centre could not be reached.
      expect(await smsRows()).toEqual([expect.objectContaining({ status: 'pending', attempts: 0 })]);
      await smsc.start();
      await until(async () => {
        await job.run(withSms);
        return (await smsRows())[0]!.status === 'sent';
      }, 'the background job to bind again and send');
      expect(smsc.received).toHaveLength(1);
    } finally {
      await closeSmsGateway(withSms);
    }
  });

  it('rebinds after the SMS centre drops the session', async () => {
    const own = newGateway();
    await own.bind();
    const bindsBefore = smsc.binds;
    for (const session of [...smsc.sessions]) session.destroy();
    await until(async () => !own.isBound, 'the drop to be seen');
    await own.bind();
    expect(own.isBound).toBe(true);
    expect(smsc.binds).toBe(bindsBefore + 1);
  });
});
