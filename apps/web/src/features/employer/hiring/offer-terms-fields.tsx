import { APPLICANT_NOTE_MAX_LENGTH, OFFER_CURRENCIES, todayIso, type OfferCurrency } from '@talent/shared';
import { Field } from '../../../components/ui/field';
import { useTranslation } from '../../../i18n/use-translation';
import { useMessage } from '../../../i18n/use-message';

/** An offer's terms as the employer writes them, before they are sent. */
export interface OfferTermsDraft {
  salary: string;
  currency: OfferCurrency;
  startDate: string;
  note: string;
}

export const EMPTY_OFFER_TERMS: OfferTermsDraft = { salary: '', currency: 'USD', startDate: '', note: '' };

/** What is missing or wrong in the draft, by field: the same rules the API applies, said before sending. */
export function offerTermsProblems(draft: OfferTermsDraft): Partial<Record<'salary' | 'startDate', string>> {
  const salary = Number(draft.salary);
  return {
    ...(!/^\d+$/.test(draft.salary.trim()) || salary < 1 ? { salary: 'offerSalaryInvalid' } : {}),
    ...(!draft.startDate
      ? { startDate: 'required' }
      : draft.startDate < todayIso()
        ? { startDate: 'startDateInPast' }
        : {}),
  };
}

/** The offer's fields in the employer's dialog: a monthly salary and its currency, the start date, a note. */
export function OfferTermsFields({
  value,
  onChange,
  showProblems,
}: {
  value: OfferTermsDraft;
  onChange: (next: OfferTermsDraft) => void;
  showProblems: boolean;
}) {
  const { t } = useTranslation('conversation');
  const message = useMessage();
  const problems = showProblems ? offerTermsProblems(value) : {};
  const set = (part: Partial<OfferTermsDraft>) => onChange({ ...value, ...part });
  return (
    <div className="offer-fields">
      <div className="offer-fields__row">
        <Field
          label={t('offer.salary')}
          required
          error={problems.salary ? message(problems.salary as 'offerSalaryInvalid') : undefined}
        >
          <input
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={value.salary}
            onChange={(e) => set({ salary: e.target.value.replace(/[\s.,]/g, '') })}
          />
        </Field>
        <Field label={t('offer.currency')} required>
          <select value={value.currency} onChange={(e) => set({ currency: e.target.value as OfferCurrency })}>
            {OFFER_CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {t(`offer.currencies.${code}`)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field
        label={t('offer.startDate')}
        required
        error={problems.startDate ? message(problems.startDate as 'startDateInPast') : undefined}
      >
        <input
          type="date"
          min={todayIso()}
          value={value.startDate}
          onChange={(e) => set({ startDate: e.target.value })}
        />
      </Field>
      <Field label={t('offer.note')} hint={t('offer.noteHint')}>
        <textarea
          rows={3}
          maxLength={APPLICANT_NOTE_MAX_LENGTH}
          value={value.note}
          onChange={(e) => set({ note: e.target.value })}
        />
      </Field>
    </div>
  );
}
