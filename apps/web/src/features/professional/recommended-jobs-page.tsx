import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { SHELL_APPLIED_EVENT, type JobForProfessional } from '@talent/shared';
import { Tabs } from '../../components/ui/tabs';
import { Loading } from '../../components/page-status';
import { AfterFirstPaint } from '../../components/ui/after-first-paint';
import { JobListSkeleton } from '../../components/ui/skeletons';
import { useMessage } from '../../i18n/use-message';
import { useTranslation } from '../../i18n/use-translation';
import { useAuth } from '../../session/use-auth';
import { UnfinishedProfileLine } from '../../components/onboarding/unfinished-profile';
import { APPLICATIONS_KEY } from '../../api/queries/applications';
import { JOBS_KEY } from '../../api/queries/jobs-key';
import { ApplyModal, SaveAlertDialog } from './jobs/lazy-dialogs';
import { withSavedLists } from './saved/saved-lists';
import { JobSearchFrame } from './search/job-search-frame';
import { JobSearchView } from './search/job-search-view';
import { useJobSearch } from './search/use-job-search';
import './jobs/jobs.css';

type Tab = 'matched' | 'all';

/** The jobs, the toggle between skill-matched and all, the search of both, and the apply dialog. */
function RecommendedJobs() {
  const { t } = useTranslation('professional');
  const queryClient = useQueryClient();
  const search = useJobSearch();
  const tab: Tab = search.search.showAll ? 'all' : 'matched';
  const [applyingTo, setApplyingTo] = useState<JobForProfessional | null>(null);
  const [focusAppliedJob, setFocusAppliedJob] = useState<number | null>(null);
  const [savingAlert, setSavingAlert] = useState(false);
  const closeAlert = useCallback(() => setSavingAlert(false), []);

  // The search goes along to the other tab; Back returns to the tab before.
  const choose = (next: Tab) => {
    if (next !== tab) search.change({ showAll: next === 'all' });
  };
  const closeModal = useCallback(() => setApplyingTo(null), []);
  const applied = useCallback(
    (job: JobForProfessional) => {
      setApplyingTo(null);
      setFocusAppliedJob(job.id);
      void queryClient.invalidateQueries({ queryKey: JOBS_KEY });
      void queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY });
    },
    [queryClient],
  );
  // An application sent from the page's shell, before this page was drawn or while it was: the lists read again.
  useEffect(() => {
    const readAgain = () => {
      void queryClient.invalidateQueries({ queryKey: JOBS_KEY });
      void queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY });
    };
    window.addEventListener(SHELL_APPLIED_EVENT, readAgain);
    return () => window.removeEventListener(SHELL_APPLIED_EVENT, readAgain);
  }, [queryClient]);

  return (
    <div className="jobs-page">
      <UnfinishedProfileLine />
      <div className="jobs-page__head">
        <h1>{t('common:pageHeads.recommendedJobs.title')}</h1>
        {/* On a phone the menu holds this link, and the first screen is left to the jobs. */}
        <Link to="/my-applications" className="btn btn--secondary jobs-page__applications">
          {t('jobs.myApplications')}
        </Link>
      </div>
      <p className="jobs-page__intro">{t('common:pageHeads.recommendedJobs.intro')}</p>
      <Tabs
        label={t('jobs.toggleLabel')}
        idPrefix="jobs"
        value={tab}
        onChange={choose}
        tabs={[
          { value: 'matched', label: t('jobs.matched') },
          { value: 'all', label: t('jobs.all') },
        ]}
      />
      {(['matched', 'all'] as const).map((panel) => (
        <div
          key={panel}
          role="tabpanel"
          id={`jobs-panel-${panel}`}
          aria-labelledby={`jobs-tab-${panel}`}
          hidden={panel !== tab}
          className="jobs-page__panel"
        >
          {panel === tab && (
            <AfterFirstPaint
              fallback={<JobSearchFrame rows={<JobListSkeleton cards={3} />} countAction={t('alerts.save')} />}
            >
              <JobSearchView
                controls={search}
                onApply={setApplyingTo}
                focusAppliedJob={focusAppliedJob}
                countAction={
                  <button
                    type="button"
                    className="btn btn--secondary btn--small"
                    onClick={() => setSavingAlert(true)}
                    aria-haspopup="dialog"
                  >
                    {t('alerts.save')}
                  </button>
                }
              />
            </AfterFirstPaint>
          )}
        </div>
      ))}
      <ApplyModal job={applyingTo} onClose={closeModal} onApplied={applied} />
      <SaveAlertDialog open={savingAlert} search={search.search} onClose={closeAlert} />
    </div>
  );
}

/**
 * /recommended-jobs, for professionals. The route's guard sends others away; the page still explains itself to
 * an anonymous visitor or a user of another type.
 */
function RecommendedJobsPage() {
  const { t } = useTranslation('professional');
  const msg = useMessage();
  const { status, user } = useAuth();
  if (status === 'loading' && !user) return <Loading />;
  if (!user) {
    return (
      <div className="page-status" role="alert">
        <p>{msg('loginToSeeJobs')}</p>
        <Link to="/auth" className="btn btn--primary">
          {t('jobs.logIn')}
        </Link>
      </div>
    );
  }
  if (user.user_type !== 'professional') {
    return (
      <p className="page-status" role="alert">
        {msg('professionalsOnly')}
      </p>
    );
  }
  return <RecommendedJobs />;
}

export default withSavedLists(RecommendedJobsPage);
