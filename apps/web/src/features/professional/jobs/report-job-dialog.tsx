import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { REPORT_DETAILS_MAX_LENGTH, REPORT_REASONS, type JobForProfessional, type ReportReason } from '@talent/shared';
import { CharacterCount } from '../../../components/ui/character-count';
import { Field } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { detailMessage } from '../../../lib/field-messages';
import { formatNumber } from '../../../lib/format';
import { serverFieldErrors } from '../../../lib/form-errors';
import { formMessage, useMessage, type Message } from '../../../i18n/use-message';
import { useTranslation } from '../../../i18n/use-translation';
import { reportJob } from '../../../api/jobs';

/**
 * The report form: a reason (required) and what happened (optional, with its count of characters left). Once sent,
 * the form gives way to the API's thanks (a first report, or one already made), which takes the focus.
 */
function ReportForm({
  job,
  onReported,
  onClose,
}: {
  job: JobForProfessional;
  onReported: () => void;
  onClose: () => void;
}) {
  const { t, language } = useTranslation('professional');
  const msg = useMessage();
  const countId = useId();
  const reasonErrorId = useId();
  const firstReason = useRef<HTMLInputElement>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [detailsError, setDetailsError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [thanks, setThanks] = useState<Message | null>(null);

  useEffect(() => {
    if (thanks) thanksRef.current?.focus();
  }, [thanks]);

  /** Why the report was not sent, in the reader's language: offline, no connection, or the server's reason. */
  const failure = (err: unknown): string => {
    if (err instanceof ApiError) {
      if (err.status === 0) return msg(err.shown);
      if (err.status < 500) return msg(errorMessage(err.data, { text: t('job.report.failed') }));
    }
    return t('job.report.failed');
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    setSending(true);
    setError(null);
    // The schema, with the validation library, comes when a report is sent, not with the job. Should it not arrive
    // (the connection dropped), the report goes unchecked: sending it then says why it cannot be sent, or the
    // server, which checks it in any case, answers.
    const values = { reason, ...(details.trim() ? { details } : {}) };
    const schemas = await import('@talent/shared/schemas/trust').catch(() => null);
    const parsed = schemas ? schemas.jobReportSchema.safeParse(values) : ({ success: true, data: values } as const);
    if (!parsed.success) {
      const issueOf = (field: string) => parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
      const reasonIssue = issueOf('reason');
      const detailsIssue = issueOf('details');
      setReasonError(reasonIssue && msg(formMessage(reasonIssue)));
      setDetailsError(detailsIssue && msg(formMessage(detailsIssue)));
      if (reasonIssue) firstReason.current?.focus();
      setSending(false);
      return;
    }
    setReasonError(undefined);
    setDetailsError(undefined);
    try {
      const answer = await reportJob(job.id, parsed.data as { reason: ReportReason; details?: string });
      setThanks(detailMessage(answer) ?? 'jobReported');
      onReported();
    } catch (err) {
      const fields = err instanceof ApiError ? serverFieldErrors(err) : {};
      if (fields.reason || fields.details) {
        setReasonError(fields.reason);
        setDetailsError(fields.details);
      } else setError(failure(err));
    } finally {
      setSending(false);
    }
  };

  if (thanks)
    return (
      <div className="report-form">
        <p className="banner banner--success" role="status" tabIndex={-1} ref={thanksRef}>
          {msg(thanks)}
        </p>
        <div className="report-form__actions">
          <button type="button" className="btn btn--primary" onClick={onClose}>
            {t('job.report.close')}
          </button>
        </div>
      </div>
    );

  return (
    <form className="form report-form" noValidate onSubmit={(e) => void submit(e)}>
      <p className="report-form__intro">{t('job.report.intro', { title: job.job_title })}</p>
      <fieldset
        className="report-form__reasons"
        aria-describedby={reasonError ? reasonErrorId : undefined}
        aria-invalid={reasonError ? true : undefined}
      >
        <legend>
          {t('job.report.reason')}
          <span className="required-mark" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        {REPORT_REASONS.map((value, i) => (
          <label key={value} className="report-form__reason">
            <input
              ref={i === 0 ? firstReason : undefined}
              type="radio"
              name="report-reason"
              value={value}
              required
              checked={reason === value}
              onChange={() => {
                setReason(value);
                setReasonError(undefined);
              }}
            />
            <span>{t(`job.report.reasons.${value}`)}</span>
          </label>
        ))}
        {reasonError && (
          <p id={reasonErrorId} className="field__error">
            {reasonError}
          </p>
        )}
      </fieldset>
      <Field
        label={t('job.report.details')}
        hint={t('job.report.detailsHint', { max: formatNumber(REPORT_DETAILS_MAX_LENGTH, language) })}
        error={detailsError}
      >
        <textarea
          rows={4}
          value={details}
          readOnly={sending}
          onChange={(e) => {
            setDetails(e.target.value);
            if (detailsError && e.target.value.length <= REPORT_DETAILS_MAX_LENGTH) setDetailsError(undefined);
          }}
          aria-describedby={countId}
        />
      </Field>
      <CharacterCount
        id={countId}
        length={details.length}
        max={REPORT_DETAILS_MAX_LENGTH}
        labels={{
          remaining: (count) => t('jobs.apply.remaining', { count }),
          over: (count) => t('jobs.apply.over', { count }),
        }}
      />
      <div role="alert">{error && <p className="banner banner--error">{error}</p>}</div>
      <div className="report-form__actions">
        <button type="button" className="btn btn--secondary" onClick={onClose}>
          {t('job.report.cancel')}
        </button>
        <button type="submit" className="btn btn--primary" disabled={sending} aria-busy={sending || undefined}>
          {sending ? t('job.report.sending') : t('job.report.submit')}
        </button>
      </div>
    </form>
  );
}

/** The dialog of "Report this job"; its form starts afresh each time it opens. */
export function ReportJobDialog({
  job,
  open,
  onClose,
  onReported,
}: {
  job: JobForProfessional;
  open: boolean;
  onClose: () => void;
  onReported: () => void;
}) {
  const { t } = useTranslation('professional');
  return (
    <Modal open={open} title={t('job.report.title')} closeLabel={t('job.report.close')} onClose={onClose}>
      <ReportForm key={job.id} job={job} onReported={onReported} onClose={onClose} />
    </Modal>
  );
}
