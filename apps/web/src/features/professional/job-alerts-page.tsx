import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import type { JobAlert, JobAlertPatch } from '@talent/shared';
import { Banner, type BannerMessage } from '../../components/ui/banner';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Loading } from '../../components/page-status';
import { useDocumentTitle } from '../../components/use-document-title';
import { useTranslation } from '../../i18n/use-translation';
import { withQueryClient } from '../../lib/query';
import { useJobAlerts } from '../../api/queries/job-alerts';
import { useUpdateJobAlert } from '../../api/queries/job-alert-update';
import { useDeleteJobAlert } from '../../api/queries/job-alert-delete';
import { useOffline } from '../../session/use-offline';
import { JobAlertItem } from './alerts/job-alert-item';
import { useAlertError } from './alerts/save-alert-dialog';
import './jobs/jobs.css';
import './alerts/alerts.css';

/**
 * /job-alerts: the professional's saved searches, each mailed daily or weekly; pause or resume, edit (name and
 * frequency) and delete (after asking). Each change is announced in the status banner.
 */
function JobAlertsPage() {
  const { t } = useTranslation('professional');
  useDocumentTitle(t('alerts.title'));
  const alerts = useJobAlerts();
  const update = useUpdateJobAlert();
  const remove = useDeleteJobAlert();
  const offline = useOffline();
  const describe = useAlertError();
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  const [deleting, setDeleting] = useState<JobAlert | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const clearBanner = useCallback(() => setBanner(null), []);

  const change = async (alert: JobAlert, patch: JobAlertPatch): Promise<boolean> => {
    try {
      const saved = await update.mutateAsync({ id: alert.id, change: patch });
      const text =
        patch.paused === true
          ? t('alerts.pausedNotice', { name: saved.name })
          : patch.paused === false
            ? t('alerts.resumedNotice', { name: saved.name })
            : t('alerts.renamedNotice');
      setBanner({ kind: 'success', text });
      return true;
    } catch (err) {
      setBanner({ kind: 'error', text: describe(err, t('alerts.actionFailed')) });
      return false;
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      setBanner({ kind: 'success', text: t('alerts.deletedNotice', { name: deleting.name }) });
      setDeleting(null);
    } catch (err) {
      setDeleteError(describe(err, t('alerts.actionFailed')));
    }
  };

  let content;
  if (alerts.isPending) {
    content =
      alerts.fetchStatus === 'paused' ? (
        <p className="page-status" role="status">
          {t('alerts.offline')}
        </p>
      ) : (
        <Loading />
      );
  } else if (alerts.isError && !alerts.data) {
    content = (
      <div className="page-status" role="alert">
        <p>{offline ? t('alerts.offline') : t('alerts.loadFailed')}</p>
        <button type="button" className="btn btn--secondary" onClick={() => void alerts.refetch()}>
          {t('alerts.retry')}
        </button>
      </div>
    );
  } else if (alerts.data.length === 0) {
    content = (
      <div className="empty-state" role="status">
        <h2>{t('alerts.emptyTitle')}</h2>
        <p>{t('alerts.empty')}</p>
        <Link to="/recommended-jobs" className="btn btn--primary">
          {t('alerts.browse')}
        </Link>
      </div>
    );
  } else {
    content = (
      <>
        <p className="jobs-count">{t('alerts.count', { count: alerts.data.length })}</p>
        <ul className="job-alert-list">
          {alerts.data.map((alert) => (
            <li key={alert.id}>
              <JobAlertItem
                alert={alert}
                busy={update.isPending && update.variables?.id === alert.id}
                offline={offline}
                onChange={(patch) => change(alert, patch)}
                onDelete={() => {
                  setDeleteError(null);
                  setDeleting(alert);
                }}
              />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className="jobs-page job-alerts">
      <div className="jobs-page__head">
        <h1>{t('alerts.title')}</h1>
        <Link to="/recommended-jobs" className="btn btn--secondary">
          {t('job.backToJobs')}
        </Link>
      </div>
      <p className="jobs-page__intro">{t('alerts.intro')}</p>
      <div aria-live="polite">{banner && <Banner message={banner} onDone={clearBanner} />}</div>
      {content}
      <ConfirmDialog
        open={deleting !== null}
        title={t('alerts.deleteTitle')}
        confirmLabel={t('alerts.deleteConfirm')}
        danger
        busy={remove.isPending}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        <p>{t('alerts.deleteBody', { name: deleting?.name ?? '' })}</p>
      </ConfirmDialog>
    </div>
  );
}

export default withQueryClient(JobAlertsPage);
