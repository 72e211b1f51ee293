import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../scripts/lib/free-port';

export interface ProductionServer {
  baseURL: string;
  /** The build it serves, so a test can see which files there are. */
  webDist: string;
  stop(): Promise<void>;
}

/**
 * Builds the web app from the current sources into a directory of its own and starts the production server on
 * it and on a fresh embedded database: what a test measures is what a deploy of this code would send.
 */
export async function buildAndStartProductionServer(): Promise<ProductionServer> {
  const work = mkdtempSync(join(tmpdir(), 'talent-production-'));
  const webDist = join(work, 'web');
  const built = spawnSync('npx', ['vite', 'build', '--outDir', webDist, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: resolve('apps/web'),
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`the web build failed:\n${built.stdout}\n${built.stderr}`);

  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      WEB_DIST: webDist,
      DATA_DIR: join(work, 'data'),
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(work, { recursive: true, force: true });
  };

  const baseURL = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) break;
    const ready = await fetch(`${baseURL}/readyz`).then((r) => r.ok, () => false);
    if (ready) return { baseURL, webDist, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`the production server did not become ready:\n${output}`);
}
