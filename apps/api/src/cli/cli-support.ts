import { type Config, ConfigError } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { DataDirLockedError, lockDataDir } from '../db/lock.js';

/** Wrong words on the command line: the usage is printed with the message, and the exit code is 2. */
export class UsageError extends Error {}

/**
 * The embedded database cannot be shared between processes: a command refuses while a server holds the
 * directory, and says how to go on. Nothing to lock on a PostgreSQL server.
 */
export function lockForCommand(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>, command: string): () => void {
  if (config.DATABASE_URL) return () => {};
  try {
    return lockDataDir(config.DATA_DIR);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    throw new DataDirLockedError(
      `${err.message}\nThe embedded database cannot be shared: stop the server, run ${command}, then start it again.`,
    );
  }
}

/**
 * Runs `work` on the server's database (DATABASE_URL, else the embedded one in DATA_DIR, locked for this command as
 * `lockForCommand` says), and closes and unlocks it after, whatever `work` did.
 */
export async function withCommandDatabase<T>(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>,
  command: string,
  work: (database: Database) => Promise<T>,
  options: { poolSize?: number } = {},
): Promise<T> {
  const unlock = lockForCommand(config, command);
  let database: Database | undefined;
  try {
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, ...options });
    return await work(database);
  } finally {
    await database?.close();
    unlock();
  }
}

/**
 * Runs a command's main function and turns its failures into exit codes: 2 with the usage for a usage error, 1
 * with the message alone for the errors that explain themselves (the configuration, the lock, and those listed),
 * 1 with the whole error otherwise.
 */
export function runCommand(
  main: () => Promise<void>,
  usage: string,
  explained: readonly (abstract new (...args: never[]) => Error)[],
): void {
  main().catch((err: unknown) => {
    if (err instanceof UsageError) {
      console.error(`${err.message}\n\n${usage}`);
      process.exit(2);
    }
    const known = [ConfigError, DataDirLockedError, ...explained].some((type) => err instanceof type);
    console.error(known ? (err as Error).message : err);
    process.exit(1);
  });
}

/** A size for an operator to read: kB below a megabyte, so that a small backup does not read "0.0 MB". */
export const readableSize = (bytes: number) =>
  bytes < 1_000_000 ? `${Math.ceil(bytes / 1000)} kB` : `${(bytes / 1_000_000).toFixed(1)} MB`;
