import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, SERVER_COMMAND, startServer, waitForServer } from '../helpers/server-process.js';

/** The server started in a PID namespace of its own, as in a second container sharing the data volume. */
const IN_NEW_PID_NAMESPACE = ['unshare', '--pid', '--fork', '--mount-proc', ...SERVER_COMMAND];

describe('one server per DATA_DIR', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'talent-lock-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'refuses a second server on the same directory, even from another PID namespace',
    { timeout: 120_000 },
    async () => {
      const first = startServer(dataDir, await freePort());
      await waitForServer(first);

      const same = startServer(dataDir, await freePort());
      expect((await same.exited).code).not.toBe(0);
      expect(same.output()).toContain('is in use by another server');
      expect(same.output()).toContain('there is no file to delete');

      // Inside its own namespace the second server sees none of the first one's processes: a PID proves nothing.
      const isolated = startServer(dataDir, await freePort(), { command: IN_NEW_PID_NAMESPACE });
      expect((await isolated.exited).code, isolated.output()).not.toBe(0);
      expect(isolated.output()).toContain('is in use by another server');

      expect((await fetch(`http://127.0.0.1:${first.port}/readyz`)).status).toBe(200);
      first.child.kill('SIGTERM');
      expect((await first.exited).code).toBe(0);

      // Released with its holder: the next server starts at once.
      const next = startServer(dataDir, await freePort());
      await waitForServer(next);
      next.child.kill('SIGTERM');
      expect((await next.exited).code).toBe(0);
    },
  );

  it(
    'is released by the kernel when its holder is killed, whatever the lock file says',
    { timeout: 120_000 },
    async () => {
      const killed = startServer(dataDir, await freePort());
      await waitForServer(killed);
      killed.child.kill('SIGKILL');
      await killed.exited;
      // A stale note naming a live process (PID 1 always is) must not block the start, as a reused PID once did.
      writeFileSync(join(dataDir, 'server.lock'), 'process 1 on elsewhere since 2020-01-01T00:00:00.000Z\n');

      const restarted = startServer(dataDir, await freePort());
      await waitForServer(restarted);
      expect(readFileSync(join(dataDir, 'server.lock'), 'utf8')).toContain(`process ${restarted.child.pid}`);
      restarted.child.kill('SIGTERM');
      expect((await restarted.exited).code).toBe(0);
    },
  );
});
