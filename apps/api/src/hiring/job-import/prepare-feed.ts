import { jobRowOf } from '../repositories/employer-jobs.js';
import { columnsOf, jobRowJson } from '../repositories/imported-jobs.js';
import { feedLines } from './feed-lines.js';
import { JobRowSpool } from './job-row-spool.js';
import { parseJobLine } from './parse-job-line.js';
import { PROGRESS_EVERY } from './progress.js';

export interface PreparedFeed {
  /** The number of jobs (non-blank lines) in the file. */
  jobs: number;
  /** One entry per problem, `line N: field: message`, in the order of the file. */
  problems: string[];
  badLines: number;
  /** The rows to store, when every line is valid; the caller removes it. */
  spool: JobRowSpool;
  /** The columns the rows set. */
  columns: string[];
}

/**
 * Reads the feed once and judges every line. The rows are built by the create route's own code (normalised
 * skills and all), so that an imported job is stored exactly like a submitted one; they are kept aside until
 * every line has passed. After the first bad line, only problems are collected.
 */
export async function prepareFeed(
  path: string,
  employerId: string,
  status: 'pending' | 'approved',
  onProgress: (validated: number) => void = () => {},
): Promise<PreparedFeed> {
  const prepared: PreparedFeed = { jobs: 0, problems: [], badLines: 0, spool: new JobRowSpool(), columns: [] };
  try {
    for await (const line of feedLines(path)) {
      prepared.jobs += 1;
      const parsed = parseJobLine(line.text);
      if (!parsed.ok) {
        prepared.badLines += 1;
        for (const problem of parsed.problems) prepared.problems.push(`line ${line.number}: ${problem}`);
      } else if (prepared.badLines === 0) {
        const row = { ...jobRowOf(employerId, parsed.data), status };
        if (prepared.columns.length === 0) prepared.columns = columnsOf(row);
        prepared.spool.add(jobRowJson(row));
      }
      if (prepared.jobs % PROGRESS_EVERY === 0) onProgress(prepared.jobs);
    }
    if (prepared.jobs % PROGRESS_EVERY !== 0) onProgress(prepared.jobs);
    prepared.spool.close();
    return prepared;
  } catch (err) {
    prepared.spool.remove();
    throw err;
  }
}
