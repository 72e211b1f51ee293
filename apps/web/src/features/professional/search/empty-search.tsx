import { useTranslation } from '../../../i18n/use-translation';
import type { FilterChip, Translate } from './filter-labels';

/** "No jobs match “comptable” in Lubumbashi with: Remote, Full-time." from the active filters. */
export function emptySearchSentence(t: Translate, q: string, chips: readonly FilterChip[]): string {
  const place = chips.find((chip) => chip.kind === 'place');
  const filters = chips.filter((chip) => chip.kind === 'filter').map((chip) => chip.label);
  const parts = [q ? t('search.empty.words', { q }) : t('search.empty.noWords')];
  if (place) parts.push(t('search.empty.place', { location: place.label }));
  if (filters.length > 0) parts.push(t('search.empty.with', { filters: filters.join(', ') }));
  return `${parts.join(' ')}.`;
}

/**
 * No job for a search with filters: which filters are on, and ways out (the chips above remove one at a time).
 * The empty states without filters are the tabs' own (see JobResults).
 */
export function EmptySearch({
  q,
  chips,
  onClearAll,
  onSearchAll,
}: {
  q: string;
  chips: readonly FilterChip[];
  onClearAll: () => void;
  /** On the skill-matched tab: the same search among all jobs. */
  onSearchAll?: () => void;
}) {
  const { t } = useTranslation('professional');
  const onlyWords = chips.every((chip) => chip.kind === 'words');
  return (
    <div className="empty-state">
      <h2>{t('search.empty.title')}</h2>
      <p>{emptySearchSentence(t, q, chips)}</p>
      <p>{onlyWords ? t('search.empty.otherWords') : t('search.empty.advice', { count: chips.length })}</p>
      <div className="empty-state__actions">
        <button type="button" className="btn btn--secondary" onClick={onClearAll}>
          {t('search.empty.clearAll')}
        </button>
        {onSearchAll && (
          <button type="button" className="btn btn--primary" onClick={onSearchAll}>
            {t('search.empty.searchAll')}
          </button>
        )}
      </div>
    </div>
  );
}
