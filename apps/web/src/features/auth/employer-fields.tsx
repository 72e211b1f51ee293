import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { COMPANY_SIZES, SECTORS, withHttps, type RegisterData, type RegisterPayload } from '@talent/shared';
import { Field } from '../../components/ui/field';
import { useTranslation } from '../../i18n/use-translation';
import { useFormMessage } from '../../i18n/use-message';

/**
 * The company fields of an employer's registration. Industry is free text with the home page's six sectors
 * as suggestions; the website gets https:// as soon as the field is left, so the user sees what is sent.
 */
export function EmployerFields({ form }: { form: UseFormReturn<RegisterPayload, unknown, RegisterData> }) {
  const { t } = useTranslation('auth', 'home');
  const listId = useId();
  const { register, setValue, formState } = form;
  const errors = formState.errors.profile;
  const err = useFormMessage();
  const website = register('profile.company_website');

  return (
    <>
      <Field label={t('register.companyName')} error={err(errors?.company_name?.message)} required>
        <input autoComplete="organization" {...register('profile.company_name')} />
      </Field>
      <Field
        label={t('register.industry')}
        hint={t('register.industryHint')}
        error={err(errors?.industry?.message)}
        required
      >
        <input list={listId} {...register('profile.industry')} />
      </Field>
      <datalist id={listId}>
        {SECTORS.map((sector) => (
          <option key={sector} value={t(`home:sectors.${sector}.name`)} />
        ))}
      </datalist>
      <Field
        label={t('register.website')}
        hint={t('register.websiteHint')}
        error={err(errors?.company_website?.message)}
        required
      >
        <input
          type="url"
          inputMode="url"
          autoComplete="url"
          {...website}
          onBlur={(event) => {
            const completed = withHttps(event.target.value);
            if (completed !== event.target.value) {
              setValue('profile.company_website', completed, { shouldValidate: formState.isSubmitted });
            }
            void website.onBlur(event);
          }}
        />
      </Field>
      <div className="form-row form-row--2">
        <Field label={t('register.companySize')} error={err(errors?.company_size?.message)} required>
          <select {...register('profile.company_size')}>
            <option value="">{t('register.companySizeChoose')}</option>
            {COMPANY_SIZES.map((size) => (
              <option key={size} value={size}>
                {t('register.companySizeOption', { size })}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('register.jobTitle')} error={err(errors?.job_title?.message)} required>
          <input autoComplete="organization-title" {...register('profile.job_title')} />
        </Field>
      </div>
    </>
  );
}
