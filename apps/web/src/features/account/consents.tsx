import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Consents as ConsentRecord, EmailCategory } from '@talent/shared';
import { Loading } from '../../components/page-status';
import { useTranslation } from '../../i18n/use-translation';
import { api } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { NODE_SLOT, withNode } from '../../i18n/with-node';

type Choice = ConsentRecord['choices'][number];

/**
 * The key of a choice's state. Never changed (`since` null): its default. Else since when, and how for an SMS choice
 * (e-mail says no way: it is turned off on this page or by a mail's link). An e-mail turned back on leaves no trace
 * but its state, hence "the default" rather than "since you registered".
 */
function stateKey({ enabled, since, way }: Choice): string {
  const on = enabled ? 'on' : 'off';
  if (!since) return `consents.${on}Default`;
  if (way === 'web') return `consents.${on}SinceWeb`;
  if (way === 'sms') return `consents.${on}SinceSms`;
  return `consents.${on}Since`;
}

/**
 * "What you agreed to": the privacy policy accepted by registering (and whether it changed since), each e-mail and
 * SMS choice of the categories that concern this person with since when, and the job alerts saved. Loaded again
 * each time `asOf` changes (the page bumps it when a switch is saved), the last answer shown meanwhile.
 */
export function Consents({ categories, asOf = 0 }: { categories: readonly EmailCategory[]; asOf?: number }) {
  const { t, language } = useTranslation('account');
  const titleId = useId();
  const [record, setRecord] = useState<ConsentRecord | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    api.get<ConsentRecord>('/api/me/consents/', controller.signal).then(
      (answer) => {
        setRecord(answer);
        setFailed(false);
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [asOf]);

  // A date is kept on one line ("27 nov." above "2026" reads badly on a phone).
  const date = (value: string) => formatDate(value, language).replace(/ /g, '\u00a0');
  const policyLink = (text: string) => <Link to="/privacy-policy">{text}</Link>;

  let body: ReactNode;
  if (failed) {
    body = (
      <p role="alert" className="banner banner--error">
        {t('consents.loadFailed')}
      </p>
    );
  } else if (!record) {
    body = <Loading />;
  } else {
    const { privacy_notice: notice } = record;
    const registered = date(notice.accepted_at ?? record.registered_at);
    const choices = (channel: Choice['channel']) =>
      categories.flatMap((category) => {
        const choice = record.choices.find((c) => c.channel === channel && c.category === category);
        return choice ? [choice] : [];
      });
    const what = (choice: Choice) =>
      t(choice.channel === 'email' ? 'emailSettings.receive' : 'smsSettings.receive', {
        category: t(`categories.${choice.category}`),
      });
    const alertsConcern = categories.includes('job_alerts') || record.job_alerts.length > 0;
    body = (
      <>
        {notice.version ? (
          <p>
            {withNode(
              t('consents.policy', { link: NODE_SLOT, version: date(notice.version), registered }),
              policyLink(t('consents.policyLink')),
            )}
            {notice.version !== notice.current_version && (
              <>
                {' '}
                {withNode(
                  t('consents.policyChanged', { link: NODE_SLOT }),
                  policyLink(t('consents.policyChangedLink', { date: date(notice.current_version) })),
                )}
              </>
            )}
          </p>
        ) : (
          <p>
            {t('consents.policyUnrecorded', { registered: date(record.registered_at) })}{' '}
            {withNode(
              t('consents.policyRead', { link: NODE_SLOT, date: date(notice.current_version) }),
              policyLink(t('consents.policyLink')),
            )}
          </p>
        )}
        {categories.length > 0 && (
          <>
            <p className="consents__lead">{t('consents.choicesTitle')}</p>
            <ul className="consents__list">
              {[...choices('email'), ...choices('sms')].map((choice) => (
                <li key={`${choice.channel}-${choice.category}`}>
                  {t('consents.choice', {
                    what: what(choice),
                    state: t(stateKey(choice), { date: choice.since ? date(choice.since) : '' }),
                  })}
                </li>
              ))}
            </ul>
          </>
        )}
        {alertsConcern && (
          <>
            {record.job_alerts.length > 0 ? (
              <>
                <p className="consents__lead">{t('consents.alertsTitle')}</p>
                <ul className="consents__list">
                  {record.job_alerts.map((alert, index) => (
                    <li key={index}>{t('consents.alert', { name: alert.name, date: date(alert.created_at) })}</li>
                  ))}
                </ul>
              </>
            ) : (
              <p>{t('consents.noAlerts')}</p>
            )}
            {categories.includes('job_alerts') && (
              <p>
                <Link to="/job-alerts">{t('consents.alertsLink')}</Link>
              </p>
            )}
          </>
        )}
      </>
    );
  }

  return (
    <section className="consents" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('consents.title')}</h3>
      {body}
    </section>
  );
}
