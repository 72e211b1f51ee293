import { and, eq, isNull, sql } from 'drizzle-orm';
import { EXACT_TOTAL_LIMIT } from '@talent/shared';
import type { Db } from '../db/client.js';
import { executeRows } from '../db/rows.js';
import { jobRankings, jobs, professionalProfiles } from '../db/schema.js';
import { isOpen, matchPercentage, textArray } from './open-jobs.js';

/**
 * How many of a professional's best matches the ranking keeps: as many as the list ever counts exactly. One more
 * is stored, so that a full ranking can tell "exactly 1,000" from "more than 1,000".
 */
const RANKING_SIZE = EXACT_TOTAL_LIMIT + 1;
/** A ranking older than this is rebuilt in the background when next read, and read meanwhile. */
const RANKING_MAX_AGE_MS = 6 * 60 * 60 * 1000;

export interface Ranking {
  professionalId: string;
  builtAt: Date;
  /** More jobs matched than the ranking keeps: counts over it are lower bounds. */
  truncated: boolean;
}

/** What the profile says of the professional's ranking. */
export interface RankingState {
  builtAt: Date | null;
  skills: string[] | null;
  truncated: boolean;
}

const rankingColumns = {
  builtAt: professionalProfiles.rankingBuiltAt,
  skills: professionalProfiles.rankingSkills,
  truncated: professionalProfiles.rankingTruncated,
};

const sameSkills = (a: readonly string[] | null, b: readonly string[]) =>
  a !== null && a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/**
 * The professional's ranking of the open jobs that share a skill with them, best match first, when one was built
 * for these skills; null otherwise. A missing, stale (older than RANKING_MAX_AGE_MS) or other skills' ranking is
 * asked of the background builder (`buildRequestedRankings`): scoring the whole market never happens on a request,
 * and a stale ranking is still read meanwhile (jobs approved since it was built are read beside it, and closed
 * ones are left out at read time, so it only drifts as its best jobs close).
 */
export async function rankingOf(
  db: Db,
  professionalId: string,
  skills: readonly string[],
  /** The state as just read with the skills, if it was: then it is not read again. */
  known?: RankingState | null,
): Promise<Ranking | null> {
  const current =
    known ??
    (
      await db.select(rankingColumns).from(professionalProfiles).where(eq(professionalProfiles.userId, professionalId))
    )[0];
  const usable = current?.builtAt && sameSkills(current.skills, skills);
  if (!usable || Date.now() - current.builtAt!.getTime() >= RANKING_MAX_AGE_MS)
    await requestRanking(db, professionalId);
  return usable ? { professionalId, builtAt: current.builtAt!, truncated: current.truncated } : null;
}

/** Asks for the professional's ranking to be built (a no-op when it already is asked for). */
export async function requestRanking(db: Db, professionalId: string): Promise<void> {
  await db
    .update(professionalProfiles)
    .set({ rankingRequestedAt: new Date() })
    .where(and(eq(professionalProfiles.userId, professionalId), isNull(professionalProfiles.rankingRequestedAt)));
}

/**
 * Builds the rankings asked for, oldest request first, one transaction each, until none is left or `budgetMs` has
 * passed. Each is taken with `skip locked`, so that several API instances share the work without building one
 * twice. Gives how many were built.
 *
 * `rest`, when given, is awaited after each build with how long the build took. A database that runs one statement
 * at a time (the embedded one) makes every request's statements wait behind a build, and the builder's next
 * transaction was queued before a waiting request's next statement: a request of five statements waited for five
 * builds (half a second each at 100,000 jobs).
 */
export async function buildRequestedRankings(
  db: Db,
  today: string,
  budgetMs: number,
  rest?: (buildMs: number) => Promise<void>,
): Promise<number> {
  const deadline = Date.now() + budgetMs;
  let built = 0;
  for (let guard = 0; guard < 10_000 && (built === 0 || Date.now() < deadline); guard += 1) {
    const started = Date.now();
    const done = await db.transaction(async (tx) => {
      const [row] = await executeRows<{ user_id: string; skills: string[]; demo: boolean }>(
        tx as unknown as Db,
        sql`select p.user_id, p.skills_normalized as skills, u.is_demo as demo
          from ${professionalProfiles} p join users u on u.id = p.user_id
          where p.ranking_requested_at is not null order by p.ranking_requested_at limit 1 for update of p skip locked`,
      );
      if (!row) return false;
      await buildRanking(tx as unknown as Db, row.user_id, row.skills, today, row.demo);
      return true;
    });
    if (!done) break;
    built += 1;
    await rest?.(Date.now() - started);
  }
  return built;
}

