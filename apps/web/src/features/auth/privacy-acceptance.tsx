import { PRIVACY_NOTICE_VERSION } from '@talent/shared';
import { useTranslation } from '../../i18n/use-translation';
import { formatDate } from '../../lib/format';

/** Stands for the link inside the translated sentence, which is split there. */
const SLOT = '\u0000';

/**
 * "By creating an account, you accept our privacy policy (version of …)": the version a new account records as
 * accepted. The policy opens in a new tab, so that what is typed in the form stays.
 */
export function PrivacyAcceptance({ id }: { id?: string }) {
  const { t, language } = useTranslation('auth');
  const [before, after] = t('register.privacy', {
    link: SLOT,
    // Kept on one line.
    date: formatDate(PRIVACY_NOTICE_VERSION, language).replace(/ /g, '\u00a0'),
  }).split(SLOT);
  return (
    <p id={id} className="auth-form__privacy">
      {before}
      <a href="/privacy-policy" target="_blank" rel="noopener">
        {t('register.privacyLink')}
        <span className="visually-hidden"> {t('register.newTab')}</span>
      </a>
      {after}
    </p>
  );
}
