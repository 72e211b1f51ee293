import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer, waitForServer } from '../helpers/server-process.js';
import { createServerDatabase, onTestServer } from '../helpers/test-app.js';
import { checkRestoredServer, deleteAccount, runCli, startWriteLoad } from '../helpers/write-load.js';

describe('npm run backup and npm run restore on PostgreSQL', async () => {
  const live = await createServerDatabase();
  const target = await createServerDatabase();
  const root = mkdtempSync(join(tmpdir(), 'talent-pg-backup-'));
  afterAll(async () => {
    rmSync(root, { recursive: true, force: true });
    await live.drop();
    await target.drop();
  });
  // Instances on one PostgreSQL share JWT_SECRET: the restored server is given the same, as the README says.
  const env = (databaseUrl: string) => ({
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'a-secret-shared-by-the-instances-0123456789',
    RATE_LIMIT_PER_IP: '1000000',
    RATE_LIMIT_PER_ACCOUNT: '1000000',
    LOGIN_FREE_FAILURES: '1000000',
  });

  it(
    'dumps a serving database under write load; the restore serves every acknowledged account and CV, and ' +
      'erases again the account deleted after the dump',
    { timeout: 180_000 },
    async () => {
      // The instance keeps its erasure journal in its DATA_DIR (the database is elsewhere).
      const instanceDir = join(root, 'instance');
      const server = startServer(instanceDir, await freePort(), { env: env(live.url) });
      await waitForServer(server);
      const baseUrl = `http://127.0.0.1:${server.port}`;
      const load = startWriteLoad(baseUrl, 3);
      // Enough written before the backup that every one of them must come back.
      await load.acknowledged(6);

      const file = join(root, 'backup.dump');
      const backupStarted = performance.now();
      const backup = await runCli('backup', ['--out', file], { DATABASE_URL: live.url });
      const backupEnded = performance.now();
      expect(backup.code, backup.output).toBe(0);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      // A person the dump holds deletes their account after it.
      const erased = load.writes.find((w) => w.cvAt !== undefined && w.cvAt < backupStarted)!;
      await deleteAccount(baseUrl, erased);
      await new Promise((r) => setTimeout(r, 500));
      const writes = await load.stop();
      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);

      // The instance's journal named on the command line, as one does for each instance on the database.
      const journal = join(instanceDir, 'erasures.log');
      const restore = await runCli('restore', [file, '--database-url', target.url, '--erasures', journal], {});
      expect(restore.code, restore.output).toBe(0);
      expect(restore.output).toContain(
        `Erasure journal (${journal}): applied 1, already erased 0, not in the backup 0.`,
      );
      expect(restore.output).toMatch(/Restored \d+ accounts? and \d+ files?/);
      const again = await runCli('restore', [file, '--database-url', target.url], {});
      expect(again.code).toBe(1);
      expect(again.output).toContain('The target database is not empty');

      const restored = startServer(join(root, 'unused'), await freePort(), { env: env(target.url) });
      await checkRestoredServer(restored, writes, backupStarted, backupEnded, 6, [erased]);
    },
  );

  it('restores a dump into a database owned by an ordinary role, as a hosted PostgreSQL gives', async () => {
    const file = join(root, 'backup.dump');
    const role = `r_${target.name}`;
    const owned = `${target.name}_owned`;
    await onTestServer(`create role ${role} login`);
    await onTestServer(`create database ${owned} owner ${role}`);
    try {
      const url = new URL(target.url);
      url.pathname = `/${owned}`;
      url.username = role;
      const restore = await runCli('restore', [file, '--database-url', url.toString()], {});
      expect(restore.code, restore.output).toBe(0);
    } finally {
      await onTestServer(`drop database if exists ${owned} with (force)`);
      await onTestServer(`drop role if exists ${role}`);
    }
  });
});
