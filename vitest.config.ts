import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const postgres = process.env.TEST_DATABASE_URL;

/**
 * The API's integration tests, a folder for each module (and `server/` for what the server does whatever the module);
 * `process/` and `postgres/` are projects of their own, `helpers/` holds none.
 */
const API_TESTS = 'apps/api/test';
const OWN_PROJECTS = ['process', 'postgres', 'helpers'];
const API_TEST_FILES = readdirSync(API_TESTS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !OWN_PROJECTS.includes(entry.name))
  .flatMap((folder) =>
    readdirSync(`${API_TESTS}/${folder.name}`)
      .filter((name) => name.endsWith('.test.ts'))
      .map((name) => `${API_TESTS}/${folder.name}/${name}`),
  );

/**
 * The API's test files that open no database (pure functions: the fee check's rates, the mails' and SMS' words): run
 * once, not again on PostgreSQL, where they would prove nothing more. A file is one when it names none of the helpers
 * that give a database or a server.
 */
const USES_A_DATABASE = /helpers\/(test-app|api-program|server-process)|db\/client|TEST_DB/;
const DATABASE_FREE = API_TEST_FILES.filter((file) => !USES_A_DATABASE.test(readFileSync(file, 'utf8')));

/**
 * The API's test files whose subject is not how the database answers (sign-in and tokens, profiles and files, the
 * HTTP layer's codes and headers, the mails' words, the demo's sandboxes): they run on PGlite, the database `npm start`
 * uses, and not again on PostgreSQL, where the same statements give the same rows. Every other file, whose subject is
 * SQL (the job lists, applying, the hiring's moves and locks, the outbox's claims, SMS limits, erasure and export,
 * concurrent registrations, hostile text), runs on both. A file added to the suite runs on both until it is named here.
 */
const ONE_DATABASE = [
  'admin-access',
  'audit-events',
  'change-password',
  'common-passwords',
  'compression',
  'consents',
  'cv-skills',
  'demo-login',
  'demo-market-language',
  'demo-sandbox',
  'detail-codes',
  'email-confirmation',
  'employer-sandbox',
  'field-error-codes',
  'files',
  'french-mail',
  'health',
  'hiring-create-job',
  'hostile-multipart',
  'log-redaction',
  'login',
  'logout',
  'metrics',
  'openapi',
  'password-reset',
  'pdf-bomb',
  'picture-uploads',
  'profile',
  'profile-files',
  'rate-limit',
  'sign-in-throttle',
  'social-attacks',
  'social-providers',
  'social-sign-in',
  'staff-second-factor',
  'token-keys',
  'user-status',
  'web-app',
].map((name) => API_TEST_FILES.find((file) => file.endsWith(`/${name}.test.ts`)) ?? name);
const gone = ONE_DATABASE.filter((file) => !file.endsWith('.test.ts'));
if (gone.length > 0) throw new Error(`vitest.config.ts names test files that are not there: ${gone.join(', ')}`);

/**
 * The files that take longest start first, whatever their project: the server processes' files (each waits on a build,
 * a start-up or a lease for tens of seconds) and PostgreSQL's own; the others fill the workers around them. Vitest's
 * own order, which runs the projects one after another and a fresh clone's files by size, left those waits at the end
 * of the run with nothing beside them.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) =>
      file.project.name === 'api-process' ? 0 : file.moduleId.includes('/apps/api/test/postgres/') ? 1 : 2;
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

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
    sequence: { sequencer: LongestFirst },
    projects: [
      { test: { name: 'shared', include: ['packages/shared/test/**/*.test.ts'] } },
      // Checks of the repository's own tooling (the lint's architecture rules).
      { test: { name: 'repo', include: ['test/*.test.ts'], testTimeout: 120_000 } },
      {
        test: {
          name: 'api-pglite',
          include: API_TEST_FILES,
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
                include: [...API_TEST_FILES, 'apps/api/test/postgres/*.test.ts'],
                exclude: [...configDefaults.exclude, ...DATABASE_FREE, ...ONE_DATABASE],
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
