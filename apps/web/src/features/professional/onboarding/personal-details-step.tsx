import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  dialCode,
  isCountryCode,
  nationalNumber,
  refineOptionalPhone,
  personalDetailsSchema,
  phoneNumber,
  type ProfessionalProfile,
} from '@talent/shared';
import { z } from 'zod';
import { Field } from '../../../components/ui/field';
import { CountrySelect } from '../../../components/ui/country-select';
import { PhoneInput } from '../../../components/ui/phone-input';
import { useTranslation } from '../../../i18n/use-translation';
import { useFormMessage, useMessage } from '../../../i18n/use-message';
import { useAuth } from '../../../session/use-auth';
import { patchProfile } from '../../../api/professional-profile';
import { applyServerErrors } from '../../../lib/form-errors';
import { unlessOffline } from '../../../lib/api-client';
import { StepActions } from '../../../components/onboarding/step-actions';
import { STEP_ACTIONS_LOOK, type ProfessionalStepProps } from './onboarding-steps';

/**
 * The four required fields (names, country, date of birth), plus the phone number: optional here, but an
 * account made through Google or LinkedIn has none until it is given, and a given one must be valid for the
 * country.
 */
const stepSchema = personalDetailsSchema
  .extend({ phone_number: z.union([z.literal(''), phoneNumber]).optional() })
  .superRefine(refineOptionalPhone);
type Values = z.input<typeof stepSchema>;
const FIELDS = ['first_name', 'last_name', 'country', 'date_of_birth', 'phone_number'] as const;

/** Dates of birth the schema accepts: 16 to 100 years ago. */
function yearsAgo(years: number): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  return d.toISOString().slice(0, 10);
}

/** Step 1: first name, last name, country and date of birth, all required. */
export function PersonalDetailsStep({ profile, store, notify, next }: ProfessionalStepProps) {
  const { t } = useTranslation('professional');
  const msg = useMessage();
  const { user } = useAuth();
  const { register, control, handleSubmit, setError, formState } = useForm<
    Values,
    unknown,
    z.output<typeof stepSchema>
  >({
    resolver: zodResolver(stepSchema),
    defaultValues: {
      first_name: profile?.first_name ?? user?.first_name ?? '',
      last_name: profile?.last_name ?? user?.last_name ?? '',
      country: profile?.country ?? (typeof user?.country === 'string' ? user.country : ''),
      date_of_birth: profile?.date_of_birth ?? '',
      phone_number: nationalNumber(profile?.phone_number, profile?.country ?? ''),
    },
  });
  const { errors, isSubmitting } = formState;
  const chosenCountry = useWatch({ control, name: 'country' });
  const code = chosenCountry && isCountryCode(chosenCountry) ? dialCode(chosenCountry) : '';
  const error = useFormMessage();

  const onSubmit = handleSubmit(async (values) => {
    let saved: ProfessionalProfile;
    try {
      const { phone_number, ...details } = values;
      saved = await patchProfile(phone_number ? { ...details, phone_number } : details);
    } catch (err) {
      applyServerErrors(err, FIELDS, setError, { shouldFocus: false });
      notify({ kind: 'error', text: msg(unlessOffline(err, 'personalDetailsFailed')) });
      return;
    }
    store(saved);
    notify({ kind: 'success', text: msg('personalDetailsSaved') });
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
          <input
            type="date"
            autoComplete="bday"
            min={yearsAgo(100)}
            max={yearsAgo(16)}
            {...register('date_of_birth')}
          />
        </Field>
      </div>
      <Field
        label={t('onboarding.personal.phone')}
        hint={code ? t('onboarding.personal.phoneHint', { code }) : undefined}
        error={error(errors.phone_number?.message)}
      >
        <PhoneInput prefix={code} {...register('phone_number')} />
      </Field>
      <StepActions look={STEP_ACTIONS_LOOK} backLabel={t('onboarding.back')}>
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
          {isSubmitting ? t('onboarding.saving') : t('onboarding.next')}
        </button>
      </StepActions>
    </form>
  );
}
