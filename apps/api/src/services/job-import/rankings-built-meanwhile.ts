import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { jobRankings, professionalProfiles } from '../../db/schema.js';

/**
 * A professional's ranking is read beside the jobs approved after it was built. Imported jobs are approved as of
 * the import's start, yet a ranking built while the import ran could not see them: left alone, it would leave them
 * out until it is next rebuilt, hours later. Such rankings are dropped, as stale ones are, and rebuilt when next
 * read. Staff approval needs none of this: its transaction lasts milliseconds, an import's up to a minute.
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
