import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordFormSchema } from '@talent/shared';
import type { z } from 'zod';
import { Banner, type BannerMessage } from '../../../components/ui/banner';
import { Field } from '../../../components/ui/field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { useFormMessage, useMessage } from '../../../i18n/use-message';
import { changePassword } from '../../../api/password';
import { applyServerErrors } from '../../../lib/form-errors';

type Values = z.input<typeof changePasswordFormSchema>;
const EMPTY: Values = { current_password: '', new_password: '', confirm_password: '' };

/**
 * The Change Password form of step 1. The confirmation never leaves the browser;
 * a failure shows the server's error or detail, else the catalogue's fallback message.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation('professional');
  const msg = useMessage();
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  const clearBanner = useCallback(() => setBanner(null), []);
  const { register, handleSubmit, setError, reset, formState } = useForm<
    Values,
    unknown,
    z.output<typeof changePasswordFormSchema>
  >({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;
  const error = useFormMessage();

  const onSubmit = handleSubmit(async ({ current_password, new_password }) => {
    try {
      await changePassword({ current_password, new_password });
    } catch (err) {
      applyServerErrors(err, ['current_password', 'new_password'] as const, setError, { shouldFocus: false });
      setBanner({
        kind: 'error',
        text: msg(err instanceof ApiError ? errorMessage(err.data, 'passwordChangeFailed') : 'passwordChangeFailed'),
      });
      return;
    }
    reset(EMPTY);
    setBanner({ kind: 'success', text: msg('passwordChanged') });
  });

  return (
    <section className="change-password" aria-labelledby="change-password-title">
      <h3 id="change-password-title">{t('onboarding.password.title')}</h3>
      <form className="form" noValidate onSubmit={onSubmit}>
        <Banner message={banner} onDone={clearBanner} />
        <Field label={t('onboarding.password.current')} error={error(errors.current_password?.message)} required>
          <input type="password" autoComplete="current-password" {...register('current_password')} />
        </Field>
        <div className="form-row form-row--2">
          <Field
            label={t('onboarding.password.new')}
            hint={t('onboarding.password.newHint')}
            error={error(errors.new_password?.message)}
            required
          >
            <input type="password" autoComplete="new-password" {...register('new_password')} />
          </Field>
          <Field label={t('onboarding.password.confirm')} error={error(errors.confirm_password?.message)} required>
            <input type="password" autoComplete="new-password" {...register('confirm_password')} />
          </Field>
        </div>
        <div>
          <button type="submit" className="btn btn--secondary" disabled={isSubmitting}>
            {isSubmitting ? t('onboarding.password.submitting') : t('onboarding.password.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
