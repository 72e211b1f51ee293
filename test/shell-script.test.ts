import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHELL_SCRIPT_FILE, shellScriptModule } from '../scripts/lib/shell-script.js';

describe("the shell's inline script", () => {
  it('is the one built from its TypeScript source (npx tsx scripts/shell-script.ts builds it again)', async () => {
    expect(readFileSync(SHELL_SCRIPT_FILE, 'utf8')).toBe(await shellScriptModule());
  });
});
