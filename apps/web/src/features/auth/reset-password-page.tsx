import { useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetConfirmSchema } from '@talent/shared';
import { Field } from '../../components/ui/field';
import { PasswordInput } from '../../components/ui/password-input';
import { useFocusFirstError } from '../../components/ui/use-focus-first-error';
import { useDocumentTitle } from '../../components/use-document-title';
import { useTranslation } from '../../i18n/use-translation';
import { messageOf, useFormMessage, useMessage, type Message } from '../../i18n/use-message';
import { api } from '../../lib/api-client';
import { useAuth } from '../../session/use-auth';
import type { TokenResponse } from '../../session/session-api';
import { PasswordStrength } from './password-strength';
import { applyServerErrors, serverFieldErrors } from '../../lib/form-errors';
import { FormAlert } from './form-alert';
import './auth.css';

const passwordForm = passwordResetConfirmSchema.pick({ password: true });
type PasswordForm = { password: string };

/**
 * /reset-password#token=...: the page of a reset mail's link. The token travels in the fragment, which the
 * browser sends to no server. The new password follows registration's rules; saving it signs the person in.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const message = useMessage();
  const fieldError = useFormMessage();
  const { completeSignIn } = useAuth();
  useDocumentTitle(t('resetPassword.title'));
  const token = new URLSearchParams(useLocation().hash.slice(1)).get('token') ?? '';
  const strengthId = useId();
  const [formError, setFormError] = useState<Message | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<PasswordForm>({
    resolver: zodResolver(passwordForm),
    defaultValues: { password: '' },
    shouldFocusError: false,
  });
  const password = useWatch({ control, name: 'password' });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, submitCount, Object.keys(errors).length > 0);

  const onSubmit = handleSubmit(async ({ password: chosen }) => {
    setFormError(null);
    try {
      const answer = await api.post<TokenResponse>(
        '/api/password-reset/confirm/',
        { token, password: chosen },
        { anonymous: true },
      );
      await completeSignIn(answer, { created: false });
    } catch (err) {
      const spentLink = serverFieldErrors(err).token;
      // A spent or expired link is said above the button, with the way to a new one below it.
      if (spentLink) setFormError({ text: spentLink });
      else if (applyServerErrors(err, { password: 'password' }, setError).length === 0) setFormError(messageOf(err));
    }
  });

  return (
    <div className="auth-narrow">
      <h1>{t('resetPassword.title')}</h1>
      {!token ? (
        <p role="alert" className="banner banner--error">
          {t('resetPassword.missingToken')}
        </p>
      ) : (
        <form ref={formRef} className="form auth-form" onSubmit={onSubmit} noValidate>
          <p>{t('resetPassword.intro')}</p>
          <Field
            label={t('password')}
            hint={t('register.passwordHint')}
            error={fieldError(errors.password?.message)}
            required
          >
            <PasswordInput
              autoComplete="new-password"
              showLabel={t('showPassword')}
              aria-describedby={strengthId}
              {...register('password')}
            />
          </Field>
          <PasswordStrength id={strengthId} password={password ?? ''} personal={[]} />
          <FormAlert message={formError && message(formError)} />
          <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting}>
            {isSubmitting ? t('resetPassword.submitting') : t('resetPassword.submit')}
          </button>
        </form>
      )}
      <p>
        <Link to="/forgot-password">{t('resetPassword.askAgain')}</Link>
      </p>
    </div>
  );
}
