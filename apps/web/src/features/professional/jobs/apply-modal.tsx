import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { APPLICATION_CONFIRMATION_MS, COVER_LETTER_MAX_LENGTH, type JobForProfessional } from '@talent/shared';
import { Banner, type BannerMessage } from '../../../components/ui/banner';
import { CharacterCount } from '../../../components/ui/character-count';
import { Field } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formMessage, useMessage } from '../../../i18n/use-message';
import { useTranslation } from '../../../i18n/use-translation';
import { applyToJob } from '../../../api/applications';
import { formatNumber } from '../../../lib/format';
import { SafetyWords } from './safety-words';

/**
 * The apply form (a shell writes it too, for its script to send before the app has come: shell-apply-dialog.tsx). On
 * success the confirmation stays for 5 seconds, so that it can be read, then `onApplied` closes
 * the modal (which clears the form) and reloads the jobs. Errors show the server's detail, else the fallback.
 */
export function ApplyForm({
  job,
  onSent,
  onApplied,
  onCancel,
}: {
  job: JobForProfessional;
  onSent: () => void;
  onApplied: () => void;
  onCancel: () => void;
}) {
  const { t, language } = useTranslation('professional');
  const msg = useMessage();
  const countId = useId();
  const [coverLetter, setCoverLetter] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  const [state, setState] = useState<'editing' | 'sending' | 'sent'>('editing');
  const clearBanner = useCallback(() => setBanner(null), []);

  useEffect(() => {
    if (state !== 'sent') return;
    const timer = setTimeout(onApplied, APPLICATION_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [state, onApplied]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (state !== 'editing') return;
    if (!job.id) {
      setBanner({ kind: 'error', text: msg('invalidJobId') });
      return;
    }
    // Sending from here on: a second press while the schema arrives sends nothing more.
    setState('sending');
    // The schema, with the validation library, is downloaded when an application is sent, not with the job list.
    // Should it not arrive (the connection dropped), the application goes unchecked: sending it then says it
    // cannot be sent offline, or the server, which checks it in any case, answers.
    const values = { job_id: job.id, cover_letter: coverLetter };
    const schemas = await import('@talent/shared/schemas/jobs').catch(() => null);
    const parsed = schemas ? schemas.applicationSchema.safeParse(values) : ({ success: true, data: values } as const);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      if (issue.path[0] === 'cover_letter') setFieldError(msg(formMessage(issue.message)));
      else setBanner({ kind: 'error', text: msg(formMessage(issue.message)) });
      setState('editing');
      return;
    }
    setFieldError(undefined);
    try {
      await applyToJob(parsed.data);
    } catch (err) {
      setBanner({
        kind: 'error',
        text: msg(err instanceof ApiError ? errorMessage(err.data, 'applyFailed') : 'applyFailed'),
      });
      setState('editing');
      return;
    }
    setBanner({ kind: 'success', text: msg('applicationSubmitted') });
    setState('sent');
    onSent();
  };

  return (
    <form className="form apply-form" noValidate onSubmit={(e) => void submit(e)}>
      <p className="apply-form__intro">{t('jobs.apply.intro')}</p>
      <SafetyWords />
      <Field
        label={t('jobs.apply.coverLetter')}
        hint={t('jobs.apply.coverLetterHint', { max: formatNumber(COVER_LETTER_MAX_LENGTH, language) })}
        error={fieldError}
      >
        <textarea
          rows={7}
          value={coverLetter}
          readOnly={state !== 'editing'}
          onChange={(e) => {
            setCoverLetter(e.target.value);
            if (fieldError && e.target.value.length <= COVER_LETTER_MAX_LENGTH) setFieldError(undefined);
          }}
          aria-describedby={countId}
        />
      </Field>
      <CharacterCount
        id={countId}
        length={coverLetter.length}
        max={COVER_LETTER_MAX_LENGTH}
        labels={{
          remaining: (count) => t('jobs.apply.remaining', { count }),
          over: (count) => t('jobs.apply.over', { count }),
        }}
      />
      <Banner message={banner} onDone={clearBanner} durationMs={APPLICATION_CONFIRMATION_MS} />
      <div className="apply-form__actions">
        <button type="button" className="btn btn--secondary" onClick={state === 'sent' ? onApplied : onCancel}>
          {state === 'sent' ? t('jobs.apply.close') : t('jobs.apply.cancel')}
        </button>
        <button type="submit" className="btn btn--primary" disabled={state !== 'editing'}>
          {state === 'sending' ? t('jobs.apply.submitting') : t('jobs.apply.submit')}
        </button>
      </div>
    </form>
  );
}

/** The accessible apply dialog; closing it after a success counts as the end of the confirmation. */
export function ApplyModal({
  job,
  onClose,
  onApplied,
}: {
  job: JobForProfessional | null;
  onClose: () => void;
  onApplied: (job: JobForProfessional) => void;
}) {
  const { t } = useTranslation('professional');
  const [sentFor, setSentFor] = useState<number | null>(null);
  const sent = job !== null && sentFor === job.id;
  const finish = useCallback(() => {
    if (job) onApplied(job);
  }, [job, onApplied]);
  return (
    <Modal
      open={job !== null}
      title={job ? t('jobs.apply.title', { title: job.job_title }) : ''}
      closeLabel={t('jobs.apply.close')}
      onClose={sent ? finish : onClose}
    >
      {job && (
        <ApplyForm key={job.id} job={job} onSent={() => setSentFor(job.id)} onApplied={finish} onCancel={onClose} />
      )}
    </Modal>
  );
}
