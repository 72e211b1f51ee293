import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { sectorOf, type EmployerJob, type JobRequestData, type MessageKey } from '@talent/shared';
import { Banner, type BannerMessage } from '../../../components/ui/banner';
import { Field } from '../../../components/ui/field';
import { FileInput } from '../../../components/ui/file-input';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { useTranslation } from '../../../i18n/use-translation';
import { useMessage } from '../../../i18n/use-message';
import { ApiError, errorMessage, unlessOffline } from '../../../lib/api-client';
import { emptyChoicesAsMissing } from '../../../lib/empty-choices';
import { applyServerErrors, serverFieldErrors } from '../../../lib/form-errors';
import { createJobRequest, updateEmployerJob } from '../../../api/employer-jobs';
import { EMPLOYER_JOBS_KEY } from '../../../api/queries/employer-jobs';
import { lazyResolver } from '../../../lib/lazy-resolver';
import {
  EMPTY_JOB_REQUEST,
  JOB_REQUEST_FIELDS,
  toFormData,
  valuesOf,
  type JobRequestValues,
} from './job-request-values';
import { JobRequestFields } from './job-request-fields';
import { useFileInput } from '../../../components/ui/use-file-input';

/**
 * The shared schema, with the validation library, arrives once the employer starts on the form: the hiring center
 * is opened to follow requests more often than to make one, and a slow phone need not run it before the page
 * can be used. The schema takes text for the salary and the dates, as the form holds them.
 */
const jobRequestValidation = lazyResolver<JobRequestValues, unknown, JobRequestData>(async () => {
  const [{ zodResolver }, { jobRequestSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@talent/shared/schemas/jobs'),
    import('./required-fields'), // read when the form is refused, so kept ready with the schema
  ]);
  return emptyChoicesAsMissing(
    zodResolver(jobRequestSchema) as unknown as Resolver<JobRequestValues, unknown, JobRequestData>,
    ['experience_level', 'type_of_contract', 'work_model'],
  );
});

/**
 * "Request a New Worker". Missing required fields are each marked, and the form says
 * "Please fill out all required fields."; a refusal by the server says "Failed to submit request. Try again."
 * and a request that could not be made "Error submitting request.".
 *
 * A new request's sector starts as the one the employer's industry names, if any ("Banque" is banking), for the
 * employer to change when the job is of another (the bank's guard).
 *
 * Given a `job`, the same form changes that pending or approved request instead (its specification PDF stays as
 * it is): `onSaved` is told what to say, that the job went back to staff for review (an approved job whose words
 * changed) or that the changes are saved.
 */
