import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { childEnvironment } from '../config.js';
import { knownMigrationCount, openDatabase, type Db } from '../db/client.js';
import { databaseContents, type DatabaseContents } from './repositories/backup-contents.js';
import { BackupFileError } from './backup-file.js';

/** PostgreSQL's client programs are missing or failed: their own words are in the message. */
export class BackupToolError extends Error {}

/** The URL without its password, which goes to the tool in PGPASSWORD: a command line is visible to `ps`. */
function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: childEnvironment(password ? { PGPASSWORD: password } : {}) };
}

function run(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d));
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    child.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT'
          ? new BackupToolError(
              `${tool} was not found. Install PostgreSQL's client programs, of the server's major version or newer ` +
                '(on Debian or Ubuntu: apt-get install postgresql-client).',
            )
          : err,
      ),
    );
    child.once('close', (code) =>
      code === 0
        ? resolve(stdout)
        : reject(new BackupToolError(`${tool} failed (exit code ${code}):\n${stderr.trim()}`)),
    );
  });
}

/**
 * pg_dump's custom format, compressed, read by pg_restore. pg_dump reads one snapshot of the database, so the
 * backup is of one moment while the server keeps writing (it only waits for a migration, which changes tables).
 * Uploaded files live in the database: they are in the dump, consistent with the records that point at them.
 */
export async function dumpPostgres(databaseUrl: string, outPath: string): Promise<void> {
  const { url, env } = connection(databaseUrl);
  // Created readable by its owner only before pg_dump writes into it: it holds every account and CV.
  closeSync(openSync(outPath, 'w', 0o600));
  await run('pg_dump', ['--format=custom', `--file=${outPath}`, `--dbname=${url}`], env);
}

/** Tables, sequences, views... anywhere but PostgreSQL's own schemas. */
async function relationCount(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname not in ('pg_catalog', 'information_schema')
          and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'`,
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

/**
 * Restores a dump into an empty database, in one transaction (all or nothing), then applies the migrations this
 * program has that the dump lacks, and runs `afterOpen` on it (the erasure journal). Owners and grants are the restoring role's (the dump's roles may not exist
 * here), and the comments on extensions are left out: only the extension's owner (a superuser) may set them, and
 * they would fail the restore of a database owned by an ordinary role.
 */
export async function restorePostgres<T>(
  file: string,
  databaseUrl: string,
  afterOpen: (db: Db) => Promise<T>,
): Promise<{ contents: DatabaseContents; done: T }> {
  if ((await relationCount(databaseUrl)) > 0) {
    throw new BackupFileError(
      'The target database is not empty. A restore never writes over data: create an empty database ' +
        '(createdb NAME), restore into it, check it, then point DATABASE_URL at it.',
    );
  }
  const { url, env } = connection(databaseUrl);
  const list = (await run('pg_restore', ['--list', file], env))
    .split('\n')
    .filter((line) => !/^\d+;.* COMMENT - EXTENSION /.test(line))
    .join('\n');
  const listDir = mkdtempSync(join(tmpdir(), 'restore-'));
  const listFile = join(listDir, 'contents.list');
  writeFileSync(listFile, list);
  try {
    await run(
      'pg_restore',
      [
        '--exit-on-error',
        '--single-transaction',
        '--no-owner',
        '--no-privileges',
        `--use-list=${listFile}`,
        `--dbname=${url}`,
        file,
      ],
      env,
    );
  } finally {
    rmSync(listDir, { recursive: true, force: true });
  }
  const database = await openDatabase({ databaseUrl, poolSize: 1 });
  try {
    const before = await databaseContents(database.db);
    if (before.migrations > knownMigrationCount()) {
      throw new BackupFileError(
        `The dump was made by a newer version of this program (${before.migrations} migrations, this one knows ` +
          `${knownMigrationCount()}): it is restored, but start the server of that version on it.`,
      );
    }
    let done: T;
    try {
      done = await afterOpen(database.db);
    } catch (err) {
      throw new BackupFileError(
        `The dump is restored, but the erasure journal could not be applied (${(err as Error).message}): do not ` +
          'start a server on this database. Drop it, create it empty again, and run the restore again.',
      );
    }
    return { contents: await databaseContents(database.db), done };
  } finally {
    await database.close();
  }
}
