import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';
import { useTranslation } from '../../i18n/use-translation';
import { messageOf, useMessage, type Message } from '../../i18n/use-message';
import { api } from '../../lib/api-client';
import { detailMessage } from '../../lib/field-messages';
import { serverFieldErrors } from '../../lib/form-errors';
import { useAuth } from '../../session/use-auth';
import { homeOf } from '../../session/normalise-user';
import '../../styles/static-pages.css';

/**
 * /confirm-email#token=...: the page of the confirmation mail's link. It confirms as it opens (the token is in the
 * fragment, which no server and no link scanner sees), on this device or any other, signed in or not.
 */
export default function ConfirmEmailPage() {
  const { t } = useTranslation('account');
  const message = useMessage();
  const { user, reloadUser } = useAuth();
  useDocumentTitle(t('confirmEmail.title'));
  const token = new URLSearchParams(useLocation().hash.slice(1)).get('token') ?? '';
  const [result, setResult] = useState<{ ok: boolean; text: Message } | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    api.post<{ detail: string }>('/api/email-confirmation/confirm/', { token }, { anonymous: true }).then(
      async (answer) => {
        setResult({ ok: true, text: detailMessage(answer) });
        await reloadUser();
      },
      (err: unknown) => {
        const spentLink = serverFieldErrors(err).token;
        setResult({ ok: false, text: spentLink ? { text: spentLink } : messageOf(err) });
      },
    );
  }, [token, reloadUser]);

  return (
    <div className="static-page static-page--centered">
      <h1>{t('confirmEmail.title')}</h1>
      {!token ? (
        <p role="alert" className="banner banner--error">
          {t('confirmEmail.missingToken')}
        </p>
      ) : !result ? (
        <p role="status">{t('confirmEmail.working')}</p>
      ) : (
        <p
          role={result.ok ? 'status' : 'alert'}
          className={`banner ${result.ok ? 'banner--success' : 'banner--error'}`}
        >
          {message(result.text)}
        </p>
      )}
      <p>
        {/* A new account confirms its address before it finishes onboarding: its page is onboarding, until then. */}
        <Link to={!user ? '/auth' : user.onboarding_completed ? homeOf(user) : '/onboarding'}>
          {t('confirmEmail.home')}
        </Link>
      </p>
    </div>
  );
}
