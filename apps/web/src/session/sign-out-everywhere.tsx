import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { api } from '../lib/api-client';
import { useAuth } from './use-auth';

/** Ends every session of the person, this one included, then leaves for the log-in page. */
export function SignOutEverywhere() {
  const { t } = useTranslation('account');
  const { logout } = useAuth();
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    try {
      await api.post('/api/logout/all/');
    } finally {
      // Whatever the answer, this device is signed out: its tokens are dropped.
      await logout('/auth');
    }
  };
  return (
    <section className="sign-out-everywhere" aria-labelledby="sign-out-everywhere-title">
      <h3 id="sign-out-everywhere-title">{t('devices.title')}</h3>
      <p>{t('devices.intro')}</p>
      <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => void signOut()}>
        {busy ? t('devices.submitting') : t('devices.submit')}
      </button>
    </section>
  );
}