/**
 * Scores the open jobs sharing a skill (for a demo sandbox, the demo market's) and keeps the best RANKING_SIZE; the
 * caller holds the profile's row lock.
 */
async function buildRanking(
  tx: Db,
  professionalId: string,
  skills: string[],
  today: string,
  demo: boolean,
): Promise<void> {
  const builtAt = new Date();
  await tx.execute(sql`delete from job_rankings where professional_id = ${professionalId}`);
  const [inserted] =
    skills.length === 0
      ? [{ n: 0 }]
      : await executeRows<{ n: number }>(
          tx,
          sql`with scored as (
              select ${jobs.id} as id, ${matchPercentage(skills)} as match, ${jobs.submittedAt} as submitted_at,
                ${jobs.applicationDeadline} as application_deadline from ${jobs}
              where ${isOpen(today, demo)} and ${jobs.requiredSkillsNormalized} && ${textArray(skills)}
            ), best as (
              select * from scored where match is not null order by match desc, submitted_at desc, id desc limit ${RANKING_SIZE}
            ), stored as (
              insert into job_rankings (professional_id, job_id, match, submitted_at, application_deadline)
              select ${professionalId}, id, match, submitted_at, application_deadline from best returning 1
            )
            select count(*)::int as n from stored`,
        );
  await tx
    .update(professionalProfiles)
    .set({
      rankingBuiltAt: builtAt,
      rankingSkills: skills,
      rankingTruncated: (inserted?.n ?? 0) >= RANKING_SIZE,
      rankingRequestedAt: null,
    })
    .where(eq(professionalProfiles.userId, professionalId));
}

/**
 * The jobs a skill-matched list may show, with their match, date and deadline: the professional's ranking, read in
 * its order from its index, and the jobs approved since it was built (few, found through the index on approved_at)
 * that are open and share a skill. A ranking holds approved jobs only (a trigger removes the others), so an open
 * candidate is one whose deadline has not passed; the list's filters, when it has any, look each job up.
 */
export function rankedCandidates(ranking: Ranking, skills: readonly string[], today: string, demo: boolean) {
  const since = sql`${ranking.builtAt.toISOString()}::timestamptz`;
  return sql`(select job_id as id, match, submitted_at, application_deadline from job_rankings
      where professional_id = ${ranking.professionalId} and application_deadline >= ${today}
    union all
    select ${jobs.id}, ${matchPercentage(skills)}, ${jobs.submittedAt}, ${jobs.applicationDeadline} from ${jobs}
    where ${jobs.status} = 'approved' and ${jobs.approvedAt} > ${since} and ${isOpen(today, demo)}
      and ${jobs.requiredSkillsNormalized} && ${textArray(skills)}
      and not exists (select 1 from job_rankings r where r.professional_id = ${ranking.professionalId} and r.job_id = ${jobs.id}))`;
}

/** Rankings not read for a week (built more than a week ago) are dropped; the next visit builds a fresh one. */
export async function deleteStaleRankings(db: Db): Promise<void> {
  const weekAgo = new Date(Date.now() - 7 * 24 * 60 * 60 * 1000);
  await db.transaction(async (tx) => {
    const stale = tx
      .select({ id: professionalProfiles.userId })
      .from(professionalProfiles)
      .where(sql`${professionalProfiles.rankingBuiltAt} < ${weekAgo.toISOString()}::timestamptz`);
    await tx.execute(sql`delete from job_rankings where professional_id in (${stale})`);
    await tx
      .update(professionalProfiles)
      .set({ rankingBuiltAt: null, rankingSkills: null, rankingTruncated: false })
      .where(sql`${professionalProfiles.rankingBuiltAt} < ${weekAgo.toISOString()}::timestamptz`);
  });
}

/**
 * A professional's ranking is read beside the jobs approved after it was built. Imported jobs are approved as of
 * the import's start, yet a ranking built while the import ran could not see them: left alone, it would leave them
 * out until it is next rebuilt, hours later. Such rankings are dropped, as stale ones are, and rebuilt when next
 * read. Staff approval needs none of this: its transaction is short, an import's long.
 */
export async function dropRankingsBuiltMeanwhile(tx: Db): Promise<void> {
  const p = professionalProfiles;
  await tx.execute(sql`with dropped as (
      update ${p} set ${sql.identifier(p.rankingBuiltAt.name)} = null, ${sql.identifier(p.rankingSkills.name)} = null,
        ${sql.identifier(p.rankingTruncated.name)} = false
      where ${p.rankingBuiltAt} >= now()
      returning ${p.userId}
    )
    delete from ${jobRankings} where ${jobRankings.professionalId} in (select ${sql.identifier(p.userId.name)} from dropped)`);
}
