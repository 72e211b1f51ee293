import type { UseFormRegisterReturn } from 'react-hook-form';
import { USER_TYPES, type UserType } from '@talent/shared';
import { useTranslation } from '../../i18n/use-translation';

/** 'Skilled Professional' or 'Employer': a radio group drawn as a two-way switch. */
export function RoleToggle({ register, value }: { register: UseFormRegisterReturn<'user_type'>; value: UserType }) {
  const { t } = useTranslation('auth');
  return (
    <fieldset className="role-toggle">
      <legend>{t('register.role.legend')}</legend>
      <div className="role-toggle__options">
        {USER_TYPES.map((type) => (
          <label key={type} className={`role-toggle__option${value === type ? ' role-toggle__option--on' : ''}`}>
            <input type="radio" value={type} {...register} />
            <span>{t(`register.role.${type}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
