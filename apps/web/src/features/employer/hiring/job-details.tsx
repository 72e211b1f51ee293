import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmployerJob, MessageKey } from '@talent/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useTranslation } from '../../../i18n/use-translation';
import { useMessage } from '../../../i18n/use-message';
import { formatDate } from '../../../lib/format';
import { closeEmployerJob } from '../../../api/employer-jobs';
import { EMPLOYER_JOBS_KEY } from '../../../api/queries/employer-jobs';
import { ApplicantsList } from './applicants-list';
import { PipelineSummary } from './pipeline-summary';
import { EditJobRequestDialog } from './edit-job-request';

/**
 * What a request's status means for the employer, its deadline, its forwarded applicants, and changing or closing
 * it. What a change did is said here, by the Edit button that keeps the focus.
 */
export function JobDetails({ job, onClosed }: { job: EmployerJob; onClosed: (title: string) => void }) {
  const { t, language } = useTranslation('employer');
  const message = useMessage();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<MessageKey | null>(null);
  const deadline = formatDate(job.application_deadline, language);
  const close = useMutation({
    mutationFn: () => closeEmployerJob(job.id),
    onSuccess: async () => {
      setConfirming(false);
      onClosed(job.job_title);
      await queryClient.invalidateQueries({ queryKey: EMPLOYER_JOBS_KEY });
    },
  });
  const note =
    job.status === 'pending'
      ? t('history.pendingNote')
      : job.status === 'approved'
        ? t('history.approvedNote', { date: deadline })
        : job.status === 'closed'
          ? t('history.closedNote')
          : t('history.rejectedNote');
  // Only a request still waiting or published can be changed or closed.
  const editable = job.status === 'pending' || job.status === 'approved';

  return (
    <div className="job-details">
      <p className="job-details__note">{note}</p>
      {job.status !== 'approved' && <p className="job-details__note">{t('history.deadline', { date: deadline })}</p>}
      {(job.status === 'approved' || job.status === 'closed') && (
        <>
          <PipelineSummary job={job} />
          <ApplicantsList jobId={job.id} />
        </>
      )}
      {editable && (
        <div className="job-details__actions">
          <button
            type="button"
            className="btn btn--secondary"
            aria-haspopup="dialog"
            onClick={() => {
              setSaved(null);
              setEditing(true);
            }}
          >
            {t('history.edit')}
          </button>
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => {
              close.reset();
              setConfirming(true);
            }}
          >
            {t('history.close')}
          </button>
        </div>
      )}
      <div role="status" className="job-details__saved">
        {saved && <p className="banner banner--success">{message(saved)}</p>}
      </div>
      <EditJobRequestDialog
        job={job}
        open={editing}
        onClose={() => setEditing(false)}
        onSaved={(said) => {
          setEditing(false);
          setSaved(said);
        }}
      />
      <ConfirmDialog
        open={confirming}
        title={t('history.closeTitle')}
        confirmLabel={t('history.close')}
        danger
        busy={close.isPending}
        error={close.isError ? t('history.closeFailed') : null}
        onConfirm={() => close.mutate()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('history.closeBody', { title: job.job_title })}</p>
      </ConfirmDialog>
    </div>
  );
}
