import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { suspendUserSchema, unsuspendUserSchema, verifyEmployerSchema, type AdminUser } from '@talent/shared';
import { Field } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { useTranslation } from '../../../i18n/use-translation';
import { useFormMessage } from '../../../i18n/use-message';
import { useAccountAction, type AccountAction } from '../../../api/queries/admin-account-action';
import { DialogActions } from '../shared/dialog-actions';

export type { AccountAction };

/**
 * One required text, with the shared rule of its field: the note of a verification, the reason of a suspension or of
 * its lifting.
 */
const schemas = {
  verify: z.object({ text: verifyEmployerSchema.shape.note }),
  suspend: z.object({ text: suspendUserSchema.shape.reason }),
  unsuspend: z.object({ text: unsuspendUserSchema.shape.reason }),
};

/** Each dialog's words, under `users.` of the console's labels. */
const TEXTS = { verify: 'users.verifyDialog', suspend: 'users.suspendDialog', unsuspend: 'users.unsuspendDialog' };
/** Each dialog's field label. */
const FIELD = {
  verify: 'users.verifyDialog.note',
  suspend: 'users.suspendDialog.reason',
  unsuspend: 'users.unsuspendDialog.reason',
};

export const accountName = (user: AdminUser) =>
  `${user.first_name} ${user.last_name}`.trim() || user.company_name || user.email;

/**
 * Verifying an employer needs a note of how staff checked it (an RCCM number, a call, a visit); suspending an
 * account needs a reason, and says first what it does (the warning is read with the field); lifting a suspension
 * needs a reason, and says what it does and does not undo. The dialog will not send without the text; one dialog for
 * each action, whose rule does not change.
 */
export function AccountDialog({
  action,
  user,
  onDone,
  onCancel,
}: {
  action: AccountAction;
  user: AdminUser | null;
  onDone: (action: AccountAction, user: AdminUser) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin');
  const warningId = useId();
  const fieldError = useFormMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ text: string }>({ resolver: zodResolver(schemas[action]), defaultValues: { text: '' } });
  const done = (changed: AdminUser) => {
    onDone(action, changed);
    reset();
  };
  const mutation = useAccountAction(action, { onDone: done });
  const cancel = () => {
    reset();
    mutation.reset();
    onCancel();
  };
  const send = ({ text }: { text: string }) => {
    if (!user) return;
    mutation.mutate({ user, text });
  };
  const texts = TEXTS[action];
  const name = user ? accountName(user) : '';
  return (
    <Modal
      open={user !== null}
      title={t(`${texts}.title`, { name })}
      onClose={cancel}
      closeLabel={t('common:ui.close')}
    >
      <form className="form" noValidate onSubmit={handleSubmit(send)}>
        {action === 'suspend' ? (
          <p id={warningId} className="banner banner--error account-dialog__warning">
            <strong>{t('users.suspendDialog.warning')}</strong>
          </p>
        ) : (
          <p id={warningId}>{t(`${texts}.intro`)}</p>
        )}
        <Field label={t(FIELD[action])} hint={t(`${texts}.hint`)} error={fieldError(errors.text?.message)} required>
          <textarea rows={4} aria-describedby={action === 'verify' ? undefined : warningId} {...register('text')} />
        </Field>
        <DialogActions
          pending={mutation.isPending}
          error={mutation.isError ? mutation.error : null}
          onCancel={cancel}
          submitLabel={t(`${texts}.submit`)}
          danger={action === 'suspend'}
        />
      </form>
    </Modal>
  );
}
