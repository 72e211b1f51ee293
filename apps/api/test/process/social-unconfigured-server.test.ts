import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer, waitForServer } from '../helpers/server-process.js';

/** The environment of a plain `npm start`: none of the social sign-in variables. */
const isSocialVariable = (name: string) => /^(GOOGLE|LINKEDIN)_|^PUBLIC_URL$/.test(name);

describe('a server with no social sign-in provider configured', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'talent-social-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts as usual and offers no provider', { timeout: 90_000 }, async () => {
    const run = startServer(dataDir, await freePort(), { inherit: (name) => !isSocialVariable(name) });
    try {
      await waitForServer(run);
      const res = await fetch(`http://127.0.0.1:${run.port}/api/social/providers/`);
      expect(await res.json()).toEqual([]);
    } finally {
      run.child.kill('SIGTERM');
      await run.exited;
    }
  });
});
