import { closeSync, existsSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { readableSize, runCommand, UsageError } from './cli-support.js';
import { loadConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { DataDirLockedError } from '../db/lock.js';
import {
  JournalFileError,
  mergeJournals,
  readErasureJournal,
  writeJournal,
  type JournalContents,
  BackupFileError,
  backupKindOf,
  restoreEmbedded,
  BackupToolError,
  restorePostgres,
  type DatabaseContents,
} from '../backup/index.js';
import { replayErasures, type ErasureReplay } from '../privacy/index.js';

const USAGE = `Usage: npm run restore -- FILE [--data-dir DIR | --database-url URL] [--erasures JOURNAL]...

Brings back a backup made by \`npm run backup\`, into a new place: it never writes over data.
- A backup of the embedded database goes into DIR (default: DATA_DIR), which must be new or empty. Start the
  server with DATA_DIR=DIR.
- A backup of PostgreSQL (pg_dump's custom format) goes into the empty database of URL (default: DATABASE_URL),
  in one transaction, with pg_restore (of the dump's version or newer). Start the server with DATABASE_URL=URL and
  the JWT_SECRET it ran with.
The migrations this version has that the backup lacks are applied. Then the erasure journal is applied: every
account erased after the backup was made is erased again, without telling anyone again. The journal is
ERASURE_JOURNAL (default DATA_DIR/erasures.log) when it exists; give --erasures JOURNAL instead, once for each
instance's journal (several instances on one database each keep their own). What the restored database holds is
printed: compare it with the server the backup came from.`;

function readArgs() {
  try {
    const { values, positionals } = parseArgs({
      options: {
        'data-dir': { type: 'string' },
        'database-url': { type: 'string' },
        erasures: { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: true,
    });
    if (values.help) return { help: true as const };
    if (positionals.length !== 1) throw new UsageError('One backup FILE is required.');
    if (values['data-dir'] && values['database-url']) {
      throw new UsageError('--data-dir or --database-url, not both.');
    }
    return {
      help: false as const,
      file: positionals[0]!,
      dataDir: values['data-dir']?.trim(),
      databaseUrl: values['database-url']?.trim(),
      erasures: values.erasures?.map((path) => path.trim()).filter(Boolean),
    };
  } catch (err) {
    throw err instanceof UsageError ? err : new UsageError((err as Error).message);
  }
}

function firstBytes(file: string): Uint8Array {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new BackupFileError(code === 'ENOENT' ? `${file}: no such file.` : `${file} cannot be read (${code}).`);
  }
  try {
    const head = new Uint8Array(8);
    readSync(fd, head, 0, head.length, 0);
    return head;
  } finally {
    closeSync(fd);
  }
}

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const summary = (c: DatabaseContents) =>
  `${counted(c.accounts, 'account', 'accounts')} and ${counted(c.files, 'file', 'files')} (${readableSize(c.fileBytes)}), ${counted(c.migrations, 'migration', 'migrations')}`;

/**
 * The journals to apply, read before anything is restored: those named, each of which must be there, else the
 * configured one when it exists. A journal absent is said, never passed over in silence.
 */
async function readJournals(named: string[] | undefined, configured: string): Promise<JournalContents[]> {
  if (named && named.length > 0) return Promise.all(named.map(readErasureJournal));
  if (existsSync(configured)) return [await readErasureJournal(configured)];
  console.log(
    `No erasure journal at ${configured}: none applied. Give each instance's journal with --erasures JOURNAL.`,
  );
  return [];
}

/** Each journal's lines that are not an erasure, by file and line, so that someone looks at them. */
function reportUnreadable(journals: JournalContents[]): void {
  for (const { path, unreadable } of journals) {
    for (const { line, text } of unreadable) {
      console.log(`${path}, line ${line}, is not an erasure and was not applied: ${JSON.stringify(text)}`);
    }
  }
}

function journalSummary(journals: JournalContents[], replay: ErasureReplay): string {
  const unreadable = journals.reduce((n, j) => n + j.unreadable.length, 0);
  const names = journals.map((j) => j.path).join(', ');
  return (
    `Erasure journal (${names}): applied ${replay.applied}, already erased ${replay.alreadyErased}, ` +
    `not in the backup ${replay.absent}` +
    (unreadable > 0 ? `, ${unreadable} line${unreadable === 1 ? '' : 's'} not read (above).` : '.')
  );
}

async function main(): Promise<void> {
  const args = readArgs();
  if (args.help) {
    console.log(USAGE);
    return;
  }
  const kind = backupKindOf(firstBytes(args.file));
  if (!kind) throw new BackupFileError(`${args.file} is not a backup made by npm run backup.`);
  const config = loadConfig();
  if (kind === 'embedded' && args.databaseUrl) {
    throw new UsageError('This is a backup of the embedded database: restore it with --data-dir DIR.');
  }
  if (kind === 'postgres' && args.dataDir) {
    throw new UsageError('This is a PostgreSQL backup: restore it with --database-url URL.');
  }
  const journals = await readJournals(args.erasures, config.ERASURE_JOURNAL);
  reportUnreadable(journals);
  const erasures = mergeJournals(journals);
  const applyJournal = (db: Db) => replayErasures(db, erasures);
  if (kind === 'embedded') {
    const dataDir = args.dataDir ?? config.DATA_DIR;
    const { contents, done } = await restoreEmbedded(args.file, dataDir, applyJournal);
    if (journals.length > 0) console.log(journalSummary(journals, done));
    // The server started on DIR appends to DIR/erasures.log by default: it carries on with what was applied.
    const carried = join(dataDir, 'erasures.log');
    await writeJournal(carried, erasures);
    const count = `${erasures.length} erasure${erasures.length === 1 ? '' : 's'}`;
    if (erasures.length > 0) console.log(`${count} kept in ${carried}, the journal of a server started there.`);
    console.log(`Restored ${summary(contents)} into ${dataDir}. Start the server with DATA_DIR=${dataDir}.`);
    return;
  }
  const databaseUrl = args.databaseUrl ?? config.DATABASE_URL;
  if (!databaseUrl) throw new UsageError('This is a PostgreSQL backup: give --database-url URL (an empty database).');
  const { contents, done } = await restorePostgres(args.file, databaseUrl, applyJournal);
  if (journals.length > 0) console.log(journalSummary(journals, done));
  console.log(`Restored ${summary(contents)}. Start the server with this DATABASE_URL and its JWT_SECRET.`);
}

runCommand(main, USAGE, [BackupFileError, BackupToolError, DataDirLockedError, JournalFileError]);
