import { useId } from 'react';
import { JOB_FILTER_NAMES, jobFilter, SECTORS, type JobFacets, type JobFilterName } from '@talent/shared';
import { useTranslation } from '../../../i18n/use-translation';
import { ChoiceGroup } from './choice-group';
import { industryName, isSector, valueLabel } from './filter-labels';
import { LocationField } from './location-field';
import type { ChoiceFilter, ChoiceValue, JobSearch } from '../../../lib/job-search-params';

/** The panel's numbers: its steps, and a link's other value too. */
const withValue = (steps: readonly number[], value: number | null) =>
  value === null || steps.includes(value) ? steps : [...steps, value].sort((a, b) => a - b);

/** A select whose empty option means "no filter"; each change is applied at once. */
function NumberSelect({
  label,
  anyLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  anyLabel: string;
  value: number | null;
  options: { value: number; label: string }[];
  onChange: (value: number | null) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      >
        <option value="">{anyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A sector (or an employer's own words from a link), in the reader's language. */
function SectorSelect({
  label,
  anyLabel,
  value,
  onChange,
}: {
  label: string;
  anyLabel: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('professional');
  const id = useId();
  const industries: string[] = [...SECTORS];
  if (value && !isSector(value)) industries.push(value);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={isSector(value) ? value.toLowerCase() : value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{anyLabel}</option>
        {industries.map((industry) => (
          <option key={industry} value={industry}>
            {industryName(t, industry)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Every filter of the search the panel offers (its registry entry says how), in the registry's order: the same on a
 * wide screen's side bar and in the phone's filter panel.
 */
export function FilterFields({
  search,
  facets,
  onChange,
}: {
  search: JobSearch;
  facets: JobFacets | null;
  onChange: (change: Partial<JobSearch>) => void;
}) {
  const { t, language } = useTranslation('professional');
  const field = (name: JobFilterName) => {
    const { panel, labels, values } = jobFilter(name);
    const value = search[name];
    const set = (next: unknown) => onChange({ [name]: next } as Partial<JobSearch>);
    const label = t(labels.panel ?? labels.field);
    const anyLabel = t(labels.any ?? labels.field);
    switch (panel?.control) {
      case 'location':
        return (
          <LocationField
            key={name}
            value={value as string}
            topLocations={facets?.locations.map((l) => ({ name: l.value, count: l.count })) ?? []}
            onChange={set}
          />
        );
      case 'checkboxes':
        return (
          <ChoiceGroup
            key={name}
            field={name as ChoiceFilter}
            chosen={value as readonly ChoiceValue<ChoiceFilter>[]}
            facets={facets}
            onChange={set}
          />
        );
      case 'select':
        return (
          <NumberSelect
            key={name}
            label={label}
            anyLabel={anyLabel}
            value={value as number | null}
            options={withValue(panel.steps ?? (values as number[]), value as number | null).map((n) => ({
              value: n,
              label: valueLabel(t, language, name, n),
            }))}
            onChange={set}
          />
        );
      case 'sector':
        return <SectorSelect key={name} label={label} anyLabel={anyLabel} value={value as string} onChange={set} />;
      case undefined:
        return null;
    }
  };
  return <div className="filter-fields">{JOB_FILTER_NAMES.map(field)}</div>;
}
