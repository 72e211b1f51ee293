// Each run's figures, kept so that the next run of the same command with the same options prints them beside its
// own. They are kept in bench/results/ (ignored by git): the figures measure the machine as much as the code, so
// only a run on the same machine is a fair "previous", and a file committed from one machine would mislead another.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const RESULTS = join(dirname(dirname(fileURLToPath(import.meta.url))), 'results');

export interface Figure {
  /** What was measured, the same words from run to run (the key the previous value is found by). */
  label: string;
  value: number;
  unit: 'ms' | '/s' | 's';
}

interface Record {
  at: string;
  commit: string;
  loadAverage: string;
  figures: Figure[];
}

/** The file of a command run with these options: one per combination, so that like is compared with like. */
export function resultsFile(command: string, options: Readonly<{ [name: string]: string | number }>): string {
  const parts = Object.entries(options).map(([name, value]) => `${name}-${value}`);
  return join(RESULTS, `${[command, ...parts].join('_').replace(/[^a-zA-Z0-9_.,-]+/g, '-')}.json`);
}

function commitOf(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim();
    return dirty ? `${head} with changes` : head;
  } catch {
    return 'unknown';
  }
}

const shown = (v: number, unit: Figure['unit']) =>
  `${v < 10 ? v.toFixed(2) : v < 100 ? v.toFixed(1) : v.toFixed(0)}${unit === '/s' ? '/s' : ` ${unit}`}`;

/**
 * The figures beside the previous run's (a markdown table), then this run's kept in their place. A figure the
 * previous run did not have is shown alone.
 */
export function besidePrevious(file: string, figures: readonly Figure[]): string[] {
  const previous: Record | null = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record) : null;
  const before = new Map(previous?.figures.map((f) => [f.label, f.value]));
  const lines = [
    previous
      ? `Previous run: ${previous.at}, ${previous.commit}, load average ${previous.loadAverage} (${file}).`
      : `No previous run of this command with these options on this machine (${file}).`,
    '',
    '| figure | now | previous | now / previous |',
    '|---|--:|--:|--:|',
  ];
  for (const f of figures) {
    const old = before.get(f.label);
    const ratio = old !== undefined && old > 0 ? `x${(f.value / old).toFixed(2)}` : '';
    lines.push(
      `| ${f.label} | ${shown(f.value, f.unit)} | ${old === undefined ? '' : shown(old, f.unit)} | ${ratio} |`,
    );
  }
  const record: Record = {
    at: new Date().toISOString(),
    commit: commitOf(),
    loadAverage: loadavg()
      .map((v) => v.toFixed(2))
      .join(' '),
    figures: figures.filter((f) => Number.isFinite(f.value)),
  };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  return lines;
}
