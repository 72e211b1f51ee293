import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveSecret, SecretFileError } from '../../src/lib/secret.js';
import { freePort, startServer, waitForServer } from '../helpers/server-process.js';

describe('the generated signing key', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'talent-key-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('is created whole, readable by its owner only, and kept across starts', () => {
    const dir = tempDir();
    const first = resolveSecret(undefined, dir);
    expect(first.generated).toBe(true);
    expect(first.secret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir)).toEqual(['jwt-secret']); // no temporary file left behind
    const second = resolveSecret(undefined, dir);
    expect(second.generated).toBe(false);
    expect(Buffer.from(second.secret).equals(Buffer.from(first.secret))).toBe(true);
  });

  it('is not read from an empty or truncated file', () => {
    for (const content of ['', '\n', 'short-key']) {
      const dir = tempDir();
      writeFileSync(join(dir, 'jwt-secret'), content);
      expect(() => resolveSecret(undefined, dir)).toThrow(SecretFileError);
    }
  });

  it('stops the server at start with a message that says what to do', { timeout: 60_000 }, async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'jwt-secret'), '');
    const run = startServer(dir, await freePort());
    expect((await run.exited).code).toBe(1);
    expect(run.output()).toContain(`The signing key file ${join(dir, 'jwt-secret')} is empty`);
    expect(run.output()).toContain('Delete the file');
    expect(run.output()).not.toMatch(/\n\s+at /); // a message, not a stack trace
  });

  it(
    'is announced in the log when the server generates it for the embedded database',
    { timeout: 90_000 },
    async () => {
      const dir = tempDir();
      const run = startServer(dir, await freePort());
      await waitForServer(run);
      run.child.kill('SIGTERM');
      await run.exited;
      expect(run.output()).toContain('generated a signing key');
      expect(run.output()).toContain(join(dir, 'jwt-secret'));
    },
  );

  it(
    'is never generated for a server on PostgreSQL: without JWT_SECRET it refuses to start, saying why',
    { timeout: 60_000 },
    async () => {
      const dir = tempDir();
      const run = startServer(dir, await freePort(), {
        env: { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/never-opened', JWT_SECRET: '' },
      });
      expect((await run.exited).code).toBe(1);
      expect(run.output()).toContain('JWT_SECRET is not set');
      expect(run.output()).toContain('the same on every instance');
      expect(run.output()).not.toMatch(/\n\s+at /);
      expect(readdirSync(dir)).toEqual([]);
    },
  );

  it('is not needed when JWT_SECRET is set', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'jwt-secret'), '');
    expect(resolveSecret('x'.repeat(32), dir).generated).toBe(false);
  });
});
