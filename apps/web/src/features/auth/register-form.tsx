import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_COUNTRY,
  dialCode,
  registerSchema,
  type RegisterData,
  type RegisterPayload,
  type UserType,
} from '@talent/shared';
import { Field } from '../../components/ui/field';
import { useFocusFirstError } from '../../components/ui/use-focus-first-error';
import { CountrySelect } from '../../components/ui/country-select';
import { PasswordInput } from '../../components/ui/password-input';
import { PhoneInput } from '../../components/ui/phone-input';
import { useTranslation } from '../../i18n/use-translation';
import { messageOf, useFormMessage, useMessage, type Message } from '../../i18n/use-message';
import { useAuth } from '../../session/use-auth';
import { AuthFailure } from '../../session/session-api';
import { RoleToggle } from './role-toggle';
import { EmployerFields } from './employer-fields';
import { applyServerErrors } from '../../lib/form-errors';
import { FormAlert } from './form-alert';
import { PasswordStrength } from './password-strength';
import { PrivacyAcceptance } from './privacy-acceptance';
import { payloadOf, SERVER_FIELD_PATHS } from './registration-payload';

const emptyForm = (userType: UserType): RegisterPayload => ({
  email: '',
  password: '',
  user_type: userType,
  profile: {
    first_name: '',
    last_name: '',
    country: DEFAULT_COUNTRY,
    phone_number: '',
    company_name: '',
    industry: '',
    company_website: '',
    company_size: '',
    job_title: '',
  },
});

/** Register: the role, the person, the country and phone, and for employers the company. */
export function RegisterForm({
  initialRole,
  onRoleChange,
}: {
  initialRole: UserType;
  /** Told of every change of the role toggle (the social sign-up uses the same role). */
  onRoleChange?: (role: UserType) => void;
}) {
  const { t } = useTranslation('auth');
  const message = useMessage();
  const { register: registerAccount } = useAuth();
  const [formError, setFormError] = useState<Message | null>(null);
  const form = useForm<RegisterPayload, unknown, RegisterData>({
    resolver: zodResolver(registerSchema),
    defaultValues: emptyForm(initialRole),
    shouldFocusError: false,
  });
  const { register, control, handleSubmit, setError, trigger, clearErrors, formState } = form;
  const { errors, isSubmitting, isSubmitted, submitCount } = formState;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, submitCount, Object.keys(errors).length > 0);
  const userType = useWatch({ control, name: 'user_type' });
  const country = useWatch({ control, name: 'profile.country' });
  const [password, email, firstName, lastName, companyName] = useWatch({
    control,
    name: ['password', 'email', 'profile.first_name', 'profile.last_name', 'profile.company_name'],
  });
  const strengthId = useId();
  const privacyId = useId();
  const isEmployer = userType === 'employer';
  const err = useFormMessage();

  // Required fields differ by role: errors of the other role's fields no longer apply.
  useEffect(() => {
    clearErrors('profile');
    onRoleChange?.(userType);
  }, [userType, clearErrors, onRoleChange]);
  // A phone number is valid or not for a country: check it again when the country changes.
  useEffect(() => {
    if (isSubmitted) void trigger('profile.phone_number');
  }, [country, isSubmitted, trigger]);

  const onSubmit = handleSubmit(async (data) => {
    setFormError(null);
    try {
      await registerAccount(payloadOf(data));
    } catch (error) {
      const failure = error instanceof AuthFailure ? error : new AuthFailure(500, messageOf(error));
      applyServerErrors(failure.fields, SERVER_FIELD_PATHS, setError);
      setFormError(failure.shown);
    }
  });

  const code = dialCode(country || DEFAULT_COUNTRY);
  return (
    <form
      ref={formRef}
      className="form auth-form"
      onSubmit={onSubmit}
      noValidate
      aria-describedby="register-required-note"
    >
      <p id="register-required-note" className="auth-form__note">
        {t('requiredNote')}
      </p>
      <RoleToggle register={register('user_type')} value={userType} />
      <div className="form-row form-row--2">
        <Field label={t('register.firstName')} error={err(errors.profile?.first_name?.message)} required={!isEmployer}>
          <input autoComplete="given-name" {...register('profile.first_name')} />
        </Field>
        <Field label={t('register.lastName')} error={err(errors.profile?.last_name?.message)} required={!isEmployer}>
          <input autoComplete="family-name" {...register('profile.last_name')} />
        </Field>
      </div>
      {isEmployer && <EmployerFields form={form} />}
      <Field label={t('email')} error={err(errors.email?.message)} required>
        <input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </Field>
      <Field label={t('password')} hint={t('register.passwordHint')} error={err(errors.password?.message)} required>
        <PasswordInput
          autoComplete="new-password"
          showLabel={t('showPassword')}
          aria-describedby={strengthId}
          {...register('password')}
        />
      </Field>
      <PasswordStrength
        id={strengthId}
        password={password ?? ''}
        personal={[email, firstName, lastName, companyName].filter((v): v is string => Boolean(v))}
      />
      <Controller
        control={control}
        name="profile.country"
        render={({ field }) => (
          <Field label={t('register.country')} error={err(errors.profile?.country?.message)} required>
            <CountrySelect autoComplete="country" {...field} />
          </Field>
        )}
      />
      <Field
        label={t('register.phone')}
        hint={t('register.phoneHint', { code })}
        error={err(errors.profile?.phone_number?.message)}
        required
      >
        <PhoneInput prefix={code} {...register('profile.phone_number')} />
      </Field>
      <FormAlert message={formError && message(formError)} />
      <button
        type="submit"
        className="btn btn--primary btn--block"
        disabled={isSubmitting}
        aria-describedby={privacyId}
      >
        {isSubmitting ? t('register.submitting') : t('register.submit')}
      </button>
      {/* Below the button, just above the social sign-up's buttons: one line for both ways of registering. */}
      <PrivacyAcceptance id={privacyId} />
    </form>
  );
}
