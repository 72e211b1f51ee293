import type { ChildProcess } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

const LEVELS: Record<number, string> = { 40: 'warn', 50: 'error', 60: 'fatal' };
const MAX_KINDS = 100;
const MAX_CRASH_LINES = 12;

/**
 * The output of a scenario's server processes (LOG_LEVEL=warn, pino JSON lines). Warnings and errors are
 * counted by kind, so the report can say what the server complained about without printing thousands of
 * lines. Anything else is what Node prints when the process dies (an uncaught error): its unindented lines
 * (the headline, not the stack frames or the dumped object) are kept in order. With a file, every line is
 * also appended there, prefixed with the PID.
 */
export class ServerLog {
  private readonly kinds = new Map<string, number>();
  private readonly crashLines: string[] = [];
  private readonly last: string[] = [];

  constructor(private readonly file?: string) {}

  attach(child: ChildProcess): void {
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) continue;
      createInterface({ input: stream }).on('line', (line) => this.add(child.pid, line));
    }
  }

  private add(pid: number | undefined, line: string): void {
    if (this.file) appendFileSync(this.file, `[${pid}] ${line}\n`);
    const text = line.trim();
    if (text === '') return;
    this.last.push(text.slice(0, 300));
    if (this.last.length > 50) this.last.shift();
    const entry = parseLogLine(text);
    if (entry === undefined) {
      const headline = !/^\s/.test(line) && !/^[{}()[\]^,]+$/.test(text);
      if (headline && this.crashLines.length < MAX_CRASH_LINES) this.crashLines.push(`[${pid}] ${text.slice(0, 200)}`);
      return;
    }
    if (entry.level < 40) return;
    const detail = entry.err
      ? ` (${entry.err.type ?? 'Error'}: ${oneLine(entry.err.message ?? '').slice(0, 120)})`
      : '';
    const kind = `${LEVELS[entry.level] ?? `level ${entry.level}`}: ${oneLine(entry.msg ?? '')}${detail}`;
    if (this.kinds.has(kind) || this.kinds.size < MAX_KINDS) this.kinds.set(kind, (this.kinds.get(kind) ?? 0) + 1);
  }

  /** The last lines, whatever they were; for a start that failed. */
  tail(lines: number): string[] {
    return this.last.slice(-lines);
  }

  /** The most frequent kinds of log line first, then what a dying process printed. */
  summary(limit = 8): string[] {
    const kinds = [...this.kinds.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([kind, count]) => `${count}x ${kind}`);
    return [...kinds, ...this.crashLines.map((line) => `output ${line}`)];
  }
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ');

function parseLogLine(
  text: string,
): { level: number; msg?: string; err?: { type?: string; message?: string } } | undefined {
  if (!text.startsWith('{')) return undefined;
  try {
    const entry = JSON.parse(text) as { level?: unknown };
    return typeof entry.level === 'number' ? (entry as { level: number }) : undefined;
  } catch {
    return undefined;
  }
}
