import { constants } from 'node:fs';
import { mkdir, open, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * The erasure journal: one line per account erased (its id and the time), appended outside the database, so that a
 * restore, which brings the whole database back as it was at the backup, can erase again whoever was erased since.
 * Nothing personal is in it: an id names a row, not a person, once the row is emptied.
 */

/** The first line of every journal, so that whoever opens the file knows what it is. */
const HEADER =
  '# Erasure journal: each line is an account erased (time, account id). npm run restore applies it; keep it.\n';

const HEADER_START = '# Erasure journal';

const LINE =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?Z) ([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export interface JournalEntry {
  userId: string;
  at: Date;
}

/**
 * A journal that cannot be used: one that cannot be written at start-up, a missing file named on the command line,
 * a file that is not a journal. The message says which.
 */
export class JournalFileError extends Error {}

async function syncDirectory(path: string): Promise<void> {
  const dir = await open(path, 'r');
  try {
    await dir.sync();
  } finally {
    await dir.close();
  }
}

/**
 * Creates the journal with its header if it does not exist yet (mode 0600, its directory created as the owner's
 * only), and flushes the directory so that the new name survives a power cut. Exclusive creation: of several
 * processes appending to one file, one writes the header.
 */
async function ensureJournal(path: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  let file;
  try {
    file = await open(path, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o600);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return;
    throw err;
  }
  try {
    await file.write(HEADER);
    await file.sync();
  } finally {
    await file.close();
  }
  await syncDirectory(dirname(path));
}

/**
 * Checks at start-up that the journal can be written (creating it), so that a wrong path or a read-only directory
 * stops the server then, rather than the first person who deletes their account.
 */
export async function openErasureJournal(path: string): Promise<void> {
  try {
    await ensureJournal(path);
    const file = await open(path, 'a');
    await file.close();
  } catch (err) {
    throw new JournalFileError(
      `The erasure journal ${path} cannot be written (${(err as NodeJS.ErrnoException).code ?? (err as Error).message}): ` +
        'set ERASURE_JOURNAL to a file this user may create and append to, kept apart from the database.',
    );
  }
}

/**
 * Appends one erasure and waits until it is on the disk. One write of one short line to a file opened for append:
 * the lines of processes sharing the file never interleave.
 */
export async function appendErasure(path: string, entry: JournalEntry): Promise<void> {
  await ensureJournal(path);
  const file = await open(path, 'a', 0o600);
  try {
    await file.write(`${entry.at.toISOString()} ${entry.userId}\n`);
    await file.sync();
  } finally {
    await file.close();
  }
}

/** A journal as read: its erasures, and the lines that are not one (each reported by the restore, never skipped). */
export interface JournalContents {
  path: string;
  entries: JournalEntry[];
  unreadable: { line: number; text: string }[];
}

/**
 * Reads a journal. A line that is not an erasure is kept aside with its number: the last one may be a line cut by
 * a crash while it was written (its erasure then never committed), any other is damage to look at. A file with
 * lines but not one erasure nor the header is not a journal: a wrong path, refused.
 */
export async function readErasureJournal(path: string): Promise<JournalContents> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new JournalFileError(
      code === 'ENOENT' ? `${path}: no such erasure journal.` : `${path} cannot be read (${code}).`,
    );
  }
  const contents: JournalContents = { path, entries: [], unreadable: [] };
  let header = false;
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '') return;
    if (line.startsWith('#')) {
      header ||= line.startsWith(HEADER_START);
      return;
    }
    const match = LINE.exec(line);
    const at = match ? new Date(match[1]!) : undefined;
    if (match && at && !Number.isNaN(at.getTime())) contents.entries.push({ userId: match[2]!, at });
    else contents.unreadable.push({ line: index + 1, text: line.slice(0, 120) });
  });
  if (!header && contents.entries.length === 0 && contents.unreadable.length > 0) {
    throw new JournalFileError(`${path} is not an erasure journal (no line of it names an erased account).`);
  }
  return contents;
}

/**
 * The erasures of several journals (instances on one database each keep theirs) as one list: each account once,
 * at its first erasure.
 */
export function mergeJournals(journals: readonly JournalContents[]): JournalEntry[] {
  const first = new Map<string, JournalEntry>();
  for (const entry of journals.flatMap((j) => j.entries)) {
    const seen = first.get(entry.userId);
    if (!seen || entry.at < seen.at) first.set(entry.userId, entry);
  }
  return [...first.values()].sort((a, b) => a.at.getTime() - b.at.getTime());
}

/**
 * Writes a journal holding `entries`, in place of none: the restored directory of an embedded backup carries on the
 * journal it was restored with, since the server started on it appends to its own.
 */
export async function writeJournal(path: string, entries: readonly JournalEntry[]): Promise<void> {
  await ensureJournal(path);
  const file = await open(path, 'a', 0o600);
  try {
    if (entries.length > 0) await file.write(entries.map((e) => `${e.at.toISOString()} ${e.userId}\n`).join(''));
    await file.sync();
  } finally {
    await file.close();
  }
}