export function JobRequestForm({
  job,
  employerIndustry,
  onSaved,
  onCancel,
  shape = false,
}: {
  job?: EmployerJob;
  /** The employer's industry as they typed it: a new request's sector starts as the one it names. */
  employerIndustry?: string | null;
  onSaved?: (message: MessageKey) => void;
  onCancel?: () => void;
  /**
   * Only the form's shape, as a page's shell draws it before the app's code has come: the same fields at the same
   * sizes, in grey and inert, since nothing typed into them could be kept.
   */
  shape?: boolean;
} = {}) {
  const { t } = useTranslation('employer');
  const message = useMessage();
  const specInput = useFileInput('job_spec_document');
  const queryClient = useQueryClient();
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  const clearBanner = useCallback(() => setBanner(null), []);
  const bannerRef = useRef<HTMLDivElement>(null);
  // The banner sits at the top of a long form: bring it into view wherever the submit button was.
  useEffect(() => {
    if (banner) bannerRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [banner]);
  const [spec, setSpec] = useState<File | null>(null);
  const [specError, setSpecError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  // A new file input after each submitted request: the browser keeps the last file's name otherwise.
  const [submitted, setSubmitted] = useState(0);
  const blank = useMemo(() => ({ ...EMPTY_JOB_REQUEST, sector: sectorOf(employerIndustry) ?? '' }), [employerIndustry]);
  const form = useForm<JobRequestValues, unknown, JobRequestData>({
    resolver: jobRequestValidation.resolver,
    defaultValues: job ? valuesOf(job) : blank,
  });
  const {
    handleSubmit,
    getValues,
    setError,
    reset,
    formState: { isSubmitting },
  } = form;

  const save = async (editing: EmployerJob, data: JobRequestData) => {
    setBanner(null);
    try {
      const saved = await updateEmployerJob(editing.id, data);
      void queryClient.invalidateQueries({ queryKey: EMPLOYER_JOBS_KEY });
      onSaved?.(editing.status === 'approved' && saved.status === 'pending' ? 'jobBackToModeration' : 'jobSaved');
    } catch (error) {
      if (error instanceof ApiError && error.status !== 0) {
        const marked = applyServerErrors(error, JOB_REQUEST_FIELDS, setError);
        // A refusal of the whole request (it was closed meanwhile, say) says why.
        setBanner({
          kind: 'error',
          text: message(marked.length > 0 ? 'jobRequestFailed' : errorMessage(error.data, 'jobRequestFailed')),
        });
      } else {
        setBanner({ kind: 'error', text: message(unlessOffline(error, 'jobRequestError')) });
      }
    }
  };

  const submit = async (data: JobRequestData) => {
    if (job) return save(job, data);
    setBanner(null);
    setProgress(spec ? 0 : null);
    try {
      await createJobRequest(toFormData(data, spec), spec ? setProgress : undefined);
      reset(blank);
      setSpec(null);
      setSubmitted((n) => n + 1);
      setBanner({ kind: 'success', text: message('jobRequestSubmitted') });
      void queryClient.invalidateQueries({ queryKey: EMPLOYER_JOBS_KEY });
    } catch (error) {
      if (error instanceof ApiError && error.status !== 0) {
        applyServerErrors(error, JOB_REQUEST_FIELDS, setError);
        const specProblem = serverFieldErrors(error).job_spec_document;
        if (specProblem) setSpecError(specProblem);
        setBanner({ kind: 'error', text: message('jobRequestFailed') });
      } else {
        setBanner({ kind: 'error', text: message(unlessOffline(error, 'jobRequestError')) });
      }
    } finally {
      setProgress(null);
    }
  };

  const invalid = async (_errors: FieldErrors<JobRequestValues>) => {
    // Only a checked form is refused: this arrived with the schema.
    const { missingRequiredFields } = await import('./required-fields');
    if (missingRequiredFields(getValues()).length > 0) {
      setBanner({ kind: 'error', text: message('requiredFieldsMissing') });
    }
  };

  return (
    <form
      className={shape ? 'form job-request form-shape' : 'form job-request'}
      inert={shape}
      onSubmit={handleSubmit(submit, invalid)}
      onFocus={jobRequestValidation.preload}
      noValidate
    >
      <div ref={bannerRef} className="job-request__banner">
        <Banner message={banner} onDone={clearBanner} />
      </div>
      <p className="field__hint">{t('hiring.form.requiredNote')}</p>
      <JobRequestFields form={form} />
      {job ? (
        <>
          <p className="field__hint">{t('history.specUnchanged')}</p>
          <div className="job-request__actions">
            <button type="button" className="btn btn--secondary" onClick={onCancel}>
              {t('history.cancel')}
            </button>
            <button
              type="submit"
              className="btn btn--primary"
              disabled={isSubmitting}
              aria-busy={isSubmitting || undefined}
            >
              {isSubmitting ? t('history.saving') : t('history.save')}
            </button>
          </div>
        </>
      ) : (
        <>
          <Field label={t('hiring.form.job_spec_document')} hint={t('hiring.form.specHint')} error={specError}>
            <FileInput
              key={submitted}
              {...specInput}
              preview="document"
              file={spec}
              onChange={setSpec}
              onProblem={(problem) => setSpecError(problem ?? undefined)}
              disabled={isSubmitting}
            />
          </Field>
          <UploadProgress fraction={progress} label={t('hiring.form.specProgress')} />
          <button
            type="submit"
            className="btn btn--primary btn--block"
            disabled={isSubmitting}
            aria-busy={isSubmitting || undefined}
          >
            {isSubmitting ? t('hiring.form.submitting') : t('hiring.form.submit')}
          </button>
        </>
      )}
    </form>
  );
}
