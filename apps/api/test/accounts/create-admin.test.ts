import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MSG } from '@talent/shared';
import { openDatabase } from '../../src/db/client.js';
import { lockDataDir } from '../../src/db/lock.js';
import { staffOtp, staffRecoveryCodes, users } from '../../src/db/schema.js';
import { buildProfessional, buildUser, FACTORY_PASSWORD } from '../../src/demo/factories/users.js';
import { verifyPassword } from '../../src/accounts/passwords.js';
import { StaffAccountError, createOrPromoteStaff } from '../../src/accounts/staff-accounts.js';
import { createTestApp } from '../helpers/test-app.js';
import { apiProgram } from '../helpers/api-program.js';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const userByEmail = async (db: Parameters<typeof createOrPromoteStaff>[0], email: string) =>
  (
    await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email))
  )[0];

describe('createOrPromoteStaff', async () => {
  const { ctx } = await createTestApp();

  it('creates a staff account of type other with the given password, stored hashed', async () => {
    const result = await createOrPromoteStaff(ctx.db, {
      email: ' Admin@CongoTalent.cd ',
      password: 'a-long-secret',
      firstName: 'Nadia',
    });
    expect(result).toMatchObject({ action: 'created', email: 'admin@congotalent.cd', generatedPassword: undefined });
    const user = await userByEmail(ctx.db, 'admin@congotalent.cd');
    expect(user).toMatchObject({ userType: 'other', isStaff: true, isDemo: false, firstName: 'Nadia' });
    expect(user!.passwordHash).not.toContain('a-long-secret');
    expect(await verifyPassword(user!.passwordHash, 'a-long-secret')).toBe(true);
  });

  it('generates a strong password when none is given', async () => {
    const result = await createOrPromoteStaff(ctx.db, { email: 'second@congotalent.cd' });
    expect(result.generatedPassword!.length).toBeGreaterThanOrEqual(20);
    const user = await userByEmail(ctx.db, 'second@congotalent.cd');
    expect(await verifyPassword(user!.passwordHash, result.generatedPassword!)).toBe(true);
  });

  it('promotes an existing account, keeping its type and, unless told, its password', async () => {
    const { user } = await buildProfessional(ctx.db, { user: { email: 'grace@example.cd' } });
    const result = await createOrPromoteStaff(ctx.db, { email: 'GRACE@example.cd' });
    expect(result).toMatchObject({
      action: 'promoted',
      userId: user.id,
      email: 'grace@example.cd',
      passwordChanged: false,
    });
    const promoted = await userByEmail(ctx.db, 'grace@example.cd');
    expect(promoted).toMatchObject({ isStaff: true, userType: 'professional' });
    expect(await verifyPassword(promoted!.passwordHash, FACTORY_PASSWORD)).toBe(true);
    const again = await createOrPromoteStaff(ctx.db, { email: 'grace@example.cd', password: 'a-brand-new-one' });
    expect(again).toMatchObject({ action: 'already-staff', passwordChanged: true });
    // Its one-time code, set up when it was made staff, is kept.
    expect(result.otp?.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(again.otp).toBeUndefined();
    expect(await verifyPassword((await userByEmail(ctx.db, 'grace@example.cd'))!.passwordHash, 'a-brand-new-one')).toBe(
      true,
    );
  });

  it('sets up the one-time code given (Base32), with ten recovery codes kept only as hashes, and refuses a bad one', async () => {
    const result = await createOrPromoteStaff(ctx.db, {
      email: 'scripted@congotalent.cd',
      totpSecret: 'jbsw y3dp ehpk 3pxp jbsw y3dp ehpk 3pxp',
    });
    expect(result.otp).toMatchObject({ secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' });
    expect(result.otp!.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP/);
    expect(result.otp!.recoveryCodes).toHaveLength(10);
    const [factor] = await ctx.db.select().from(staffOtp).where(eq(staffOtp.userId, result.userId));
    expect(factor!.confirmedAt).not.toBeNull();
    const codes = await ctx.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, result.userId));
    expect(codes.map((c) => c.codeHash)).not.toContain(result.otp!.recoveryCodes[0]);
    await expect(
      createOrPromoteStaff(ctx.db, { email: 'short-secret@congotalent.cd', totpSecret: 'JBSWY3DP' }),
    ).rejects.toThrow('TOTP secret');
    await expect(
      createOrPromoteStaff(ctx.db, { email: 'bad-secret@congotalent.cd', totpSecret: '0189'.repeat(8) }),
    ).rejects.toThrow('TOTP secret');
  });

  it('refuses an invalid e-mail, a short password and a demo account', async () => {
    await expect(createOrPromoteStaff(ctx.db, { email: 'not-an-email', password: 'long-enough' })).rejects.toThrow(
      MSG.invalidEmail,
    );
    await expect(createOrPromoteStaff(ctx.db, { email: 'x@example.cd', password: 'short' })).rejects.toThrow(
      MSG.passwordTooShort,
    );
    await buildUser(ctx.db, { email: 'demo@demo.example.cd', isDemo: true });
    await expect(createOrPromoteStaff(ctx.db, { email: 'demo@demo.example.cd' })).rejects.toBeInstanceOf(
      StaffAccountError,
    );
    expect((await userByEmail(ctx.db, 'demo@demo.example.cd'))!.isStaff).toBe(false);
    expect(await userByEmail(ctx.db, 'x@example.cd')).toBeUndefined();
  });
});

/** Runs `npm run create-admin` as an operator would: a separate process on the server's database. */
function runCli(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const [program, ...programArgs] = apiProgram('create-admin');
    const child = spawn(program!, [...programArgs, ...args], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

// Each project runs the command on its own kind of database: PGlite in DATA_DIR, or the server of DATABASE_URL.
if (process.env.TEST_DB === 'postgres') {
  describe('npm run create-admin on a PostgreSQL server', () => {
    const serverUrl = process.env.TEST_DATABASE_URL ?? '';
    const name = `t_cli_${randomUUID().replaceAll('-', '')}`;
    const databaseUrl = () => {
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return url.toString();
    };
    const admin = async (query: string) => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(query);
      await client.end();
    };
    afterAll(() => admin(`drop database if exists ${name} with (force)`));

    it('creates a staff account in the database of DATABASE_URL', { timeout: 90_000 }, async () => {
      await admin(`create database ${name}`);
      const run = await runCli(['--email', 'ops@congotalent.cd', '--password', 'a-long-secret'], {
        DATABASE_URL: databaseUrl(),
      });
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      const database = await openDatabase({ databaseUrl: databaseUrl(), poolSize: 1 });
      try {
        const ops = await userByEmail(database.db, 'ops@congotalent.cd');
        expect(ops).toMatchObject({ isStaff: true, userType: 'other' });
        expect(await verifyPassword(ops!.passwordHash, 'a-long-secret')).toBe(true);
      } finally {
        await database.close();
      }
    });
  });
} else {
  describe('npm run create-admin on the embedded database', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'create-admin-'));
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

    it(
      'creates a staff account the server can then sign in with, printing a generated password once',
      { timeout: 90_000 },
      async () => {
        const run = await runCli(['--email', 'ops@congotalent.cd'], { DATA_DIR: dataDir });
        expect(run.stderr).toBe('');
        expect(run.code).toBe(0);
        const password = /password, shown only this once: (\S+)/.exec(run.stdout)?.[1];
        expect(password).toBeDefined();
        expect(run.stdout).toMatch(/one-time-code secret \(add it to an authenticator app\): [A-Z2-7]{32}\n/);
        expect(run.stdout).toMatch(/otpauth URL: otpauth:\/\/totp\//);

        const scripted = await runCli(
          ['--email', 'robot@congotalent.cd', '--totp-secret', 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'],
          { DATA_DIR: dataDir },
        );
        expect(scripted.code).toBe(0);
        expect(scripted.stdout).toContain('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');

        const withEnvPassword = await runCli(['--email', 'second@congotalent.cd'], {
          DATA_DIR: dataDir,
          ADMIN_PASSWORD: 'from-the-environment',
        });
        expect(withEnvPassword.code).toBe(0);
        expect(withEnvPassword.stdout).not.toContain('from-the-environment');

        const database = await openDatabase({ dataDir });
        try {
          const ops = await userByEmail(database.db, 'ops@congotalent.cd');
          expect(ops).toMatchObject({ isStaff: true, userType: 'other' });
          expect(await verifyPassword(ops!.passwordHash, password!)).toBe(true);
          const second = await userByEmail(database.db, 'second@congotalent.cd');
          expect(await verifyPassword(second!.passwordHash, 'from-the-environment')).toBe(true);
        } finally {
          await database.close();
        }
      },
    );

    it('refuses while a server holds the data directory', { timeout: 60_000 }, async () => {
      // This test process takes the lock a server would hold.
      const release = lockDataDir(dataDir);
      try {
        const run = await runCli(['--email', 'late@congotalent.cd', '--password', 'long-enough'], {
          DATA_DIR: dataDir,
        });
        expect(run.code).toBe(1);
        expect(run.stderr).toContain('stop the server');
      } finally {
        release();
      }
    });

    it('refuses bad input with a clear message', { timeout: 60_000 }, async () => {
      const usage = await runCli([], { DATA_DIR: dataDir });
      expect(usage.code).toBe(2);
      expect(usage.stderr).toContain('--email is required.');
      const bad = await runCli(['--email', 'nobody', '--password', 'long-enough'], { DATA_DIR: dataDir });
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain(MSG.invalidEmail);
    });
  });
}
