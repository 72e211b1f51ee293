import { useId, type FocusEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { COMPANY_SIZES, SECTORS, companyDetailsSchema, withHttps, type EmployerProfile } from '@talent/shared';
import type { z } from 'zod';
import { Field } from '../../../components/ui/field';
import { useTranslation } from '../../../i18n/use-translation';
import { useFormMessage, useMessage } from '../../../i18n/use-message';
import { ApiError, unlessOffline } from '../../../lib/api-client';
import { emptyChoicesAsMissing } from '../../../lib/empty-choices';
import { applyServerErrors } from '../../../lib/form-errors';
import { patchEmployerProfile } from '../../../api/employer-profile';
import { StepSubmit } from './step-frame';
import type { EmployerStepProps } from './steps';

type Values = z.input<typeof companyDetailsSchema>;
const FIELDS = ['company_name', 'industry', 'company_website', 'company_size', 'office_location'] as const;

const defaults = (p: EmployerProfile): Values => ({
  company_name: p.company_name ?? '',
  industry: p.industry ?? '',
  company_website: p.company_website ?? '',
  company_size: (p.company_size ?? '') as Values['company_size'],
  office_location: p.office_location ?? '',
});

/** Step 1: all required, the website must be a web address and gets https:// when it lacks one. */
export function CompanyDetailsStep({ profile, store, notify, next }: EmployerStepProps) {
  const { t } = useTranslation('employer');
  const message = useMessage();
  const sectorsId = useId();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof companyDetailsSchema>>({
    resolver: emptyChoicesAsMissing(zodResolver(companyDetailsSchema), ['company_size']),
    defaultValues: defaults(profile),
  });
  const fieldError = useFormMessage();
  const err = (field: (typeof FIELDS)[number]) => fieldError(errors[field]?.message);

  const save = handleSubmit(async (data) => {
    try {
      const saved = await patchEmployerProfile(data);
      reset(defaults(saved));
      store(saved);
      notify({ kind: 'success', text: message('companyDetailsSaved') });
      next();
    } catch (error) {
      if (error instanceof ApiError) applyServerErrors(error, FIELDS, setError);
      notify({ kind: 'error', text: message(unlessOffline(error, 'companyDetailsFailed')) });
    }
  });

  return (
    <form className="form" onSubmit={save} noValidate>
      <Field label={t('company.company_name')} error={err('company_name')} required>
        <input type="text" autoComplete="organization" {...register('company_name')} />
      </Field>
      <Field label={t('company.industry')} hint={t('company.industryHint')} error={err('industry')} required>
        <input type="text" list={sectorsId} {...register('industry')} />
      </Field>
      <datalist id={sectorsId}>
        {SECTORS.map((sector) => (
          <option key={sector} value={t(`sectors.${sector}`)} />
        ))}
      </datalist>
      <Field
        label={t('company.company_website')}
        hint={t('company.websiteHint')}
        error={err('company_website')}
        required
      >
        <input
          type="text"
          inputMode="url"
          autoComplete="url"
          {...register('company_website', {
            onBlur: (e: FocusEvent<HTMLInputElement>) => setValue('company_website', withHttps(e.target.value)),
          })}
        />
      </Field>
      <Field label={t('company.company_size')} error={err('company_size')} required>
        <select {...register('company_size')}>
          <option value="">{t('company.chooseSize')}</option>
          {COMPANY_SIZES.map((size) => (
            <option key={size} value={size}>
              {t('company.sizeOption', { size })}
            </option>
          ))}
        </select>
      </Field>
      <Field
        label={t('company.office_location')}
        hint={t('company.officeHint')}
        error={err('office_location')}
        required
      >
        <input type="text" autoComplete="address-level2" {...register('office_location')} />
      </Field>
      <StepSubmit submitLabel={t('onboarding.next')} busy={isSubmitting} />
    </form>
  );
}
