import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirLockedError, lockDataDir } from './db/lock.js';
import { resolveSecret } from './lib/secret.js';
import { createTokenService } from './services/jwt.js';
import { startBackgroundJobs } from './services/background-jobs.js';
import { seedDemoMarket } from './services/demo/market.js';

/** Starts the one process of the product: the API, and in production the web app, on one port. */
async function main() {
  const config = loadConfig();
  const unlock = config.DATABASE_URL ? () => {} : lockDataDir(config.DATA_DIR);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const secret = resolveSecret(config.JWT_SECRET, config.DATA_DIR);
  const tokens = createTokenService(secret, config.ACCESS_TOKEN_TTL_SECONDS, config.REFRESH_TOKEN_TTL_DAYS);
  const ctx = { config, database, db: database.db, tokens, secret, redisUrl: config.REDIS_URL };
  const app = await buildApp(ctx, {
    logger: { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    serveWeb: config.NODE_ENV === 'production',
  });
  if (config.SEED_DEMO_DATA) {
    const { jobsCreated } = await seedDemoMarket(database.db);
    app.log.info({ jobsCreated }, 'demo job market ready');
  }
  const stopJobs = await startBackgroundJobs(ctx, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      stopJobs();
      await app.close();
      await database.close();
    } finally {
      unlock();
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(`Open http://localhost:${config.PORT}/ (API docs at /api/docs/, database: ${database.kind})`);
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
