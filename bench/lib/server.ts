// The real API server, started as its own process on 127.0.0.1 and a free port, and stopped by its PID: from the
// sources (`node --import tsx apps/api/src/server.ts`, one API process unless told), or as `npm start` runs it
// (`node apps/api/dist/server.js`, NODE_ENV=production, as many API processes as it chooses by itself).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../../scripts/lib/free-port.js';
import { memoryMb, track } from './processes.js';

export interface RunningServer {
  pid: number;
  port: number;
  base: string;
  /** SIGTERM, then SIGKILL if it has not exited within 20 s; gives the peak resident memory seen. */
  stop(): Promise<{ peakRssMb: number | null }>;
}

/**
 * How the server runs: `source` is the benchmarks' own way (one process, its CPU read by its pid); `npm-start` is
 * the product's, the built server with the number of API processes `npm start` chooses (one per core on PostgreSQL).
 */
export type ServerMode = 'source' | 'npm-start';

export function serverModeOf(value: string | undefined): ServerMode {
  const mode = value ?? 'source';
  if (mode !== 'source' && mode !== 'npm-start') throw new Error(`--server must be source or npm-start, not ${mode}`);
  return mode;
}

/** What `npm start` does before it starts the server: the build. Skipped with `--no-build` (a build already made). */
export function buildForNpmStart(root: string): void {
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the build failed');
}

export async function startServer(options: {
  root: string;
  logFile: string;
  jwtSecret: string;
  databaseUrl?: string;
  dataDir: string;
  /** Extra Node options, e.g. --cpu-prof to see where a request's time goes. */
  nodeArgs?: string[];
  /** Settings that differ from the ones below (the web benchmark wants the demo market, say). */
  env?: Record<string, string>;
  mode?: ServerMode;
}): Promise<RunningServer> {
  const npmStart = options.mode === 'npm-start';
  const entry = npmStart ? 'apps/api/dist/server.js' : 'apps/api/src/server.ts';
  if (npmStart && !existsSync(join(options.root, entry)))
    throw new Error(`${entry} is not built: run \`npm run build\` (or leave out --no-build)`);
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of [
    'DATABASE_URL',
    'REDIS_URL',
    'METRICS_TOKEN',
    'PUBLIC_URL',
    'GOOGLE_CLIENT_ID',
    'GOOGLE_CLIENT_SECRET',
    'LINKEDIN_CLIENT_ID',
    'LINKEDIN_CLIENT_SECRET',
  ]) {
    delete env[key];
  }
  // Production, as deployed (it also serves the built web app when there is one).
  const production = npmStart || existsSync(join(options.root, 'apps/web/dist/index.html'));
  Object.assign(env, {
    NODE_ENV: production ? 'production' : 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: options.dataDir,
    JWT_SECRET: options.jwtSecret,
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_IP: '100000000',
    RATE_LIMIT_PER_ACCOUNT: '100000000',
    // One API process, whose CPU the benchmarks read by its pid; `npm run bench:sweep` sets its own.
    WEB_CONCURRENCY: '1',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  });
  // As `npm start` runs it: the number of API processes is the server's own choice, or the one the command was given
  // (`WEB_CONCURRENCY=1 npm run bench:moments -- --server npm-start`), as a reader would give it to `npm start`.
  if (npmStart) {
    if (process.env.WEB_CONCURRENCY) env.WEB_CONCURRENCY = process.env.WEB_CONCURRENCY;
    else delete env.WEB_CONCURRENCY;
  }
  const log = createWriteStream(options.logFile, { flags: 'a' });
  const child: ChildProcess = track(
    spawn(process.execPath, [...(options.nodeArgs ?? []), ...(npmStart ? [] : ['--import', 'tsx']), entry], {
      cwd: options.root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const pid = child.pid!;
  const base = `http://127.0.0.1:${port}`;
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));

  // Ready when /readyz answers 200 (the database is open and migrated); bounded to two minutes.
  const deadline = Date.now() + 120_000;
  for (let attempt = 0; Date.now() < deadline; attempt += 1) {
    if (exited !== undefined)
      throw new Error(`the server exited with code ${exited} while starting; see ${options.logFile}`);
    try {
      const response = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, Math.min(100 * (attempt + 1), 500)));
  }
  if (Date.now() >= deadline) {
    process.kill(pid, 'SIGKILL');
    throw new Error(`the server did not become ready within 120 s; see ${options.logFile}`);
  }

  let peak: number | null = null;
  const sampler = setInterval(() => {
    const m = memoryMb(pid);
    if (m) peak = Math.max(peak ?? 0, m.peak);
  }, 1_000);
  sampler.unref();

  return {
    pid,
    port,
    base,
    async stop() {
      clearInterval(sampler);
      const m = memoryMb(pid);
      if (m) peak = Math.max(peak ?? 0, m.peak);
      if (exited === undefined) {
        const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        process.kill(pid, 'SIGTERM');
        const timer = setTimeout(() => {
          if (exited === undefined) process.kill(pid, 'SIGKILL');
        }, 20_000);
        await gone;
        clearTimeout(timer);
      }
      log.end();
      return { peakRssMb: peak };
    },
  };
}
