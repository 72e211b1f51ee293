import { eq, sql } from 'drizzle-orm';
import { EXACT_TOTAL_LIMIT } from '@talent/shared';
import type { Db } from '../db/client.js';
import { executeRows } from '../db/rows.js';
import { jobs, professionalProfiles } from '../db/schema.js';
import { isOpen, matchPercentage, textArray } from './open-jobs.js';

/**
 * How many of a professional's best matches the ranking keeps: as many as the list ever counts exactly. One more
 * is stored, so that a full ranking can tell "exactly 1,000" from "more than 1,000".
 */
const RANKING_SIZE = EXACT_TOTAL_LIMIT + 1;
/**
 * A ranking older than this is rebuilt when next read: jobs approved since it was built are read beside it, and
 * jobs that closed are left out at read time, so it only drifts as its best jobs close (a deadline passes daily).
 */
const RANKING_MAX_AGE_MS = 6 * 60 * 60 * 1000;

export interface Ranking {
  professionalId: string;
  builtAt: Date;
  /** More jobs matched than the ranking keeps: counts over it are lower bounds. */
  truncated: boolean;
}

const sameSkills = (a: readonly string[] | null, b: readonly string[]) =>
  a !== null && a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/**
 * The professional's ranking of the open jobs that share a skill with them, best match first, built now if it is
 * missing, was built for other skills, or is older than RANKING_MAX_AGE_MS. Scoring the whole market happens here,
 * once per professional and period, instead of on every request.
 */
export async function rankingOf(
  db: Db,
  professionalId: string,
  skills: readonly string[],
  today: string,
  demo: boolean,
): Promise<Ranking> {
  const fresh = (row: { builtAt: Date | null; skills: string[] | null } | undefined) =>
    row?.builtAt && sameSkills(row.skills, skills) && Date.now() - row.builtAt.getTime() < RANKING_MAX_AGE_MS;
  const current = await db
    .select({ builtAt: professionalProfiles.rankingBuiltAt, skills: professionalProfiles.rankingSkills, truncated: professionalProfiles.rankingTruncated })
    .from(professionalProfiles)
    .where(eq(professionalProfiles.userId, professionalId));
  if (fresh(current[0])) return { professionalId, builtAt: current[0]!.builtAt!, truncated: current[0]!.truncated };

  return db.transaction(async (tx) => {
    // One rebuild at a time per professional: a second request waits for the first and then finds it fresh.
    const [locked] = await executeRows<{ built_at: Date | string | null; skills: string[] | null; truncated: boolean }>(
      tx as unknown as Db,
      sql`select ranking_built_at as built_at, ranking_skills as skills, ranking_truncated as truncated
        from ${professionalProfiles} where user_id = ${professionalId} for update`,
    );
    const lockedBuiltAt = locked?.built_at ? new Date(locked.built_at) : null;
    if (locked && fresh({ builtAt: lockedBuiltAt, skills: locked.skills })) {
      return { professionalId, builtAt: lockedBuiltAt!, truncated: locked.truncated };
    }
    const builtAt = new Date();
    await tx.execute(sql`delete from job_rankings where professional_id = ${professionalId}`);
    const [inserted] = await executeRows<{ n: number }>(
      tx as unknown as Db,
      sql`with scored as (
          select ${jobs.id} as id, ${matchPercentage(skills)} as match, ${jobs.submittedAt} as submitted_at from ${jobs}
          where ${isOpen(today, demo)} and ${jobs.requiredSkillsNormalized} && ${textArray(skills)}
        ), best as (
          select * from scored where match is not null order by match desc, submitted_at desc, id desc limit ${RANKING_SIZE}
        ), stored as (
          insert into job_rankings (professional_id, job_id, match, submitted_at)
          select ${professionalId}, id, match, submitted_at from best returning 1
        )
        select count(*)::int as n from stored`,
    );
    const truncated = (inserted?.n ?? 0) >= RANKING_SIZE;
    await tx
      .update(professionalProfiles)
      .set({ rankingBuiltAt: builtAt, rankingSkills: [...skills], rankingTruncated: truncated })
      .where(eq(professionalProfiles.userId, professionalId));
    return { professionalId, builtAt, truncated };
  });
}

/**
 * The jobs a skill-matched list may show, with their match and date: the professional's ranking, read in its
 * order from its index, and the jobs approved since it was built (few, found through the index on approved_at).
 * The list's own conditions then keep the open ones that share a skill and pass the filters; in match order the
 * database stops as soon as it has a page.
 */
export function rankedCandidates(ranking: Ranking, skills: readonly string[]) {
  const since = sql`${ranking.builtAt.toISOString()}::timestamptz`;
  return sql`(select job_id as id, match, submitted_at from job_rankings where professional_id = ${ranking.professionalId}
    union all
    select ${jobs.id}, ${matchPercentage(skills)}, ${jobs.submittedAt} from ${jobs}
    where ${jobs.status} = 'approved' and ${jobs.approvedAt} > ${since}
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
