import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import type { LoginPayload } from '@talent/shared';
import { Field } from '../../components/ui/field';
import { useFocusFirstError } from '../../components/ui/use-focus-first-error';
import { PasswordInput } from '../../components/ui/password-input';
import { useTranslation } from '../../i18n/use-translation';
import { asFormMessage, messageOf, useFormMessage, useMessage, type Message } from '../../i18n/use-message';
import { useAuth } from '../../session/use-auth';
import { AuthFailure } from '../../session/session-api';
import { applyServerErrors } from '../../lib/form-errors';
import { useHydrated } from '../../lib/use-hydrated';
import { lazyResolver } from '../../lib/lazy-resolver';
import { takeSessionEnd } from '../../lib/session-end';
import { FormAlert } from './form-alert';

/** The shared schema, with the validation library, arrives once the reader starts on the form. */
const loginValidation = lazyResolver<LoginPayload>(async () => {
  const [{ zodResolver }, { loginSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@talent/shared/schemas/login'),
  ]);
  return zodResolver(loginSchema);
});

/**
 * Log In: e-mail and password, checked with the shared schema; the session navigates on success. When the API
 * asks for a one-time code (staff), a code field appears and the form is sent again with it. It says why a session
 * the server ended brought the person here, when the server said (lib/session-end.ts).
 */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const message = useMessage();
  const fieldError = useFormMessage();
  const { login } = useAuth();
  const [formError, setFormError] = useState<Message | null>(null);
  const [sessionEnd, setSessionEnd] = useState<Message | null>(null);
  const [codeAsked, setCodeAsked] = useState(false);
  // Until the app takes the written page over, the browser would send the form itself, password in the address.
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<LoginPayload>({
    resolver: loginValidation.resolver,
    defaultValues: { email: '', password: '', otp: '' },
    shouldFocusError: false,
  });

  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (codeAsked) setFocus('otp');
  }, [codeAsked, setFocus]);
  // A session the server ended for a reason (a suspended account) lands here: an alert at the top of the form says
  // why, once, where a phone shows it without scrolling. The reason is taken from storage as the form first appears,
  // and the alert put in just after, so that a screen reader announces it (and so that development's second run of
  // the effect, finding it taken, shows it still).
  useEffect(() => {
    const reason = takeSessionEnd();
    if (reason) queueMicrotask(() => setSessionEnd(reason));
  }, []);
  useFocusFirstError(formRef, submitCount, Object.keys(errors).length > 0);

  const onSubmit = handleSubmit(async ({ email, password, otp }) => {
    setFormError(null);
    setSessionEnd(null);
    try {
      await login(email, password, otp || undefined);
    } catch (err) {
      const failure = err instanceof AuthFailure ? err : new AuthFailure(500, messageOf(err));
      if (failure.code === 'otp_required' || failure.code === 'otp_invalid') {
        // The first time, the field appears with the next render, and the effect below focuses it.
        setError('otp', { type: 'server', message: asFormMessage(failure.shown) }, { shouldFocus: codeAsked });
        setCodeAsked(true);
        return;
      }
      applyServerErrors(failure.fields, { email: 'email', password: 'password' }, setError);
      setFormError(failure.shown);
    }
  });

  return (
    <form
      ref={formRef}
      className="form auth-form"
      onSubmit={onSubmit}
      onFocus={loginValidation.preload}
      noValidate
      aria-describedby="login-required-note"
    >
      {sessionEnd && (
        <p role="alert" className="banner banner--error">
          {message(sessionEnd)}
        </p>
      )}
      <p id="login-required-note" className="auth-form__note">
        {t('requiredNote')}
      </p>
      <Field label={t('email')} error={fieldError(errors.email?.message)} required>
        <input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </Field>
      <Field label={t('password')} error={fieldError(errors.password?.message)} required>
        <PasswordInput autoComplete="current-password" showLabel={t('showPassword')} {...register('password')} />
      </Field>
      {codeAsked && (
        <Field label={t('login.otp')} hint={t('login.otpHint')} error={fieldError(errors.otp?.message)} required>
          <input type="text" autoComplete="one-time-code" inputMode="numeric" {...register('otp')} />
        </Field>
      )}
      <p className="auth-form__forgot">
        <Link to="/forgot-password">{t('login.forgot')}</Link>
      </p>
      <FormAlert message={formError && message(formError)} />
      <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting || !hydrated}>
        {isSubmitting ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  );
}
