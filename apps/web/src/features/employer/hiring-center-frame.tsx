import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { withQueryClient } from '../../lib/query';
import { UnfinishedProfileFrame } from '../../components/onboarding/unfinished-profile';
import { JobRequestForm } from './hiring/job-request-form';
import { HiringCenterLayout } from './hiring-center-layout';

/**
 * The Hiring Center's frame, which its shell writes around its first requests (prerender-entry.tsx): the page's own
 * layout, with the request form as its shape, so that on a phone, where the form comes first, the history's rows are
 * not drawn under the heading only for the form to push them down when the app comes. e2e/frames-hold.spec.ts holds
 * it to the page.
 */
export const HiringCenterFrame = withQueryClient(function HiringCenterFrame({ rows }: { rows: ReactNode }) {
  const { t } = useTranslation('employer');
  return (
    <HiringCenterLayout
      unfinished={<UnfinishedProfileFrame userType="employer" />}
      form={<JobRequestForm shape />}
      history={
        <section className="hiring-history" aria-labelledby="hiring-history-title">
          <h2 id="hiring-history-title" tabIndex={-1}>
            {t('history.title')}
          </h2>
          {rows}
        </section>
      }
    />
  );
});
