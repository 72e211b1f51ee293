import { sql } from 'drizzle-orm';
import { LOCATION_SUGGESTIONS, locationKey } from '@talent/shared';
import type { Db } from '../db/client.js';
import { executeRows } from '../db/rows.js';
import { jobs } from '../db/schema.js';
import { isOpen } from '../db/market-rules.js';
import { prepareJobSearch, type JobSearch, type PreparedSearch } from './prepared-search.js';
import { scopeOf, type Scope } from './read-plan.js';
import type { Dimension } from './search-conditions.js';
import { matchingJobs } from './search-statements.js';

/** For each filter, how many jobs each of its values would give with the other filters as they are. */
export async function jobFacets(db: Db, search: JobSearch) {
  // Counted exactly, over every match, even for a common word: facets are asked once per search, not per page.
  const prepared = await prepareJobSearch(db, search);
  const scope = scopeOf(prepared, 'market');
  const [total, contract, workModel, level, locations] = await Promise.all([
    executeRows<{ n: number }>(db, sql`select count(*)::int as n ${matchingJobs(prepared, scope)}`),
    countsBy(db, prepared, scope, 'type_of_contract'),
    countsBy(db, prepared, scope, 'work_model'),
    countsBy(db, prepared, scope, 'experience_level'),
    executeRows<{ value: string; count: number }>(
      db,
      sql`select min(${town}) as value, count(*)::int as count ${matchingJobs(prepared, scope, 'location')}
        group by lower(talent_unaccent(${town})) order by 2 desc, 1 limit ${LOCATION_SUGGESTIONS}`,
    ),
  ]);
  return { total: total[0]?.n ?? 0, contract, workModel, level, locations };
}

async function countsBy(db: Db, prepared: PreparedSearch, scope: Scope, dimension: Exclude<Dimension, 'location'>) {
  const column = {
    type_of_contract: jobs.typeOfContract,
    work_model: jobs.workModel,
    experience_level: jobs.experienceLevel,
  }[dimension];
  return executeRows<{ value: string; count: number }>(
    db,
    sql`select ${column} as value, count(*)::int as count ${matchingJobs(prepared, scope, dimension)}
      group by 1 order by 2 desc, 1`,
  );
}

/** A job's town: the first part of its location (`Gombe, Kinshasa` is in Gombe). */
const town = sql`trim(split_part(${jobs.jobLocation}, ',', 1))`;

/** Towns of open jobs whose name starts with the prefix, most jobs first. */
export async function locationSuggestions(db: Db, prefix: string | undefined, today: string, demo: boolean) {
  const key = prefix ? locationKey(prefix) : '';
  const starts = key === '' ? sql`true` : sql`${jobs.locationKey} like ${` ${key}%`}`;
  return executeRows<{ name: string; count: number }>(
    db,
    sql`select min(${town}) as name, count(*)::int as count from ${jobs} where ${isOpen(today, demo)} and ${starts}
      group by lower(talent_unaccent(${town})) order by 2 desc, 1 limit ${LOCATION_SUGGESTIONS}`,
  );
}
