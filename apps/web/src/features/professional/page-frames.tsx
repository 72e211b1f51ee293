import type { ReactNode } from 'react';
import { Tabs } from '../../components/ui/tabs';
import { useTranslation } from '../../i18n/use-translation';
import { UnfinishedProfileFrame } from '../../components/onboarding/unfinished-profile';
import { JobSearchFrame } from './search/job-search-frame';

// The frames a shell writes around its first rows (prerender-entry.tsx): each page's own elements above its rows, with
// its classes, so that a phone sees nothing move when the app draws the page in their place. Only the shells carry
// them; e2e/frames-hold.spec.ts holds each to its page. What works without the app is real (links, the tabs and the
// search, as plain forms of the address); what needs it is drawn as its shape.

/** Recommended Jobs: the way to an unfinished profile, heading, tabs, search, the count's line, then the rows. */
export function RecommendedJobsFrame({ rows }: { rows: ReactNode }) {
  const { t } = useTranslation('professional');
  return (
    <div className="jobs-page">
      <UnfinishedProfileFrame userType="professional" />
      <div className="jobs-page__head">
        <h1>{t('common:pageHeads.recommendedJobs.title')}</h1>
        <a href="/my-applications" className="btn btn--secondary jobs-page__applications">
          {t('jobs.myApplications')}
        </a>
      </div>
      <p className="jobs-page__intro">{t('common:pageHeads.recommendedJobs.intro')}</p>
      {/* The address's own words for the tabs (show_all), so that a tab tapped before the app opens its list. */}
      <Tabs
        label={t('jobs.toggleLabel')}
        idPrefix="jobs"
        value="false"
        onChange={() => {}}
        queryParam="show_all"
        tabs={[
          { value: 'false', label: t('jobs.matched') },
          { value: 'true', label: t('jobs.all') },
        ]}
      />
      <div className="jobs-page__panel">
        <JobSearchFrame rows={rows} countAction={t('alerts.save')} />
      </div>
    </div>
  );
}

/** My applications: heading with its link back to the jobs, introduction, the count's line, then the rows. */
export function MyApplicationsFrame({ rows }: { rows: ReactNode }) {
  const { t } = useTranslation('professional');
  return (
    <div className="applications-page">
      <div className="jobs-page__head">
        <h1>{t('common:pageHeads.myApplications.title')}</h1>
        <a href="/recommended-jobs" className="btn btn--secondary">
          {t('applications.backToJobs')}
        </a>
      </div>
      <p className="applications-page__intro">{t('common:pageHeads.myApplications.intro')}</p>
      <p className="jobs-count">{'\u00a0'}</p>
      {rows}
    </div>
  );
}
