import {
  ALERT_FILTER_NAMES,
  jobFilter,
  MAX_JOB_ALERT_NAME_LENGTH,
  type JobAlertSearch,
  type Language,
} from '@talent/shared';
import { activeFilters, type Translate } from '../search/filter-labels';
import { EMPTY_SEARCH, hasValue, type JobSearch } from '../../../lib/job-search-params';

/** The part of the page's search that an alert keeps: its tab and the filters an alert keeps, not its order or page. */
export function toAlertSearch(search: JobSearch): JobAlertSearch {
  const out: Record<string, unknown> = { show_all: search.showAll };
  for (const name of ALERT_FILTER_NAMES) {
    const value = search[name];
    if (hasValue(value)) out[name] = Array.isArray(value) ? [...value] : value;
  }
  return out as JobAlertSearch;
}

/** An alert's search as the jobs page holds one, to word it or to open it. */
export function fromAlertSearch(saved: JobAlertSearch): JobSearch {
  const search: JobSearch = { ...EMPTY_SEARCH, showAll: saved.show_all };
  for (const name of ALERT_FILTER_NAMES) {
    if (saved[name] !== undefined) Object.assign(search, { [name]: saved[name] });
  }
  return search;
}

/** The chips of what an alert keeps. */
const alertChips = (search: JobSearch, t: Translate, language: Language) =>
  activeFilters(search, t, language).filter((chip) => jobFilter(chip.filter).alerts);

/** The search in words: the tab, then its filters as the chips word them. */
export function searchSummary(search: JobSearch, t: Translate, language: Language): string {
  const base = t(search.showAll ? 'alerts.allSearch' : 'alerts.matchedSearch');
  const filters = alertChips(search, t, language).map((chip) => chip.label);
  return filters.length ? t('alerts.summaryWith', { base, filters: filters.join(', ') }) : base;
}

/** A name for a new alert: the search's words and place, or its tab. */
export function suggestedName(search: JobSearch, t: Translate, language: Language): string {
  const filters = alertChips(search, t, language).map((chip) => (chip.kind === 'words' ? search.q : chip.label));
  const name = filters.length ? filters.join(', ') : t(search.showAll ? 'alerts.allSearch' : 'alerts.matchedSearch');
  return name.slice(0, MAX_JOB_ALERT_NAME_LENGTH);
}
