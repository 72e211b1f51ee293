import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { FilterChip } from './filter-labels';

/**
 * The active filters, each a button that removes it, and "Clear all". After a removal the focus goes to the
 * chip that took its place, or to `fallbackFocusId` when none is left, so the keyboard never loses its place.
 */
export function FilterChips({
  chips,
  onRemove,
  onClearAll,
  fallbackFocusId,
}: {
  chips: readonly FilterChip[];
  onRemove: (chip: FilterChip) => void;
  onClearAll: () => void;
  fallbackFocusId: string;
}) {
  const { t } = useTranslation('professional');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusNext = useRef<{ index: number; count: number } | null>(null);

  useEffect(() => {
    const pending = focusNext.current;
    if (!pending || chips.length === pending.count) return;
    focusNext.current = null;
    const next = chips[Math.min(pending.index, chips.length - 1)];
    const target = next ? buttons.current.get(next.id) : document.getElementById(fallbackFocusId);
    target?.focus();
  }, [chips, fallbackFocusId]);

  if (chips.length === 0) return null;
  return (
    <div className="filter-chips">
      <ul className="filter-chips__list" aria-label={t('search.activeFilters')}>
        {chips.map((chip, index) => (
          <li key={chip.id}>
            <button
              type="button"
              className="filter-chip"
              ref={(el) => {
                if (el) buttons.current.set(chip.id, el);
                else buttons.current.delete(chip.id);
              }}
              aria-label={t('search.removeFilter', { filter: chip.label })}
              onClick={() => {
                focusNext.current = { index, count: chips.length };
                onRemove(chip);
              }}
            >
              <span className="filter-chip__text">{chip.label}</span>
              <span className="filter-chip__x" aria-hidden="true">
                ×
              </span>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="btn btn--ghost filter-chips__clear"
        onClick={() => {
          focusNext.current = { index: 0, count: chips.length };
          onClearAll();
        }}
      >
        {t('search.clearAll')}
      </button>
    </div>
  );
}
