import { useId } from 'react';
import { JOB_SORTS, type JobSort } from '@talent/shared';
import { useTranslation } from '../../../i18n/use-translation';
import { effectiveSort, type JobSearch } from '../../../lib/job-search-params';

/** The order of the list; "Most relevant" only when there are words to be relevant to. */
export function SortSelect({ search, onChange }: { search: JobSearch; onChange: (sort: JobSort) => void }) {
  const { t } = useTranslation('professional');
  const id = useId();
  const sorts: JobSort[] = [
    ...(search.q ? (['relevance'] as const) : []),
    ...JOB_SORTS.filter((sort) => sort !== 'relevance'),
  ];
  return (
    <div className="job-search__sort">
      <label htmlFor={id}>{t('search.sort')}</label>
      <select id={id} value={effectiveSort(search)} onChange={(e) => onChange(e.target.value as JobSort)}>
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`search.sorts.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
