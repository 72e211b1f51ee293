import { jobFilter, type JobFacets } from '@talent/shared';
import { useTranslation } from '../../../i18n/use-translation';
import { choiceLabel } from './filter-labels';
import { formatNumber } from '../../../lib/format';
import type { ChoiceFilter, ChoiceValue } from '../../../lib/job-search-params';

/**
 * One filter of fixed values as checkboxes, each with how many jobs it would give (when the counts are known).
 * Several values of one filter widen the search: Remote or Hybrid.
 */
export function ChoiceGroup<F extends ChoiceFilter>({
  field,
  chosen,
  facets,
  onChange,
}: {
  field: F;
  chosen: readonly ChoiceValue<F>[];
  facets: JobFacets | null;
  onChange: (next: ChoiceValue<F>[]) => void;
}) {
  const { t, language } = useTranslation('professional');
  const { labels } = jobFilter(field);
  const values = jobFilter(field).values as readonly ChoiceValue<F>[];
  // The facets count the values of each choice list they know.
  const counted = (facets as Partial<Record<ChoiceFilter, { value: string; count: number }[]>> | null)?.[field];
  const counts = counted ? new Map<string, number>(counted.map((f) => [f.value, f.count])) : null;
  const toggle = (value: ChoiceValue<F>, on: boolean) =>
    onChange(values.filter((v) => (v === value ? on : chosen.includes(v))));
  return (
    <fieldset className="filter-group">
      <legend className="filter-group__legend">{t(labels.panel ?? labels.field)}</legend>
      {values.map((value) => {
        const count = counts ? (counts.get(value) ?? 0) : null;
        const checked = chosen.includes(value);
        return (
          <label
            key={value}
            className={`checkbox filter-option${count === 0 && !checked ? ' filter-option--none' : ''}`}
          >
            <input type="checkbox" checked={checked} onChange={(e) => toggle(value, e.target.checked)} />
            <span className="filter-option__label">{choiceLabel(t, field, value)}</span>
            {count !== null && (
              <span className="filter-option__count">
                <span aria-hidden="true">{formatNumber(count, language)}</span>
                <span className="visually-hidden">
                  {t('search.optionCount', { count, total: formatNumber(count, language) })}
                </span>
              </span>
            )}
          </label>
        );
      })}
    </fieldset>
  );
}
