import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { executeRows } from '../db/rows.js';
import { LADDER_FIRST_RUNG, LADDER_STEP, LADDER_TTL_MS } from './tunables.js';

/**
 * How many of the newest approved jobs a slice may span: each rung's oldest date is kept. A slice is rounded up to
 * the next rung, so the rungs are a quarter apart: a slice never spans more than 25% more jobs (and ranks more
 * matches) than it needs, where a ladder of 2, 5, 10 steps could more than double them. The lowest rungs serve the
 * first band of a very common word, a few hundred jobs.
 */
const RUNGS = Array.from({ length: 50 }, (_, k) => Math.round(LADDER_FIRST_RUNG * LADDER_STEP ** k));

interface Ladder {
  at: number;
  /** The submission date of the newest n-th approved job, for each rung the market reaches. */
  dates: Map<number, Date>;
}

const ladders = new WeakMap<Db, Ladder>();
const refreshing = new WeakMap<Db, Promise<Ladder>>();

async function readLadder(db: Db): Promise<Ladder> {
  const rows = await executeRows<{ n: number; submitted_at: Date | string }>(
    db,
    sql`select n::int as n, submitted_at from (
        select submitted_at, row_number() over (order by submitted_at desc, id desc) as n
        from jobs where status = 'approved') as ranked
      where n in (${sql.join(
        RUNGS.map((rung) => sql`${rung}`),
        sql`, `,
      )})`,
  );
  const ladder = { at: Date.now(), dates: new Map(rows.map((r) => [Number(r.n), new Date(r.submitted_at)])) };
  ladders.set(db, ladder);
  return ladder;
}

function refresh(db: Db): Promise<Ladder> {
  let pending = refreshing.get(db);
  if (!pending) {
    pending = readLadder(db).finally(() => refreshing.delete(db));
    refreshing.set(db, pending);
  }
  return pending;
}

/** The newest jobs of the market from a date on: how many they are, and at least how many approved jobs there are. */
export interface NewestSlice {
  since: Date;
  /** How many approved jobs were submitted since `since` (the rung). */
  jobs: number;
  /** A lower bound of the market's approved jobs (the highest rung it reaches), within a quarter of the truth. */
  marketAtLeast: number;
}

/**
 * The date from which the newest `rows` approved jobs (or somewhat more) were submitted, or null when the market
 * holds fewer: then there is nothing to cut. Read from a ladder of dates kept a few minutes (refreshed in the
 * background once read stale), so that finding it costs nothing per request.
 */
export async function newestSlice(db: Db, rows: number): Promise<NewestSlice | null> {
  const rung = RUNGS.find((r) => r >= rows);
  if (rung === undefined) return null;
  let ladder = ladders.get(db);
  if (!ladder) ladder = await refresh(db);
  else if (Date.now() - ladder.at > LADDER_TTL_MS) void refresh(db).catch(() => undefined);
  const since = ladder.dates.get(rung);
  if (!since) return null;
  return { since, jobs: rung, marketAtLeast: Math.max(...ladder.dates.keys()) };
}

export const newestSliceSince = async (db: Db, rows: number) => (await newestSlice(db, rows))?.since ?? null;
