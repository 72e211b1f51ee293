import { MAX_JOB_ALERT_NAME_LENGTH, type JobAlertSearch, type Language } from '@talent/shared';
import { activeFilters, type Translate } from '../search/filter-labels';
import { EMPTY_SEARCH, type JobSearch } from '../../../lib/job-search-params';

/** The part of the page's search that an alert keeps: its filters and tab, not its order, page or `posted_within`. */
export function toAlertSearch(search: JobSearch): JobAlertSearch {
  const out: JobAlertSearch = { show_all: search.showAll };
  if (search.q) out.q = search.q;
  if (search.location) out.location = search.location;
  if (search.type_of_contract.length) out.type_of_contract = [...search.type_of_contract];
  if (search.work_model.length) out.work_model = [...search.work_model];
  if (search.experience_level.length) out.experience_level = [...search.experience_level];
  if (search.salary_min !== null) out.salary_min = search.salary_min;
  if (search.industry) out.industry = search.industry;
  return out;
}

/** An alert's search as the jobs page holds one, to word it or to open it. */
export function fromAlertSearch(saved: JobAlertSearch): JobSearch {
  return {
    ...EMPTY_SEARCH,
    showAll: saved.show_all,
    q: saved.q ?? '',
    location: saved.location ?? '',
    industry: saved.industry ?? '',
    type_of_contract: saved.type_of_contract ?? [],
    work_model: saved.work_model ?? [],
    experience_level: saved.experience_level ?? [],
    salary_min: saved.salary_min ?? null,
  };
}

/** The search in words: the tab, then its filters as the chips word them. */
export function searchSummary(search: JobSearch, t: Translate, language: Language): string {
  const base = t(search.showAll ? 'alerts.allSearch' : 'alerts.matchedSearch');
  const filters = activeFilters({ ...search, posted_within: null }, t, language).map((chip) => chip.label);
  return filters.length ? t('alerts.summaryWith', { base, filters: filters.join(', ') }) : base;
}

/** A name for a new alert: the search's words and place, or its tab. */
export function suggestedName(search: JobSearch, t: Translate, language: Language): string {
  const filters = activeFilters({ ...search, posted_within: null }, t, language).map((chip) =>
    chip.kind === 'words' ? search.q : chip.label,
  );
  const name = filters.length ? filters.join(', ') : t(search.showAll ? 'alerts.allSearch' : 'alerts.matchedSearch');
  return name.slice(0, MAX_JOB_ALERT_NAME_LENGTH);
}
