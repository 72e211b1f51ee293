import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { strToU8, strFromU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { knownMigrationCount, openDatabase, type Database } from '../db/client.js';
import { lockDataDir } from '../db/lock.js';
import { createFileAtomically } from '../lib/atomic-file.js';
import { signingKeyPath } from '../lib/secret.js';
import { checkpoint, databaseContents, type DatabaseContents } from '../repositories/backup-contents.js';
import { BackupFileError, EMBEDDED_ENTRIES, manifestSchema, type BackupManifest } from './backup-file.js';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** How long the database answered no query while its files were copied: the one pause a backup makes. */
export interface EmbeddedBackup {
  bytes: Uint8Array;
  pausedMs: number;
}

/**
 * A backup of the embedded database while it serves: a checkpoint first (so that the copy needs no recovery and the
 * pause is short), then its files copied between two queries (PGlite runs one at a time, so the copy is of one
 * moment, as a crash would leave them: a transaction under way is rolled back at the restore, every committed one
 * is in it), then compressed with requests flowing again. Uploaded files live in the database, so they are in it.
 * `signingKeyPath` is the key the server generated in DATA_DIR, kept with the data so that links already mailed
 * (unsubscribe, file links) and sessions still hold after a restore.
 */
export async function makeEmbeddedBackup(database: Database, signingKeyPath?: string): Promise<EmbeddedBackup> {
  if (!database.dumpFiles) throw new Error('Only the embedded database is backed up by copying its files.');
  await checkpoint(database.db);
  const { migrations } = await databaseContents(database.db);
  const started = performance.now();
  const files = await database.dumpFiles();
  const pausedMs = performance.now() - started;
  const tarball = await gzipAsync(new Uint8Array(await files.arrayBuffer()));
  const manifest: BackupManifest = {
    format: 'talent-marketplace-backup',
    version: 1,
    database: 'embedded',
    createdAt: new Date().toISOString(),
    migrations,
  };
  const entries: Zippable = {
    [EMBEDDED_ENTRIES.manifest]: strToU8(`${JSON.stringify(manifest, null, 2)}\n`),
    // Already compressed: stored as it is.
    [EMBEDDED_ENTRIES.database]: [new Uint8Array(tarball), { level: 0 }],
  };
  if (signingKeyPath && existsSync(signingKeyPath)) {
    entries[EMBEDDED_ENTRIES.signingKey] = new Uint8Array(readFileSync(signingKeyPath));
  }
  return { bytes: zipSync(entries), pausedMs };
}

function readEntries(bytes: Uint8Array): { manifest: BackupManifest; database: Uint8Array; signingKey?: string } {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes);
  } catch (err) {
    throw new BackupFileError(`The backup is damaged (${(err as Error).message}): it cannot be read as a ZIP.`);
  }
  const manifestBytes = entries[EMBEDDED_ENTRIES.manifest];
  const database = entries[EMBEDDED_ENTRIES.database];
  if (!manifestBytes || !database) {
    throw new BackupFileError(
      `This ZIP is not a backup of this program: it lacks ${EMBEDDED_ENTRIES.manifest} or ${EMBEDDED_ENTRIES.database}.`,
    );
  }
  let manifest: BackupManifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(strFromU8(manifestBytes)));
  } catch {
    throw new BackupFileError(`This ZIP is not a backup of this program: its ${EMBEDDED_ENTRIES.manifest} is not one.`);
  }
  const key = entries[EMBEDDED_ENTRIES.signingKey];
  return { manifest, database, ...(key ? { signingKey: strFromU8(key) } : {}) };
}

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

/**
 * Brings an embedded database's backup back into a new directory, applies the migrations this program has that the
 * backup lacks, and says what it holds. A restore that fails leaves the directory as empty as it found it.
 */
export async function restoreEmbedded(bytes: Uint8Array, dataDir: string): Promise<DatabaseContents> {
  const { manifest, database: tarball, signingKey } = readEntries(bytes);
  if (manifest.migrations > knownMigrationCount()) {
    throw new BackupFileError(
      `The backup was made by a newer version of this program (${manifest.migrations} migrations, this one knows ` +
        `${knownMigrationCount()}): restore it with that version.`,
    );
  }
  checkEmptyTarget(dataDir);
  const unlock = lockDataDir(dataDir);
  try {
    const files = new Blob([new Uint8Array(await gunzipAsync(tarball))]);
    const database = await openDatabase({ dataDir, startFrom: files });
    let contents: DatabaseContents;
    try {
      contents = await databaseContents(database.db);
    } finally {
      await database.close();
    }
    if (signingKey) createFileAtomically(signingKeyPath(dataDir), signingKey);
    return contents;
  } catch (err) {
    rmSync(join(dataDir, 'pglite'), { recursive: true, force: true });
    rmSync(signingKeyPath(dataDir), { force: true });
    if (err instanceof BackupFileError) throw err;
    throw new BackupFileError(`The backup could not be restored: ${(err as Error).message}`);
  } finally {
    unlock();
  }
}
