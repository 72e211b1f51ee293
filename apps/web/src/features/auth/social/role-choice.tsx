import { useEffect, useId, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DEFAULT_REGISTRATION_ROLE, type SocialUserTypeRequired, type UserType } from '@talent/shared';
import { useTranslation } from '../../../i18n/use-translation';
import { PrivacyAcceptance } from '../privacy-acceptance';
import { RoleToggle } from '../role-toggle';

/**
 * A new person's one question after the provider vouched for them: professional or employer. The rest of
 * what registration asks (country, phone, company) is collected by onboarding.
 */
export function RoleChoice({
  question,
  onChoose,
}: {
  question: SocialUserTypeRequired;
  onChoose: (userType: UserType) => Promise<void>;
}) {
  const { t } = useTranslation('auth');
  const heading = useRef<HTMLHeadingElement>(null);
  const { register, control, handleSubmit, formState } = useForm<{ user_type: UserType }>({
    defaultValues: { user_type: DEFAULT_REGISTRATION_ROLE },
  });
  const userType = useWatch({ control, name: 'user_type' });
  const privacyId = useId();
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="auth-callback card">
      <h1 ref={heading} tabIndex={-1}>
        {t('callback.role.title')}
      </h1>
      <p>
        {question.first_name ? t('callback.role.leadWithName', { name: question.first_name }) : t('callback.role.lead')}
      </p>
      <p className="auth-callback__email">{t('callback.role.email', { email: question.email })}</p>
      <form className="form" noValidate onSubmit={handleSubmit(({ user_type }) => onChoose(user_type))}>
        <RoleToggle register={register('user_type')} value={userType} />
        <button
          type="submit"
          className="btn btn--primary btn--block"
          disabled={formState.isSubmitting}
          aria-describedby={privacyId}
        >
          {formState.isSubmitting ? t('callback.role.submitting') : t('callback.role.submit')}
        </button>
        {/* Choosing creates the account: the notice it accepts is said here, as on the registration form. */}
        <PrivacyAcceptance id={privacyId} />
      </form>
    </div>
  );
}
