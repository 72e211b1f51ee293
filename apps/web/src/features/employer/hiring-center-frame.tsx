import type { ReactNode } from 'react';
import { withQueryClient } from '../../lib/query';
import { UnfinishedProfileFrame } from '../../components/onboarding/unfinished-profile';
import { JobRequestForm } from './hiring/job-request-form';
import { HiringCenterLayout, HistoryFrame } from './hiring-center-layout';

/**
 * The Hiring Center's frame, which its shell writes around its first requests (prerender-entry.tsx): the page's own
 * layout, with the request form as its shape, so that on a phone, where the form comes first, the history's rows are
 * not drawn under the heading only for the form to push them down when the app comes. e2e/frames-hold.spec.ts holds
 * it to the page.
 */
export const HiringCenterFrame = withQueryClient(function HiringCenterFrame({ rows }: { rows: ReactNode }) {
  return (
    <HiringCenterLayout
      unfinished={<UnfinishedProfileFrame userType="employer" />}
      form={<JobRequestForm shape />}
      history={<HistoryFrame rows={rows} />}
    />
  );
});
