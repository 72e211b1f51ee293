import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer, waitForServer } from '../helpers/server-process.js';
import { checkRestoredServer, deleteAccount, runCli, startWriteLoad } from '../helpers/write-load.js';

/** Limits far above the load's, which registers from one address. */
const SERVER_ENV = { RATE_LIMIT_PER_IP: '1000000', RATE_LIMIT_PER_ACCOUNT: '1000000', LOGIN_FREE_FAILURES: '1000000' };

describe('npm run backup and npm run restore on the embedded database', () => {
  const root = mkdtempSync(join(tmpdir(), 'talent-backup-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it(
    'backs up a serving database under write load; the restore serves every acknowledged account and CV, and ' +
      'erases again the account deleted after the backup',
    { timeout: 300_000 },
    async () => {
      const live = join(root, 'live');
      const server = startServer(live, await freePort(), { env: SERVER_ENV });
      await waitForServer(server);
      const baseUrl = `http://127.0.0.1:${server.port}`;
      const load = startWriteLoad(baseUrl);
      // Enough written before the backup that every one of them must come back.
      await load.acknowledged(8);

      const file = join(root, 'backup.tar.gz');
      const backupStarted = performance.now();
      const backup = await runCli('backup', ['--out', file], { DATA_DIR: live });
      const backupEnded = performance.now();
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toMatch(/^Backup written to .*backup\.tar\.gz \([\d.]+ [kM]B\) in [\d.]+ s\.$/m);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      // The copy the server made to send goes once it is sent.
      const copies = () => readdirSync(live).filter((name) => name.startsWith('.backup-'));
      for (let i = 0; i < 50 && copies().length > 0; i++) await new Promise((r) => setTimeout(r, 100));
      expect(copies()).toEqual([]);
      // A person the backup holds deletes their account after it.
      const erased = load.writes.find((w) => w.cvAt !== undefined && w.cvAt < backupStarted)!;
      await deleteAccount(baseUrl, erased);
      // The load goes on after the backup: its writes may or may not be in it, never half of one.
      await new Promise((r) => setTimeout(r, 500));
      const writes = await load.stop();
      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);

      // As an operator would: DATA_DIR is the server's, whose erasure journal (DATA_DIR/erasures.log) is applied.
      const restoredDir = join(root, 'restored');
      const restore = await runCli('restore', [file, '--data-dir', restoredDir], { DATA_DIR: live });
      expect(restore.code, restore.output).toBe(0);
      expect(restore.output).toContain(
        `Erasure journal (${join(live, 'erasures.log')}): applied 1, already erased 0, not in the backup 0.`,
      );
      expect(restore.output).toMatch(/Restored \d+ accounts? and \d+ files?/);
      // A second restore into the same place is refused: a restore never writes over data.
      const again = await runCli('restore', [file, '--data-dir', restoredDir], {});
      expect(again.code).toBe(1);
      expect(again.output).toContain('is not empty');

      const restored = startServer(restoredDir, await freePort(), { env: SERVER_ENV });
      await checkRestoredServer(restored, writes, backupStarted, backupEnded, 8, [erased]);
    },
  );

  it('refuses what is not a backup, a journal that is not there, and a backup of nothing', async () => {
    const notBackup = join(root, 'notes.txt');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(notBackup, 'hello');
    const restore = await runCli('restore', [notBackup, '--data-dir', join(root, 'x')], {});
    expect(restore.code).toBe(1);
    expect(restore.output).toContain('is not a backup made by npm run backup');
    // An erasure journal named that is not there stops the restore before it writes anything.
    const gzipped = join(root, 'looks-like-a-backup.tar.gz');
    writeFileSync(gzipped, Buffer.from([0x1f, 0x8b, 0x08, 0x00]));
    const target = join(root, 'never-written');
    const noJournal = await runCli(
      'restore',
      [gzipped, '--data-dir', target, '--erasures', join(root, 'none.log')],
      {},
    );
    expect(noJournal.code).toBe(1);
    expect(noJournal.output).toContain(`${join(root, 'none.log')}: no such erasure journal.`);
    expect(existsSync(target)).toBe(false);
    const empty = await runCli('backup', ['--out', join(root, 'nothing.tar.gz')], { DATA_DIR: join(root, 'none') });
    expect(empty.code).toBe(1);
    expect(empty.output).toContain('There is no embedded database');
  });
});
