import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { SOCIAL_PROVIDER_NAMES, socialLinkSchema, type SocialLinkRequired } from '@talent/shared';
import { Field } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { useFormMessage, useMessage, type Message } from '../../../i18n/use-message';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { FormAlert } from '../form-alert';

const passwordOnly = socialLinkSchema.pick({ password: true });

/**
 * An account exists with the e-mail the provider vouched for: the provider is linked to it only once the person
 * gives that account's password, which proves they hold it.
 */
export function LinkPassword({
  question,
  onLink,
}: {
  question: SocialLinkRequired;
  onLink: (password: string) => Promise<void>;
}) {
  const { t } = useTranslation('auth');
  const message = useMessage();
  const fieldError = useFormMessage();
  const heading = useRef<HTMLHeadingElement>(null);
  const [formError, setFormError] = useState<Message | null>(null);
  const { register, handleSubmit, formState } = useForm<z.infer<typeof passwordOnly>>({
    resolver: zodResolver(passwordOnly),
    defaultValues: { password: '' },
  });
  useEffect(() => heading.current?.focus(), []);
  const provider = SOCIAL_PROVIDER_NAMES[question.provider];

  const submit = handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      await onLink(password);
    } catch (err) {
      setFormError(err instanceof ApiError ? errorMessage(err.data, 'socialSignInFailed') : 'connectionFailed');
    }
  });

  return (
    <div className="auth-callback card">
      <h1 ref={heading} tabIndex={-1}>
        {t('callback.link.title', { provider })}
      </h1>
      <p>{message({ key: 'socialLinkPasswordRequired', params: { provider } })}</p>
      <p className="auth-callback__email">{t('callback.link.email', { email: question.email })}</p>
      <form className="form" noValidate onSubmit={submit}>
        <Field label={t('password')} error={fieldError(formState.errors.password?.message)} required>
          <PasswordInput autoComplete="current-password" showLabel={t('showPassword')} {...register('password')} />
        </Field>
        <FormAlert message={formError && message(formError)} />
        <button type="submit" className="btn btn--primary btn--block" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('callback.link.submitting') : t('callback.link.submit', { provider })}
        </button>
      </form>
    </div>
  );
}
