import { useId } from 'react';
import { SECTORS, type JobFacets } from '@talent/shared';
import { useTranslation } from '../../../i18n/use-translation';
import { ChoiceGroup } from './choice-group';
import { industryName, isSector, postedLabel, salaryLabel } from './filter-labels';
import { LocationField } from './location-field';
import { CHOICE_FILTER_NAMES, type JobSearch } from '../../../lib/job-search-params';

/** Minimum salaries offered, in USD; a link may carry another amount, which is then offered too. */
const SALARY_STEPS = [300, 500, 1000, 1500, 2000, 3000];
/** "Posted within" choices, in days; likewise a link may carry another number. */
const POSTED_STEPS = [1, 7, 30];

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

/** Every filter of the search, the same on a wide screen's side bar and in the phone's filter panel. */
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
  const industryId = useId();
  const industries: string[] = [...SECTORS];
  if (search.industry && !isSector(search.industry)) industries.push(search.industry);
  return (
    <div className="filter-fields">
      <LocationField
        value={search.location}
        topLocations={facets?.locations.map((l) => ({ name: l.value, count: l.count })) ?? []}
        onChange={(location) => onChange({ location })}
      />
      {CHOICE_FILTER_NAMES.map((field) => (
        <ChoiceGroup
          key={field}
          field={field}
          chosen={search[field]}
          facets={facets}
          onChange={(values) => onChange({ [field]: values })}
        />
      ))}
      <NumberSelect
        label={t('search.salary')}
        anyLabel={t('search.salaryAny')}
        value={search.salary_min}
        options={withValue(SALARY_STEPS, search.salary_min).map((amount) => ({
          value: amount,
          label: salaryLabel(t, language, amount),
        }))}
        onChange={(salary_min) => onChange({ salary_min })}
      />
      <NumberSelect
        label={t('search.posted')}
        anyLabel={t('search.postedAny')}
        value={search.posted_within}
        options={withValue(POSTED_STEPS, search.posted_within).map((days) => ({
          value: days,
          label: postedLabel(t, days),
        }))}
        onChange={(posted_within) => onChange({ posted_within })}
      />
      <div className="field">
        <label htmlFor={industryId}>{t('search.industry')}</label>
        <select
          id={industryId}
          value={isSector(search.industry) ? search.industry.toLowerCase() : search.industry}
          onChange={(e) => onChange({ industry: e.target.value })}
        >
          <option value="">{t('search.industryAny')}</option>
          {industries.map((industry) => (
            <option key={industry} value={industry}>
              {industryName(t, industry)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
