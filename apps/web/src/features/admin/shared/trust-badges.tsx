import { useTranslation } from '../../../i18n/use-translation';
import { formatDate } from '../../../lib/format';

/** A mark given by staff: when (its date shown), or only whether. */
type Mark = string | boolean | null | undefined;

/**
 * What staff have decided about an account: verified (an employer they checked), suspended; with `unverified`,
 * also an employer not checked yet. The word carries the meaning, the colour backs it up.
 */
export function TrustBadges({
  verified,
  suspended,
  unverified = false,
}: {
  verified: Mark;
  suspended: Mark;
  unverified?: boolean;
}) {
  const { t, language } = useTranslation('admin');
  const text = (mark: Mark, word: 'verified' | 'suspended') =>
    typeof mark === 'string' ? t(`trust.${word}On`, { date: formatDate(mark, language) }) : t(`trust.${word}`);
  if (!verified && !suspended && !unverified) return null;
  return (
    <span className="trust-badges">
      {suspended && <span className="badge trust trust--suspended">{text(suspended, 'suspended')}</span>}
      {verified ? (
        <span className="badge trust trust--verified">
          <span aria-hidden="true">✓ </span>
          {text(verified, 'verified')}
        </span>
      ) : (
        unverified && <span className="badge trust trust--unverified">{t('trust.unverified')}</span>
      )}
    </span>
  );
}
