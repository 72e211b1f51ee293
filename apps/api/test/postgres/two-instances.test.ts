import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { normaliseSkills } from '@talent/shared';
import { openDatabase } from '../../src/db/client.js';
import { buildJobRequest } from '../../src/demo/factories/hiring.js';
import { buildEmployer, buildProfessional, buildUser, FACTORY_PASSWORD } from '../../src/demo/factories/users.js';
import { createTokenService } from '../../src/lib/jwt.js';
import { professionalRegistration } from '../helpers/accounts.js';
import { freePort, startServer, waitForServer, type ServerRun } from '../helpers/server-process.js';
import { startTestSmsc } from '../helpers/smpp-test-server.js';
import { startTestSmtpServer } from '../helpers/smtp-test-server.js';
import { createServerDatabase } from '../helpers/test-app.js';
import { checkRestoredServer, runCli, startWriteLoad, type LoadWrite } from '../helpers/write-load.js';

const JWT_SECRET = 'a-secret-shared-by-the-instances-0123456789';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Two server processes on one PostgreSQL and one Redis, as two machines behind a proxy: whatever a person does
 * through one holds on the other, and what must happen once (a mail, an SMS) happens once.
 */
describe('two instances on one database', async () => {
  const database = await createServerDatabase();
  const target = await createServerDatabase();
  // The test's own connection, for what no route does (a staff account, a job waiting for approval).
  const { db, close } = await openDatabase({ databaseUrl: database.url, poolSize: 2 });
  const root = mkdtempSync(join(tmpdir(), 'talent-two-instances-'));
  const smtp = await startTestSmtpServer();
  const smsc = await startTestSmsc();
  // Keys of their own in the shared Redis, so that no other run's counts meet these.
  const rateLimitPrefix = `two-instances-${randomBytes(4).toString('hex')}`;
  const env = (databaseUrl: string) => ({
    DATABASE_URL: databaseUrl,
    JWT_SECRET,
    REDIS_URL,
    RATE_LIMIT_PREFIX: rateLimitPrefix,
    // Sign-ins wait after two failures; the other limits stay out of the way of the writers below.
    LOGIN_FREE_FAILURES: '2',
    RATE_LIMIT_PER_IP: '1000000',
    RATE_LIMIT_PER_ACCOUNT: '1000000',
    SMTP_URL: smtp.url,
    SMS_URL: smsc.url,
    SMS_QUIET_HOURS: '',
    PUBLIC_URL: 'http://localhost:3000',
  });
  const instances: ServerRun[] = [
    startServer(join(root, 'a'), await freePort(), { env: env(database.url) }),
    startServer(join(root, 'b'), await freePort(), { env: env(database.url) }),
  ];
  await Promise.all(instances.map((run) => waitForServer(run, '/readyz', 120_000)));
  afterAll(async () => {
    await Promise.all(instances.map(async (run) => run.child.kill('SIGTERM')));
    await close();
    await smtp.stop();
    await smsc.stop();
    await database.drop();
    await target.drop();
    rmSync(root, { recursive: true, force: true });
  });

  const url = (run: ServerRun, path: string) => `http://127.0.0.1:${run.port}${path}`;
  const send = (run: ServerRun, path: string, init: { method?: string; access?: string; body?: unknown } = {}) =>
    fetch(url(run, path), {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.access ? { authorization: `Bearer ${init.access}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  const signIn = async (run: ServerRun, email: string, password: string) => {
    const res = await send(run, '/api/token/', { body: { email, password } });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as { access: string; refresh: string };
  };
  // Staff sessions are proved with a one-time code as well: one is signed with the instances' key, as theirs are.
  const tokens = createTokenService(new TextEncoder().encode(JWT_SECRET), 600, 14);
  const staff = await buildUser(db, { userType: 'other', isStaff: true });
  const staffAccess = await tokens.signAccess(staff.id, 'other', 0, ['pwd', 'otp']);
  const [first, other] = [instances[0]!, instances[1]!];

  it('take a session from one on the other, and end it on both with a logout on either', async () => {
    const registration = professionalRegistration();
    expect((await send(first, '/api/register/', { body: registration })).status).toBe(201);
    const session = await signIn(first, registration.email, registration.password);
    expect((await send(other, '/api/user-status/', { access: session.access })).status).toBe(200);
    const logout = await send(other, '/api/logout/', { access: session.access, body: { refresh: session.refresh } });
    expect(logout.status).toBe(204);
    expect((await send(first, '/api/user-status/', { access: session.access })).status).toBe(401);
    expect((await send(first, '/api/token/refresh/', { body: { refresh: session.refresh } })).status).toBe(401);
  });

  it("end a suspended employer's session on every instance at once", async () => {
    const { user } = await buildEmployer(db);
    const session = await signIn(first, user.email, FACTORY_PASSWORD);
    const suspended = await send(other, `/api/admin/users/${user.id}/suspend/`, {
      access: staffAccess,
      body: { reason: 'Asked applicants for a fee by WhatsApp.' },
    });
    expect(suspended.status, await suspended.clone().text()).toBe(200);
    const status = await send(first, '/api/user-status/', { access: session.access });
    expect(status.status).toBe(401);
    expect(await status.json()).toMatchObject({ code: 'account_suspended' });
  });

  it('count failed sign-ins together: failures on one make the next sign-in wait on the other', async () => {
    const { user } = await buildProfessional(db);
    const wrong = { email: user.email, password: 'not-the-password' };
    // Two failures are free; the third, wherever it lands, sets a wait that both instances keep.
    for (const run of [first, first, other]) expect((await send(run, '/api/token/', { body: wrong })).status).toBe(401);
    const next = await send(other, '/api/token/', { body: { email: user.email, password: FACTORY_PASSWORD } });
    expect(next.status).toBe(429);
    expect(Number(next.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it(
    'send each mail and each SMS once, whichever instance wrote it and however many send',
    { timeout: 90_000 },
    async () => {
      const [mailsBefore, smsBefore] = [smtp.received.length, smsc.received.length];
      const registration = professionalRegistration();
      const registered = await send(other, '/api/register/', { body: registration });
      expect(registered.status).toBe(201);
      const { access } = (await registered.json()) as { access: string };
      expect((await send(first, '/api/phone-verification/', { access, method: 'POST' })).status).toBe(202);
      await smtp.waitFor(mailsBefore + 1, 30_000);
      await smsc.waitFor(smsBefore + 1, 30_000);
      // Both instances look at the outbox every 5 s: a few rounds later, still one of each.
      await new Promise((resolve) => setTimeout(resolve, 12_000));
      // Other tests' mail may still come in meanwhile: this person's is counted.
      const mails = smtp.received.filter((m) => (m.to as { text: string }).text === registration.email);
      expect(mails).toHaveLength(1);
      const texts = smsc.received.slice(smsBefore);
      expect(texts).toHaveLength(1);
      expect(texts[0]!.to).toMatch(/812345678$/);
    },
  );

  it("put a job approved on one in the other's matching lists within 10 seconds", async () => {
    const skills = ['Comptabilité', 'Sage'];
    const { user } = await buildProfessional(db, { profile: { skills, skillsNormalized: normaliseSkills(skills) } });
    const { access } = await signIn(other, user.email, FACTORY_PASSWORD);
    const listed = async () => {
      const res = await send(other, '/hiring/jobs/', { access });
      expect(res.status).toBe(200);
      return ((await res.json()) as { id: number }[]).map((job) => job.id);
    };
    const job = await buildJobRequest(db, { requiredSkills: skills.join(', '), jobTitle: 'Comptable principal' });
    // The other instance has read its list (and its copy of the market) before the approval.
    expect(await listed()).not.toContain(job.id);
    const approved = await send(first, `/api/admin/jobs/${job.id}/approve/`, { access: staffAccess, body: {} });
    expect(approved.status, await approved.clone().text()).toBe(200);
    const approvedAt = Date.now();
    while (!(await listed()).includes(job.id)) {
      expect(Date.now() - approvedAt).toBeLessThan(10_000);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });

  it(
    'give a whole backup while both are written to: every account and CV either acknowledged is in it',
    { timeout: 180_000 },
    async () => {
      const loads = [startWriteLoad(url(first, ''), 1), startWriteLoad(url(other, ''), 1)];
      await Promise.all(loads.map((load) => load.acknowledged(3)));
      const file = join(root, 'backup.dump');
      const backupStarted = performance.now();
      const backup = await runCli('backup', ['--out', file], { DATABASE_URL: database.url });
      const backupEnded = performance.now();
      expect(backup.code, backup.output).toBe(0);
      const [fromFirst, fromOther] = await Promise.all(loads.map((load) => load.stop()));
      // Each instance's writer told apart, so that each one's steps are checked as a sequence of their own.
      const writes: LoadWrite[] = [...fromFirst!, ...fromOther!.map((w) => ({ ...w, writer: w.writer + 1 }))];
      const restore = await runCli('restore', [file, '--database-url', target.url], {});
      expect(restore.code, restore.output).toBe(0);
      // The check signs in every account written, and the accounts written after the backup began may be absent:
      // their refusals are expected, and must not make this address wait (the instances above count two as enough).
      const restored = startServer(join(root, 'restored'), await freePort(), {
        env: { ...env(target.url), LOGIN_FREE_FAILURES: '1000000', RATE_LIMIT_PREFIX: `${rateLimitPrefix}-restored` },
      });
      await checkRestoredServer(restored, writes, backupStarted, backupEnded, 6);
    },
  );
});
