import { useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { JobForProfessional } from '@talent/shared';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useTranslation } from '../../../i18n/use-translation';
import { JobResults } from '../jobs/job-results';
import { FilterChips } from './filter-chips';
import { FilterFields } from './filter-fields';
import { activeFilters } from './filter-labels';
import { FiltersButton, FiltersDialog } from './filters-dialog';
import { jobCountText, showJobsText } from './result-count';
import { SEARCH_INPUT_ID, SearchBox } from './search-box';
import { SearchError, refusedValues } from './search-error';
import { withoutParameters } from '../../../lib/job-search-params';
import { SortSelect } from './sort-select';
import { useJobFacets } from '../../../api/queries/job-facets';
import { useJobList } from '../../../api/queries/job-list';
import type { JobSearchControls } from './use-job-search';
import './search.css';

/** From this width the filters stand beside the list; below, they open in a panel. */
const WIDE = '(min-width: 48rem)';

/**
 * The search of one tab: the words, the filters (beside the list, or in a panel on a phone), the active filters
 * as chips, the count (a polite live region) and order, and the results. On a phone the Filters button shares the
 * words' line and the order is chosen in the filters' panel, which leaves the first screen to the jobs.
 */
export function JobSearchView({
  controls,
  onApply,
  focusAppliedJob,
  countAction,
}: {
  controls: JobSearchControls;
  onApply: (job: JobForProfessional) => void;
  focusAppliedJob: number | null;
  /** What acts on these results as a whole (saving them as an alert), beside their count. */
  countAction?: ReactNode;
}) {
  const { t, language } = useTranslation('professional');
  const [params] = useSearchParams();
  const headingId = useId();
  const wide = useMediaQuery(WIDE);
  const [panelOpen, setPanelOpen] = useState(false);
  // A phone turned sideways (or a window widened) shows the filters beside the list: the panel has no place then.
  if (wide && panelOpen) setPanelOpen(false);
  const { search, invalid, change, showMore, clearAll, dropInvalid } = controls;
  const runnable = invalid.length === 0;
  const list = useJobList(search, runnable);
  const facets = useJobFacets(search, runnable);
  const chips = activeFilters(search, t, language);
  const refused = refusedValues(list.error, params);
  const unreadable = runnable ? refused : invalid;

  const failed = list.error && list.items.length === 0;
  const count =
    unreadable.length > 0 || failed || list.paused
      ? ''
      : list.pending
        ? t('search.searching')
        : jobCountText(t, language, list.total, list.exact);
  const filters = <FilterFields search={search} facets={facets} onChange={(c) => change(c)} />;

  return (
    <div className="job-search">
      <SearchBox
        q={search.q}
        onSearch={(q, options) => change({ q }, options)}
        after={
          !wide && (
            <FiltersButton active={chips.filter((c) => c.kind !== 'words').length} onClick={() => setPanelOpen(true)} />
          )
        }
      />
      <div className="job-search__layout">
        {wide && (
          <section className="job-search__filters" aria-labelledby={headingId}>
            <h2 id={headingId} className="job-search__filters-title">
              {t('search.filters')}
            </h2>
            {filters}
          </section>
        )}
        <div className="job-search__results">
          {/* The job cards' titles are level 3: this level 2 keeps the outline whole when the filters' heading is not shown (phones). */}
          <h2 className="visually-hidden">{t('search.resultsTitle')}</h2>
          <div className="job-search__toolbar">
            <div className="job-search__count">
              <p className="jobs-count" role="status">
                {count}
              </p>
              {countAction}
            </div>
            {wide && (
              <div className="job-search__tools">
                <SortSelect search={search} onChange={(sort) => change({ sort })} />
              </div>
            )}
          </div>
          <FilterChips
            chips={chips}
            onRemove={(chip) => change(chip.without)}
            onClearAll={clearAll}
            fallbackFocusId={SEARCH_INPUT_ID}
          />
          {unreadable.length > 0 ? (
            <SearchError
              invalid={unreadable}
              onDropInvalid={runnable ? () => change(withoutParameters(refused.map((r) => r.field))) : dropInvalid}
              onReset={clearAll}
            />
          ) : (
            <JobResults
              list={list}
              showAll={search.showAll}
              q={search.q}
              chips={chips}
              onApply={onApply}
              onShowAll={() => change({ showAll: true })}
              onClearAll={clearAll}
              onLoadMore={showMore}
              focusAppliedJob={focusAppliedJob}
            />
          )}
        </div>
      </div>
      {!wide && (
        <FiltersDialog
          open={panelOpen}
          onClose={() => setPanelOpen(false)}
          onClearAll={clearAll}
          showLabel={
            list.pending || list.error ? t('search.showResults') : showJobsText(t, language, list.total, list.exact)
          }
        >
          <SortSelect search={search} onChange={(sort) => change({ sort })} />
          {filters}
        </FiltersDialog>
      )}
    </div>
  );
}
