import { CONTACT_EMAIL, PRIVACY_RETENTION } from '@talent/shared';
import { useTranslation } from '../../i18n/use-translation';
import { ParagraphSections, StaticPage } from './static-page';

/** The privacy policy, with its retention terms (3 and 5 years) taken from the shared constants. */
export default function PrivacyPolicyPage() {
  const { t } = useTranslation('pages');
  return (
    <StaticPage title={t('privacy.title')} intro={t('privacy.intro')}>
      <ParagraphSections
        page="privacy"
        values={{
          onRequestYears: PRIVACY_RETENTION.deletableOnRequestAfterYears,
          autoYears: PRIVACY_RETENTION.autoDeletedAfterYears,
          email: CONTACT_EMAIL,
        }}
      />
    </StaticPage>
  );
}
