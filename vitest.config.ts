import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

const postgres = process.env.TEST_DATABASE_URL;

/**
 * The API's test files that open no database (pure functions: the fee check's rates, the mails' and SMS' words): run
 * once, not again on PostgreSQL, where they would prove nothing more. A file is one when it names none of the helpers
 * that give a database or a server.
 */
const USES_A_DATABASE = /helpers\/(test-app|api-program|server-process)|db\/client|TEST_DB/;
const API_TESTS = 'apps/api/test';
const DATABASE_FREE = readdirSync(API_TESTS)
  .filter((name) => name.endsWith('.test.ts'))
  .filter((name) => !USES_A_DATABASE.test(readFileSync(`${API_TESTS}/${name}`, 'utf8')))
  .map((name) => `${API_TESTS}/${name}`);

/**
 * The API's files run in workers that keep the modules they imported. Every file builds its own app on its own
 * database (helpers/test-app.ts), and what the modules keep is keyed by that database or app, or is a memo of a pure
 * function (a password hash, parsed skills). Evaluating Fastify, drizzle and every schema again for each file bought
 * nothing and was more than half of those projects' time.
 */
const ISOLATE_API_FILES = false;

/**
 * Unit and integration tests; the API suite runs on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set,
 * with the tests of what only a server can do (connections killed, concurrent migrations) in test/postgres/.
 */
export default defineConfig({
  test: {
    /**
     * One worker more than the cores (Vitest's default is one fewer): the projects' files share the workers, and
     * while a file waits on a process of its own (a server it started, PostgreSQL), another one uses the core.
     */
    maxWorkers: availableParallelism() + 1,
    projects: [
      { test: { name: 'shared', include: ['packages/shared/test/**/*.test.ts'] } },
      // Checks of the repository's own tooling (the lint's architecture rules).
      { test: { name: 'repo', include: ['test/*.test.ts'], testTimeout: 120_000 } },
      {
        test: {
          name: 'api-pglite',
          include: ['apps/api/test/*.test.ts'],
          env: { TEST_DB: 'pglite' },
          isolate: ISOLATE_API_FILES,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The server as a process of its own (locks, signals, timeouts): the database does not matter, so once.
        test: {
          name: 'api-process',
          include: ['apps/api/test/process/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgres
        ? [
            {
              test: {
                name: 'api-postgres',
                include: ['apps/api/test/*.test.ts', 'apps/api/test/postgres/*.test.ts'],
                exclude: [...configDefaults.exclude, ...DATABASE_FREE],
                env: { TEST_DB: 'postgres', TEST_DATABASE_URL: postgres },
                isolate: ISOLATE_API_FILES,
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      'apps/web/vitest.config.ts',
    ],
  },
});
