import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { deleteAccountSchema, type DeleteAccountPayload } from '@talent/shared';
import { DataExport } from '../../components/account/data-export';
import { Field } from '../../components/ui/field';
import { Modal } from '../../components/ui/modal';
import { PasswordInput } from '../../components/ui/password-input';
import { useTranslation } from '../../i18n/use-translation';
import { useFormMessage, useMessage } from '../../i18n/use-message';
import { ApiError, errorMessage } from '../../lib/api-client';
import { flashState } from '../../lib/flash';
import { applyServerErrors } from '../../lib/form-errors';
import { useAuth } from '../../session/use-auth';
import { deleteAccount } from '../../api/account';
import './delete-account.css';

/**
 * The dialog's form: what deletion does, in plain words, then the password that confirms it. A wrong password (or
 * an account that has none) is said on the field; any other failure (too many tries, offline) above the buttons.
 * Once deleted, the session is forgotten here (the server has ended it already) and the home page says so.
 */
function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('account');
  const msg = useMessage();
  const fieldError = useFormMessage();
  const { forgetSession } = useAuth();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<DeleteAccountPayload>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await deleteAccount({ password });
    } catch (err) {
      if (applyServerErrors(err, ['password'] as const, setError).length) return;
      // Offline or out of reach: the client's own sentence; else the server's reason (429, 403), or ours.
      const fallback = { text: t('deleteAccount.failed') };
      if (!(err instanceof ApiError)) setFailure(msg(fallback));
      else setFailure(msg(err.status === 0 ? err.shown : errorMessage(err.data, fallback)));
      return;
    }
    forgetSession('/', flashState({ kind: 'success', message: 'accountDeleted' }));
  });

  return (
    <form className="form delete-account" noValidate onSubmit={(e) => void onSubmit(e)}>
      <div>
        <p>{t('deleteAccount.intro')}</p>
        <ul>
          <li>{t('deleteAccount.sessions')}</li>
          <li>{t('deleteAccount.data')}</li>
          <li>{t('deleteAccount.applications')}</li>
          <li>{t('deleteAccount.jobs')}</li>
        </ul>
        <p>{t('deleteAccount.again')}</p>
      </div>
      <div className="delete-account__export">
        <p>{t('deleteAccount.exportFirst')}</p>
        <DataExport />
      </div>
      <Field
        label={t('deleteAccount.password')}
        hint={t('deleteAccount.passwordHint')}
        error={fieldError(errors.password?.message)}
        required
      >
        <PasswordInput
          autoComplete="current-password"
          showLabel={t('deleteAccount.showPassword')}
          {...register('password')}
        />
      </Field>
      <div role="alert">{failure && <p className="banner banner--error">{failure}</p>}</div>
      <div className="delete-account__actions">
        <button type="button" className="btn btn--secondary" onClick={onCancel}>
          {t('deleteAccount.cancel')}
        </button>
        <button type="submit" className="btn btn--danger" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? t('deleteAccount.submitting') : t('deleteAccount.submit')}
        </button>
      </div>
    </form>
  );
}

/**
 * "Delete my account", in the settings' "Your data": a danger button that opens the confirmation dialog (its form
 * starts afresh each time). Staff accounts are removed by other staff, so they are not offered it; demo accounts
 * are told why not.
 */
export function DeleteAccount() {
  const { t } = useTranslation('account');
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  if (!user || user.is_staff) return null;
  if (user.is_demo) return <p className="delete-account__demo">{t('deleteAccount.demo')}</p>;
  return (
    <div className="delete-account__start">
      <p>{t('deleteAccount.about')}</p>
      <button type="button" className="btn btn--danger" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('deleteAccount.open')}
      </button>
      <Modal open={open} title={t('deleteAccount.title')} closeLabel={t('deleteAccount.close')} onClose={close}>
        <DeleteAccountForm onCancel={close} />
      </Modal>
    </div>
  );
}
