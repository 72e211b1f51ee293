import { describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { auditLog, outbox, passwordResetTokens } from '../../src/db/schema.js';
import { buildProfessional, buildUser, FACTORY_PASSWORD } from '../../src/demo/factories/users.js';
import { sendDueMail } from '../../src/messaging/mail/sender.js';
import { prepareReset } from '../../src/accounts/password-reset.js';
import { createTestApp } from '../helpers/test-app.js';
import { bearer, login } from '../helpers/accounts.js';
import { startTestMailbox } from '../helpers/smtp-test-server.js';
import { fieldErrorsOf } from '../helpers/field-errors.js';

const PUBLIC_URL = 'https://congotalent.example';
const NEW_PASSWORD = 'a-brand-new-passphrase';

/** Polls until `check` passes: the reset's writes happen just after the answer. */
async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('password reset', async () => {
  const { app, ctx } = await createTestApp({ PUBLIC_URL });
  const { smtp, transport } = await startTestMailbox();
  const ask = (email: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/password-reset/', payload: { email }, headers });
  const confirm = (token: unknown, password: unknown = NEW_PASSWORD) =>
    app.inject({ method: 'POST', url: '/api/password-reset/confirm/', payload: { token, password } });
  const mailTo = (userId: string, kind: string) =>
    ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, userId), eq(outbox.kind, kind)));
  /** The token of the reset link mailed to the user, once written. */
  const linkToken = async (userId: string) => {
    const [message] = await eventually(async () => {
      const rows = await mailTo(userId, 'password_reset');
      return rows.length ? rows : undefined;
    });
    return /\/reset-password#token=([\w-]+)/.exec(message!.textBody)![1]!;
  };
  const counts = async () => ({
    mail: (await ctx.db.select({ n: count() }).from(outbox))[0]!.n,
    links: (await ctx.db.select({ n: count() }).from(passwordResetTokens))[0]!.n,
  });

  it("mails a single-use link in the account's language, through a real SMTP server", async () => {
    const { user } = await buildProfessional(ctx.db, { user: { language: 'fr', firstName: 'Amani' } });
    const res = await ask(user.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json().detail).toMatch(/works for 30 minutes/);
    const token = await linkToken(user.id);
    await sendDueMail(ctx.db, transport, { from: ctx.config.MAIL_FROM, host: 'congotalent.example' });
    const [mail] = await smtp.waitFor(1);
    expect((mail!.to as { text: string }).text).toBe(user.email);
    expect(mail!.subject).toBe('Choisissez un nouveau mot de passe - Congo Talent');
    expect(mail!.text).toContain(`${PUBLIC_URL}/reset-password#token=${token}`);
    expect(mail!.html).toContain(`href="${PUBLIC_URL}/reset-password#token=${token}"`);
    // Mail about the account itself cannot be turned off: no unsubscribe.
    expect(mail!.headerLines.some((h) => h.key === 'list-unsubscribe')).toBe(false);
    // Only the hash is stored.
    const stored = await ctx.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash.toString('base64url')).not.toBe(token);
    expect(stored[0]!.expiresAt.getTime() - stored[0]!.createdAt.getTime()).toBeCloseTo(30 * 60_000, -4);
  });

  it('writes the link in the language of the page that asked for it', async () => {
    const { user } = await buildProfessional(ctx.db, { user: { language: 'en' } });
    await ask(user.email, { 'accept-language': 'fr-CD,fr;q=0.9' });
    const [message] = await eventually(async () => {
      const rows = await mailTo(user.id, 'password_reset');
      return rows.length ? rows : undefined;
    });
    expect(message!.language).toBe('fr');
    expect(message!.subject).toBe('Choisissez un nouveau mot de passe - Congo Talent');
  });

  it('answers the same for an address no account has, and writes nothing', async () => {
    const { user } = await buildProfessional(ctx.db);
    const known = await ask(user.email);
    await linkToken(user.id);
    const before = await counts();
    const unknown = await ask('nobody-here@example.cd');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await counts()).toEqual(before);
  });

  it('signs the person in with the new password, ends every other session, spends the link and mails a notice', async () => {
    const { user } = await buildProfessional(ctx.db);
    const old = await login(app, user.email, FACTORY_PASSWORD);
    await ask(user.email);
    const token = await linkToken(user.id);

    const res = await confirm(token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['access', 'refresh', 'user']);
    expect(body.user.email).toBe(user.email);
    expect(
      (await app.inject({ method: 'GET', url: '/api/user-status/', headers: bearer(body.access) })).statusCode,
    ).toBe(200);

    // The other session is over; the old password no longer works, the new one does.
    expect(
      (await app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: old.refresh } })).statusCode,
    ).toBe(401);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/token/',
          payload: { email: user.email, password: FACTORY_PASSWORD },
        })
      ).statusCode,
    ).toBe(401);
    await login(app, user.email, NEW_PASSWORD);

    // Once only.
    const again = await confirm(token, 'yet-another-passphrase');
    expect(again.statusCode).toBe(400);
    expect(fieldErrorsOf(again)).toEqual({ token: ['This link has expired or was already used. Ask for a new one.'] });
    expect(await mailTo(user.id, 'password_changed')).toHaveLength(1);
  });

  it('spends every earlier link of the account when one is used', async () => {
    const { user } = await buildProfessional(ctx.db);
    await ask(user.email);
    const first = await linkToken(user.id);
    await ask(user.email);
    const second = await eventually(async () => {
      const rows = await mailTo(user.id, 'password_reset');
      return rows.length === 2
        ? /#token=([\w-]+)/.exec(rows.find((r) => !r.textBody.includes(first))!.textBody)![1]
        : undefined;
    });
    expect((await confirm(second!)).statusCode).toBe(200);
    expect((await confirm(first, 'yet-another-passphrase')).statusCode).toBe(400);
  });

  it('refuses a link past its 30 minutes', async () => {
    const { user } = await buildProfessional(ctx.db);
    await ask(user.email);
    const token = await linkToken(user.id);
    // 30 minutes and a second later, as seen from the row.
    await ctx.db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 second' where user_id = ${user.id}`,
    );
    const res = await confirm(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('token');
  });

  it("holds the new password to registration's rules, and a refused password does not spend the link", async () => {
    const { user } = await buildProfessional(ctx.db);
    await ask(user.email);
    const token = await linkToken(user.id);
    const short = await confirm(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(fieldErrorsOf(short)).toEqual({ password: ['Password must be at least 8 characters long.'] });
    const common = await confirm(token, 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toHaveProperty('password');
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it('refuses an unknown or malformed token with a field message', async () => {
    expect((await confirm('not-a-token')).json()).toHaveProperty('token');
    expect((await confirm(42)).statusCode).toBe(400);
    expect((await confirm('')).json()).toHaveProperty('token');
  });

  it('lets an account made through Google or LinkedIn set its first password', async () => {
    const user = await buildUser(ctx.db, { passwordHash: null });
    await ask(user.email);
    expect((await confirm(await linkToken(user.id))).statusCode).toBe(200);
    await login(app, user.email, NEW_PASSWORD);
  });

  it('sends a demo account no link, with the same answer', async () => {
    const demo = await buildUser(ctx.db, { isDemo: true, demoExpiresAt: new Date(Date.now() + 3_600_000) });
    const before = await counts();
    const res = await ask(demo.email);
    expect(res.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await counts()).toEqual(before);
  });

  it('answers before writing anything an account alone would get: a known address and an unknown one wait for the same work', async () => {
    // What could make the answer slower for an account is its link, mail and audit entry: none of them may be
    // written before the answer leaves. prepareReset is the work done before answering; its writes are returned.
    const user = await buildUser(ctx.db);
    // Counted for this account only: another test's writes, done after its own answer, may still land meanwhile.
    const written = async () => ({
      mail: (await ctx.db.select({ n: count() }).from(outbox).where(eq(outbox.userId, user.id)))[0]!.n,
      links: (
        await ctx.db.select({ n: count() }).from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id))
      )[0]!.n,
      audit: (await ctx.db.select({ n: count() }).from(auditLog).where(eq(auditLog.targetId, user.id)))[0]!.n,
    });
    const before = await written();
    const known = await prepareReset(ctx, user.email, '10.0.0.9', 'en');
    const unknown = await prepareReset(ctx, `nobody-${user.id}@example.cd`, '10.0.0.9', 'en');
    expect(await written()).toEqual(before);
    expect(unknown).toBeNull();
    expect(known).toBeTypeOf('function');

    await known!();
    const after = await written();
    expect(after).toEqual({ mail: before.mail + 1, links: before.links + 1, audit: before.audit + 1 });
  });
});

