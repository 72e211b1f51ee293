import { z } from 'zod';
import { queryChoices, queryInt, queryNumberOf, queryText } from '../schemas/query-params.js';
import { JOB_FILTERS, type JobFilterName, type JobFilters } from './registry.js';

// The schemas of the job search's filters, built from their entries in the registry (registry.ts): how the API
// reads each from a query, and how a saved alert holds it once read.

type Choices = readonly [string, ...string[]];
const savedChoices = <V extends Choices>(values: V) => z.array(z.enum(values));
const savedNumber = (values: readonly [number, ...number[]] | null) => (values ? z.literal(values) : z.number().int());

type QuerySchema<E> = E extends { kind: 'text' }
  ? ReturnType<typeof queryText>
  : E extends { kind: 'choices'; values: infer V extends Choices }
    ? ReturnType<typeof queryChoices<V>>
    : E extends { kind: 'number'; values: readonly [number, ...number[]] }
      ? ReturnType<typeof queryNumberOf>
      : ReturnType<typeof queryInt>;
type SavedSchema<E> = E extends { kind: 'text' }
  ? z.ZodString
  : E extends { kind: 'choices'; values: infer V extends Choices }
    ? ReturnType<typeof savedChoices<V>>
    : ReturnType<typeof savedNumber>;

/** The schema that reads a filter from a query string (or a saved alert's JSON, which holds the same values). */
function querySchema(name: JobFilterName) {
  const entry = JOB_FILTERS[name];
  if (entry.kind === 'text') return queryText(entry.max);
  if (entry.kind === 'choices') return queryChoices(entry.values);
  // A number of a fixed list has no bounds of its own, and one within bounds no list (`numberFilter`).
  return entry.values ? queryNumberOf(entry.values) : queryInt(entry.range!.min, entry.range!.max);
}

/** The schema of a filter's value once read, as a saved alert holds it. */
function savedSchema(name: JobFilterName) {
  const entry = JOB_FILTERS[name];
  if (entry.kind === 'text') return z.string();
  if (entry.kind === 'choices') return savedChoices(entry.values);
  return savedNumber(entry.values);
}

/** The schemas that read each filter from a query (or a saved alert's JSON), for a `z.object`. */
export const jobFilterQueryShape = <F extends JobFilterName>(names: readonly F[]) =>
  Object.fromEntries(names.map((name) => [name, querySchema(name)])) as { [K in F]: QuerySchema<JobFilters[K]> };

/** The schemas of each filter's value once read (as a saved alert holds it), each optional, for a `z.object`. */
export const jobFilterSavedShape = <F extends JobFilterName>(names: readonly F[]) =>
  Object.fromEntries(names.map((name) => [name, savedSchema(name).optional()])) as {
    [K in F]: z.ZodOptional<SavedSchema<JobFilters[K]>>;
  };
