import { createWriteStream, existsSync, statSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readableSize, runCommand, UsageError, withCommandDatabase } from './cli-support.js';
import { loadConfig } from '../config.js';
import { DataDirLockedError } from '../db/lock.js';
import { signingKeyPath } from '../lib/secret.js';
import {
  ControlSocketError,
  requestBackup,
  makeEmbeddedBackup,
  writeWholeFile,
  BackupFileError,
  BackupToolError,
  dumpPostgres,
} from '../backup/index.js';

const USAGE = `Usage: npm run backup -- --out FILE

Writes a backup of the server's database to FILE while the server runs: nobody is signed out and no request fails.
Uploaded files (CVs, photos, logos, job documents) are stored in the database, so they are in the backup with the
records that point at them.
- With DATABASE_URL (PostgreSQL): pg_dump's custom format (pg_dump must be installed, of the server's major version
  or newer). Keep JWT_SECRET with it: links already mailed and sessions are signed with it.
- Else the embedded database in DATA_DIR: a gzipped tarball of its files, with the signing key the server generated
  there. A running server makes it (through DATA_DIR/control.sock), else the command opens the database itself.
FILE is written whole or not at all, readable by its owner only. It holds every account and CV: keep it as safe
as the server. Bring it back with: npm run restore -- FILE --data-dir DIR (or --database-url URL).`;

function readArgs() {
  try {
    const { values, positionals } = parseArgs({
      options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: true,
    });
    if (values.help) return { help: true as const };
    if (positionals.length > 0) throw new UsageError(`Unexpected: ${positionals.join(' ')}.`);
    if (!values.out?.trim()) throw new UsageError('--out FILE is required.');
    return { help: false as const, out: values.out.trim() };
  } catch (err) {
    throw err instanceof UsageError ? err : new UsageError((err as Error).message);
  }
}

/** The embedded database's backup: from the server that holds it, else read here while no server can start. */
async function writeEmbeddedBackup(dataDir: string, signingKeyConfigured: boolean, outPath: string): Promise<void> {
  // Opening a directory without a database would make a new, empty one: a backup of nothing, said to be done.
  if (!existsSync(join(dataDir, 'pglite', 'PG_VERSION'))) {
    throw new BackupFileError(
      `There is no embedded database in ${resolve(dataDir)}. Set DATA_DIR to the server's, or DATABASE_URL to its PostgreSQL.`,
    );
  }
  if (await requestBackup(dataDir, outPath)) return;
  await withCommandDatabase({ DATABASE_URL: undefined, DATA_DIR: dataDir }, 'backup', async (database) => {
    const keyPath = signingKeyConfigured ? undefined : signingKeyPath(dataDir);
    const { stream } = await makeEmbeddedBackup(database, dataDir, keyPath);
    await pipeline(stream, createWriteStream(outPath, { mode: 0o600 }));
  });
}

async function main(): Promise<void> {
  const args = readArgs();
  if (args.help) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  const started = performance.now();
  if (config.DATABASE_URL) {
    const url = config.DATABASE_URL;
    await writeWholeFile(args.out, (partial) => dumpPostgres(url, partial));
  } else {
    const { DATA_DIR, JWT_SECRET } = config;
    await writeWholeFile(args.out, (partial) => writeEmbeddedBackup(DATA_DIR, Boolean(JWT_SECRET), partial));
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Backup written to ${args.out} (${readableSize(statSync(args.out).size)}) in ${seconds} s.`);
}

runCommand(main, USAGE, [BackupFileError, BackupToolError, ControlSocketError, DataDirLockedError]);
