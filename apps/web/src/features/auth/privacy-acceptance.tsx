import { PRIVACY_NOTICE_VERSION } from '@talent/shared';
import { useTranslation } from '../../i18n/use-translation';
import { formatDate } from '../../lib/format';
import { NODE_SLOT, withNode } from '../../i18n/with-node';

/**
 * "By creating an account, you accept our privacy policy (version of …)": the version a new account records as
 * accepted. The policy opens in a new tab, so that what is typed in the form stays.
 */
export function PrivacyAcceptance({ id }: { id?: string }) {
  const { t, language } = useTranslation('auth');
  const sentence = t('register.privacy', {
    link: NODE_SLOT,
    // Kept on one line.
    date: formatDate(PRIVACY_NOTICE_VERSION, language).replace(/ /g, '\u00a0'),
  });
  return (
    <p id={id} className="auth-form__privacy">
      {withNode(
        sentence,
        <a href="/privacy-policy" target="_blank" rel="noopener">
          {t('register.privacyLink')}
          <span className="visually-hidden"> {t('register.newTab')}</span>
        </a>,
      )}
    </p>
  );
}
