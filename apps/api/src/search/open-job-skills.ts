import { DAY_MS, relatedSkillKeys } from '@talent/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { executeRows } from '../db/rows.js';
import { fromDemoMarket, notFromDemoSandbox } from '../db/market-rules.js';
import { COMPACT_AFTER_EMPTY_SHARE, COMPACT_AFTER_EMPTY_SLOTS } from './tunables.js';

/** Who may see a job: the market's professionals, the demo sandboxes' visitors (bits of `audience`). */
const REAL = 1;
const DEMO = 2;

/**
 * The part of a job the skill match needs, as one statement reads it for the load and for each catch-up, in forms
 * the drivers hand over as they come (numbers and one string), not as dates and arrays each parsed on its own.
 */
interface JobSkillsRow {
  /** The statement's snapshot, as `pg_current_snapshot()` writes it: `xmin:xmax:xip,...`. */
  snapshot: string;
  id: string | number | null;
  /** The transaction that last wrote the job. */
  xid: string | null;
  /** Who may see it (REAL | DEMO), 0 when it is not open to anyone. */
  audience: number | null;
  submitted_ms: number | null;
  deadline_day: number | null;
  /** Its normalised skills, separated by SKILL_SEPARATOR. */
  skills: string | null;
}

/** The unit separator, which no normalised skill holds. */
const SKILL_SEPARATOR = '\x1f';

/** What a snapshot left unseen: transactions from `xmax` on, and those still running when it was taken. */
interface Unseen {
  xmax: string;
  running: string[];
}

const unseenBy = (snapshot: string): Unseen => {
  const [, xmax, running] = snapshot.split(':');
  return { xmax: xmax!, running: running ? running.split(',') : [] };
};

/**
 * The jobs last written by a transaction the previous read's snapshot did not see, as this statement's snapshot sees
 * them: nothing read before is read again, however long another transaction runs (a backup, an import). The upper
 * bound changes nothing but the plan: with a range bounded on both sides the planner expects few rows and reads the
 * index, where `>=` alone is guessed at a third of the table, which it would read whole.
 */
const writtenSince = ({ xmax, running }: Unseen) =>
  sql`((jobs.change_xid >= ${xmax}::xid8 and jobs.change_xid < pg_snapshot_xmax(pg_current_snapshot()))
    or jobs.change_xid = any(${`{${running.join(',')}}`}::xid8[]))`;

/** The slots of the jobs asking for one skill, in a typed array with room to grow. */
interface SlotList {
  slots: Int32Array;
  length: number;
}

type SlotColumn = Float64Array | Int32Array | Uint16Array | Uint8Array;
const INITIAL_SLOTS = 1_024;

/** A copy of the column with room for `length` values (typed arrays do not grow). */
function grown<T extends SlotColumn>(column: T, length: number): T {
  const bigger = new (column.constructor as new (length: number) => T)(length);
  bigger.set(column.subarray(0, Math.min(column.length, length)) as never);
  return bigger;
}
/** A date of the market's calendar (YYYY-MM-DD) as a day number, as the database counts deadlines' days. */
const dayNumber = (date: string) => Math.floor(Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / DAY_MS);

/**
 * A professional's matches, best first: the first `limit` of every open job sharing a skill (or a skill a level above
 * or below one), and how many there are.
 */
export interface SkillMatches {
  ids: number[];
  /** round(100 x skills of the job the professional has / skills of the job), as the cards show it. */
  matches: number[];
  /** How many open jobs share at least one skill or related one (every one, not only those given). */
  total: number;
}

/** The order of a skill-matched list: best match first, then newest, then the highest id. */
export type MatchOrder = 'match' | 'newest';

/**
 * The open jobs' skills, held by each API instance in memory, so that a professional's skill-matched list ranks
 * every open job sharing a skill on each request, at any moment of the market. In SQL each job scored is a row read
 * and tested, and common skills (French, English, Excel) are on most jobs: scoring per request grew with the market,
 * and rankings kept per professional went stale whenever the market moved (an import, a burst of approvals), then
 * cost the same again to rebuild for each. Here a job is a slot of a few numbers, each skill a list of slots, and a
 * ranking one pass over the professional's skills' lists.
 *
 * The copy follows the table: before each use it reads the jobs written since it last looked (`catchUp`), found by
 * the id of the transaction that wrote them (migration 0018), so that a list sees every job committed before it was
 * asked for, on every instance. A job that is no longer open leaves the copy; its slot stays empty until the lists
 * are compacted.
 */
export class OpenJobSkills {
  /** How many slots are in use; the columns below hold room for more. */
  private size = 0;
  private ids = new Float64Array(INITIAL_SLOTS);
  private submitted = new Float64Array(INITIAL_SLOTS);
  private deadline = new Int32Array(INITIAL_SLOTS);
  private skillCount = new Uint16Array(INITIAL_SLOTS);
  /** REAL | DEMO bits; 0 for an empty slot. */
  private audience = new Uint8Array(INITIAL_SLOTS);
  /** The transaction that wrote each slot's version of its job. */
  private version = new Float64Array(INITIAL_SLOTS);
  private slotOf = new Map<number, number>();
  private bySkill = new Map<string, SlotList>();
  private empty = 0;
  /** Every slot, newest job first; rebuilt when jobs were added since (`recencyDirty`). */
  private byRecency = new Int32Array(0);
  private recencyDirty = true;
  /** Per slot, during a ranking: the match's points, 2 for each of the professional's skills, 1 for a related one. */
  private shared = new Uint16Array(0);
  private matchOf = new Int16Array(0);

