import { closeSync, fsyncSync, linkSync, openSync, unlinkSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Creates a file with its whole content or not at all, and only if it does not exist yet: written to a temporary
 * name, flushed to disk, then linked into place (link fails when another process created the file meanwhile), and
 * the directory flushed so that the new name survives a power cut. A crash at any point leaves either no file or
 * the complete one, never an empty one. Returns false when the file already existed.
 */
export function createFileAtomically(path: string, content: string, mode = 0o600): boolean {
  const temporary = `${path}.${process.pid}.tmp`;
  const fd = openSync(temporary, 'w', mode);
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temporary, path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    unlinkSync(temporary);
  }
  const dir = openSync(dirname(path), 'r');
  try {
    fsyncSync(dir);
  } finally {
    closeSync(dir);
  }
  return true;
}
