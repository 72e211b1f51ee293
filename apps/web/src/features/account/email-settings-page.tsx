import { useEffect, useId, useState } from 'react';
import { emailCategoriesOf, type EmailCategory, type EmailSettings } from '@talent/shared';
import { useDocumentTitle } from '../../components/use-document-title';
import { Loading } from '../../components/page-status';
import { useTranslation } from '../../i18n/use-translation';
import { api } from '../../lib/api-client';
import { useAuth } from '../../session/use-auth';
import type { SessionUser } from '../../session/normalise-user';
import { CategorySwitches } from './category-switches';
import { SmsSettingsSection } from './sms-settings';
import { DataExport } from '../../components/account/data-export';
import { DeleteAccount } from './delete-account';
import { Consents } from './consents';
import '../../styles/static-pages.css';

/** The categories that concern this person: what the site can tell them by e-mail (and by SMS). */
const categoriesOf = (user: SessionUser | null): EmailCategory[] =>
  user ? emailCategoriesOf({ userType: user.user_type, isStaff: user.is_staff }) : [];

/**
 * /settings/email: every choice of what the site sends, in one place: one switch per category of e-mail, then the
 * same for SMS; each change is saved as it is made. Last, the account's data, to download as one file, the
 * account itself, to delete, and what the person agreed to (shown again after each change saved here).
 */
export default function EmailSettingsPage() {
  const { t } = useTranslation('account');
  const { user } = useAuth();
  useDocumentTitle(t('emailSettings.title'));
  const mailTitleId = useId();
  const dataTitleId = useId();
  const [settings, setSettings] = useState<EmailSettings | null>(null);
  const [state, setState] = useState<'idle' | 'saved' | 'failed' | 'loadFailed'>('idle');
  const categories = categoriesOf(user);
  // Bumped by each choice saved, for "What you agreed to" to show it.
  const [consentsAsOf, setConsentsAsOf] = useState(0);
  const choiceSaved = () => setConsentsAsOf((n) => n + 1);

  useEffect(() => {
    api.get<EmailSettings>('/api/email-settings/').then(setSettings, () => setState('loadFailed'));
  }, []);

  const change = async (category: EmailCategory, on: boolean) => {
    try {
      setSettings(await api.patch<EmailSettings>('/api/email-settings/', { [category]: on }));
      setState('saved');
      choiceSaved();
    } catch {
      setState('failed');
    }
  };

  return (
    <div className="static-page">
      <h1>{t('emailSettings.title')}</h1>
      <p>{t('emailSettings.intro')}</p>
      <section aria-labelledby={mailTitleId}>
        <h2 id={mailTitleId}>{t('emailSettings.mailTitle')}</h2>
        {state === 'loadFailed' ? (
          <p role="alert" className="banner banner--error">
            {t('emailSettings.loadFailed')}
          </p>
        ) : !settings ? (
          <Loading />
        ) : (
          <CategorySwitches
            legend={t('emailSettings.mailTitle')}
            categories={categories}
            values={settings}
            label={(category) => t('emailSettings.receive', { category: t(`categories.${category}`) })}
            onChange={(category, on) => void change(category, on)}
          />
        )}
        <p role="status">{state === 'saved' ? t('emailSettings.saved') : ''}</p>
        {state === 'failed' && (
          <p role="alert" className="banner banner--error">
            {t('emailSettings.saveFailed')}
          </p>
        )}
      </section>
      <SmsSettingsSection categories={categories} onSaved={choiceSaved} />
      <section aria-labelledby={dataTitleId}>
        <h2 id={dataTitleId}>{t('dataExport.title')}</h2>
        <p>{t('dataExport.about')}</p>
        <DataExport />
        <DeleteAccount />
        <Consents categories={categories} asOf={consentsAsOf} />
      </section>
    </div>
  );
}
