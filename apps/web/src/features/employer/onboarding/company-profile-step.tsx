import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, UPLOAD_RULES, companyProfileSchema } from '@talent/shared';
import type { z } from 'zod';
import { Field } from '../../../components/ui/field';
import { FileField, useFileCheck } from '../../../components/ui/file-field';
import { useTranslation } from '../../../i18n/use-translation';
import { useMessage } from '../../../i18n/use-message';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { uploadEmployerProfile } from '../api/profile';
import { StepActions } from './step-frame';
import type { StepProps } from './step-props';

type Values = z.input<typeof companyProfileSchema>;
const LOGO = UPLOAD_RULES.company_logo;

/**
 * Step 3: the logo (PNG or JPEG, with its upload's progress and a preview) and the optional About Us. Finishing
 * sets onboarding_completed (spec section 4).
 */
export function CompanyProfileStep({ profile, onSaved, onFailed, onBack }: StepProps) {
  const { t } = useTranslation('employer');
  const message = useMessage();
  const checkFile = useFileCheck();
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<Values, unknown, z.output<typeof companyProfileSchema>>({
    resolver: zodResolver(companyProfileSchema),
    defaultValues: { description: profile.description ?? '' },
  });

  const chooseLogo = (file: File | null) => {
    setLogo(file);
    setLogoError(checkFile(file, LOGO, MSG.imageMustBePngOrJpeg));
  };

  const save = handleSubmit(async (data) => {
    if (logoError) return;
    const form = new FormData();
    form.set('description', data.description ?? '');
    form.set('onboarding_completed', 'true');
    if (logo) form.set('company_logo', logo);
    setProgress(logo ? 0 : null);
    try {
      const saved = await uploadEmployerProfile(form, (fraction) => {
        if (logo) setProgress(fraction);
      });
      onSaved(saved, MSG.companyProfileSaved);
    } catch (error) {
      if (error instanceof ApiError) {
        applyServerErrors(error.data, ['description'], setError);
        const logoProblem = (error.data as Record<string, unknown> | null)?.company_logo;
        if (logoProblem) setLogoError(message(errorMessage({ company_logo: logoProblem }, MSG.companyProfileFailed)));
      }
      onFailed(MSG.companyProfileFailed);
    } finally {
      setProgress(null);
    }
  });

  const current = profile.company_logo_file ? { url: profile.company_logo_file.url, name: profile.company_logo_file.name } : null;
  return (
    <form className="form" onSubmit={save} noValidate>
      <FileField
        label={t('profile.company_logo')}
        hint={t('profile.logoHint')}
        accept={LOGO.types.join(',')}
        kind="image"
        file={logo}
        onChange={chooseLogo}
        current={current}
        progress={progress}
        error={logoError}
      />
      <Field
        label={t('profile.description')}
        hint={t('profile.descriptionHint')}
        error={errors.description?.message ? message(errors.description.message) : undefined}
      >
        <textarea rows={6} {...register('description')} />
      </Field>
      <StepActions onBack={onBack} submitLabel={t('onboarding.finish')} busy={isSubmitting} />
    </form>
  );
}
