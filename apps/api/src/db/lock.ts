import { closeSync, ftruncateSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { tryLock } from 'fs-native-extensions';

export class DataDirLockedError extends Error {}

/**
 * PGlite has no locking of its own, so two servers on one DATA_DIR would each believe they own the database and
 * silently lose writes. The lock is an advisory lock of the operating system on `server.lock` (an open file
 * description lock on Linux), not a PID written in a file: it holds across PID namespaces and containers that
 * share the volume, and the kernel releases it when its holder exits, however it exits. The file itself is never
 * deleted: removing it while another process has it open would let two processes lock two different files.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'server.lock');
  const fd = openSync(path, 'a+', 0o600);
  if (!tryLock(fd)) {
    const holder = readFileSync(path, 'utf8').trim();
    closeSync(fd);
    throw new DataDirLockedError(
      `The data directory ${dataDir} is in use by another server${holder ? ` (${holder})` : ''}. ` +
        'Stop that server first, or start this one with another DATA_DIR, or with DATABASE_URL. ' +
        'The lock ends by itself when that process exits: there is no file to delete.',
    );
  }
  // Who holds it, for the message above; informative only, the lock is what counts.
  ftruncateSync(fd, 0);
  writeSync(fd, `process ${process.pid} on ${hostname()} since ${new Date().toISOString()}\n`);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    closeSync(fd);
  };
}
