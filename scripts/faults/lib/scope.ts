import type { ChildProcess } from 'node:child_process';
import { errorMessage, within } from './util.js';

/**
 * What one scenario started: its server processes and its temporary directory or database. Closing a scope
 * SIGKILLs the children still alive (by their PID, never by name) and then runs the clean-ups in reverse
 * order, whether the scenario ended normally, threw, or the harness was interrupted.
 */
export class Scope {
  private readonly children = new Set<ChildProcess>();
  private readonly cleanups: { label: string; run: () => Promise<void> }[] = [];
  private closed = false;

  constructor(readonly name: string) {
    openScopes.add(this);
  }

  track(child: ChildProcess): void {
    this.children.add(child);
    child.once('exit', () => this.children.delete(child));
  }

  defer(label: string, run: () => Promise<void>): void {
    this.cleanups.push({ label, run });
  }

  async close(): Promise<string[]> {
    if (this.closed) return [];
    this.closed = true;
    openScopes.delete(this);
    const problems: string[] = [];
    for (const child of this.children) {
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) continue;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      try {
        process.kill(child.pid, 'SIGKILL');
      } catch {
        /* it died meanwhile */
      }
      await within(exited, 10_000, undefined);
    }
    for (const { label, run } of this.cleanups.reverse()) {
      try {
        // A clean-up that hangs (an unreachable database, say) must not keep the harness alive.
        const done = await within(
          run().then(() => true),
          30_000,
          false,
        );
        if (!done) problems.push(`${label}: timed out`);
      } catch (err) {
        problems.push(`${label}: ${errorMessage(err)}`);
      }
    }
    return problems;
  }
}

const openScopes = new Set<Scope>();

/** Closes every open scope; used when the harness is interrupted or its overall time limit is reached. */
export async function closeAllScopes(): Promise<void> {
  await Promise.all([...openScopes].map((scope) => scope.close()));
}
