import { and, Column, eq, getTableColumns, is, SQL, sql } from 'drizzle-orm';
import { relatedSkillKeys, skillMatchPercentage } from '@talent/shared';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { applications, employerProfiles, jobReports, jobs, savedJobs, storedFiles, users } from '../../db/schema.js';
import { idsParameter } from '../../db/market-rules.js';
import { companyColumns, companyLogoFile, companyLogoJoin } from './company-reveal.js';

const specFile = alias(storedFiles, 'job_spec_file');

/** Every column of a job but its search data and its moderation data, which only the database and staff read. */
const {
  searchDocument: _searchDocument,
  locationKey: _locationKey,
  riskFlags: _riskFlags,
  textSignature: _textSignature,
  ...cardJobColumns
} = getTableColumns(jobs);

/** The cards of a page's jobs, by `ids` (a bigint[] literal) for `professionalId`; the benchmark runs it bare too. */
const mine = alias(applications, 'my_application');
const cardSelection = {
  job: cardJobColumns,
  applicationsCount: sql<number>`(select count(*) from ${applications} where ${applications.jobId} = ${jobs.id})::int`,
  applicationStatus: mine.status,
  applicationForwardedAt: mine.forwardedAt,
  industry: employerProfiles.industry,
  // Whether staff checked who the employer is: told to every reader, while the company stays confidential.
  employerVerified: sql<boolean>`exists (select 1 from ${users} where ${users.id} = ${jobs.employerId} and ${users.verifiedAt} is not null)`,
  reported: sql<boolean>`exists (select 1 from ${jobReports} where ${jobReports.jobId} = ${jobs.id} and ${jobReports.reporterId} = ${sql.placeholder('professionalId')})`,
  saved: sql<boolean>`exists (select 1 from ${savedJobs} where ${savedJobs.jobId} = ${jobs.id} and ${savedJobs.userId} = ${sql.placeholder('professionalId')})`,
  ...companyColumns(mine.forwardedAt),
  specId: specFile.id,
  specName: specFile.filename,
  specType: specFile.contentType,
  specSize: specFile.size,
};

export function jobCardsSelect(db: Db) {
  return db
    .select(cardSelection)
    .from(jobs)
    .leftJoin(mine, and(eq(mine.jobId, jobs.id), eq(mine.professionalId, sql.placeholder('professionalId'))))
    .leftJoin(employerProfiles, eq(employerProfiles.userId, jobs.employerId))
    .leftJoin(companyLogoFile, companyLogoJoin(mine.forwardedAt))
    .leftJoin(specFile, eq(specFile.id, jobs.jobSpecFileId))
    .where(sql`${jobs.id} = any(${sql.placeholder('ids')}::bigint[])`);
}

export const JOB_CARDS_STATEMENT = 'open_job_cards';

/**
 * The statement is the same for every page (the ids are a parameter), so it is prepared once per database and, on
 * a server, once per connection: each list request then skips parsing and planning its five joins.
 */
const preparedCards = new WeakMap<Db, ReturnType<ReturnType<typeof jobCardsSelect>['prepare']>>();

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/**
 * Drizzle's own row mapping looks up each field's decoder on every row (a chain of class checks per value), which
 * cost about a tenth of a list request's CPU: the decoders are looked up once here, walking the selection in the
 * order drizzle selects it (its keys in order, into nested objects). The rows keep drizzle's shape (the job's
 * columns under `job`); the job is the statement's own table, so it is never nullified.
 */
function rowMapper(selection: Record<string, unknown>) {
  const fields: { path: string[]; decoder: Decoder }[] = [];
  const walk = (node: Record<string, unknown>, prefix: string[]) => {
    for (const [name, field] of Object.entries(node)) {
      if (is(field, Column)) fields.push({ path: [...prefix, name], decoder: field });
      else if (is(field, SQL))
        fields.push({ path: [...prefix, name], decoder: (field as unknown as { decoder: Decoder }).decoder });
      else walk(field as Record<string, unknown>, [...prefix, name]);
    }
  };
  walk(selection, []);
  return (rows: unknown[][]) =>
    rows.map((row) => {
      const result: Record<string, unknown> = {};
      fields.forEach(({ path, decoder }, i) => {
        let node = result;
        for (let depth = 0; depth < path.length - 1; depth += 1)
          node = (node[path[depth]!] ??= {}) as Record<string, unknown>;
        const value = row[i];
        node[path[path.length - 1]!] = value === null || value === undefined ? null : decoder.mapFromDriverValue(value);
      });
      return result;
    });
}

const mapCardRows = rowMapper(cardSelection);

/**
 * What a professional's card shows of each job of a page (counts, their own application, the employer), given the
 * page's ids in list order; a job that left the market between the page and this read is left out. With `skills`
 * (distinct), each card's match is worked out from its job's skills instead of taken from the page.
 */
export async function openJobCards(
  db: Db,
  page: readonly { id: number; match: number | null }[],
  professionalId: string,
  skills: readonly string[] | null,
) {
  if (page.length === 0) return [];
  let query = preparedCards.get(db);
  if (!query) {
    query = jobCardsSelect(db).prepare(JOB_CARDS_STATEMENT);
    // Both drivers hand a custom mapper the rows as arrays, in the order of the selected fields.
    (query as unknown as { customResultMapper: (rows: unknown[][]) => unknown }).customResultMapper = mapCardRows;
    preparedCards.set(db, query);
  }
  const rows = await query.execute({ ids: idsParameter(page.map((p) => p.id)), professionalId });
  const byId = new Map(rows.map((row) => [row.job.id, row]));
  const own = new Set(skills);
  const related = new Set(skills ? relatedSkillKeys(skills) : []);
  return page.flatMap(({ id, match }) => {
    const row = byId.get(Number(id));
    // Assigned, not spread: a spread of a row this wide takes V8's slow path.
    return row
      ? [
          Object.assign(row, {
            match: skills ? skillMatchPercentage(row.job.requiredSkillsNormalized, own, related) : match,
          }),
        ]
      : [];
  });
}

export type OpenJobCard = Awaited<ReturnType<typeof openJobCards>>[number];
