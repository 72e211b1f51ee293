import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { professionalInfoSchema, type ProfessionalProfile } from '@talent/shared';
import type { z } from 'zod';
import { Field } from '../../../components/ui/field';
import { useTranslation } from '../../../i18n/use-translation';
import { useFormMessage, useMessage } from '../../../i18n/use-message';
import { patchProfile } from '../../../api/professional-profile';
import { CvSkillSuggestions } from './cv-skill-suggestions';
import { applyServerErrors } from '../../../lib/form-errors';
import { unlessOffline } from '../../../lib/api-client';
import { SkillsField } from './skills-field';
import { StepActions } from '../../../components/onboarding/step-actions';
import { STEP_ACTIONS_LOOK, type ProfessionalStepProps } from './onboarding-steps';

type Values = z.input<typeof professionalInfoSchema>;
const FIELDS = [
  'professional_summary',
  'current_job_title',
  'years_of_experience',
  'linkedin_profile_url',
  'skills',
] as const;

/**
 * Step 2: summary, job title and years of experience (required, years a whole number from 0), the LinkedIn
 * URL (optional, but a URL), and the skills that jobs are matched on.
 */
export function ProfessionalInfoStep({ profile, store, notify, next, back }: ProfessionalStepProps) {
  const { t } = useTranslation('professional');
  const msg = useMessage();
  const { register, control, handleSubmit, setError, setValue, getValues, formState } = useForm<
    Values,
    unknown,
    z.output<typeof professionalInfoSchema>
  >({
    resolver: zodResolver(professionalInfoSchema),
    defaultValues: {
      professional_summary: profile?.professional_summary ?? '',
      current_job_title: profile?.current_job_title ?? '',
      years_of_experience: profile?.years_of_experience ?? '',
      linkedin_profile_url: profile?.linkedin_profile_url ?? '',
      skills: profile?.skills ?? [],
    },
  });
  const { errors, isSubmitting } = formState;
  const error = useFormMessage();

  const onSubmit = handleSubmit(async (values) => {
    let saved: ProfessionalProfile;
    try {
      saved = await patchProfile(values);
    } catch (err) {
      applyServerErrors(err, FIELDS, setError, { shouldFocus: false });
      notify({ kind: 'error', text: msg(unlessOffline(err, 'professionalInfoFailed')) });
      return;
    }
    store(saved);
    notify({ kind: 'success', text: msg('professionalInfoSaved') });
    next();
  });

  const addSkills = (skills: string[]) =>
    setValue('skills', [...(getValues('skills') ?? []), ...skills], { shouldDirty: true });

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <Field
        label={t('onboarding.info.summary')}
        hint={t('onboarding.info.summaryHint')}
        error={error(errors.professional_summary?.message)}
        required
      >
        <textarea rows={5} maxLength={3000} {...register('professional_summary')} />
      </Field>
      <div className="form-row form-row--2">
        <Field label={t('onboarding.info.jobTitle')} error={error(errors.current_job_title?.message)} required>
          <input type="text" autoComplete="organization-title" {...register('current_job_title')} />
        </Field>
        <Field label={t('onboarding.info.years')} error={error(errors.years_of_experience?.message)} required>
          <input type="number" inputMode="numeric" min={0} step={1} {...register('years_of_experience')} />
        </Field>
      </div>
      <Field
        label={t('onboarding.info.linkedin')}
        hint={t('onboarding.info.linkedinHint')}
        error={error(errors.linkedin_profile_url?.message)}
      >
        <input type="url" autoComplete="url" inputMode="url" {...register('linkedin_profile_url')} />
      </Field>
      <Controller
        control={control}
        name="skills"
        render={({ field, fieldState }) => (
          <>
            <SkillsField
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={error(fieldState.error?.message ?? fieldState.error?.root?.message)}
            />
            <CvSkillSuggestions cv={profile?.cv_file ?? null} chosen={field.value ?? []} onAdd={addSkills} />
          </>
        )}
      />
      <StepActions look={STEP_ACTIONS_LOOK} backLabel={t('onboarding.back')} onBack={back}>
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
          {isSubmitting ? t('onboarding.saving') : t('onboarding.next')}
        </button>
      </StepActions>
    </form>
  );
}
