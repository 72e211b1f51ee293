import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OPEN_APPLICATION_STATUSES, type ProfessionalApplication } from '@talent/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useTranslation } from '../../../i18n/use-translation';
import { useMessage } from '../../../i18n/use-message';
import { actionFailure } from '../../../lib/api-client';
import { withdrawApplication } from '../../../api/applications';
import { APPLICATIONS_KEY } from '../../../api/queries/applications';

/** Withdraws an application still waiting for an answer, after asking: the employer's counts follow. */
export function WithdrawApplication({ application }: { application: ProfessionalApplication }) {
  const { t } = useTranslation('professional');
  const message = useMessage();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const withdraw = useMutation({
    mutationFn: () => withdrawApplication(application.id),
    onSuccess: async () => {
      setAsking(false);
      await queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY });
    },
  });
  if (!(OPEN_APPLICATION_STATUSES as readonly string[]).includes(application.status)) return null;
  return (
    <>
      <button
        type="button"
        className="btn btn--secondary application-card__withdraw"
        aria-haspopup="dialog"
        onClick={() => {
          withdraw.reset();
          setAsking(true);
        }}
      >
        {t('applications.withdraw')}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('applications.withdrawTitle', { title: application.job_title })}
        confirmLabel={t('applications.withdraw')}
        danger
        busy={withdraw.isPending}
        error={withdraw.isError ? message(actionFailure(withdraw.error, 'withdrawFailed')) : null}
        onConfirm={() => withdraw.mutate()}
        onCancel={() => setAsking(false)}
      >
        <p>{t('applications.withdrawBody')}</p>
      </ConfirmDialog>
    </>
  );
}
