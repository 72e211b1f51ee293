import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

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
    expect(await rulesBroken('apps/web/src/features/auth/lint-fixture.ts', code)).toContain('import-x/no-restricted-paths');
    // Within its own feature, the same kind of import is fine.
    const own = "import { AuthPage } from './auth-page';\nexport const page = AuthPage;\n";
    expect(await rulesBroken('apps/web/src/features/auth/lint-fixture.ts', own)).toEqual([]);
  });

  it('refuses the web app importing the API', async () => {
    const code = "import { loadConfig } from '../../../api/src/config.js';\nexport const config = loadConfig;\n";
    expect(await rulesBroken('apps/web/src/lib/lint-fixture.ts', code)).toContain('import-x/no-restricted-paths');
  });

  it('refuses an import cycle', async () => {
    writeFileSync(join(cycleDir, 'a.ts'), "import { b } from './b';\nexport const a = () => b();\n");
    writeFileSync(join(cycleDir, 'b.ts'), "import { a } from './a';\nexport const b = () => a();\n");
    const [result] = await eslint.lintFiles([relative(process.cwd(), join(cycleDir, 'a.ts'))]);
    expect(result?.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });

  it('refuses process.env outside the API configuration', async () => {
    const code = 'export const port = process.env.PORT;\n';
    expect(await rulesBroken('apps/api/src/routes/lint-fixture.ts', code)).toContain('no-restricted-properties');
    expect(await rulesBroken('apps/api/src/config.ts', code)).toEqual([]);
  });

  it('refuses authentication anywhere but onRequest', async () => {
    const code = 'export const options = { preValidation: [] };\n';
    expect(await rulesBroken('apps/api/src/routes/lint-fixture.ts', code)).toContain('no-restricted-syntax');
  });
});
