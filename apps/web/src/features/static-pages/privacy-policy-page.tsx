import { CONTACT_EMAIL, PRIVACY_NOTICE_VERSION, PRIVACY_RETENTION } from '@talent/shared';
import { useTranslation } from '../../i18n/use-translation';
import { NODE_SLOT, withNode } from '../../i18n/with-node';
import { formatDate } from '../../lib/format';
import { ParagraphSections, StaticPage } from './static-page';

/** The day the DR Congo's Digital Code (Ordonnance-loi n° 23/010), which gives the rights the policy lists, was made. */
const DIGITAL_CODE_DATE = '2023-03-13';

/**
 * The privacy policy: what is held, why, for how long and how to use each right. Every period comes from the shared
 * constants the retention jobs read, and the version line from the notice's version, recorded at registration.
 */
export default function PrivacyPolicyPage() {
  const { t, language } = useTranslation('pages');
  return (
    <StaticPage title={t('privacy.title')} intro={t('privacy.intro')}>
      <p>
        {withNode(
          t('privacy.version', { date: NODE_SLOT }),
          <time dateTime={PRIVACY_NOTICE_VERSION}>{formatDate(PRIVACY_NOTICE_VERSION, language)}</time>,
        )}
      </p>
      <ParagraphSections
        page="privacy"
        values={{
          onRequestYears: PRIVACY_RETENTION.deletableOnRequestAfterYears,
          autoYears: PRIVACY_RETENTION.autoDeletedAfterYears,
          coverLetterDays: PRIVACY_RETENTION.coverLetterKeptDaysAfterJobClosed,
          unusedYears: PRIVACY_RETENTION.unusedAccountFilesKeptYears,
          warningDays: PRIVACY_RETENTION.unusedAccountWarningDays,
          digitalCodeDate: formatDate(DIGITAL_CODE_DATE, language),
          email: CONTACT_EMAIL,
        }}
      />
    </StaticPage>
  );
}
