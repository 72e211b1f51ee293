import { SECTORS, sectorOf, type Language, type Sector } from '@talent/shared';
import type { TranslationValues } from '../../../i18n';
import { formatUsd } from '../../../lib/format';
import { CHOICE_FILTER_NAMES, type ChoiceFilter, type JobSearch } from '../../../lib/job-search-params';

/** The `t` of the professional namespace (or a stand-in in tests). */
export type Translate = (key: string, values?: TranslationValues) => string;

/** The words employers choose these values by, which the cards also show: one label for each value. */
const VALUE_KEYS: Record<ChoiceFilter, string> = {
  type_of_contract: 'common:job.contract',
  work_model: 'common:job.workModel',
  experience_level: 'common:job.experience',
};
export const LEGEND_KEYS: Record<ChoiceFilter, string> = {
  type_of_contract: 'search.contract',
  work_model: 'search.workModel',
  experience_level: 'search.experience',
};

export const choiceLabel = (t: Translate, field: ChoiceFilter, value: string) => t(`${VALUE_KEYS[field]}.${value}`);

export const isSector = (industry: string): industry is Sector =>
  (SECTORS as readonly string[]).includes(industry.toLowerCase());

/**
 * An industry in the reader's language when it names a known sector, as an employer may type it ("Logistique",
 * "transport", a half-typed "Logis"); any other (from a shared link, or an employer's own words) as written.
 */
export function industryName(t: Translate, industry: string) {
  const sector = sectorOf(industry);
  return sector ? t(`common:job.sectors.${sector}`) : industry;
}

export const salaryLabel = (t: Translate, language: Language, amount: number) =>
  t('search.salaryAtLeast', { amount: formatUsd(amount, language) ?? String(amount) });

export const postedLabel = (t: Translate, days: number) => t('search.postedWithin', { count: days });

/** An active filter as a removable chip: its words, and the change that removes it. */
export interface FilterChip {
  id: string;
  /** The words and the place are said apart in the empty state ("No jobs match “x” in Goma with: ..."). */
  kind: 'words' | 'place' | 'filter';
  label: string;
  without: Partial<JobSearch>;
}

/** The search's active filters, in the order of the filter panel, the words first. */
export function activeFilters(search: JobSearch, t: Translate, language: Language): FilterChip[] {
  const chips: FilterChip[] = [];
  if (search.q) chips.push({ id: 'q', kind: 'words', label: t('search.words', { q: search.q }), without: { q: '' } });
  if (search.location) chips.push({ id: 'location', kind: 'place', label: search.location, without: { location: '' } });
  for (const field of CHOICE_FILTER_NAMES) {
    const values: readonly string[] = search[field];
    for (const value of values) {
      chips.push({
        id: `${field}:${value}`,
        kind: 'filter',
        label: choiceLabel(t, field, value),
        without: { [field]: values.filter((v) => v !== value) },
      });
    }
  }
  if (search.salary_min !== null) {
    chips.push({
      id: 'salary_min',
      kind: 'filter',
      label: salaryLabel(t, language, search.salary_min),
      without: { salary_min: null },
    });
  }
  if (search.posted_within !== null) {
    chips.push({
      id: 'posted_within',
      kind: 'filter',
      label: postedLabel(t, search.posted_within),
      without: { posted_within: null },
    });
  }
  if (search.industry) {
    chips.push({
      id: 'industry',
      kind: 'filter',
      label: t('search.industryChip', { industry: industryName(t, search.industry) }),
      without: { industry: '' },
    });
  }
  return chips;
}