describe('password reset limits', async () => {
  const { app, ctx } = await createTestApp({ RATE_LIMIT_PER_ACCOUNT: 2, RATE_LIMIT_PER_IP: 4 });
  const ask = (email: string, ip: string) =>
    app.inject({ method: 'POST', url: '/api/password-reset/', payload: { email }, remoteAddress: ip });

  it('limits the requests for one address, whoever asks', async () => {
    const { user } = await buildProfessional(ctx.db);
    expect((await ask(user.email, '10.0.0.1')).statusCode).toBe(200);
    expect((await ask(user.email, '10.0.0.2')).statusCode).toBe(200);
    const third = await ask(user.email, '10.0.0.3');
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
  });

  it('limits the requests from one address, whatever the account', async () => {
    for (let i = 0; i < 4; i++) expect((await ask(`someone-${i}@example.cd`, '10.0.1.1')).statusCode).toBe(200);
    expect((await ask('someone-else@example.cd', '10.0.1.1')).statusCode).toBe(429);
  });

  it('limits the confirmations from one address', async () => {
    const confirm = () =>
      app.inject({
        method: 'POST',
        url: '/api/password-reset/confirm/',
        payload: { token: 'x', password: NEW_PASSWORD },
        remoteAddress: '10.0.2.1',
      });
    for (let i = 0; i < 4; i++) expect((await confirm()).statusCode).toBe(400);
    expect((await confirm()).statusCode).toBe(429);
  });
});
