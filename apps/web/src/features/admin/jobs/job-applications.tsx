import { Suspense, useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pagination } from '../../../components/ui/pagination';
import { Loading } from '../../../components/page-status';
import { useTranslation } from '../../../i18n/use-translation';
import { messageOf, useMessage } from '../../../i18n/use-message';
import { useChangeApplicationStatus, type StatusChange } from '../../../api/queries/admin-application-status';
import { useAdminJobApplications } from '../../../api/queries/admin-job-applications';
import { LoadError } from '../shared/load-error';
import { useActionBanner } from '../shared/use-action-banner';
import { ApplicationReview } from './application-review';

const PAGE_SIZE = 20;

/**
 * A job's applications, best skill match first. Each status change is confirmed first, saying what it does:
 * shortlisting reveals the company to the applicant and forwards them to the employer.
 */
export function JobApplications({ jobId }: { jobId: number }) {
  const { t } = useTranslation('admin');
  const message = useMessage();
  const [page, setPage] = useState(1);
  const [change, setChange] = useState<StatusChange | null>(null);
  const { banner, setBanner, clear, heading } = useActionBanner();
  const applications = useAdminJobApplications(jobId, page, PAGE_SIZE);
  const save = useChangeApplicationStatus({
    onChanged: ({ application, to }) => {
      setChange(null);
      const name = `${application.first_name} ${application.last_name}`.trim();
      setBanner({
        kind: 'success',
        text: t('applications.changed', { name, status: t(`common:applicationStatus.${to}`) }),
      });
    },
  });
  const name = change ? `${change.application.first_name} ${change.application.last_name}`.trim() : '';

  return (
    <section className="job-applications" aria-labelledby={`applications-${jobId}-title`}>
      <h3 id={`applications-${jobId}-title`} ref={heading} tabIndex={-1}>
        {t('applications.title')}
      </h3>
      <p className="banner banner--info">{t('applications.shortlistNote')}</p>
      <Banner message={banner} onDone={clear} />
      {applications.isPending ? (
        <Loading paused={applications.fetchStatus === 'paused'} />
      ) : applications.isError ? (
        <LoadError text={t('applications.loadFailed')} onRetry={() => void applications.refetch()} />
      ) : applications.data.total === 0 ? (
        <p className="empty-state">{t('applications.empty')}</p>
      ) : (
        // The rows need words of another namespace (the skill match's): while they load, only the list waits, and the
        // page (with the job's title, which has the focus) stays drawn.
        <Suspense fallback={<Loading />}>
          <ol className="admin-list" start={(page - 1) * PAGE_SIZE + 1}>
            {applications.data.items.map((application) => (
              <li key={application.id}>
                <ApplicationReview
                  application={application}
                  busy={save.isPending}
                  onChange={(to) => {
                    save.reset();
                    setChange({ application, to });
                  }}
                />
              </li>
            ))}
          </ol>
          <Pagination page={page} pageSize={PAGE_SIZE} total={applications.data.total} onChange={setPage} />
        </Suspense>
      )}
      <ConfirmDialog
        open={change !== null}
        title={change ? t(`applications.confirm.${change.to}.title`, { name }) : ''}
        confirmLabel={change ? t(`applications.actions.${change.to}`) : ''}
        danger={change?.to === 'rejected'}
        busy={save.isPending}
        error={save.isError ? t('actionFailed', { reason: message(messageOf(save.error)) }) : null}
        onConfirm={() => change && save.mutate(change)}
        onCancel={() => setChange(null)}
      >
        {change && <p>{t(`applications.confirm.${change.to}.body`, { name })}</p>}
      </ConfirmDialog>
    </section>
  );
}