  /** The transactions whose jobs this copy has not read (null before the first read). */
  private unseen: Unseen | null = null;
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;

  constructor(private readonly db: Db) {}

  /**
   * Reads every job written since the last read (all open jobs, the first time). Calls arriving while a read runs
   * share the next one, which starts after it: a read that began before a job was committed may have missed it.
   */
  catchUp(): Promise<void> {
    if (!this.running) {
      this.running = this.read().finally(() => (this.running = null));
      return this.running;
    }
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.catchUp();
      });
    return this.queued;
  }

  private async read(): Promise<void> {
    const unseen = this.unseen;
    // One statement, so that the snapshot kept is the one the rows come from.
    const rows = await executeRows<JobSkillsRow>(
      this.db,
      sql`select h.snapshot::text as snapshot, j.* from (select pg_current_snapshot() as snapshot) as h
        left join lateral (
          select jobs.id, jobs.change_xid::text as xid,
            case when jobs.status <> 'approved' then 0
              else (case when ${notFromDemoSandbox} then ${REAL} else 0 end) + (case when ${fromDemoMarket} then ${DEMO} else 0 end)
            end as audience,
            (extract(epoch from jobs.submitted_at) * 1000)::float8 as submitted_ms,
            jobs.application_deadline - date '1970-01-01' as deadline_day,
            array_to_string(jobs.required_skills_normalized, chr(31)) as skills
          from jobs
          where ${unseen ? writtenSince(unseen) : sql`jobs.status = 'approved'`}
        ) as j on true`,
    );
    for (const row of rows) if (row.id !== null) this.put(row);
    this.unseen = unseenBy(rows[0]!.snapshot);
    if (this.empty > COMPACT_AFTER_EMPTY_SLOTS && this.empty > COMPACT_AFTER_EMPTY_SHARE * this.size) this.compact();
  }

  private put(row: JobSkillsRow): void {
    const id = Number(row.id);
    const xid = Number(row.xid);
    const old = this.slotOf.get(id);
    // The version the copy already holds: nothing to do.
    if (old !== undefined && this.version[old] === xid) return;
    if (old !== undefined) {
      // A job written again takes a new slot: its skills may have changed, and its old lists are left as they are.
      this.audience[old] = 0;
      this.slotOf.delete(id);
      this.empty += 1;
    }
    const skills = row.skills ? row.skills.split(SKILL_SEPARATOR) : [];
    if (!row.audience || skills.length === 0) return;
    if (this.size === this.ids.length) this.resize(2 * this.size);
    const slot = this.size++;
    this.ids[slot] = id;
    this.version[slot] = xid;
    this.submitted[slot] = Number(row.submitted_ms);
    this.deadline[slot] = Number(row.deadline_day);
    this.skillCount[slot] = skills.length;
    this.audience[slot] = row.audience;
    this.slotOf.set(id, slot);
    for (const skill of skills) {
      let list = this.bySkill.get(skill);
      if (!list) this.bySkill.set(skill, (list = { slots: new Int32Array(4), length: 0 }));
      if (list.length === list.slots.length) list.slots = grown(list.slots, 2 * list.length);
      list.slots[list.length++] = slot;
    }
    this.recencyDirty = true;
  }

  private resize(slots: number): void {
    this.ids = grown(this.ids, slots);
    this.version = grown(this.version, slots);
    this.submitted = grown(this.submitted, slots);
    this.deadline = grown(this.deadline, slots);
    this.skillCount = grown(this.skillCount, slots);
    this.audience = grown(this.audience, slots);
  }

  /** Drops the empty slots: every list is rebuilt from the jobs still open. */
  private compact(): void {
    const keep = [...this.slotOf.values()].sort((a, b) => a - b);
    const moved = new Int32Array(this.size).fill(-1);
    keep.forEach((slot, i) => (moved[slot] = i));
    const pick = <T extends SlotColumn>(values: T) => {
      const picked = grown(values.subarray(0, 0) as T, Math.max(INITIAL_SLOTS, keep.length));
      keep.forEach((slot, i) => (picked[i] = values[slot]!));
      return picked;
    };
    this.ids = pick(this.ids);
    this.version = pick(this.version);
    this.submitted = pick(this.submitted);
    this.deadline = pick(this.deadline);
    this.skillCount = pick(this.skillCount);
    this.audience = pick(this.audience);
    this.size = keep.length;
    this.slotOf = new Map(keep.map((_, slot) => [this.ids[slot]!, slot]));
    for (const [skill, list] of this.bySkill) {
      let kept = 0;
      for (let i = 0; i < list.length; i += 1) {
        const slot = moved[list.slots[i]!]!;
        if (slot >= 0) list.slots[kept++] = slot;
      }
      if (kept === 0) this.bySkill.delete(skill);
      else list.length = kept;
    }
    this.empty = 0;
    this.recencyDirty = true;
  }

  private recency(): Int32Array {
    if (this.recencyDirty) {
      const { submitted, ids } = this;
      this.byRecency = Int32Array.from({ length: this.size }, (_, slot) => slot).sort(
        (a, b) => submitted[b]! - submitted[a]! || ids[b]! - ids[a]!,
      );
      this.recencyDirty = false;
    }
    return this.byRecency;
  }

  /**
   * The professional's matches among the open jobs (the demo market's for a demo sandbox): the first `limit` in
   * `order`, and how many there are. `skills` are normalised and distinct.
   */
  matches(skills: readonly string[], today: string, demo: boolean, limit: number, order: MatchOrder): SkillMatches {
    const size = this.size;
    if (this.shared.length < size) {
      this.shared = new Uint16Array(Math.max(size, 2 * this.shared.length));
      this.matchOf = new Int16Array(this.shared.length).fill(-1);
    }
    const { shared, matchOf, deadline, audience, skillCount } = this;
    const seen = demo ? DEMO : REAL;
    const todayNumber = dayNumber(today);
    // A skill a level above or below one of theirs counts half (skillMatchPercentage of @talent/shared).
    const scored = [
      ...skills.map((skill) => [skill, 2] as const),
      ...relatedSkillKeys(skills).map((skill) => [skill, 1] as const),
    ];
    for (const [skill, points] of scored) {
      const list = this.bySkill.get(skill);
      if (!list) continue;
      const { slots } = list;
      for (let i = 0; i < list.length; i += 1) {
        const slot = slots[i]!;
        if ((audience[slot]! & seen) !== 0 && deadline[slot]! >= todayNumber) shared[slot] = shared[slot]! + points;
      }
    }
    // Most open jobs share a common skill with most people: one pass over every slot beats keeping a list of them.
    // It counts the jobs at each match, to find the lowest match the first `limit` reach.
    const atMatch = new Int32Array(101);
    let total = 0;
    for (let slot = 0; slot < size; slot += 1) {
      const points = shared[slot]!;
      if (points === 0) continue;
      const n = skillCount[slot]!;
      const match = Math.floor((100 * Math.min(points, 2 * n) + n) / (2 * n));
      matchOf[slot] = match;
      atMatch[match] = atMatch[match]! + 1;
      shared[slot] = 0;
      total += 1;
    }
    const picked = order === 'match' ? this.bestFirst(atMatch, limit) : this.newestFirst(limit);
    const result = { ids: picked.map((slot) => this.ids[slot]!), matches: picked.map((slot) => matchOf[slot]!) };
    matchOf.fill(-1, 0, size);
    return { ...result, total };
  }

  private bestFirst(atMatch: Int32Array, limit: number): number[] {
    let cut = 100;
    let above = 0;
    while (cut >= 0 && above + atMatch[cut]! < limit) above += atMatch[cut--]!;
    const { matchOf, submitted, ids } = this;
    const picked: number[] = [];
    for (let slot = 0; slot < this.size; slot += 1) if (matchOf[slot]! > cut) picked.push(slot);
    // At the lowest match taken, the newest: walked in order of recency until enough are found.
    let wanted = limit - picked.length;
    if (cut >= 0 && wanted > 0) {
      for (const slot of this.recency()) {
        if (matchOf[slot] !== cut) continue;
        picked.push(slot);
        if ((wanted -= 1) === 0) break;
      }
    }
    return picked.sort((a, b) => matchOf[b]! - matchOf[a]! || submitted[b]! - submitted[a]! || ids[b]! - ids[a]!);
  }

  private newestFirst(limit: number): number[] {
    const picked: number[] = [];
    for (const slot of this.recency()) {
      if (picked.length === limit) break;
      if (this.matchOf[slot]! >= 0) picked.push(slot);
    }
    return picked;
  }
}

const copies = new WeakMap<Db, OpenJobSkills>();

/** How often a server's copy reads the jobs written since, by itself: see keepOpenJobSkillsCurrent. */
const CATCH_UP_EVERY_MS = 2_000;

/**
 * Reads the open jobs' skills for this database now, ahead of the first list that needs them, and then every
 * CATCH_UP_EVERY_MS: an import of 99,000 jobs is then read as its batches are committed, not all at once by the first
 * list after it (about a second, in each API process, while the lists sent to that process wait). Gives the stop.
 */
export function keepOpenJobSkillsCurrent(db: Db, onError: (err: unknown) => void): () => void {
  const catchUp = () => void openJobSkills(db).catch(onError);
  catchUp();
  const timer = setInterval(catchUp, CATCH_UP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** The copy of the open jobs' skills kept for this database, brought up to date. */
export async function openJobSkills(db: Db): Promise<OpenJobSkills> {
  let copy = copies.get(db);
  if (!copy) copies.set(db, (copy = new OpenJobSkills(db)));
  await copy.catchUp();
  return copy;
}
