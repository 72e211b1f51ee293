import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CYCLE_CHECKED,
  cyclesOf,
  drawing,
  fileCyclesOf,
  fileGraph,
  missingModuleFiles,
  moduleGraph,
  withDrawing,
} from '../scripts/lib/module-graph.js';

// The repository's own lint configuration, run on small files that break one rule each.
const eslint = new ESLint({ cwd: process.cwd() });

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('the lint keeps the architecture', () => {
  const cycleDir = mkdtempSync(join('apps/web/test', 'lint-cycle-'));
  afterAll(() => rmSync(cycleDir, { recursive: true, force: true }));

  it('refuses a feature importing another feature', async () => {
    const code = "import { HomePage } from '../home/home-page';\nexport const page = HomePage;\n";
    expect(await rulesBroken('apps/web/src/features/auth/lint-fixture.ts', code)).toContain(
      'import-x/no-restricted-paths',
    );
    // Within its own feature, the same kind of import is fine.
    const own = "import { AuthPage } from './auth-page';\nexport const page = AuthPage;\n";
    expect(await rulesBroken('apps/web/src/features/auth/lint-fixture.ts', own)).toEqual([]);
  });

  it('refuses shared web code importing a feature', async () => {
    const cases = [
      ['api/queries', '../../features/professional/job-page'],
      ['components/layout', '../../features/account/email-settings-page'],
      ['lib', '../features/home/home-page'],
      ['session', '../features/auth/auth-page'],
    ];
    for (const [shared, feature] of cases) {
      const code = `import * as feature from '${feature}';\nexport const used = feature;\n`;
      expect(await rulesBroken(`apps/web/src/${shared}/lint-fixture.ts`, code)).toContain(
        'import-x/no-restricted-paths',
      );
    }
  });

  it('refuses a feature or shared web code importing the app, which puts them together', async () => {
    const code = "import { AppRoutes } from '../../app/router';\nexport const routes = AppRoutes;\n";
    for (const file of ['apps/web/src/features/auth/lint-fixture.ts', 'apps/web/src/components/ui/lint-fixture.ts']) {
      expect(await rulesBroken(file, code)).toContain('import-x/no-restricted-paths');
    }
    const own = "import { lazyPage } from '../lib/lazy-page';\nexport const page = lazyPage;\n";
    expect(await rulesBroken('apps/web/src/app/lint-fixture.ts', own)).toEqual([]);
  });

  it('refuses a service running SQL of its own', async () => {
    const file = 'apps/api/src/hiring/lint-fixture.ts';
    const query = "import { sql } from 'drizzle-orm';\nexport const now = sql`now()`;\n";
    expect(await rulesBroken(file, query)).toContain('@typescript-eslint/no-restricted-imports');
    const table = "import { jobs } from '../db/schema.js';\nexport const table = jobs;\n";
    expect(await rulesBroken(file, table)).toContain('@typescript-eslint/no-restricted-imports');
    const handle = "import { openDatabase } from '../db/client.js';\nexport const open = openDatabase;\n";
    expect(await rulesBroken(file, handle)).toContain('@typescript-eslint/no-restricted-imports');
    // The handle's type, passed on to a repository, is fine.
    const type = "import type { Db } from '../db/client.js';\nexport type Handle = Db;\n";
    expect(await rulesBroken(file, type)).toEqual([]);
  });

  it('refuses reaching into the job lists past their index, from the API or the benchmark', async () => {
    const inside = "import { searchJobs } from '../../search/job-search.js';\nexport const list = searchJobs;\n";
    expect(await rulesBroken('apps/api/src/hiring/routes/lint-fixture.ts', inside)).toContain(
      'import-x/no-restricted-paths',
    );
    const index = "import { searchJobs } from '../../search/index.js';\nexport const list = searchJobs;\n";
    expect(await rulesBroken('apps/api/src/hiring/routes/lint-fixture.ts', index)).toEqual([]);
    const bench =
      "import { keepRecentJobCopy } from '../apps/api/src/search/recent-job-copy.js';\nexport const k = keepRecentJobCopy;\n";
    expect(await rulesBroken('bench/lint-fixture.ts', bench)).toContain('@typescript-eslint/no-restricted-imports');
    // Inside the module, its files use each other.
    const own = "import { searchQueryOf } from './search-terms.js';\nexport const q = searchQueryOf;\n";
    expect(await rulesBroken('apps/api/src/search/lint-fixture.ts', own)).toEqual([]);
  });

  it("refuses an import past another module's door, from a module or from the top", async () => {
    const past = "import { hashPassword } from '../accounts/passwords.js';\nexport const hash = hashPassword;\n";
    expect(await rulesBroken('apps/api/src/hiring/lint-fixture.ts', past)).toContain('import-x/no-restricted-paths');
    const door = "import { hashPassword } from '../accounts/index.js';\nexport const hash = hashPassword;\n";
    expect(await rulesBroken('apps/api/src/hiring/lint-fixture.ts', door)).toEqual([]);
    const top =
      "import { replayErasures } from './privacy/account-deletion.js';\nexport const replay = replayErasures;\n";
    expect(await rulesBroken('apps/api/src/lint-fixture.ts', top)).toContain('import-x/no-restricted-paths');
    const bench =
      "import { buildEmployer } from '../apps/api/src/demo/factories/users.js';\nexport const b = buildEmployer;\n";
    expect(await rulesBroken('bench/lint-fixture.ts', bench)).toContain('@typescript-eslint/no-restricted-imports');
  });

  it("refuses a door or a service passing a repository's functions on, and lets types through", async () => {
    const reexport = "export { findJob } from './repositories/employer-jobs.js';\n";
    expect(await rulesBroken('apps/api/src/hiring/index.ts', reexport)).toContain('no-restricted-syntax');
    const all = "export * from './repositories/employer-jobs.js';\n";
    expect(await rulesBroken('apps/api/src/hiring/index.ts', all)).toContain('no-restricted-syntax');
    const service = "export { lockJob as lockedJob } from './repositories/job-status.js';\n";
    expect(await rulesBroken('apps/api/src/hiring/lint-fixture.ts', service)).toContain('no-restricted-syntax');
    const route = "export { findJob } from '../repositories/employer-jobs.js';\n";
    expect(await rulesBroken('apps/api/src/hiring/routes/lint-fixture.ts', route)).toContain('no-restricted-syntax');
    // A row's type may pass, and a service wrapping the repository is what the door exports.
    const type = "export type { JobRow } from './repositories/job-status.js';\n";
    expect(await rulesBroken('apps/api/src/hiring/index.ts', type)).toEqual([]);
    const wrapped = "export { lockedJob } from './job-closing.js';\n";
    expect(await rulesBroken('apps/api/src/hiring/index.ts', wrapped)).toEqual([]);
  });

  it("refuses a route calling its module's repositories, and a service of the job lists or the backup running SQL of its own where no file is named", async () => {
    const route = "import { findJob } from '../repositories/employer-jobs.js';\nexport const f = findJob;\n";
    expect(await rulesBroken('apps/api/src/hiring/routes/lint-fixture.ts', route)).toContain(
      'import-x/no-restricted-paths',
    );
    const service = "import { ownJob } from '../employer-requests.js';\nexport const f = ownJob;\n";
    expect(await rulesBroken('apps/api/src/hiring/routes/lint-fixture.ts', service)).toEqual([]);
    // The exemptions from the SQL rule are files, named: a new file of search or backup keeps to the rule.
    const query = "import { sql } from 'drizzle-orm';\nexport const now = sql`now()`;\n";
    for (const file of ['apps/api/src/search/lint-fixture.ts', 'apps/api/src/backup/lint-fixture.ts']) {
      expect(await rulesBroken(file, query)).toContain('@typescript-eslint/no-restricted-imports');
    }
    expect(await rulesBroken('apps/api/src/search/search-conditions.ts', query)).toEqual([]);
  });

  it('refuses the base importing a module', async () => {
    const code = "import { signIn } from '../accounts/index.js';\nexport const s = signIn;\n";
    expect(await rulesBroken('apps/api/src/lib/lint-fixture.ts', code)).toContain('import-x/no-restricted-paths');
  });

  it('refuses a cycle between modules, and keeps the drawing of the modules true to their imports', () => {
    const tree = mkdtempSync(join(tmpdir(), 'module-graph-'));
    try {
      for (const [file, code] of [
        ['alpha/index.ts', "export { a } from './a.js';\n"],
        ['alpha/a.ts', "import { b } from '../beta/index.js';\nexport const a = () => b();\n"],
        ['beta/index.ts', "export { b } from './b.js';\n"],
        // Through another file of the module than the one the other module imports: no file cycle, a module cycle.
        ['beta/b.ts', "import { c } from './c.js';\nexport const b = () => c();\n"],
        ['beta/c.ts', "import { a } from '../alpha/index.js';\nexport const c = () => a();\n"],
        ['lib/l.ts', 'export const l = 1;\n'],
      ] as const) {
        mkdirSync(join(tree, file, '..'), { recursive: true });
        writeFileSync(join(tree, file), code);
      }
      const graph = moduleGraph(tree);
      expect([...graph.keys()]).toEqual(['alpha', 'beta']);
      expect(cyclesOf(graph)).toEqual([['alpha', 'beta', 'alpha']]);
      expect(drawing(graph)).toContain('alpha --> beta');
      // Each module has its door and its README.
      writeFileSync(join(tree, 'alpha/README.md'), '# Alpha\n');
      expect(missingModuleFiles(tree)).toEqual([`${tree}/beta/README.md`]);
      // The API itself has none, and its README draws it as its imports are.
      const api = moduleGraph('apps/api/src');
      expect(cyclesOf(api)).toEqual([]);
      expect(missingModuleFiles('apps/api/src')).toEqual([]);
      const readme = readFileSync('apps/api/README.md', 'utf8');
      expect(withDrawing(readme, drawing(api))).toBe(readme);
      api.get('search')!.add('admin');
      expect(withDrawing(readme, drawing(api))).not.toBe(readme);
    } finally {
      rmSync(tree, { recursive: true, force: true });
    }
  });

  it('refuses a repository importing a service', async () => {
    const code = "import { hashPassword } from '../passwords.js';\nexport const hash = hashPassword;\n";
    expect(await rulesBroken('apps/api/src/accounts/repositories/lint-fixture.ts', code)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses the web app importing the API', async () => {
    const code = "import { loadConfig } from '../../../api/src/config.js';\nexport const config = loadConfig;\n";
    expect(await rulesBroken('apps/web/src/lib/lint-fixture.ts', code)).toContain('import-x/no-restricted-paths');
  });

  it('refuses an import cycle between files, through type imports and index files too', () => {
    writeFileSync(join(cycleDir, 'a.ts'), "import { b } from './b.js';\nexport const a = () => b();\n");
    writeFileSync(join(cycleDir, 'b.ts'), "import { c } from './c';\nexport const b = () => c();\n");
    mkdirSync(join(cycleDir, 'c'), { recursive: true });
    writeFileSync(join(cycleDir, 'c', 'index.ts'), "import type { A } from '../d';\nexport const c = (x?: A) => x;\n");
    writeFileSync(join(cycleDir, 'd.ts'), "import { a } from './a.js';\nexport type A = ReturnType<typeof a>;\n");
    writeFileSync(join(cycleDir, 'e.ts'), "import { a } from './a.js';\nexport const e = a;\n");
    const cycles = fileCyclesOf(fileGraph([cycleDir])).map((group) => group.map((f) => relative(resolve(cycleDir), f)));
    expect(cycles).toEqual([['a.ts', 'b.ts', 'c/index.ts', 'd.ts']]);
    // The repository itself has none but this test's.
    const fixture = resolve(cycleDir);
    expect(fileCyclesOf(fileGraph(CYCLE_CHECKED)).filter((group) => !group[0]!.startsWith(fixture))).toEqual([]);
  });

  it('refuses process.env outside the API configuration', async () => {
    const code = 'export const port = process.env.PORT;\n';
    expect(await rulesBroken('apps/api/src/hiring/routes/lint-fixture.ts', code)).toContain('no-restricted-properties');
    expect(await rulesBroken('apps/api/src/config.ts', code)).toEqual([]);
  });

  it('refuses a transaction in a route, and a file or a function too long to read in one sitting', async () => {
    const route = 'apps/api/src/hiring/routes/lint-fixture.ts';
    const transaction = 'export const f = (db: { transaction(run: () => void): void }) => db.transaction(() => {});\n';
    expect(await rulesBroken(route, transaction)).toContain('no-restricted-syntax');
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `  total += ${i};`).join('\n');
    const longFunction = `export function f() {\n  let total = 0;\n${lines(85)}\n  return total;\n}\n`;
    expect(await rulesBroken('apps/api/src/hiring/lint-fixture.ts', longFunction)).toContain('max-lines-per-function');
    // A route file's plugin may list its routes over twice the length.
    expect(await rulesBroken(route, longFunction)).toEqual([]);
    const longFile = Array.from({ length: 501 }, (_, i) => `export const v${i} = ${i};`).join('\n') + '\n';
    expect(await rulesBroken('apps/api/src/hiring/lint-fixture.ts', longFile)).toContain('max-lines');
  });

  it('refuses authentication anywhere but onRequest', async () => {
    const code = 'export const options = { preValidation: [] };\n';
    expect(await rulesBroken('apps/api/src/hiring/routes/lint-fixture.ts', code)).toContain('no-restricted-syntax');
  });
});
