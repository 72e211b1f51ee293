import { describe, expect, it } from 'vitest';
import { FACET_FILTERS, JOB_FILTERS, jobFacetsSchema, jobLocationSuggestionSchema } from '@talent/shared';
import { readJobFacets, readLocationSuggestion } from '../../src/api/job-search';

// The search's answers read without the validation library, held to the schemas the API answers by: over many
// answers a server could send (an older or newer API, a proxy's page, a bug), each reader accepts what its schema
// accepts, with the same value (unknown fields dropped), and refuses what it refuses.

/** Values of every JSON kind, and numbers at the edges of a whole number's (NaN and Infinity arrive as null in JSON). */
const ODD: unknown[] = [
  undefined,
  null,
  true,
  false,
  0,
  -0,
  1,
  7,
  -3,
  1.5,
  2 ** 53 - 1,
  2 ** 53,
  -(2 ** 53 - 1),
  -(2 ** 53),
  1e21,
  NaN,
  Infinity,
  '',
  '3',
  'Kinshasa',
  'toString',
  '__proto__',
  ...FACET_FILTERS.flatMap((name) => JOB_FILTERS[name].values),
  [],
  [1],
  {},
  { value: 'Kinshasa', count: 2 },
  { name: 'Kinshasa', count: 2 },
];

type Answer = Record<string, unknown>;

/**
 * Every value each field of an object may take instead (and the field left out), one at a time; a field more; the
 * same fields on an object without a prototype, and on an array.
 */
function eachField(base: Answer, odd: (field: string) => unknown[] = () => ODD): unknown[] {
  const samples: unknown[] = [{ ...base, extra: 1 }, { ...base, __proto__: null }, Object.assign([], base)];
  for (const field of Object.keys(base)) {
    const { [field]: _left, ...without } = base;
    samples.push(without, ...odd(field).map((value) => ({ ...base, [field]: value })));
  }
  return samples;
}

/** Each list's samples: empty, each value of its own and of the other lists, and an element replaced by each odd one. */
function countsOf(values: readonly string[], others: readonly string[]): unknown[][] {
  const item = { value: values[0], count: 4 };
  return [
    [],
    values.map((value, i) => ({ value, count: i })),
    ...[...values, ...others].map((value) => [{ value, count: 2 }]),
    ...eachField(item).map((changed) => [item, changed]),
    ...ODD.map((odd) => [item, odd]),
    // A hole, as a sparse array would have.
    [item, , item], // eslint-disable-line no-sparse-arrays
  ];
}

const ALL_VALUES: readonly string[] = FACET_FILTERS.flatMap((name) => JOB_FILTERS[name].values);
const TOWNS = ['Kinshasa', 'Lubumbashi', '', ' ', 'a\u0000b'];

const validFacets = (): Answer => ({
  total: 12,
  ...Object.fromEntries(
    FACET_FILTERS.map((name) => [name, JOB_FILTERS[name].values.map((value, i) => ({ value, count: i + 1 }))]),
  ),
  locations: [
    { value: 'Kinshasa', count: 9 },
    { value: 'Lubumbashi', count: 3 },
  ],
});

/** The facets' answers: the whole answer replaced, each field changed, each list's elements changed. */
function facetAnswers(): unknown[] {
  const base = validFacets();
  const lists: Record<string, unknown[][]> = {
    ...Object.fromEntries(
      FACET_FILTERS.map((name) => {
        const own: readonly string[] = JOB_FILTERS[name].values;
        return [
          name,
          countsOf(
            own,
            [...ALL_VALUES, ...TOWNS].filter((value) => !own.includes(value)),
          ),
        ];
      }),
    ),
    locations: countsOf(TOWNS, ALL_VALUES),
  };
  return [...ODD, base, ...eachField(base, (field) => [...ODD, ...(lists[field] ?? [])])];
}

/** What the schema makes of an answer: its value, or null when refused. */
const bySchema = (schema: typeof jobFacetsSchema | typeof jobLocationSuggestionSchema, data: unknown) => {
  const parsed = schema.safeParse(data);
  return parsed.success ? parsed.data : null;
};

describe('the job search’s answers read without the validation library', () => {
  it('reads the facets’ answer as jobFacetsSchema does', () => {
    const answers = facetAnswers();
    let accepted = 0;
    for (const answer of answers) {
      const expected = bySchema(jobFacetsSchema, answer);
      expect(readJobFacets(answer), JSON.stringify(answer)).toStrictEqual(expected);
      if (expected !== null) accepted += 1;
    }
    // Many of each: a reader that refused everything, or took everything, would not pass.
    expect(accepted).toBeGreaterThan(50);
    expect(answers.length - accepted).toBeGreaterThan(500);
  });

  it('reads a town suggestion as jobLocationSuggestionSchema does', () => {
    const answers = [
      ...ODD,
      ...eachField({ name: 'Kinshasa', count: 3 }),
      ...TOWNS.map((name) => ({ name, count: 1 })),
    ];
    let accepted = 0;
    for (const answer of answers) {
      const expected = bySchema(jobLocationSuggestionSchema, answer);
      expect(readLocationSuggestion(answer), JSON.stringify(answer)).toStrictEqual(expected);
      if (expected !== null) accepted += 1;
    }
    expect(accepted).toBeGreaterThan(5);
    expect(answers.length - accepted).toBeGreaterThan(50);
  });
});
