import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_COUNTRY,
  country,
  dialCode,
  hiringTeamSchema,
  isCountryCode,
  nationalNumber,
  refineOptionalPhone,
  type EmployerProfile,
} from '@talent/shared';
import type { z } from 'zod';
import { Field } from '../../../components/ui/field';
import { CountrySelect } from '../../../components/ui/country-select';
import { PhoneInput } from '../../../components/ui/phone-input';
import { useTranslation } from '../../../i18n/use-translation';
import { useFormMessage, useMessage } from '../../../i18n/use-message';
import { ApiError, unlessOffline } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { patchEmployerProfile } from '../../../api/employer-profile';
import { StepSubmit } from './step-frame';
import type { EmployerStepProps } from './steps';

/** The step's fields plus the country the phone number is dialled in, checked as the API checks it. */
const schema = hiringTeamSchema.extend({ country }).superRefine(refineOptionalPhone);
type Values = z.input<typeof schema>;
const FIELDS = ['first_name', 'last_name', 'job_title', 'email', 'country', 'phone_number'] as const;

const defaults = (p: EmployerProfile): Values => {
  const code = p.country ?? DEFAULT_COUNTRY;
  return {
    first_name: p.first_name ?? '',
    last_name: p.last_name ?? '',
    job_title: p.job_title ?? '',
    email: p.email ?? '',
    country: code,
    phone_number: nationalNumber(p.phone_number, code),
  };
};

/** Step 2: all required, the work e-mail must be an e-mail, the phone number valid for its country. */
export function HiringTeamStep({ profile, store, notify, next, back }: EmployerStepProps) {
  const { t } = useTranslation('employer');
  const message = useMessage();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: defaults(profile),
  });
  const fieldError = useFormMessage();
  const err = (field: (typeof FIELDS)[number]) => fieldError(errors[field]?.message);
  const chosen = useWatch({ control, name: 'country' });
  const code = isCountryCode(chosen) ? dialCode(chosen) : '';

  const save = handleSubmit(async (data) => {
    try {
      const saved = await patchEmployerProfile(data);
      reset(defaults(saved));
      store(saved);
      notify({ kind: 'success', text: message('hiringTeamSaved') });
      next();
    } catch (error) {
      if (error instanceof ApiError) applyServerErrors(error, FIELDS, setError);
      notify({ kind: 'error', text: message(unlessOffline(error, 'hiringTeamFailed')) });
    }
  });

  return (
    <form className="form" onSubmit={save} noValidate>
      <div className="form-row form-row--2">
        <Field label={t('team.first_name')} error={err('first_name')} required>
          <input type="text" autoComplete="given-name" {...register('first_name')} />
        </Field>
        <Field label={t('team.last_name')} error={err('last_name')} required>
          <input type="text" autoComplete="family-name" {...register('last_name')} />
        </Field>
      </div>
      <Field label={t('team.job_title')} error={err('job_title')} required>
        <input type="text" autoComplete="organization-title" {...register('job_title')} />
      </Field>
      <Field label={t('team.email')} error={err('email')} required>
        <input type="email" autoComplete="work email" {...register('email')} />
      </Field>
      <div className="form-row form-row--2">
        <Field label={t('team.country')} error={err('country')} required>
          {/* Controlled as well: the names load after the form, and the chosen country must stay chosen. */}
          <CountrySelect autoComplete="country" {...register('country')} value={chosen} />
        </Field>
        <Field
          label={t('team.phone_number')}
          hint={code ? t('team.phoneHint', { code }) : undefined}
          error={err('phone_number')}
          required
        >
          <PhoneInput prefix={code} {...register('phone_number')} />
        </Field>
      </div>
      <StepSubmit onBack={back} submitLabel={t('onboarding.next')} busy={isSubmitting} />
    </form>
  );
}
