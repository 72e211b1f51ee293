import { chmodSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync, constants } from 'node:fs';
import { cp, mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { create, extract } from 'tar';
import { knownMigrationCount, openDatabase, type Database, type Db } from '../db/client.js';
import { lockDataDir } from '../db/lock.js';
import { signingKeyPath } from '../lib/secret.js';
import { checkpoint, databaseContents, type DatabaseContents } from './repositories/backup-contents.js';
import { BackupFileError, EMBEDDED_ENTRIES, manifestSchema, type BackupManifest } from './backup-file.js';

/** The backup as it is written, and how long queries waited while the database's files were copied. */
export interface EmbeddedBackup {
  stream: Readable;
  pausedMs: number;
}

/**
 * A backup of the embedded database while it serves. A checkpoint first (the copy then needs little recovery), then
 * PGlite's files are copied on disk, beside them in DATA_DIR, while it runs no query: they are those a crash would
 * leave at that moment (a transaction under way is rolled back at the restore, every committed one is there). The
 * copy is a reflink where the file system has them, else a plain copy by the thread pool: queries wait for it, but
 * the process goes on answering everything else. The tarball is then compressed as it is sent, from the copy, which
 * goes when the stream ends. Uploaded files live in the database, so they are in it. `signingKeyPath` is the key
 * the server generated in DATA_DIR, kept with the data so that links already mailed and sessions hold after a
 * restore.
 */
export async function makeEmbeddedBackup(
  database: Database,
  dataDir: string,
  signingKeyPath?: string,
): Promise<EmbeddedBackup> {
  if (!database.whileNoQueryRuns) throw new Error('Only the embedded database on disk is backed up by copying it.');
  await checkpoint(database.db);
  const { migrations } = await databaseContents(database.db);
  const snapshot = await mkdtemp(join(dataDir, '.backup-'));
  try {
    const started = performance.now();
    await database.whileNoQueryRuns((filesDir) =>
      cp(filesDir, join(snapshot, EMBEDDED_ENTRIES.database), {
        recursive: true,
        mode: constants.COPYFILE_FICLONE,
      }),
    );
    const pausedMs = performance.now() - started;
    const manifest: BackupManifest = {
      format: 'talent-marketplace-backup',
      version: 1,
      database: 'embedded',
      createdAt: new Date().toISOString(),
      migrations,
    };
    writeFileSync(join(snapshot, EMBEDDED_ENTRIES.manifest), `${JSON.stringify(manifest, null, 2)}\n`);
    const entries: string[] = [EMBEDDED_ENTRIES.manifest, EMBEDDED_ENTRIES.database];
    if (signingKeyPath && existsSync(signingKeyPath)) {
      writeFileSync(join(snapshot, EMBEDDED_ENTRIES.signingKey), readFileSync(signingKeyPath), { mode: 0o600 });
      entries.push(EMBEDDED_ENTRIES.signingKey);
    }
    const stream = create({ gzip: true, cwd: snapshot, portable: true }, entries) as unknown as Readable;
    const removeSnapshot = () => rmSync(snapshot, { recursive: true, force: true });
    stream.once('end', removeSnapshot);
    stream.once('error', removeSnapshot);
    stream.once('close', removeSnapshot);
    return { stream, pausedMs };
  } catch (err) {
    rmSync(snapshot, { recursive: true, force: true });
    throw err;
  }
}

/** What a restore may write: the manifest, the database's files, the signing key; nothing outside them. */
const RESTORED = new Set<string>(Object.values(EMBEDDED_ENTRIES));
const isRestored = (path: string) => {
  const parts = path.split('/').filter((p) => p !== '' && p !== '.');
  return parts.length > 0 && !parts.includes('..') && RESTORED.has(parts[0]!);
};

/** The directory a restore may write into: new, or empty but for a lock file left by a server that ran there. */
function checkEmptyTarget(dataDir: string): void {
  if (!existsSync(dataDir)) return;
  const present = readdirSync(dataDir).filter((name) => name !== 'server.lock');
  if (present.length > 0) {
    throw new BackupFileError(
      `${dataDir} is not empty (it holds ${present.join(', ')}). A restore never writes over data: restore into a ` +
        'new directory, check it, then point DATA_DIR at it.',
    );
  }
}

function readManifest(dataDir: string): BackupManifest {
  const path = join(dataDir, EMBEDDED_ENTRIES.manifest);
  try {
    return manifestSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  } catch {
    throw new BackupFileError(
      `This archive is not a backup of this program: it has no valid ${EMBEDDED_ENTRIES.manifest}.`,
    );
  } finally {
    rmSync(path, { force: true });
  }
}

/**
 * Brings an embedded database's backup back into a new directory, applies the migrations this program has that the
 * backup lacks, runs `afterOpen` on it (the erasure journal), and says what it then holds. A restore that fails
 * leaves the directory as empty as it found it.
 */
export async function restoreEmbedded<T>(
  file: string,
  dataDir: string,
  afterOpen: (db: Db) => Promise<T>,
): Promise<{ contents: DatabaseContents; done: T }> {
  checkEmptyTarget(dataDir);
  const unlock = lockDataDir(dataDir);
  const clean = () => {
    for (const name of RESTORED) rmSync(join(dataDir, name), { recursive: true, force: true });
  };
  try {
    try {
      await extract({ file, cwd: dataDir, strict: true, filter: isRestored });
    } catch (err) {
      throw new BackupFileError(`The backup is damaged: ${(err as Error).message}`);
    }
    const manifest = readManifest(dataDir);
    if (manifest.migrations > knownMigrationCount()) {
      throw new BackupFileError(
        `The backup was made by a newer version of this program (${manifest.migrations} migrations, this one knows ` +
          `${knownMigrationCount()}): restore it with that version.`,
      );
    }
    if (!existsSync(join(dataDir, EMBEDDED_ENTRIES.database, 'PG_VERSION'))) {
      throw new BackupFileError('The backup holds no database.');
    }
    if (existsSync(signingKeyPath(dataDir))) chmodSync(signingKeyPath(dataDir), 0o600);
    const database = await openDatabase({ dataDir });
    try {
      const done = await afterOpen(database.db);
      return { contents: await databaseContents(database.db), done };
    } finally {
      await database.close();
    }
  } catch (err) {
    clean();
    if (err instanceof BackupFileError) throw err;
    throw new BackupFileError(`The backup could not be restored: ${(err as Error).message}`);
  } finally {
    unlock();
  }
}
