import { useAuth } from '../../session/use-auth';
import { withQueryClient } from '../../lib/query';
import { UnfinishedProfileLine } from '../../components/onboarding/unfinished-profile';
import { AfterFirstPaint } from '../../components/ui/after-first-paint';
import { JobListSkeleton } from '../../components/ui/skeletons';
import { JobRequestForm } from './hiring/job-request-form';
import { HiringHistory } from './hiring/hiring-history';
import { HiringCenterLayout, HistoryFrame } from './hiring-center-layout';
import './hiring/hiring-center.css';

/**
 * /hiring-center: "Request a New Worker" beside "Your Hiring History"; above them, the way to an unfinished onboarding.
 * The history is drawn in a second render that yields to the browser: the first, which takes the page over from its
 * shell, is shorter for a slow phone's main thread, and on a phone the history is below the form, off the first screen.
 */
function HiringCenterPage() {
  const { user } = useAuth();
  // The session's user carries the employer's profile, industry included.
  const industry = typeof user?.industry === 'string' ? user.industry : null;
  return (
    <HiringCenterLayout
      unfinished={<UnfinishedProfileLine />}
      form={<JobRequestForm employerIndustry={industry} />}
      history={
        <AfterFirstPaint fallback={<HistoryFrame rows={<JobListSkeleton cards={2} />} />}>
          <HiringHistory />
        </AfterFirstPaint>
      }
    />
  );
}

export default withQueryClient(HiringCenterPage);
