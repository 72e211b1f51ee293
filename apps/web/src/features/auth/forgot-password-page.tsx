import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetRequestSchema, type PasswordResetRequestPayload } from '@talent/shared';
import { Field } from '../../components/ui/field';
import { useFocusFirstError } from '../../components/ui/use-focus-first-error';
import { useDocumentTitle } from '../../components/use-document-title';
import { useTranslation } from '../../i18n/use-translation';
import { messageOf, useFormMessage, useMessage, type Message } from '../../i18n/use-message';
import { api, ApiError } from '../../lib/api-client';
import { detailMessage } from '../../lib/field-messages';
import { applyServerErrors } from '../../lib/form-errors';
import { FormAlert } from './form-alert';
import './auth.css';

/** /forgot-password: asks for the address; the answer is the same whether or not an account has it. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const message = useMessage();
  const fieldError = useFormMessage();
  useDocumentTitle(t('forgotPassword.title'));
  const [sent, setSent] = useState<Message | null>(null);
  const [formError, setFormError] = useState<Message | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<PasswordResetRequestPayload>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, submitCount, Object.keys(errors).length > 0);

  const onSubmit = handleSubmit(async (payload) => {
    setFormError(null);
    try {
      const answer = await api.post<{ detail: string }>('/api/password-reset/', payload, { anonymous: true });
      setSent(detailMessage(answer));
    } catch (err) {
      if (err instanceof ApiError && err.data && typeof err.data === 'object') {
        applyServerErrors(err, { email: 'email' }, setError);
      }
      setFormError(messageOf(err));
    }
  });

  return (
    <div className="auth-narrow">
      <h1>{t('forgotPassword.title')}</h1>
      {sent ? (
        <p role="status" className="banner banner--success">
          {message(sent)}
        </p>
      ) : (
        <form ref={formRef} className="form auth-form" onSubmit={onSubmit} noValidate>
          <p>{t('forgotPassword.intro')}</p>
          <Field label={t('email')} error={fieldError(errors.email?.message)} required>
            <input type="email" autoComplete="email" inputMode="email" {...register('email')} />
          </Field>
          <FormAlert message={formError && message(formError)} />
          <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting}>
            {isSubmitting ? t('forgotPassword.submitting') : t('forgotPassword.submit')}
          </button>
        </form>
      )}
      <p>
        <Link to="/auth">{t('forgotPassword.backToLogin')}</Link>
      </p>
    </div>
  );
}
