import { useState } from 'react';
import type { AdminReportGroup, ReportDecision } from '@talent/shared';
import { Banner } from '../../../components/ui/banner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pagination } from '../../../components/ui/pagination';
import { Tabs } from '../../../components/ui/tabs';
import { Loading } from '../../../components/page-status';
import { useTranslation } from '../../../i18n/use-translation';
import { messageOf, useMessage } from '../../../i18n/use-message';
import { useAdminReports, type ReportsStatus } from '../../../api/queries/admin-reports';
import { useResolveReports } from '../../../api/queries/admin-reports-resolve';
import { LoadError } from '../shared/load-error';
import { useActionBanner } from '../shared/use-action-banner';
import { ReportGroup } from './report-group';
import { HeldMessages } from '../messages/held-messages';

export const REPORT_STATUSES: readonly ReportsStatus[] = ['open', 'resolved'];
const PAGE_SIZE = 10;

/**
 * The jobs professionals reported, the most reported first: those to settle (dismiss the reports, or close the job,
 * each after a confirmation), or those settled. Either way the reporters are told. Each links to its employer's
 * account (to suspend it) and to its other jobs.
 */
export function ReportsPanel({
  status,
  onStatus,
  jobHref,
  employerHref,
  employerJobsHref,
}: {
  status: ReportsStatus;
  onStatus: (status: ReportsStatus) => void;
  jobHref: (id: number) => string;
  employerHref: (id: string) => string;
  employerJobsHref: (id: string) => string;
}) {
  const { t } = useTranslation('admin');
  const message = useMessage();
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<{ group: AdminReportGroup; outcome: ReportDecision } | null>(null);
  const { banner, setBanner, clear, heading } = useActionBanner();
  const reports = useAdminReports(status, page, PAGE_SIZE);
  const resolve = useResolveReports({
    onResolved: ({ group, outcome }) => {
      setConfirming(null);
      setBanner({ kind: 'success', text: t(`reports.done.${outcome}`, { title: group.job_title }) });
    },
  });
  const choose = (next: ReportsStatus) => {
    setPage(1);
    onStatus(next);
  };
  const ask = (group: AdminReportGroup, outcome: ReportDecision) => {
    resolve.reset();
    setConfirming({ group, outcome });
  };
  const tabs = REPORT_STATUSES.map((value) => ({ value, label: t(`reports.statuses.${value}`) }));

  return (
    <section className="admin-section" aria-labelledby="reports-title">
      <h2 id="reports-title" ref={heading} tabIndex={-1}>
        {t('reports.title')}
      </h2>
      <p className="admin-section__intro">{t('reports.intro')}</p>
      <Banner message={banner} onDone={clear} />
      <HeldMessages />
      <Tabs label={t('reports.statusLabel')} tabs={tabs} value={status} onChange={choose} idPrefix="report-status" />
      <div
        role="tabpanel"
        id={`report-status-panel-${status}`}
        aria-labelledby={`report-status-tab-${status}`}
        tabIndex={0}
        className="admin-tabpanel"
      >
        {reports.isPending ? (
          <Loading paused={reports.fetchStatus === 'paused'} />
        ) : reports.isError ? (
          <LoadError text={t('reports.loadFailed')} onRetry={() => void reports.refetch()} />
        ) : reports.data.total === 0 ? (
          <p className="empty-state">{t(status === 'open' ? 'reports.emptyOpen' : 'reports.emptyResolved')}</p>
        ) : (
          <>
            <ul className="admin-list">
              {reports.data.items.map((group) => (
                <li key={group.job_id}>
                  <ReportGroup
                    group={group}
                    jobHref={jobHref(group.job_id)}
                    employerHref={employerHref(group.employer_id)}
                    employerJobsHref={employerJobsHref(group.employer_id)}
                    busy={resolve.isPending}
                    onResolve={(outcome) => ask(group, outcome)}
                  />
                </li>
              ))}
            </ul>
            <Pagination page={page} pageSize={PAGE_SIZE} total={reports.data.total} onChange={setPage} />
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title={
          confirming ? t(`reports.confirm.${confirming.outcome}.title`, { title: confirming.group.job_title }) : ''
        }
        confirmLabel={confirming ? t(`reports.actions.${confirming.outcome}`) : ''}
        danger={confirming?.outcome === 'job_closed'}
        busy={resolve.isPending}
        error={resolve.isError ? t('actionFailed', { reason: message(messageOf(resolve.error)) }) : null}
        onConfirm={() => confirming && resolve.mutate(confirming)}
        onCancel={() => setConfirming(null)}
      >
        <p>{confirming && t(`reports.confirm.${confirming.outcome}.body`, { count: confirming.group.count })}</p>
      </ConfirmDialog>
    </section>
  );
}
