import { useState } from 'react';
import { Link } from 'react-router';
import { JOB_STATUSES, type AdminJob, type JobStatus } from '@talent/shared';
import { DataTable } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { StatusBadge } from '../../../components/ui/status-badge';
import { Tabs } from '../../../components/ui/tabs';
import { Loading } from '../../../components/page-status';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDate } from '../../../lib/format';
import { useAdminJobs } from '../../../api/queries/admin-jobs';
import { LoadError } from '../shared/load-error';
import { TrustBadges } from '../shared/trust-badges';

export type StatusTab = 'all' | JobStatus;
export const STATUS_TABS: readonly StatusTab[] = ['all', ...JOB_STATUSES];
const PAGE_SIZE = 20;

/**
 * Every job, by status (tabs), newest first, or those of one employer (`employer`, the account's id: where the
 * reports link an employer to); a job opens with its applications.
 */
export function JobsPanel({
  status,
  onStatus,
  jobHref,
  employer,
  allHref,
}: {
  status: StatusTab;
  onStatus: (status: StatusTab) => void;
  jobHref: (id: number) => string;
  employer?: string | null;
  allHref?: string;
}) {
  const { t, language } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const jobs = useAdminJobs(status === 'all' ? undefined : status, page, PAGE_SIZE, employer ?? undefined);
  const employerName = jobs.data?.items[0]?.employer.company_name;
  const choose = (next: StatusTab) => {
    setPage(1);
    onStatus(next);
  };
  const tabs = STATUS_TABS.map((value) => ({
    value,
    label: value === 'all' ? t('jobs.all') : t(`common:jobStatus.${value}`),
  }));

  return (
    <section className="admin-section" aria-labelledby="jobs-title">
      <h2 id="jobs-title">
        {employer
          ? employerName
            ? t('jobs.ofEmployer', { name: employerName })
            : t('jobs.ofEmployerUnnamed')
          : t('tabs.jobs')}
      </h2>
      {employer && (
        <p className="admin-filter-note">
          <Link to={allHref ?? '?tab=jobs'}>{t('jobs.allJobs')}</Link>
        </p>
      )}
      <Tabs label={t('jobs.statusLabel')} tabs={tabs} value={status} onChange={choose} idPrefix="job-status" />
      <div
        role="tabpanel"
        id={`job-status-panel-${status}`}
        aria-labelledby={`job-status-tab-${status}`}
        tabIndex={0}
        className="admin-tabpanel"
      >
        {jobs.isPending ? (
          <Loading paused={jobs.fetchStatus === 'paused'} />
        ) : jobs.isError ? (
          <LoadError text={t('jobs.loadFailed')} onRetry={() => void jobs.refetch()} />
        ) : jobs.data.total === 0 ? (
          <p className="empty-state">{t('jobs.empty')}</p>
        ) : (
          <>
            <DataTable<AdminJob>
              caption={t('jobs.caption')}
              rows={jobs.data.items}
              rowKey={(job) => job.id}
              columns={[
                {
                  id: 'title',
                  header: t('jobs.title'),
                  cell: (job) => <Link to={jobHref(job.id)}>{job.job_title}</Link>,
                },
                {
                  id: 'company',
                  header: t('jobs.company'),
                  cell: (job) => (
                    <>
                      {job.employer.company_name ?? t('employer.notGiven')}{' '}
                      <TrustBadges
                        verified={job.employer.verified_at !== null}
                        suspended={job.employer.suspended_at !== null}
                      />
                    </>
                  ),
                },
                {
                  id: 'status',
                  header: t('jobs.status'),
                  cell: (job) => <StatusBadge kind="job" status={job.status} />,
                },
                {
                  id: 'submitted',
                  header: t('jobs.submitted'),
                  cell: (job) => formatDate(job.submitted_at, language),
                  nowrap: true,
                },
                { id: 'applications', header: t('jobs.applications'), cell: (job) => String(job.applications_count) },
              ]}
            />
            <Pagination page={page} pageSize={PAGE_SIZE} total={jobs.data.total} onChange={setPage} />
          </>
        )}
      </div>
    </section>
  );
}
