import { useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { useDrawnInTurn } from '../../../components/ui/use-drawn-in-turn';
import { Pagination } from '../../../components/ui/pagination';
import { Loading } from '../../../components/page-status';
import { useTranslation } from '../../../i18n/use-translation';
import { messageOf, useMessage } from '../../../i18n/use-message';
import { useAdminJobs } from '../../../api/queries/admin-jobs';
import { useApproveJob } from '../../../api/queries/admin-job-approve';
import type { AdminJob } from '@talent/shared';
import { LoadError } from '../shared/load-error';
import { useActionBanner } from '../shared/use-action-banner';
import { PendingJob } from './pending-job';
import { RejectDialog } from './reject-dialog';

const PAGE_SIZE = 10;
/** The requests drawn with the queue's page; the others follow in a second render. */
const FIRST_DRAWN = 2;

/** The requests waiting for review: approve (publish), or reject with a reason the employer will read. */
export function ModerationQueue() {
  const { t } = useTranslation('admin');
  const message = useMessage();
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<AdminJob | null>(null);
  const { banner, setBanner, clear, heading } = useActionBanner();
  const pending = useAdminJobs('pending', page, PAGE_SIZE);
  const approve = useApproveJob({
    onApproved: (job) => setBanner({ kind: 'success', text: t('queue.approved', { title: job.job_title }) }),
    onError: (error) => setBanner({ kind: 'error', text: t('actionFailed', { reason: message(messageOf(error)) }) }),
  });
  const rejected = (job: AdminJob) => {
    setRejecting(null);
    setBanner({ kind: 'success', text: t('queue.rejected', { title: job.job_title }) });
  };

  return (
    <section className="admin-section" aria-labelledby="queue-title">
      <h2 id="queue-title" ref={heading} tabIndex={-1}>
        {t('queue.title')}
      </h2>
      <Banner message={banner} onDone={clear} />
      {pending.isPending ? (
        <Loading paused={pending.fetchStatus === 'paused'} />
      ) : pending.isError ? (
        <LoadError text={t('queue.loadFailed')} onRetry={() => void pending.refetch()} />
      ) : pending.data.total === 0 ? (
        <p className="empty-state">{t('queue.empty')}</p>
      ) : (
        <>
          <PendingJobs
            jobs={pending.data.items}
            busy={approve.isPending}
            onApprove={(job) => approve.mutate(job)}
            onReject={setRejecting}
          />
          <Pagination page={page} pageSize={PAGE_SIZE} total={pending.data.total} onChange={setPage} />
        </>
      )}
      <RejectDialog job={rejecting} onRejected={rejected} onCancel={() => setRejecting(null)} />
    </section>
  );
}

/** The requests of a page of the queue: the first few drawn with the list, the rest just after (useDrawnInTurn). */
function PendingJobs({
  jobs,
  busy,
  onApprove,
  onReject,
}: {
  jobs: readonly AdminJob[];
  busy: boolean;
  onApprove: (job: AdminJob) => void;
  onReject: (job: AdminJob) => void;
}) {
  const drawn = useDrawnInTurn(jobs.length, FIRST_DRAWN);
  return (
    <ul className="admin-list">
      {jobs.slice(0, drawn).map((job) => (
        <li key={job.id}>
          <PendingJob job={job} busy={busy} onApprove={() => onApprove(job)} onReject={() => onReject(job)} />
        </li>
      ))}
    </ul>
  );
}
