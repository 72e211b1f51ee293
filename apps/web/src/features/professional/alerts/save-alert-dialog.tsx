import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { JOB_ALERT_FREQUENCIES, MAX_JOB_ALERTS, type JobAlertFrequency } from '@talent/shared';
import { Field } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { ApiError, errorMessage, OfflineRefusal } from '../../../lib/api-client';
import { formMessage, useMessage } from '../../../i18n/use-message';
import { useTranslation } from '../../../i18n/use-translation';
import { useCreateJobAlert } from '../../../api/queries/job-alert-create';
import type { JobSearch } from '../../../lib/job-search-params';
import { searchSummary, suggestedName, toAlertSearch } from './alert-search';

/** Why a save failed, in the reader's language. */
export function useAlertError() {
  const { t } = useTranslation('professional');
  const msg = useMessage();
  return (err: unknown, fallback: string) => {
    if (err instanceof OfflineRefusal) return t('alerts.offlineNotSent');
    if (err instanceof ApiError && (err.data as { code?: string } | null)?.code === 'job_alerts_limit')
      return t('alerts.limit', { max: MAX_JOB_ALERTS });
    if (err instanceof ApiError && err.status >= 400 && err.status < 500)
      return msg(errorMessage(err.data, { text: fallback }));
    return fallback;
  };
}

/**
 * "Save as alert": the search shown, named (a name suggested from it) and mailed daily or weekly. Once saved, the
 * dialog says so with a link to the alerts page.
 */
export function SaveAlertDialog({ open, search, onClose }: { open: boolean; search: JobSearch; onClose: () => void }) {
  const { t } = useTranslation('professional');
  const { t: tc } = useTranslation('common');
  // The modal mounts its content on opening: the form starts afresh, prefilled from the search shown then.
  return (
    <Modal open={open} title={t('alerts.dialogTitle')} onClose={onClose} closeLabel={tc('ui.close')}>
      <SaveAlertForm search={search} onClose={onClose} />
    </Modal>
  );
}

function SaveAlertForm({ search, onClose }: { search: JobSearch; onClose: () => void }) {
  const { t, language } = useTranslation('professional');
  const { t: tc } = useTranslation('common');
  const msg = useMessage();
  const describe = useAlertError();
  const create = useCreateJobAlert();
  const [name, setName] = useState(() => suggestedName(search, t, language));
  const [frequency, setFrequency] = useState<JobAlertFrequency>('daily');
  const [nameError, setNameError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (create.isPending || checking) return;
    // The schema, with the validation library, is downloaded when an alert is saved, not with the job list.
    setChecking(true);
    // Should it not arrive (the connection dropped), the alert goes unchecked: sending it then says it cannot be
    // sent offline, or the server, which checks it in any case, answers.
    const values = { name, frequency, search: toAlertSearch(search) };
    const schemas = await import('@talent/shared/schemas/job-alerts').catch(() => null);
    setChecking(false);
    const parsed = schemas
      ? schemas.jobAlertCreateSchema.safeParse(values)
      : ({ success: true, data: values } as const);
    if (!parsed.success) {
      const issue = parsed.error.issues.find((i) => i.path[0] === 'name');
      setNameError(issue ? msg(formMessage(issue.message)) : undefined);
      if (!issue) setError(t('alerts.failed'));
      return;
    }
    setNameError(undefined);
    setError(null);
    try {
      const alert = await create.mutateAsync(parsed.data);
      setSaved(alert.name);
    } catch (err) {
      setError(describe(err, t('alerts.failed')));
    }
  };

  return saved !== null ? (
    <div className="save-alert">
      <p className="banner banner--success" role="status">
        {t('alerts.saved', { name: saved })}
      </p>
      <div className="save-alert__actions">
        <Link to="/job-alerts" className="btn btn--secondary">
          {t('alerts.manage')}
        </Link>
        <button type="button" className="btn btn--primary" onClick={onClose}>
          {tc('ui.close')}
        </button>
      </div>
    </div>
  ) : (
    <form className="form save-alert" noValidate onSubmit={(e) => void submit(e)}>
      <p>{t('alerts.dialogIntro')}</p>
      <p className="save-alert__search">{t('alerts.searchIs', { summary: searchSummary(search, t, language) })}</p>
      <Field label={t('alerts.name')} error={nameError} required>
        <input type="text" value={name} maxLength={200} onChange={(e) => setName(e.target.value)} />
      </Field>
      <fieldset className="save-alert__frequency">
        <legend>{t('alerts.frequency')}</legend>
        {JOB_ALERT_FREQUENCIES.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="frequency"
              value={value}
              checked={frequency === value}
              onChange={() => setFrequency(value)}
            />
            {t(`alerts.${value}`)}
          </label>
        ))}
      </fieldset>
      {error && (
        <p className="banner banner--error" role="alert">
          {error}
        </p>
      )}
      <div className="save-alert__actions">
        <button type="button" className="btn btn--secondary" onClick={onClose}>
          {tc('ui.cancel')}
        </button>
        <button
          type="submit"
          className="btn btn--primary"
          disabled={create.isPending}
          aria-busy={create.isPending || undefined}
        >
          {create.isPending ? t('alerts.saving') : t('alerts.submit')}
        </button>
      </div>
    </form>
  );
}
