import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { parseJobSearch } from '../../../lib/job-search-params';
import { SearchBox } from './search-box';
import { SortSelect } from './sort-select';

/**
 * The search's place on a phone before it is ready: its box (a plain form that searches by the address until the
 * app takes over), the Filters button and the count's line with its action, then `rows`. Laid out with the search's
 * own classes, so that the search drawn afterwards takes exactly their place. A button that needs the app is drawn as
 * its shape only, so that no tap is made on a control that would not answer.
 */
export function JobSearchFrame({ rows, countAction }: { rows: ReactNode; countAction: string }) {
  const { t } = useTranslation('professional');
  return (
    <div className="job-search">
      <SearchBox
        q=""
        after={
          <button type="button" className="btn btn--secondary filters-button frame-shape" inert>
            {t('search.filters')}
          </button>
        }
      />
      <div className="job-search__layout">
        {/* Where the filters are beside the list (search.css): their column, whose fields come with the app. */}
        <section className="job-search__filters job-search__frame-wide" aria-hidden="true">
          <h2 className="job-search__filters-title">{t('search.filters')}</h2>
        </section>
        <div className="job-search__results">
          <div className="job-search__toolbar">
            <div className="job-search__count">
              <p className="jobs-count">{'\u00a0'}</p>
              <button type="button" className="btn btn--secondary btn--small frame-shape" inert>
                {countAction}
              </button>
            </div>
            {/* Where the filters are beside the list (search.css), the order's select shares the count's line. */}
            <div className="job-search__tools job-search__frame-wide" inert>
              <SortSelect search={parseJobSearch(new URLSearchParams()).search} onChange={() => {}} />
            </div>
          </div>
          {rows}
        </div>
      </div>
    </div>
  );
}
