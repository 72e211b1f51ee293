import { useTranslation } from '../../i18n/use-translation';
import { useAuth } from '../../session/use-auth';
import { withQueryClient } from '../../lib/query';
import { AfterFirstPaint } from '../../components/ui/after-first-paint';
import { JobListSkeleton } from '../../components/ui/skeletons';
import { UnfinishedProfileLine } from '../../components/onboarding/unfinished-profile';
import { JobRequestForm } from './hiring/job-request-form';
import { HiringHistory } from './hiring/hiring-history';
import './hiring/hiring-center.css';

/** /hiring-center: "Request a New Worker" beside "Your Hiring History"; above them, the way to an unfinished onboarding. */
function HiringCenterPage() {
  const { t } = useTranslation('employer');
  const { user } = useAuth();
  // The session's user carries the employer's profile, industry included.
  const industry = typeof user?.industry === 'string' ? user.industry : null;
  return (
    <div className="hiring-center">
      <UnfinishedProfileLine />
      <h1>{t('common:pageHeads.hiringCenter.title')}</h1>
      <p className="hiring-center__intro">{t('common:pageHeads.hiringCenter.intro')}</p>
      <AfterFirstPaint fallback={<JobListSkeleton cards={2} />}>
        <div className="hiring-center__columns">
          <section className="card hiring-center__request" aria-labelledby="job-request-title">
            <h2 id="job-request-title">{t('hiring.form.title')}</h2>
            <JobRequestForm employerIndustry={industry} />
          </section>
          <HiringHistory />
        </div>
      </AfterFirstPaint>
    </div>
  );
}

export default withQueryClient(HiringCenterPage);
