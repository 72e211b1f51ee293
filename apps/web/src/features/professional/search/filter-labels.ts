import {
  JOB_FILTER_NAMES,
  jobFilter,
  SECTORS,
  sectorOf,
  type JobFilterName,
  type Language,
  type Sector,
} from '@talent/shared';
import type { TranslationValues } from '../../../i18n';
import { formatUsd } from '../../../lib/format';
import { EMPTY_SEARCH, hasValue, type ChoiceFilter, type JobSearch } from '../../../lib/job-search-params';

/** The `t` of the professional namespace (or a stand-in in tests). */
export type Translate = (key: string, values?: TranslationValues) => string;

/** The words employers choose these values by, which the cards also show: one label for each value. */
export const choiceLabel = (t: Translate, field: ChoiceFilter, value: string) =>
  t(`${jobFilter(field).labels.values}.${value}`);

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

/** The name of a parameter of the search (a filter's as its registry entry says, or the tab, order or page). */
export const fieldLabelKey = (field: string) =>
  JOB_FILTER_NAMES.includes(field as JobFilterName)
    ? jobFilter(field as JobFilterName).labels.field
    : `search.fields.${field}`;

/** A filter's one value in words, as its chip says it (and the panel's options of a number). */
export function valueLabel(t: Translate, language: Language, name: JobFilterName, value: string | number): string {
  const { labels, chip } = jobFilter(name);
  if (!labels.chip || !chip.param) return String(value);
  const shown =
    chip.format === 'usd'
      ? (formatUsd(Number(value), language) ?? String(value))
      : chip.format === 'sector'
        ? industryName(t, String(value))
        : value;
  return t(labels.chip, { [chip.param]: shown });
}

/** An active filter as a removable chip: its words, and the change that removes it. */
export interface FilterChip {
  id: string;
  /** The words and the place are said apart in the empty state ("No jobs match “x” in Goma with: ..."). */
  kind: 'words' | 'place' | 'filter';
  label: string;
  without: Partial<JobSearch>;
  /** The filter it is of. */
  filter: JobFilterName;
}

/** The search's active filters, in the registry's order (the panel's, the words first): a chip for each value. */
export function activeFilters(search: JobSearch, t: Translate, language: Language): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const name of JOB_FILTER_NAMES) {
    const value = search[name];
    if (!hasValue(value)) continue;
    const kind = jobFilter(name).chip.kind ?? 'filter';
    if (!Array.isArray(value)) {
      const label = valueLabel(t, language, name, value as string | number);
      chips.push({ id: name, kind, label, without: { [name]: EMPTY_SEARCH[name] }, filter: name });
      continue;
    }
    const values: readonly string[] = value;
    for (const one of values) {
      chips.push({
        id: `${name}:${one}`,
        kind,
        label: choiceLabel(t, name as ChoiceFilter, one),
        without: { [name]: values.filter((v) => v !== one) },
        filter: name,
      });
    }
  }
  return chips;
}
