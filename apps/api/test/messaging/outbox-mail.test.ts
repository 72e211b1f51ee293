import { beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { outbox, users } from '../../src/db/schema.js';
import { buildProfessional, buildUser, FACTORY_PASSWORD } from '../../src/demo/factories/users.js';
import { claimDueMessages } from '../../src/messaging/repositories/outbox.js';
import { queueMail } from '../../src/messaging/mail/queue.js';
import { createMailTransport, MAIL_LEASE_MS, retryDelayMs, sendDueMail } from '../../src/messaging/mail/sender.js';
import { createTestApp } from '../helpers/test-app.js';
import { startTestMailbox } from '../helpers/smtp-test-server.js';

const PUBLIC_URL = 'https://congotalent.example';

describe('the outbox and its sender, through a real SMTP server', async () => {
  const { app, ctx, authHeader } = await createTestApp({
    PUBLIC_URL,
    MAIL_FROM: 'Congo Talent <no-reply@congotalent.example>',
  });
  const { smtp, transport } = await startTestMailbox();
  const send = (options: { now?: Date; transport?: ReturnType<typeof createMailTransport> } = {}) =>
    sendDueMail(ctx.db, options.transport ?? transport, {
      from: ctx.config.MAIL_FROM,
      host: 'congotalent.example',
      ...(options.now ? { now: () => options.now! } : {}),
    });
  const shortlisted = {
    jobTitle: 'Electrical Engineer',
    status: 'shortlisted' as const,
    company: 'Kivu Mining SARL',
    url: `${PUBLIC_URL}/my-applications`,
  };
  const queue = async (user: Awaited<ReturnType<typeof buildUser>>, params = shortlisted) =>
    ctx.db.transaction((tx) => queueMail(tx, ctx, user, 'application_status', params));
  const pending = async () => (await ctx.db.select().from(outbox).where(eq(outbox.status, 'pending'))).length;
  /**
   * A moment at which a message just queued is due: the database stamps it to the microsecond, and a Date of the
   * same millisecond (truncated) can fall before it.
   */
  const nextMillisecond = () => new Date(Date.now() + 1);

  beforeEach(async () => {
    // Each test starts with nothing due and nothing received.
    await ctx.db.execute(sql`delete from outbox`);
    smtp.received.length = 0;
  });

  it("sends a message in the recipient's language, with its links and the one-click unsubscribe headers", async () => {
    const { user: french } = await buildProfessional(ctx.db, { user: { language: 'fr', firstName: 'Amani' } });
    const { user: english } = await buildProfessional(ctx.db, { user: { language: 'en', firstName: 'Grace' } });
    await queue(french);
    await queue(english);
    expect(await send()).toEqual({ sent: 2, failed: 0 });
    const mails = await smtp.waitFor(2);
    const toFrench = mails.find((m) => m.headers.get('to') && m.text?.includes('Bonjour Amani'))!;
    const toEnglish = mails.find((m) => m.text?.includes('Hello Grace'))!;

    expect(toFrench.subject).toBe('Votre candidature est présélectionnée - Congo Talent');
    expect((toFrench.to as { text: string }).text).toBe(french.email);
    expect(toFrench.from?.text).toContain('no-reply@congotalent.example');
    expect(toFrench.text).toContain('L’entreprise est Kivu Mining SARL.');
    expect(toFrench.text).toContain(`${PUBLIC_URL}/my-applications`);
    expect(toFrench.html).toContain(`href="${PUBLIC_URL}/my-applications"`);
    expect(toFrench.html).toContain('Ne plus recevoir ces e-mails');
    expect(toEnglish.subject).toBe('You have been shortlisted - Congo Talent');
    expect(toEnglish.text).toContain('The company is Kivu Mining SARL.');
    expect(toEnglish.text).toContain('Stop receiving these e-mails');

    // The headers as written on the wire (a long one folded over lines).
    const header = (name: string) => toFrench.headerLines.find((h) => h.key === name)?.line.replace(/\r\n\s+/g, ' ');
    const oneClick = /^List-Unsubscribe: <(.+)>$/.exec(header('list-unsubscribe') ?? '')?.[1] ?? '';
    expect(oneClick.startsWith(`${PUBLIC_URL}/api/unsubscribe/?token=`)).toBe(true);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(toFrench.messageId).toMatch(/^<outbox-\d+@congotalent\.example>$/);
    // The message's own link opens the web page that asks first.
    expect(toFrench.text).toContain(`${PUBLIC_URL}/unsubscribe?token=`);

    // A mail client's one-click POST, as RFC 8058 has it: the category is off, the next such message is not written.
    const { pathname, search } = new URL(oneClick);
    const res = await app.inject({
      method: 'POST',
      url: `${pathname}${search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ category: 'applications' });
    expect(await queue(french)).toBe(false);
    expect(await pending()).toBe(0);
    expect(await queue(english)).toBe(true);
  });

  it('refuses an unsubscribe token that was tampered with (400 on the token), and a GET changes nothing', async () => {
    const { user } = await buildProfessional(ctx.db);
    await queue(user);
    const [row] = await ctx.db.select().from(outbox).where(eq(outbox.userId, user.id));
    const url = new URL(row!.unsubscribeUrl!);
    const token = url.searchParams.get('token')!;
    const forged = token.replace('applications', 'job_alerts');
    const res = await app.inject({ method: 'POST', url: `/api/unsubscribe/?token=${encodeURIComponent(forged)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('token');
    expect((await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).statusCode).toBe(404);
    expect(await queue(user)).toBe(true);
  });

  it('writes nothing when the change that causes the message is rolled back', async () => {
    const { user } = await buildProfessional(ctx.db);
    await expect(
      ctx.db.transaction(async (tx) => {
        await queueMail(tx, ctx, user, 'application_status', shortlisted);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await pending()).toBe(0);
  });

  it('retries a message whose SMTP server was down, with backoff, and sends it once when the server is back', async () => {
    const { user } = await buildProfessional(ctx.db);
    await queue(user);
    await smtp.stop();
    const start = nextMillisecond();
    expect(await send({ now: start })).toEqual({ sent: 0, failed: 1 });
    const [afterFailure] = await ctx.db.select().from(outbox).where(eq(outbox.userId, user.id));
    expect(afterFailure).toMatchObject({ status: 'pending', attempts: 1 });
    expect(afterFailure!.lastError).toBeTruthy();
    expect(afterFailure!.nextAttemptAt.getTime()).toBe(start.getTime() + retryDelayMs(1));

    await smtp.start();
    // Not before its backoff has passed...
    expect(await send({ now: start })).toEqual({ sent: 0, failed: 0 });
    // ...then once, and never again.
    const later = new Date(start.getTime() + retryDelayMs(1));
    expect(await send({ now: later })).toEqual({ sent: 1, failed: 0 });
    expect(await send({ now: new Date(later.getTime() + 86_400_000) })).toEqual({ sent: 0, failed: 0 });
    expect(await smtp.waitFor(1)).toHaveLength(1);
    const [sent] = await ctx.db.select().from(outbox).where(eq(outbox.userId, user.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('loses nothing when a sender dies between claiming a message and sending it: another sends it once its lease ends', async () => {
    const { user } = await buildProfessional(ctx.db);
    await queue(user);
    const now = nextMillisecond();
    // What a sender does first, committed; then it is gone without sending or giving the message back.
    expect(await claimDueMessages(ctx.db, crypto.randomUUID(), now, MAIL_LEASE_MS, 20)).toHaveLength(1);
    expect(await send({ now })).toEqual({ sent: 0, failed: 0 });
    expect(await send({ now: new Date(now.getTime() + MAIL_LEASE_MS) })).toEqual({ sent: 1, failed: 0 });
    expect(await send({ now: new Date(now.getTime() + 10 * MAIL_LEASE_MS) })).toEqual({ sent: 0, failed: 0 });
    expect(await smtp.waitFor(1)).toHaveLength(1);
  });

  it('never sends a message twice when two senders work at once', async () => {
    const users = await Promise.all(Array.from({ length: 30 }, () => buildUser(ctx.db)));
    for (const user of users) await queue(user);
    const second = createMailTransport(smtp.url);
    const [a, b] = await Promise.all([send(), send({ transport: second })]);
    second.close();
    expect(a.sent + b.sent).toBe(30);
    const mails = await smtp.waitFor(30);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toHaveLength(30);
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(30);
    expect(new Set(mails.map((m) => (m.to as { text: string }).text))).toEqual(new Set(users.map((u) => u.email)));
  });

  it('remembers the language a person last used: at sign-in and on any signed-in request that says another', async () => {
    const { user } = await buildProfessional(ctx.db);
    const languageNow = async () =>
      (await ctx.db.select({ l: users.language }).from(users).where(eq(users.id, user.id)))[0]!.l;
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/token/',
      headers: { 'accept-language': 'fr' },
      payload: { email: user.email, password: FACTORY_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    expect(await languageNow()).toBe('fr');
    const access = signIn.json().access as string;
    await app.inject({
      method: 'GET',
      url: '/api/user-status/',
      headers: { authorization: `Bearer ${access}`, 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(await languageNow()).toBe('en');
    // A language the site does not offer leaves the stored one alone.
    await app.inject({
      method: 'GET',
      url: '/api/user-status/',
      headers: { authorization: `Bearer ${access}`, 'accept-language': 'ln' },
    });
    expect(await languageNow()).toBe('en');
  });

  it('keeps every message in the outbox for staff to read, and only staff', async () => {
    const { user } = await buildProfessional(ctx.db);
    await queue(user);
    const staff = await buildUser(ctx.db, { isStaff: true, userType: 'other' });
    const res = await app.inject({ method: 'GET', url: '/api/admin/outbox/', headers: await authHeader(staff) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('1');
    expect(res.json()[0]).toMatchObject({
      recipient: user.email,
      status: 'pending',
      kind: 'application_status',
      subject: 'You have been shortlisted - Congo Talent',
    });
    expect(res.json()[0].text_body).toContain('Kivu Mining SARL');
    const refused = await app.inject({ method: 'GET', url: '/api/admin/outbox/', headers: await authHeader(user) });
    expect(refused.statusCode).toBe(403);
  });
});
