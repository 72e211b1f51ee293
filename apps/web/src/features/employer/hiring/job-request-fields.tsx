import type { UseFormReturn } from 'react-hook-form';
import {
  CONTRACT_TYPES,
  EXPERIENCE_LEVELS,
  JOB_PERKS,
  MAX_APPLICATION_WINDOW_DAYS,
  SECTORS,
  WORK_MODELS,
  addDaysIso,
  isIsoDate,
  todayIso,
  type JobRequestData,
} from '@talent/shared';
import { Field } from '../../../components/ui/field';
import { useTranslation } from '../../../i18n/use-translation';
import { useFormMessage } from '../../../i18n/use-message';
import type { JobRequestValues } from './job-request-values';

/** Every field of the job request, each with its label, hint and error. */
export function JobRequestFields({ form }: { form: UseFormReturn<JobRequestValues, unknown, JobRequestData> }) {
  const { t } = useTranslation('employer');
  const fieldError = useFormMessage();
  const {
    register,
    formState: { errors },
  } = form;
  const err = (field: keyof JobRequestValues) => {
    const text = errors[field]?.message;
    return typeof text === 'string' ? fieldError(text) : undefined;
  };
  const label = (field: string) => t(`hiring.form.${field}`);
  // Allowed, since a job may be filled before its deadline, but seldom meant: said, not refused.
  const [startDate, deadline] = form.watch(['start_date', 'application_deadline']);
  const deadlineAfterStart = isIsoDate(startDate) && isIsoDate(deadline) && deadline > startDate;
  const select = (
    field: 'experience_level' | 'type_of_contract' | 'work_model',
    values: readonly string[],
    ns: string,
  ) => (
    <Field label={label(field)} error={err(field)} required>
      <select {...register(field)}>
        <option value="">{t('hiring.form.choose')}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {t(`common:job.${ns}.${value}`)}
          </option>
        ))}
      </select>
    </Field>
  );

  return (
    <>
      <Field label={label('job_title')} error={err('job_title')} required>
        <input type="text" {...register('job_title')} />
      </Field>
      <Field label={label('job_description')} error={err('job_description')} required>
        <textarea rows={5} {...register('job_description')} />
      </Field>
      <div className="form-row job-request__row-3">
        {select('experience_level', EXPERIENCE_LEVELS, 'experience')}
        {select('type_of_contract', CONTRACT_TYPES, 'contract')}
        {select('work_model', WORK_MODELS, 'workModel')}
      </div>
      {/* The job's own sector, shown on its card: optional, "Other" when none of the six fits. */}
      <Field label={label('sector')} hint={t('hiring.form.sectorHint')} error={err('sector')}>
        <select {...register('sector')}>
          <option value="">{t('hiring.form.sectorNone')}</option>
          {SECTORS.map((sector) => (
            <option key={sector} value={sector}>
              {t(`common:job.sectors.${sector}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={label('required_skills')} hint={t('hiring.form.skillsHint')} error={err('required_skills')}>
        <input type="text" {...register('required_skills')} />
      </Field>
      <div className="form-row">
        <Field label={label('start_date')} error={err('start_date')} required>
          <input type="date" min={todayIso()} {...register('start_date')} />
        </Field>
        <Field
          label={label('application_deadline')}
          hint={t('hiring.form.deadlineHint')}
          error={err('application_deadline')}
          required
        >
          <input
            type="date"
            min={todayIso()}
            max={addDaysIso(todayIso(), MAX_APPLICATION_WINDOW_DAYS)}
            {...register('application_deadline')}
          />
        </Field>
      </div>
      <p className="job-request__warning" role="status">
        {deadlineAfterStart ? t('hiring.form.deadlineAfterStart') : ''}
      </p>
      <Field label={label('salary')} hint={t('hiring.form.salaryHint')} error={err('salary')} required>
        <input type="text" inputMode="numeric" {...register('salary')} />
      </Field>
      <Field label={label('job_location')} hint={t('hiring.form.locationHint')} error={err('job_location')} required>
        <input type="text" {...register('job_location')} />
      </Field>
      <Field label={label('advantages')} error={err('advantages')}>
        <textarea rows={3} {...register('advantages')} />
      </Field>
      <fieldset className="job-request__perks">
        <legend>{t('hiring.form.perks')}</legend>
        {JOB_PERKS.map((perk) => (
          <label key={perk} className="checkbox">
            <input type="checkbox" {...register(perk)} />
            {t(`common:job.perks.${perk}`)}
          </label>
        ))}
      </fieldset>
      <Field label={label('observation')} error={err('observation')}>
        <textarea rows={3} {...register('observation')} />
      </Field>
    </>
  );
}
