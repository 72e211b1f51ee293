import { useTranslation } from '../../../i18n/use-translation';
import type { AdminJob } from '@talent/shared';
import { TrustBadges } from './trust-badges';

/**
 * The company behind a request: staff always see it (applicants only once shortlisted), with whether staff have
 * verified or suspended it.
 */
export function EmployerDetails({ employer: e }: { employer: AdminJob['employer'] }) {
  const { t } = useTranslation('admin');
  const none = t('employer.notGiven');
  const contact = [e.contact_name, e.contact_job_title].filter(Boolean).join(', ');
  return (
    <section className="employer-details" aria-label={t('employer.title')}>
      <h4 className="employer-details__title">{e.company_name ?? none}</h4>
      <TrustBadges verified={e.verified_at} suspended={e.suspended_at} unverified />
      <dl className="facts">
        <div>
          <dt>{t('employer.industry')}</dt>
          <dd>{e.industry ?? none}</dd>
        </div>
        <div>
          <dt>{t('employer.website')}</dt>
          <dd>
            {e.company_website ? (
              <a href={e.company_website} target="_blank" rel="noreferrer">
                {e.company_website}
              </a>
            ) : (
              none
            )}
          </dd>
        </div>
        <div>
          <dt>{t('employer.size')}</dt>
          <dd>{e.company_size ? t('employer.sizeValue', { size: e.company_size }) : none}</dd>
        </div>
        <div>
          <dt>{t('employer.office')}</dt>
          <dd>{e.office_location ?? none}</dd>
        </div>
        <div>
          <dt>{t('employer.contact')}</dt>
          <dd>{contact || none}</dd>
        </div>
        <div>
          <dt>{t('employer.email')}</dt>
          <dd>{e.contact_email ? <a href={`mailto:${e.contact_email}`}>{e.contact_email}</a> : none}</dd>
        </div>
        <div>
          <dt>{t('employer.phone')}</dt>
          <dd>{e.contact_phone ?? none}</dd>
        </div>
        <div>
          <dt>{t('employer.account')}</dt>
          <dd>{e.account_email}</dd>
        </div>
        <div>
          <dt>{t('employer.onboarding')}</dt>
          <dd>{e.onboarding_completed ? t('users.done') : t('users.notDone')}</dd>
        </div>
      </dl>
    </section>
  );
}
