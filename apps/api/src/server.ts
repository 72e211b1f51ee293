import cluster from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirLockedError, lockDataDir } from './db/lock.js';
import { createLogDestination } from './lib/log-destination.js';
import { loggerOptions } from './lib/log-options.js';
import { MissingSecretError, resolveSecret, SecretFileError } from './lib/secret.js';
import { createTokenService } from './lib/jwt.js';
import { startBackgroundJobs } from './background-jobs.js';
import { superviseApiProcesses } from './process-supervisor.js';
import { keepOpenJobSkillsCurrent } from './search/index.js';
import { rereadStoredSkills } from './skills/index.js';
import { seedDemoMarket } from './demo/index.js';
import { openControlSocket, makeEmbeddedBackup, JournalFileError, openErasureJournal } from './backup/index.js';

/** Errors whose message says all an operator needs: printed alone, without a stack. */
const EXPLAINED = [ConfigError, DataDirLockedError, SecretFileError, MissingSecretError, JournalFileError];

/** Where the log goes: never waits for its reader, so that a reader that stalls or goes away holds nothing. */
const logOutput = createLogDestination();

/**
 * How long the last lines of a failed start or of a forced exit may wait for a reader that is behind: these exits
 * are already late or already failing, so they get less time than a shutdown's grace period.
 */
const LAST_LINES_MS = 2_000;

/** Stops the server on a signal: the background jobs, new requests, then the database, within the grace period. */
function shutdownOf({
  app,
  config,
  database,
  unlock,
  stopJobs,
  closeControlSocket,
}: {
  app: Awaited<ReturnType<typeof buildApp>>;
  config: ReturnType<typeof loadConfig>;
  database: Awaited<ReturnType<typeof openDatabase>>;
  unlock: () => void;
  stopJobs: () => void;
  closeControlSocket: () => Promise<void>;
}) {
  let closing = false;
  return async (signal: string) => {
    if (closing) return;
    closing = true;
    const graceMs = config.SHUTDOWN_GRACE_SECONDS * 1000;
    app.log.info({ signal }, 'shutting down');
    // Requests still running after the grace period (a stalled upload, say) are cut, so the drain always ends.
    const cut = setTimeout(() => {
      app.log.warn(
        { graceSeconds: config.SHUTDOWN_GRACE_SECONDS },
        'closing the connections still open after the grace period',
      );
      app.server.closeAllConnections();
    }, graceMs).unref();
    // The last resort, should closing the database hang: said in the log, unlike a silent exit.
    const force = setTimeout(() => {
      app.log.error('shutdown did not finish in time; exiting');
      void logOutput.settle(LAST_LINES_MS).then(() => process.exit(1));
    }, graceMs + 10_000).unref();
    let code = 0;
    try {
      stopJobs();
      await closeControlSocket();
      await app.close();
      await database.close();
      app.log.info('stopped');
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      code = 1;
    } finally {
      unlock();
      clearTimeout(cut);
      clearTimeout(force);
    }
    // The last lines (`stopped`) go out if the reader takes them; one that stalls or has gone away cannot hold the exit.
    await logOutput.settle(graceMs);
    process.exit(code);
  };
}

/**
 * Starts the product: the API, and in production the web app, on one port; with WEB_CONCURRENCY above 1, this
 * process supervises that many API processes sharing the port, each of which runs this function too.
 */
async function main() {
  const config = loadConfig();
  if (cluster.isPrimary && config.WEB_CONCURRENCY > 1) {
    // A missing shared key is said once, here, rather than by each process that would fail on it.
    resolveSecret(config.JWT_SECRET, config.DATA_DIR, { shared: true });
    const log = pino(loggerOptions(config.LOG_LEVEL), logOutput);
    superviseApiProcesses(config, log, (code) => void logOutput.settle(LAST_LINES_MS).then(() => process.exit(code)));
    return;
  }
  const unlock = config.DATABASE_URL ? () => {} : lockDataDir(config.DATA_DIR);
  // Before the database, so that a damaged key file stops the start at once with its message.
  const {
    secret,
    path: secretPath,
    generated,
  } = resolveSecret(config.JWT_SECRET, config.DATA_DIR, {
    shared: Boolean(config.DATABASE_URL),
  });
  // Before anyone can delete their account: an erasure without its journal line would come back with a restore.
  await openErasureJournal(config.ERASURE_JOURNAL);
  // The pool is opened before the app and its logger exist; what it reports before then goes to stderr.
  const logger: { current?: FastifyBaseLogger } = {};
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    onConnectionError: (err) =>
      logger.current
        ? logger.current.warn({ err }, 'a database connection was lost; the next query opens a new one')
        : console.warn(err.message),
  });
  const tokens = createTokenService(secret, config.ACCESS_TOKEN_TTL_SECONDS, config.REFRESH_TOKEN_TTL_DAYS);
  const ctx = { config, database, db: database.db, tokens, secret, redisUrl: config.REDIS_URL };
  const app = await buildApp(ctx, {
    logger: { ...loggerOptions(config.LOG_LEVEL), stream: logOutput },
    serveWeb: config.NODE_ENV === 'production',
  });
  logger.current = app.log;
  logOutput.onDropped = (count) =>
    app.log.warn({ droppedLines: count }, 'log lines were dropped while the log output was not being read');
  if (database.kind === 'pglite' && config.NODE_ENV === 'production') {
    app.log.warn(
      'the embedded database survives a crash of this program but not of the machine (power cut, VM reset): ' +
        'run production on a PostgreSQL server with DATABASE_URL',
    );
  }
  if (generated)
    app.log.warn({ path: secretPath }, 'generated a signing key; set JWT_SECRET to share one between instances');
  // Before any list is read: keys written by another reading of skills would not meet this one's.
  const reread = await rereadStoredSkills(database.db);
  if (reread) app.log.info(reread, 'stored skills read again as this version reads them');
  if (config.SEED_DEMO_DATA) {
    const { jobsCreated } = await seedDemoMarket(database.db);
    app.log.info({ jobsCreated }, 'demo job market ready');
  }
  const stopBackgroundJobs = await startBackgroundJobs(ctx, app.log);
  // Read now and as jobs are written rather than by the next professional to open their list (it waits otherwise).
  const stopReadingOpenJobs = keepOpenJobSkillsCurrent(database.db, (err) =>
    app.log.warn({ err }, 'open jobs not read for matching'),
  );
  const stopJobs = () => {
    stopReadingOpenJobs();
    stopBackgroundJobs();
  };

  // `npm run backup` asks this server for the embedded database's backup: nothing else may open it meanwhile.
  const closeControlSocket =
    database.kind === 'pglite'
      ? await openControlSocket(
          config.DATA_DIR,
          { backup: () => makeEmbeddedBackup(database, config.DATA_DIR, secretPath) },
          app.log,
        )
      : async () => {};

  const shutdown = shutdownOf({ app, config, database, unlock, stopJobs, closeControlSocket });
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  // Under a supervisor, which says it once all its processes listen.
  if (cluster.isPrimary) {
    app.log.info(`Open http://localhost:${config.PORT}/ (API docs at /api/docs/, database: ${database.kind})`);
  }
}

main().catch((err) => {
  console.error(EXPLAINED.some((type) => err instanceof type) ? err.message : err);
  void logOutput.settle(LAST_LINES_MS).then(() => process.exit(1));
});
