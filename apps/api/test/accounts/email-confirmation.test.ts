import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { outbox, users } from '../../src/db/schema.js';
import { buildProfessional } from '../../src/demo/factories/users.js';
import { confirmationToken } from '../../src/accounts/email-confirmation.js';
import { sendDueMail } from '../../src/messaging/mail/sender.js';
import { createTestApp } from '../helpers/test-app.js';
import { bearer, professionalRegistration } from '../helpers/accounts.js';
import { startTestMailbox } from '../helpers/smtp-test-server.js';
import { fieldErrorsOf } from '../helpers/field-errors.js';

const PUBLIC_URL = 'https://congotalent.example';

describe('confirming the address of an account', async () => {
  const { app, ctx, authHeader } = await createTestApp({ PUBLIC_URL });
  const { smtp, transport } = await startTestMailbox();
  const confirm = (token: unknown) =>
    app.inject({ method: 'POST', url: '/api/email-confirmation/confirm/', payload: { token } });
  const resend = async (user: { id: string; userType: string }) =>
    app.inject({ method: 'POST', url: '/api/email-confirmation/', headers: await authHeader(user) });
  const confirmationMails = (userId: string) =>
    ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, userId), eq(outbox.kind, 'email_confirmation')));
  const confirmedAt = async (userId: string) =>
    (await ctx.db.select().from(users).where(eq(users.id, userId)))[0]!.emailConfirmedAt;

  it('mails a new account a link in the language it registered in; the link confirms the address without a sign-in', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: professionalRegistration(),
      headers: { 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(201);
    const { user, access } = res.json();
    expect(user.email_confirmed).toBe(false);

    await sendDueMail(ctx.db, transport, { from: ctx.config.MAIL_FROM, host: 'congotalent.example' });
    const [mail] = await smtp.waitFor(1);
    expect((mail!.to as { text: string }).text).toBe(user.email);
    expect(mail!.subject).toBe('Confirmez votre adresse e-mail - Congo Talent');
    const link = /https:\/\/congotalent\.example\/confirm-email#token=(\S+)/.exec(mail!.text ?? '');
    expect(link).not.toBeNull();
    expect(mail!.html).toContain(`href="${link![0]}"`);

    const confirmed = await confirm(link![1]);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().detail).toBe('Your e-mail address is confirmed. Thank you!');
    const status = await app.inject({ method: 'GET', url: '/api/user-status/', headers: bearer(access) });
    expect(status.json().email_confirmed).toBe(true);
    // Using it again changes nothing and says the same.
    expect((await confirm(link![1])).statusCode).toBe(200);
  });

  it('refuses a forged or expired link, or one made for an address the account no longer has', async () => {
    const { user } = await buildProfessional(ctx.db);
    const good = confirmationToken(ctx.secret, user);
    const forged = good.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    for (const token of [forged, 'x.y.z', confirmationToken(ctx.secret, user, Date.now() - 8 * 24 * 3600 * 1000)]) {
      const res = await confirm(token);
      expect(res.statusCode).toBe(400);
      expect(fieldErrorsOf(res)).toEqual({
        token: ['This confirmation link has expired or is not valid. Ask for a new one.'],
      });
    }
    await ctx.db
      .update(users)
      .set({ email: `moved-${user.email}` })
      .where(eq(users.id, user.id));
    expect((await confirm(good)).statusCode).toBe(400);
    expect(await confirmedAt(user.id)).toBeNull();
  });

  it('sends the link again on request, and not once the address is confirmed', async () => {
    const { user } = await buildProfessional(ctx.db);
    const res = await resend(user);
    expect(res.statusCode).toBe(200);
    expect(res.json().detail).toBe('We have sent you a new link to confirm your e-mail address.');
    expect(await confirmationMails(user.id)).toHaveLength(1);
    expect((await confirm(confirmationToken(ctx.secret, user))).statusCode).toBe(200);
    expect((await resend(user)).json().detail).toBe('Your e-mail address is confirmed. Thank you!');
    expect(await confirmationMails(user.id)).toHaveLength(1);
    expect((await app.inject({ method: 'POST', url: '/api/email-confirmation/' })).statusCode).toBe(401);
  });

  it('counts a used password reset link as proof of the address', async () => {
    const { user } = await buildProfessional(ctx.db);
    await app.inject({ method: 'POST', url: '/api/password-reset/', payload: { email: user.email } });
    let message;
    for (let i = 0; i < 100 && !message; i++) {
      [message] = await ctx.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.userId, user.id), eq(outbox.kind, 'password_reset')));
      if (!message) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const token = /#token=([\w-]+)/.exec(message!.textBody)![1];
    const res = await app.inject({
      method: 'POST',
      url: '/api/password-reset/confirm/',
      payload: { token, password: 'a-brand-new-passphrase' },
    });
    expect(res.json().user.email_confirmed).toBe(true);
    expect(await confirmedAt(user.id)).not.toBeNull();
  });
});

describe('sending the confirmation link again is limited', async () => {
  const { app, ctx, authHeader } = await createTestApp({ RATE_LIMIT_PER_ACCOUNT: 2 });

  it('refuses a third request of one account within the minute (429)', async () => {
    const { user } = await buildProfessional(ctx.db);
    const headers = await authHeader(user);
    expect((await app.inject({ method: 'POST', url: '/api/email-confirmation/', headers })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/email-confirmation/', headers })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/email-confirmation/', headers })).statusCode).toBe(429);
  });
});
