import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, companyProfileSchema } from '@talent/shared';
import type { z } from 'zod';
import { Field } from '../../../components/ui/field';
import { FileInput } from '../../../components/ui/file-input';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { useTranslation } from '../../../i18n/use-translation';
import { useMessage } from '../../../i18n/use-message';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { uploadEmployerProfile } from '../api/profile';
import { useFileInput } from '../../../components/ui/use-file-input';
import { StepActions } from './step-frame';
import type { StepProps } from './step-props';

type Values = z.input<typeof companyProfileSchema>;

/**
 * Step 3: the logo (PNG or JPEG, with its upload's progress and a preview) and the optional About Us. Finishing
 * sets onboarding_completed, which ends onboarding.
 */
export function CompanyProfileStep({ profile, onSaved, onFailed, onBack }: StepProps) {
  const { t } = useTranslation('employer');
  const message = useMessage();
  const logoInput = useFileInput('company_logo', { current: t('profile.currentLogo'), previewAlt: t('profile.logoAlt') });
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<Values, unknown, z.output<typeof companyProfileSchema>>({
    resolver: zodResolver(companyProfileSchema),
    defaultValues: { description: profile.description ?? '' },
  });

  const save = handleSubmit(async (data) => {
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

  return (
    <form className="form" onSubmit={save} noValidate>
      <Field label={t('profile.company_logo')} hint={t('profile.logoHint')} error={logoError}>
        <FileInput
          {...logoInput}
          preview="image"
          file={logo}
          onChange={setLogo}
          onProblem={(problem) => setLogoError(problem ?? undefined)}
          current={profile.company_logo_file}
          disabled={isSubmitting}
        />
      </Field>
      <UploadProgress fraction={progress} label={t('profile.progress')} />
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
