import { useAuth } from '../../session/use-auth';
import { withQueryClient } from '../../lib/query';
import { UnfinishedProfileLine } from '../../components/onboarding/unfinished-profile';
import { JobRequestForm } from './hiring/job-request-form';
import { HiringHistory } from './hiring/hiring-history';
import { HiringCenterLayout } from './hiring-center-layout';
import './hiring/hiring-center.css';

/**
 * /hiring-center: "Request a New Worker" beside "Your Hiring History"; above them, the way to an unfinished onboarding.
 * Drawn whole in one go: its shell has drawn the same page, the form as its shape, before the app's code came.
 */
function HiringCenterPage() {
  const { user } = useAuth();
  // The session's user carries the employer's profile, industry included.
  const industry = typeof user?.industry === 'string' ? user.industry : null;
  return (
    <HiringCenterLayout
      unfinished={<UnfinishedProfileLine />}
      form={<JobRequestForm employerIndustry={industry} />}
      history={<HiringHistory />}
    />
  );
}

export default withQueryClient(HiringCenterPage);
