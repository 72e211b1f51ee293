// What is measured at each size: the list requests a professional makes, each request for another professional.
import { jobSearchFiltersSchema, type JobSearchFilters } from '@talent/shared';
import { STANDARD_MARKET, rng, type Market } from './market.js';

export type ScenarioKey = 'healthz' | 'skill' | 'all-p1' | 'all-p50' | 'q' | 'q-comptable' | 'q-loc' | 'q-loc-type';

/** Which professionals a scenario's requests are for, in turn. */
export type Population = 'none' | 'main';

export interface Scenario {
  key: ScenarioKey;
  label: string;
  showAll: boolean;
  page: number;
  /** Whose requests. */
  population: Population;
  filters: (i: number) => JobSearchFilters;
  /** The bare-SQL scenario that stands for it (the same statements the list runs). */
  sql: { name: string } | null;
}

/** Words and towns of the i-th request: drawn once, the same in every run and for HTTP and bare SQL. */
const DRAWS = 4_096;

const none: JobSearchFilters = jobSearchFiltersSchema.parse({});

/** The scenarios, with the words and towns of the given market. */
export function scenariosOf(market: Market): readonly Scenario[] {
  const random = rng(11);
  const words = Array.from({ length: DRAWS }, () => market.drawQuery(random));
  const townRandom = rng(12);
  const towns = Array.from({ length: DRAWS }, () => market.drawTownName(townRandom));
  return [
    {
      key: 'healthz',
      label: 'GET /healthz',
      showAll: true,
      page: 1,
      population: 'none',
      filters: () => none,
      sql: null,
    },
    // Its database part is the catch-up of the open jobs' skills and the cards: no page statement to run bare.
    {
      key: 'skill',
      label: 'skill-matched p1',
      showAll: false,
      page: 1,
      population: 'main',
      filters: () => none,
      sql: null,
    },
    {
      key: 'all-p1',
      label: 'all p1',
      showAll: true,
      page: 1,
      population: 'main',
      filters: () => none,
      sql: { name: 'all p1' },
    },
    {
      key: 'all-p50',
      label: 'all p50',
      showAll: true,
      page: 50,
      population: 'main',
      filters: () => none,
      sql: { name: 'all p50' },
    },
    {
      key: 'q',
      label: 'q',
      showAll: true,
      page: 1,
      population: 'main',
      filters: (i) => ({ ...none, q: words[i % DRAWS] }),
      sql: { name: 'q' },
    },
    // The commonest job's French name, which its English name's ads also answer (the bilingual vocabulary).
    {
      key: 'q-comptable',
      label: 'q comptable',
      showAll: true,
      page: 1,
      population: 'main',
      filters: () => ({ ...none, q: 'comptable' }),
      sql: null,
    },
    {
      key: 'q-loc',
      label: 'q + location',
      showAll: true,
      page: 1,
      population: 'main',
      filters: (i) => ({ ...none, q: words[i % DRAWS], location: towns[i % DRAWS] }),
      sql: null,
    },
    {
      key: 'q-loc-type',
      label: 'q + location + contract',
      showAll: true,
      page: 1,
      population: 'main',
      filters: (i) => ({ ...none, q: words[i % DRAWS], location: towns[i % DRAWS], type_of_contract: ['full-time'] }),
      sql: { name: 'q + location + contract' },
    },
  ];
}

/** The scenarios of the standard market. */
export const SCENARIOS = scenariosOf(STANDARD_MARKET);

export function pathOf(scenario: Scenario, i: number): string {
  if (scenario.key === 'healthz') return '/healthz';
  const params = new URLSearchParams();
  if (scenario.showAll) params.set('show_all', 'true');
  if (scenario.page !== 1) params.set('page', String(scenario.page));
  const f = scenario.filters(i);
  if (f.q) params.set('q', f.q);
  if (f.location) params.set('location', f.location);
  if (f.type_of_contract) params.set('type_of_contract', f.type_of_contract.join(','));
  const query = params.toString();
  return `/hiring/jobs/${query ? `?${query}` : ''}`;
}
