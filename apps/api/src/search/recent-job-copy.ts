import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { executeRows } from '../db/rows.js';
import { RECENT_COPY_GROWTH, RECENT_COPY_JOBS, RECENT_COPY_SINCE_TTL_MS } from './tunables.js';

/**
 * How many of the newest approved jobs the search copy holds (`job_search_recent`): a common word's slice of about
 * 1,300 matches lies within them, so its lists are read from a table of this size instead of the whole market's.
 * The copy is filled once the market holds half as many again, and trimmed back to this when it has grown by half.
 */

/** Held alone by a fill, shared by every writer of jobs (the copy's triggers): see migration 0016. */
const FILL_LOCK = 7_301_846_113;

/** How long an instance trusts the copy's date without reading it again (a search checks it in its own statement). */
const known = new WeakMap<Db, { at: number; since: Date | null }>();
const reading = new WeakMap<Db, Promise<Date | null>>();

async function readSince(db: Db): Promise<Date | null> {
  const [row] = await executeRows<{ since: Date | string | null }>(
    db,
    sql`select case when covers_since = 'infinity' then null else covers_since end as since from job_search_recent_state`,
  );
  const since = row?.since ? new Date(row.since) : null;
  known.set(db, { at: Date.now(), since });
  return since;
}

/**
 * From which submission date the copy holds every approved job, or null while it is not in use: read at most once a
 * minute per instance (refreshed in the background once stale). A date read before a trim moved it is caught by the
 * search's statement itself (`recentCopyCovers`), which then finds nothing: every match is read instead.
 */
export async function recentCopySince(db: Db): Promise<Date | null> {
  const cached = known.get(db);
  if (cached && Date.now() - cached.at <= RECENT_COPY_SINCE_TTL_MS) return cached.since;
  let pending = reading.get(db);
  if (!pending) {
    pending = readSince(db).finally(() => reading.delete(db));
    reading.set(db, pending);
  }
  if (!cached) return pending;
  void pending.catch(() => undefined);
  return cached.since;
}

/**
 * Whether the copy still holds every approved job submitted since `from`, read now (and remembered): asked when a
 * read of the copy found too little, which is also what a trim made since this instance last read the date does.
 */
export async function recentCopyCoversNow(db: Db, from: Date): Promise<boolean> {
  const since = await readSince(db);
  return since !== null && since <= from;
}

/** A condition true when the copy, as the statement sees it, holds every approved job submitted since `from`. */
export const recentCopyCovers = (from: Date) =>
  sql`(select covers_since from job_search_recent_state) <= ${from.toISOString()}::timestamptz`;

/** The submission date of the newest n-th approved job, or null when there are fewer (read from the recent index). */
async function newestNth(db: Db, n: number): Promise<Date | null> {
  const [row] = await executeRows<{ submitted_at: Date | string }>(
    db,
    sql`select submitted_at from jobs where status = 'approved' order by submitted_at desc, id desc offset ${n - 1} limit 1`,
  );
  return row ? new Date(row.submitted_at) : null;
}

export type CopyUpkeep = 'idle' | 'filled' | 'trimmed' | 'kept';

/**
 * Fills the copy once the market has grown past it, and trims it back to its size once it has grown by half again:
 * its date moves forward to the newest `size`-th job's and the older rows go, in one transaction, so that a search
 * never sees a date the rows do not honour. Between runs the triggers keep it.
 */
export async function keepRecentJobCopy(db: Db, size = RECENT_COPY_JOBS): Promise<CopyUpkeep> {
  const outcome = await db.transaction(async (tx): Promise<CopyUpkeep> => {
    const [state] = await executeRows<{ idle: boolean; rows: number }>(
      tx,
      sql`select covers_since = 'infinity' as idle, (select count(*)::int from job_search_recent) as rows
        from job_search_recent_state for update`,
    );
    if (!state) return 'kept';
    if (!state.idle && state.rows <= RECENT_COPY_GROWTH * size) return 'kept';
    if (state.idle && (await newestNth(tx, Math.ceil(RECENT_COPY_GROWTH * size) + 1)) === null) return 'idle';
    const since = await newestNth(tx, size);
    if (!since) return state.idle ? 'idle' : 'kept';
    if (state.idle) {
      // Every writer of jobs has committed (or waits): the copy below sees every approved job since the date.
      await tx.execute(sql`select pg_advisory_xact_lock(${FILL_LOCK})`);
      await tx.execute(sql`update job_search_recent_state set covers_since = ${since.toISOString()}::timestamptz`);
      await tx.execute(sql`insert into job_search_recent (id, employer_id, status, application_deadline, submitted_at,
          search_document, location_key, type_of_contract, work_model, experience_level, salary,
          required_skills_normalized, sector)
        select id, employer_id, status, application_deadline, submitted_at, search_document, location_key,
          type_of_contract, work_model, experience_level, salary, required_skills_normalized, sector
        from jobs where status = 'approved' and submitted_at >= ${since.toISOString()}::timestamptz
        on conflict (id) do nothing`);
      return 'filled';
    }
    // Moving the date forward needs no lock: the copy already holds every approved job since the older date.
    await tx.execute(sql`update job_search_recent_state set covers_since = ${since.toISOString()}::timestamptz`);
    await tx.execute(sql`delete from job_search_recent where submitted_at < ${since.toISOString()}::timestamptz`);
    return 'trimmed';
  });
  if (outcome === 'filled' || outcome === 'trimmed') {
    // The search's plans depend on the copy's statistics, which neither database gathers soon enough by itself, and
    // the embedded database has no autovacuum to reclaim a trim's rows.
    await db.execute(sql`vacuum analyze job_search_recent`);
    await readSince(db);
  }
  return outcome;
}
