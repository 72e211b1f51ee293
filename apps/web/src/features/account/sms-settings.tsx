import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import type { EmailCategory, SmsSettings } from '@talent/shared';
import { Loading } from '../../components/page-status';
import { useTranslation } from '../../i18n/use-translation';
import { formatDateTime } from '../../lib/format';
import { useAuth } from '../../session/use-auth';
import type { SessionUser } from '../../session/normalise-user';
import { fetchSmsSettings, patchSmsSettings } from '../../api/sms';
import { CategorySwitches } from './category-switches';

/** Where the profile's phone number is typed and proven: the onboarding step that holds it. */
function phoneStepOf(user: SessionUser | null): string | null {
  if (user?.user_type === 'professional') return '/onboarding?step=1';
  if (user?.user_type === 'employer') return '/onboarding?step=2';
  return null;
}

/**
 * The SMS of each category, beside the e-mails: nothing is sent by SMS to a number that is not proven, so until it is
 * the switches wait, with the reason and the way to prove it. Texting STOP or START changes them all from the phone.
 */
export function SmsSettingsSection({
  categories,
  onSaved,
}: {
  categories: readonly EmailCategory[];
  /** Told of each choice saved (the page then shows it under "What you agreed to"). */
  onSaved?: () => void;
}) {
  const { t, language } = useTranslation('account');
  const { user } = useAuth();
  const titleId = useId();
  const whyId = useId();
  const [settings, setSettings] = useState<SmsSettings | null>(null);
  const [state, setState] = useState<'idle' | 'saved' | 'failed' | 'loadFailed'>('idle');

  useEffect(() => {
    fetchSmsSettings().then(setSettings, () => setState('loadFailed'));
  }, []);

  const change = async (category: EmailCategory, on: boolean) => {
    try {
      setSettings(await patchSmsSettings({ [category]: on }));
      setState('saved');
      onSaved?.();
    } catch {
      setState('failed');
    }
  };

  const proven = settings?.phone_verified === true;
  const demo = user?.is_demo === true;
  const phoneStep = demo ? null : phoneStepOf(user);
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{t('smsSettings.title')}</h2>
      <p>{t('smsSettings.intro')}</p>
      {state === 'loadFailed' ? (
        <p role="alert" className="banner banner--error">
          {t('smsSettings.loadFailed')}
        </p>
      ) : !settings ? (
        <Loading />
      ) : (
        <>
          {!proven && (
            <p id={whyId} className="banner banner--info">
              {demo
                ? t('smsSettings.demo')
                : settings.phone_number
                  ? t('smsSettings.notProven', { phone: settings.phone_number })
                  : t('smsSettings.noNumber')}
              {phoneStep && (
                <>
                  {' '}
                  <Link to={phoneStep}>
                    {settings.phone_number ? t('smsSettings.prove') : t('smsSettings.addNumber')}
                  </Link>
                </>
              )}
            </p>
          )}
          <CategorySwitches
            legend={t('smsSettings.title')}
            categories={categories}
            values={settings}
            label={(category) => t('smsSettings.receive', { category: t(`categories.${category}`) })}
            hints={{ job_alerts: t('smsSettings.jobAlertsOff') }}
            disabled={!proven}
            describedBy={proven ? undefined : whyId}
            onChange={(category, on) => void change(category, on)}
          />
          <p>{t('smsSettings.stop')}</p>
          {settings.changed_at && (
            <p className="field__hint">
              {t('smsSettings.changedAt', { when: formatDateTime(settings.changed_at, language) })}
            </p>
          )}
        </>
      )}
      <p role="status">{state === 'saved' ? t('smsSettings.saved') : ''}</p>
      {state === 'failed' && (
        <p role="alert" className="banner banner--error">
          {t('smsSettings.saveFailed')}
        </p>
      )}
    </section>
  );
}
