import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { JOB_ALERT_FREQUENCIES, type JobAlert, type JobAlertFrequency, type JobAlertPatch } from '@talent/shared';
import { Field } from '../../../components/ui/field';
import { formMessage, useMessage } from '../../../i18n/use-message';
import { useTranslation } from '../../../i18n/use-translation';
import { toAddress } from '../../../lib/job-search-params';
import { fromAlertSearch, searchSummary } from './alert-search';

/** One alert: its name, its search in words, how often it is mailed; pause or resume, edit, delete. */
export function JobAlertItem({
  alert,
  busy,
  offline,
  onChange,
  onDelete,
}: {
  alert: JobAlert;
  busy: boolean;
  offline: boolean;
  onChange: (change: JobAlertPatch) => Promise<boolean>;
  onDelete: () => void;
}) {
  const { t, language } = useTranslation('professional');
  const msg = useMessage();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(alert.name);
  const [frequency, setFrequency] = useState<JobAlertFrequency>(alert.frequency);
  const [nameError, setNameError] = useState<string | undefined>();
  const search = fromAlertSearch(alert.search);
  const titleId = `job-alert-${alert.id}-name`;

  const save = async (e: FormEvent) => {
    e.preventDefault();
    // The schema, with the validation library, is downloaded when a change is saved, not with the list. Should it
    // not arrive (the connection dropped), the change goes unchecked: sending it says why it cannot be sent.
    const values = { name, frequency };
    const schemas = await import('@talent/shared/schemas/job-alerts').catch(() => null);
    const parsed = schemas ? schemas.jobAlertPatchSchema.safeParse(values) : ({ success: true, data: values } as const);
    if (!parsed.success) {
      setNameError(msg(formMessage(parsed.error.issues[0]!.message)));
      return;
    }
    setNameError(undefined);
    if (await onChange(parsed.data)) setEditing(false);
  };

  return (
    <article className="job-alert card" aria-labelledby={titleId}>
      <h2 id={titleId}>{alert.name}</h2>
      <p className="job-alert__summary">{searchSummary(search, t, language)}</p>
      <p className="job-alert__meta">
        <span>{t(`alerts.every.${alert.frequency}`)}</span>
        {alert.paused && <span className="job-alert__paused">{t('alerts.paused')}</span>}
      </p>
      {editing ? (
        <form
          className="form job-alert__edit"
          noValidate
          onSubmit={(e) => void save(e)}
          aria-label={t('alerts.editTitle', { name: alert.name })}
        >
          <Field label={t('alerts.name')} error={nameError} required>
            <input type="text" value={name} maxLength={200} onChange={(e) => setName(e.target.value)} autoFocus />
          </Field>
          <fieldset className="save-alert__frequency">
            <legend>{t('alerts.frequency')}</legend>
            {JOB_ALERT_FREQUENCIES.map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name={`frequency-${alert.id}`}
                  value={value}
                  checked={frequency === value}
                  onChange={() => setFrequency(value)}
                />
                {t(`alerts.${value}`)}
              </label>
            ))}
          </fieldset>
          <div className="job-alert__actions">
            <button type="submit" className="btn btn--primary" disabled={busy || offline}>
              {t('alerts.saveChanges')}
            </button>
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => {
                setEditing(false);
                setName(alert.name);
                setFrequency(alert.frequency);
                setNameError(undefined);
              }}
            >
              {t('alerts.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <div className="job-alert__actions" role="group" aria-label={t('alerts.actionsFor', { name: alert.name })}>
          <button
            type="button"
            className="btn btn--secondary"
            disabled={busy || offline}
            onClick={() => void onChange({ paused: !alert.paused })}
          >
            {alert.paused ? t('alerts.resume') : t('alerts.pause')}
          </button>
          <button type="button" className="btn btn--secondary" disabled={offline} onClick={() => setEditing(true)}>
            {t('alerts.rename')}
          </button>
          <button
            type="button"
            className="btn btn--danger"
            disabled={busy || offline}
            onClick={onDelete}
            aria-haspopup="dialog"
          >
            {t('alerts.delete')}
          </button>
          <Link to={`/recommended-jobs${toAddress(search)}`} className="btn btn--ghost">
            {t('alerts.openSearch')}
          </Link>
        </div>
      )}
    </article>
  );
}
