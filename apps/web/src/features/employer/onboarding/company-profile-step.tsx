import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { companyProfileSchema } from '@talent/shared';
import type { z } from 'zod';
import { Field } from '../../../components/ui/field';
import { FileInput } from '../../../components/ui/file-input';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { useTranslation } from '../../../i18n/use-translation';
import { useFormMessage, useMessage } from '../../../i18n/use-message';
import { ApiError, unlessOffline } from '../../../lib/api-client';
import { flashState } from '../../../lib/flash';
import { applyServerErrors, serverFieldErrors } from '../../../lib/form-errors';
import { uploadEmployerProfile } from '../../../api/employer-profile';
import { useFileInput } from '../../../components/ui/use-file-input';
import { afterOnboarding } from '../../../session/attempted-location';
import { StepSubmit } from './step-frame';
import type { EmployerStepProps } from './steps';

type Values = z.input<typeof companyProfileSchema>;

/**
 * Step 3: the logo (PNG or JPEG, with its upload's progress and a preview) and the optional About Us. Finishing
 * sets onboarding_completed, which ends onboarding.
 */
export function CompanyProfileStep({ profile, store, notify, back }: EmployerStepProps) {
  const { t } = useTranslation('employer');
  const navigate = useNavigate();
  const message = useMessage();
  const fieldError = useFormMessage();
  const logoInput = useFileInput('company_logo', {
    current: t('profile.currentLogo'),
    previewAlt: t('profile.logoAlt'),
  });
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof companyProfileSchema>>({
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
      store(saved);
      navigate(afterOnboarding('employer'), {
        state: flashState({ kind: 'success', message: 'companyProfileSaved', expires: true }),
      });
    } catch (error) {
      if (error instanceof ApiError) {
        applyServerErrors(error, ['description'], setError);
        const logoProblem = serverFieldErrors(error).company_logo;
        if (logoProblem) setLogoError(logoProblem);
      }
      notify({ kind: 'error', text: message(unlessOffline(error, 'companyProfileFailed')) });
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
        error={fieldError(errors.description?.message)}
      >
        <textarea rows={6} {...register('description')} />
      </Field>
      <StepSubmit onBack={back} submitLabel={t('onboarding.finish')} busy={isSubmitting} />
    </form>
  );
}
