import { closeSync, fsyncSync, openSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Writes a backup whole or not at all: `write` fills `FILE.partial`, which is flushed to disk and renamed into
 * place. A failure, or a crash, never leaves a FILE that looks like a backup but is cut short.
 */
export async function writeWholeFile(path: string, write: (partialPath: string) => Promise<void>): Promise<void> {
  const partial = `${path}.partial`;
  try {
    await write(partial);
    const fd = openSync(partial, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(partial, path);
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  }
  const dir = openSync(dirname(path), 'r');
  try {
    fsyncSync(dir);
  } finally {
    closeSync(dir);
  }
}
