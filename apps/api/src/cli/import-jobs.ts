import { accessSync, constants, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { runCommand, UsageError, withCommandDatabase } from './cli-support.js';
import { loadConfig } from '../config.js';
import type { Db } from '../db/client.js';
import {
  JobImportError,
  findImportEmployer,
  prepareFeed,
  type PreparedFeed,
  countOf,
  formatCount,
  progressOn,
  storeJobs,
} from '../hiring/index.js';
import { analyzeJobs } from '../search/index.js';

const USAGE = `Usage: npm run import-jobs -- FILE --employer EMAIL [--approve]

Imports job requests for one employer from FILE: one JSON object a line, with the fields of a job request
(POST /hiring/create/, without files). Blank lines are skipped. Every line is checked first; if any is not
valid, each problem is listed with its line number and nothing is imported. Otherwise all the jobs are
imported together, pending review, or published at once with --approve.
The database is the server's: DATABASE_URL, else the embedded one in DATA_DIR (the server must be stopped).`;

function readArgs() {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        employer: { type: 'string' },
        approve: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: true,
    });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return { help: true as const };
  if (positionals.length === 0) throw new UsageError('The file to import is required.');
  if (positionals.length > 1) throw new UsageError(`One file at a time: got ${positionals.join(', ')}.`);
  if (!values.employer?.trim()) throw new UsageError('--employer is required.');
  return {
    help: false as const,
    file: positionals[0]!,
    employer: values.employer.trim(),
    approve: values.approve ?? false,
  };
}

/** A missing or unreadable file is told before the database is opened. */
function checkReadable(file: string): void {
  try {
    if (statSync(file).isDirectory()) throw new JobImportError(`${file} is a directory, not a file.`);
    accessSync(file, constants.R_OK);
  } catch (err) {
    if (err instanceof JobImportError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new JobImportError(`${file}: no such file.`);
    if (code === 'EACCES') throw new JobImportError(`${file} cannot be read (permission denied).`);
    throw err;
  }
}

async function main(): Promise<void> {
  const args = readArgs();
  if (args.help) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  checkReadable(args.file);
  const progress = progressOn(process.stderr);
  let feed: PreparedFeed | undefined;
  const importFile = async (db: Db): Promise<void> => {
    const employer = await findImportEmployer(db, args.employer);

    feed = await prepareFeed(args.file, employer.id, args.approve ? 'approved' : 'pending', (n) =>
      progress.update(`validated ${countOf(n, 'line')}`),
    );
    progress.done();
    if (feed.badLines > 0) {
      for (const problem of feed.problems) console.error(problem);
      throw new JobImportError(
        `Nothing was imported: ${countOf(feed.badLines, 'line')} out of ${formatCount(feed.jobs)} ${feed.badLines === 1 ? 'is' : 'are'} not valid.`,
      );
    }
    if (feed.jobs === 0) {
      console.log(`${args.file} holds no jobs: nothing to import.`);
      return;
    }

    const total = formatCount(feed.jobs);
    const imported = await storeJobs(
      db,
      feed,
      { employer: { id: employer.id, email: employer.email }, approve: args.approve, file: resolve(args.file) },
      (n) => progress.update(`imported ${formatCount(n)} / ${total} jobs`),
    );
    // The search tells common words from rare ones by the database's statistics: gathered now, they describe the
    // market with its new jobs from the first search on, instead of after the next automatic analysis.
    if (imported > 0) await analyzeJobs(db);
    progress.done();
    console.log(
      `Imported ${countOf(imported, 'job')} for ${employer.email} (${args.approve ? 'approved' : 'pending review'})`,
    );
  };
  try {
    await withCommandDatabase(config, 'import-jobs', ({ db }) => importFile(db), { poolSize: 1 });
  } finally {
    progress.done();
    feed?.spool.remove();
  }
}

runCommand(main, USAGE, [JobImportError]);
