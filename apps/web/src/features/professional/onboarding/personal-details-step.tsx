import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, personalDetailsSchema, type ProfessionalProfile } from '@talent/shared';
import type { z } from 'zod';
import { Field } from '../../../components/ui/field';
import { CountrySelect } from '../../../components/ui/country-select';
import { useTranslation } from '../../../i18n/use-translation';
import { useMessage } from '../../../i18n/use-message';
import { useAuth } from '../../../session/use-auth';
import { patchProfile } from '../api/profile-api';
import { applyServerErrors } from './server-errors';
import { StepActions } from './step-actions';
import type { StepProps } from './step-props';

type Values = z.input<typeof personalDetailsSchema>;
const FIELDS = ['first_name', 'last_name', 'country', 'date_of_birth'] as const;

/** Dates of birth the schema accepts: 16 to 100 years ago. */
function yearsAgo(years: number): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  return d.toISOString().slice(0, 10);
}

/** Step 1: first name, last name, country and date of birth, all required (spec section 5). */
export function PersonalDetailsStep({ profile, store, notify, next }: StepProps) {
  const { t } = useTranslation('professional');
  const msg = useMessage();
  const { user } = useAuth();
  const { register, control, handleSubmit, setError, formState } = useForm<Values, unknown, z.output<typeof personalDetailsSchema>>({
    resolver: zodResolver(personalDetailsSchema),
    defaultValues: {
      first_name: profile?.first_name ?? user?.first_name ?? '',
      last_name: profile?.last_name ?? user?.last_name ?? '',
      country: profile?.country ?? (typeof user?.country === 'string' ? user.country : ''),
      date_of_birth: profile?.date_of_birth ?? '',
    },
  });
  const { errors, isSubmitting } = formState;
  const error = (message?: string) => (message ? msg(message) : undefined);

  const onSubmit = handleSubmit(async (values) => {
    let saved: ProfessionalProfile;
    try {
      saved = await patchProfile(values);
    } catch (err) {
      applyServerErrors(err, FIELDS, setError);
      notify({ kind: 'error', text: msg(MSG.personalDetailsFailed) });
      return;
    }
    store(saved);
    notify({ kind: 'success', text: msg(MSG.personalDetailsSaved) });
    next();
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <div className="form-row form-row--2">
        <Field label={t('onboarding.personal.firstName')} error={error(errors.first_name?.message)} required>
          <input type="text" autoComplete="given-name" {...register('first_name')} />
        </Field>
        <Field label={t('onboarding.personal.lastName')} error={error(errors.last_name?.message)} required>
          <input type="text" autoComplete="family-name" {...register('last_name')} />
        </Field>
      </div>
      <div className="form-row form-row--2">
        <Controller
          control={control}
          name="country"
          render={({ field }) => (
            <Field label={t('onboarding.personal.country')} error={error(errors.country?.message)} required>
              <CountrySelect
                ref={field.ref}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                autoComplete="country"
                placeholder={t('onboarding.personal.chooseCountry')}
              />
            </Field>
          )}
        />
        <Field
          label={t('onboarding.personal.dateOfBirth')}
          hint={t('onboarding.personal.dateOfBirthHint')}
          error={error(errors.date_of_birth?.message)}
          required
        >
          <input type="date" autoComplete="bday" min={yearsAgo(100)} max={yearsAgo(16)} {...register('date_of_birth')} />
        </Field>
      </div>
      <StepActions backLabel={t('onboarding.back')}>
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
          {isSubmitting ? t('onboarding.saving') : t('onboarding.next')}
        </button>
      </StepActions>
    </form>
  );
}
