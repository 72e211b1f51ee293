import type { EmployerJob, MessageKey } from '@talent/shared';
import { Modal } from '../../../components/ui/modal';
import { useTranslation } from '../../../i18n/use-translation';
import { JobRequestForm } from './job-request-form';

/**
 * A pending or approved request, changed in the request form itself, prefilled, in a dialog. It says first what a
 * change does: an approved job whose words change goes back to staff before it is shown again.
 */
export function EditJobRequestDialog({
  job,
  open,
  onClose,
  onSaved,
}: {
  job: EmployerJob;
  open: boolean;
  onClose: () => void;
  onSaved: (message: MessageKey) => void;
}) {
  const { t } = useTranslation('employer');
  return (
    <Modal
      open={open}
      title={t('history.editTitle', { title: job.job_title })}
      closeLabel={t('common:ui.close')}
      onClose={onClose}
    >
      <p className="job-details__note">
        {job.status === 'approved' ? t('history.editApprovedNote') : t('history.editPendingNote')}
      </p>
      <JobRequestForm job={job} onSaved={onSaved} onCancel={onClose} />
    </Modal>
  );
}
