import { offerSalaryText, type JobOffer } from '@talent/shared';
import { useTranslation } from '../../i18n/use-translation';
import { formatDate } from '../../lib/format';
import './offer.css';

/**
 * An offer as either side reads it: its terms, the employer's note, and where it stands (waiting for the applicant,
 * accepted, declined with the applicant's reason, or withdrawn by the employer). `side` is the reader's.
 */
export function OfferSummary({
  offer,
  side,
  withdrawn,
}: {
  offer: JobOffer;
  side: 'applicant' | 'employer';
  /** The employer withdrew it before any answer (the application was then not selected). */
  withdrawn: boolean;
}) {
  const { t, language } = useTranslation('conversation');
  const terms = t('offer.terms', {
    salary: offerSalaryText(offer.salary, offer.currency, language),
    date: formatDate(offer.start_date, language),
  });
  const answeredOn = offer.answered_at ? formatDate(offer.answered_at, language) : '';
  const state =
    offer.answer === 'accepted'
      ? t(side === 'applicant' ? 'offer.acceptedByYou' : 'offer.acceptedByThem', { date: answeredOn })
      : offer.answer === 'declined'
        ? t(side === 'applicant' ? 'offer.declinedByYou' : 'offer.declinedByThem', {
            date: answeredOn,
            reason: offer.decline_reason,
          })
        : withdrawn
          ? t('offer.withdrawn')
          : side === 'applicant'
            ? t('offer.waitingForYou')
            : t('offer.waitingForThem', { date: formatDate(offer.made_at, language) });
  return (
    <section className="offer-summary" aria-label={t('offer.title')}>
      <h3 className="offer-summary__title">{t('offer.title')}</h3>
      <p className="offer-summary__terms">{terms}</p>
      {offer.note && (
        <p className="offer-summary__note">
          <strong>{t(side === 'applicant' ? 'offer.theirNote' : 'offer.yourNote')}</strong> {offer.note}
        </p>
      )}
      <p
        className={`offer-summary__state offer-summary__state--${offer.answer ?? (withdrawn ? 'withdrawn' : 'waiting')}`}
      >
        {state}
      </p>
    </section>
  );
}
