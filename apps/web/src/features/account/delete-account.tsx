import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  deleteWithCodeSchema,
  deleteWithPasswordSchema,
  type DeleteWithCodePayload,
  type DeleteWithPasswordPayload,
} from '@talent/shared';
import { DataExport } from '../../components/account/data-export';
import { Field } from '../../components/ui/field';
import { Modal } from '../../components/ui/modal';
import { PasswordInput } from '../../components/ui/password-input';
import { useTranslation } from '../../i18n/use-translation';
import { useFormMessage, useMessage, type Message } from '../../i18n/use-message';
import { ApiError, errorMessage } from '../../lib/api-client';
import { detailMessage } from '../../lib/field-messages';
import { flashState } from '../../lib/flash';
import { applyServerErrors } from '../../lib/form-errors';
import { useAuth } from '../../session/use-auth';
import { deleteAccount, sendDeletionCode } from '../../api/account';
import './delete-account.css';

/** What the dialog does, in plain words, with the offer to download one's data first. */
function WhatDeletionDoes() {
  const { t } = useTranslation('account');
  return (
    <>
      <div className="delete-account__what">
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
    </>
  );
}

/**
 * The dialog's last lines: a failure that is not a field's, then Cancel and the danger button (held while `busy`,
 * or until it can be used: `ready` false).
 */
function FormEnd({
  failure,
  busy,
  ready = true,
  onCancel,
}: {
  failure: string | null;
  busy: boolean;
  ready?: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation('account');
  return (
    <>
      <div role="alert">{failure && <p className="banner banner--error">{failure}</p>}</div>
      <div className="delete-account__actions">
        <button type="button" className="btn btn--secondary" onClick={onCancel}>
          {t('deleteAccount.cancel')}
        </button>
        <button type="submit" className="btn btn--danger" disabled={busy || !ready} aria-busy={busy || undefined}>
          {busy ? t('deleteAccount.submitting') : t('deleteAccount.submit')}
        </button>
      </div>
    </>
  );
}

/**
 * What a failure that is no field's says: offline or out of reach, the client's own sentence; else the server's
 * reason (429, 403), or ours.
 */
function useFailureText() {
  const { t } = useTranslation('account');
  const msg = useMessage();
  return (err: unknown) => {
    const fallback = { text: t('deleteAccount.failed') };
    if (!(err instanceof ApiError)) return msg(fallback);
    return msg(err.status === 0 ? err.shown : errorMessage(err.data, fallback));
  };
}

/** Once deleted, the session is forgotten here (the server has ended it already) and the home page says so. */
function useDeleted() {
  const { forgetSession } = useAuth();
  return () => forgetSession('/', flashState({ kind: 'success', message: 'accountDeleted' }));
}

/** The password confirms it; a wrong one is said on the field. */
function DeleteWithPassword({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('account');
  const fieldError = useFormMessage();
  const failureText = useFailureText();
  const deleted = useDeleted();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<DeleteWithPasswordPayload>({
    resolver: zodResolver(deleteWithPasswordSchema),
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await deleteAccount({ password });
    } catch (err) {
      if (applyServerErrors(err, ['password'] as const, setError).length === 0) setFailure(failureText(err));
      return;
    }
    deleted();
  });

  return (
    <form className="form delete-account" noValidate onSubmit={(e) => void onSubmit(e)}>
      <WhatDeletionDoes />
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
      <FormEnd failure={failure} busy={isSubmitting} onCancel={onCancel} />
    </form>
  );
}

/**
 * An account made with Google or LinkedIn has no password: a code mailed to its address confirms instead. The
 * button sends it (the server's words say where), then the code's field takes the focus; a wrong or spent code is
 * said on it.
 */
function DeleteWithCode({ email, onCancel }: { email: string; onCancel: () => void }) {
  const { t } = useTranslation('account');
  const msg = useMessage();
  const fieldError = useFormMessage();
  const failureText = useFailureText();
  const deleted = useDeleted();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<Message | null>(null);
  const [sending, setSending] = useState(false);
  const { register, handleSubmit, setError, setFocus, formState } = useForm<
    DeleteWithCodePayload,
    unknown,
    z.output<typeof deleteWithCodeSchema>
  >({ resolver: zodResolver(deleteWithCodeSchema), defaultValues: { code: '' } });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (sent) setFocus('code');
  }, [sent, setFocus]);

  const send = async () => {
    setSending(true);
    setFailure(null);
    try {
      setSent(detailMessage(await sendDeletionCode()));
    } catch (err) {
      setFailure(failureText(err));
    } finally {
      setSending(false);
    }
  };

  const onSubmit = handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      await deleteAccount({ code });
    } catch (err) {
      if (applyServerErrors(err, ['code'] as const, setError).length === 0) setFailure(failureText(err));
      return;
    }
    deleted();
  });

  return (
    <form className="form delete-account" noValidate onSubmit={(e) => void onSubmit(e)}>
      <WhatDeletionDoes />
      <p>{t('deleteAccount.codeAbout', { email })}</p>
      <div className="delete-account__send">
        <button type="button" className="btn btn--secondary" disabled={sending} onClick={() => void send()}>
          {sending ? t('deleteAccount.sendingCode') : sent ? t('deleteAccount.sendAgain') : t('deleteAccount.sendCode')}
        </button>
        <p role="status">{sent ? msg(sent) : ''}</p>
      </div>
      {sent && (
        <Field label={t('deleteAccount.code')} error={fieldError(errors.code?.message)} required>
          <input type="text" inputMode="numeric" autoComplete="one-time-code" {...register('code')} />
        </Field>
      )}
      <FormEnd failure={failure} busy={isSubmitting} ready={sent !== null} onCancel={onCancel} />
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
        {user.has_password === false ? (
          <DeleteWithCode email={user.email} onCancel={close} />
        ) : (
          <DeleteWithPassword onCancel={close} />
        )}
      </Modal>
    </div>
  );
}
