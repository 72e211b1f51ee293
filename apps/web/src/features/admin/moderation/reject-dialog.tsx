import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { rejectJobSchema, type AdminJob, type RejectJobPayload } from '@talent/shared';
import { Field } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { useTranslation } from '../../../i18n/use-translation';
import { useFormMessage } from '../../../i18n/use-message';
import { useRejectJob } from '../../../api/queries/admin-job-reject';
import { DialogActions } from '../shared/dialog-actions';

/** Rejecting a request needs a reason the employer will read; the dialog will not send without one. */
export function RejectDialog({
  job,
  onRejected,
  onCancel,
}: {
  job: AdminJob | null;
  onRejected: (job: AdminJob) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin');
  const fieldError = useFormMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<RejectJobPayload>({
    resolver: zodResolver(rejectJobSchema),
    defaultValues: { reason: '' },
  });
  const reject = useRejectJob({
    onRejected: (rejected) => {
      onRejected(rejected);
      reset();
    },
  });
  const cancel = () => {
    reset();
    reject.reset();
    onCancel();
  };
  return (
    <Modal
      open={job !== null}
      title={t('reject.title', { title: job?.job_title ?? '' })}
      onClose={cancel}
      closeLabel={t('common:ui.close')}
    >
      <form className="form" noValidate onSubmit={handleSubmit(({ reason }) => job && reject.mutate({ job, reason }))}>
        <Field
          label={t('reject.reason')}
          hint={t('reject.reasonHint')}
          error={fieldError(errors.reason?.message)}
          required
        >
          <textarea rows={4} {...register('reason')} />
        </Field>
        <DialogActions
          pending={reject.isPending}
          error={reject.isError ? reject.error : null}
          onCancel={cancel}
          submitLabel={t('reject.submit')}
          danger
        />
      </form>
    </Modal>
  );
}
