import { closeSync, openSync, readSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { runCommand, UsageError } from './cli-support.js';
import { loadConfig } from '../config.js';
import { DataDirLockedError } from '../db/lock.js';
import { BackupFileError, backupKindOf } from '../backup/backup-file.js';
import { restoreEmbedded } from '../backup/embedded-backup.js';
import { BackupToolError, restorePostgres } from '../backup/postgres-backup.js';
import type { DatabaseContents } from '../repositories/backup-contents.js';

const USAGE = `Usage: npm run restore -- FILE [--data-dir DIR | --database-url URL]

Brings back a backup made by \`npm run backup\`, into a new place: it never writes over data.
- A backup of the embedded database goes into DIR (default: DATA_DIR), which must be new or empty. Start the
  server with DATA_DIR=DIR.
- A backup of PostgreSQL (pg_dump's custom format) goes into the empty database of URL (default: DATABASE_URL),
  in one transaction, with pg_restore (of the dump's version or newer). Start the server with DATABASE_URL=URL and
  the JWT_SECRET it ran with.
The migrations this version has that the backup lacks are applied, and what the restored database holds is printed:
compare it with the server the backup came from.`;

function readArgs() {
  try {
    const { values, positionals } = parseArgs({
      options: {
        'data-dir': { type: 'string' },
        'database-url': { type: 'string' },
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

const summary = (c: DatabaseContents) =>
  `${c.accounts} accounts and ${c.files} files (${(c.fileBytes / 1_000_000).toFixed(1)} MB), ${c.migrations} migrations`;

async function main(): Promise<void> {
  const args = readArgs();
  if (args.help) {
    console.log(USAGE);
    return;
  }
  const kind = backupKindOf(firstBytes(args.file));
  if (!kind) throw new BackupFileError(`${args.file} is not a backup made by npm run backup.`);
  const config = loadConfig();
  if (kind === 'embedded') {
    if (args.databaseUrl) {
      throw new UsageError('This is a backup of the embedded database: restore it with --data-dir DIR.');
    }
    const dataDir = args.dataDir ?? config.DATA_DIR;
    const contents = await restoreEmbedded(args.file, dataDir);
    console.log(`Restored ${summary(contents)} into ${dataDir}. Start the server with DATA_DIR=${dataDir}.`);
    return;
  }
  if (args.dataDir) throw new UsageError('This is a PostgreSQL backup: restore it with --database-url URL.');
  const databaseUrl = args.databaseUrl ?? config.DATABASE_URL;
  if (!databaseUrl) throw new UsageError('This is a PostgreSQL backup: give --database-url URL (an empty database).');
  const contents = await restorePostgres(args.file, databaseUrl);
  console.log(`Restored ${summary(contents)}. Start the server with this DATABASE_URL and its JWT_SECRET.`);
}

runCommand(main, USAGE, [BackupFileError, BackupToolError, DataDirLockedError]);
