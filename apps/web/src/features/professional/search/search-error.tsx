import { ApiError } from '../../../lib/api-client';
import { fieldMessages } from '../../../lib/field-messages';
import { useMessage } from '../../../i18n/use-message';
import { useTranslation } from '../../../i18n/use-translation';
import type { InvalidValue } from '../../../lib/job-search-params';
import { fieldLabelKey } from './filter-labels';

/** The values a 400 answer refused (`{field: [message]}`), with what the address held for each. */
export function refusedValues(error: unknown, params: URLSearchParams): InvalidValue[] {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.data || typeof error.data !== 'object') return [];
  return Object.entries(fieldMessages(error.data)).map(([field, message]) => ({
    field,
    value: params.getAll(field).join(','),
    message: { text: message },
  }));
}

/**
 * A search the API cannot run (a link edited by hand, or cut short): which values are wrong and why, and a way
 * out: the same search without them, or a fresh one.
 */
export function SearchError({
  invalid,
  onDropInvalid,
  onReset,
}: {
  invalid: readonly InvalidValue[];
  onDropInvalid: () => void;
  onReset: () => void;
}) {
  const { t } = useTranslation('professional');
  const msg = useMessage();
  return (
    <div className="empty-state search-error" role="alert">
      <h2>{t('search.invalid.title')}</h2>
      <p>{t('search.invalid.intro')}</p>
      <ul className="search-error__list">
        {invalid.map(({ field, value, message }, i) => (
          <li key={`${field}-${i}`}>
            <strong>{t(fieldLabelKey(field))}</strong>
            {value !== '' && <> {t('search.words', { q: value })}</>}
            {' — '}
            {msg(message)}
          </li>
        ))}
      </ul>
      <div className="empty-state__actions">
        <button type="button" className="btn btn--secondary" onClick={onDropInvalid}>
          {t('search.invalid.keepRest')}
        </button>
        <button type="button" className="btn btn--primary" onClick={onReset}>
          {t('search.invalid.reset')}
        </button>
      </div>
    </div>
  );
}
