import { createHash, randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { expect } from 'vitest';
import { professionalRegistration } from './accounts.js';
import { apiProgram } from './api-program.js';
import { multipart } from './forms.js';
import { samplePdf } from './samples.js';
import { waitForServer, type ServerRun } from './server-process.js';

/** One writer's step: a professional registers, then sends a CV of their own. Times are performance.now(). */
export interface LoadWrite {
  writer: number;
  seq: number;
  email: string;
  password: string;
  cvSha256: string;
  startedAt: number;
  /** When the registration was answered 201; absent if it was not. */
  registeredAt?: number;
  /** When the CV was answered 200; absent if it was not. */
  cvAt?: number;
  /** The session the first server gave, to be used on the restored one. */
  access?: string;
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/**
 * Writers that each register and upload a CV, one step after the other, until stopped: every write the server
 * acknowledged is recorded with the moment it was, so that a backup taken meanwhile can be checked against them.
 * Two writers keep writes under way through a backup; four kept both cores busy and doubled the test's time
 * (65 s against 36 s on its own), which the test does not need.
 */
export function startWriteLoad(baseUrl: string, writers = 2) {
  const writes: LoadWrite[] = [];
  let stopping = false;
  const pdf = samplePdf();
  const writer = async (n: number) => {
    const base = await pdf;
    for (let seq = 0; !stopping; seq++) {
      const registration = professionalRegistration({
        email: `load-${n}-${seq}-${randomBytes(3).toString('hex')}@example.cd`,
      });
      // A CV of its own: the same PDF with the address in a comment after it, so that each file's hash differs.
      const cv = Buffer.concat([base, Buffer.from(`\n% ${registration.email}\n`)]);
      const write: LoadWrite = {
        writer: n,
        seq,
        email: registration.email,
        password: registration.password,
        cvSha256: sha256(cv),
        startedAt: performance.now(),
      };
      writes.push(write);
      const registered = await fetch(`${baseUrl}/api/register/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(registration),
      });
      if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
      write.registeredAt = performance.now();
      write.access = ((await registered.json()) as { access: string }).access;
      const form = await multipart({}, [{ field: 'cv', filename: 'cv.pdf', data: cv, type: 'application/pdf' }]);
      const uploaded = await fetch(`${baseUrl}/api/profile/`, {
        method: 'PATCH',
        headers: { ...form.headers, authorization: `Bearer ${write.access}` },
        body: form.payload,
      });
      if (uploaded.status !== 200) throw new Error(`CV: ${uploaded.status} ${await uploaded.text()}`);
      write.cvAt = performance.now();
    }
  };
  const running = Promise.all(Array.from({ length: writers }, (_, n) => writer(n)));
  let failure: unknown;
  running.catch((err: unknown) => (failure = err));
  return {
    writes,
    /** Resolves once `count` steps were acknowledged whole (registration and CV), however slow the machine. */
    acknowledged: async (count: number) => {
      while (writes.filter((w) => w.cvAt !== undefined).length < count) {
        if (failure) throw failure;
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    /** Stops after the steps under way; fails if the server refused a write. */
    stop: async () => {
      stopping = true;
      await running;
      return writes;
    },
  };
}

/**
 * The person of an acknowledged step deletes their account on the server, with their password, as the settings
 * page does: the erasure journal gets its line.
 */
export async function deleteAccount(baseUrl: string, write: LoadWrite): Promise<void> {
  const res = await fetch(`${baseUrl}/api/me/`, {
    method: 'DELETE',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${write.access}` },
    body: JSON.stringify({ password: write.password }),
  });
  expect(res.status, await res.text()).toBe(204);
}

/** Runs one of the project's commands (`npm run NAME -- ...` without npm) and gives its exit code and output. */
export function runCli(name: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const [program, ...programArgs] = apiProgram(name);
    const child = spawn(program!, [...programArgs, ...args], {
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

async function profileCvSha(baseUrl: string, access: string): Promise<string | null> {
  const profile = await fetch(`${baseUrl}/api/profile/`, { headers: { authorization: `Bearer ${access}` } });
  expect(profile.status).toBe(200);
  const { cv } = (await profile.json()) as { cv: string | null };
  if (!cv) return null;
  const file = await fetch(`${baseUrl}${cv}`);
  expect(file.status).toBe(200);
  return sha256(new Uint8Array(await file.arrayBuffer()));
}

/**
 * Checks a server restored from a backup taken between `backupStarted` and `backupEnded` against the writes of the
 * load: every account and CV acknowledged before the backup began is there, byte for byte; what a writer wrote is a
 * prefix of its steps (a snapshot of one moment, no step missing before one that is present); nothing begun after
 * the backup ended is there; and a session of the first server still holds (the signing key came back too).
 */
async function checkRestored(
  baseUrl: string,
  writes: LoadWrite[],
  backupStarted: number,
  backupEnded: number,
  erased: readonly LoadWrite[],
): Promise<{ before: number; present: number }> {
  const present = new Map<LoadWrite, boolean>();
  // Deleted after the backup, erased again by the restore: neither their password nor their session opens anything.
  for (const write of erased) {
    const res = await fetch(`${baseUrl}/api/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: write.email, password: write.password }),
    });
    expect(res.status, write.email).toBe(401);
    const status = await fetch(`${baseUrl}/api/user-status/`, { headers: { authorization: `Bearer ${write.access}` } });
    expect(status.status, write.email).toBe(401);
  }
  const queue = writes.filter((w) => !erased.includes(w));
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let write = queue.shift(); write; write = queue.shift()) {
        const res = await fetch(`${baseUrl}/api/token/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: write.email, password: write.password }),
        });
        expect([200, 401], write.email).toContain(res.status);
        present.set(write, res.status === 200);
        if (res.status !== 200) continue;
        const { access } = (await res.json()) as { access: string };
        const cv = await profileCvSha(baseUrl, access);
        // A CV acknowledged before the backup is there; any CV there is whole and the one sent.
        if (write.cvAt !== undefined && write.cvAt < backupStarted) expect(cv, write.email).toBe(write.cvSha256);
        if (cv !== null) expect(cv, write.email).toBe(write.cvSha256);
      }
    }),
  );
  const acknowledgedBefore = writes.filter(
    (w) => w.registeredAt !== undefined && w.registeredAt < backupStarted && !erased.includes(w),
  );
  expect(acknowledgedBefore.filter((w) => !present.get(w)).map((w) => w.email)).toEqual([]);
  expect(writes.filter((w) => w.startedAt > backupEnded && present.get(w)).map((w) => w.email)).toEqual([]);
  for (const n of new Set(writes.map((w) => w.writer))) {
    const steps = writes.filter((w) => w.writer === n && !erased.includes(w)).sort((a, b) => a.seq - b.seq);
    const firstMissing = steps.findIndex((w) => !present.get(w));
    if (firstMissing >= 0)
      expect(
        steps
          .slice(firstMissing)
          .filter((w) => present.get(w))
          .map((w) => w.email),
      ).toEqual([]);
  }
  const session = acknowledgedBefore[0]!;
  const status = await fetch(`${baseUrl}/api/user-status/`, { headers: { authorization: `Bearer ${session.access}` } });
  expect(status.status).toBe(200);
  expect(((await status.json()) as { email: string }).email).toBe(session.email);
  return { before: acknowledgedBefore.length, present: [...present.values()].filter(Boolean).length };
}

/**
 * Waits for a server started on a restored copy, checks it with checkRestored (at least `atLeast` accounts were
 * acknowledged before the backup; `erased`, deleted after it, must not come back), then stops it, which must end
 * cleanly.
 */
export async function checkRestoredServer(
  run: ServerRun,
  writes: LoadWrite[],
  backupStarted: number,
  backupEnded: number,
  atLeast: number,
  erased: readonly LoadWrite[] = [],
): Promise<void> {
  await waitForServer(run);
  const { before, present } = await checkRestored(
    `http://127.0.0.1:${run.port}`,
    writes,
    backupStarted,
    backupEnded,
    erased,
  );
  expect(before + erased.length).toBeGreaterThanOrEqual(atLeast);
  expect(present).toBeGreaterThanOrEqual(before);
  run.child.kill('SIGTERM');
  expect((await run.exited).code).toBe(0);
}
