import { useTranslation } from '../../../i18n/use-translation';

/**
 * "Verified employer": staff checked who the employer is. It says nothing of who that is: the company stays
 * confidential until the professional is shortlisted, verified or not. Nothing shows for an employer not (yet)
 * checked, nor for a job from an API that does not say.
 */
export function VerifiedBadge({ verified }: { verified: boolean | undefined }) {
  const { t } = useTranslation('professional');
  if (verified !== true) return null;
  return (
    <span className="badge verified-badge">
      <span aria-hidden="true">✓ </span>
      {t('jobs.card.verified')}
    </span>
  );
}
