import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../lib/api-client';
import { useMessage } from '../i18n/use-message';
import { useTranslation } from '../i18n/use-translation';

/** Long enough to read the sentence before the login screen replaces it. */
const REDIRECT_DELAY_MS = 2500;

/**
 * Onboarding could not load the profile: on 401 "Your session has expired. Redirecting to
 * login..." then /auth; otherwise "Failed to load user profile. Please try again later.", with a way to try
 * again. Both onboarding flows use it.
 */
export function ProfileLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('common');
  const msg = useMessage();
  const navigate = useNavigate();
  const expired = error instanceof ApiError && error.status === 401;
  useEffect(() => {
    if (!expired) return;
    const timer = setTimeout(() => navigate('/auth', { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [expired, navigate]);
  if (expired) {
    return (
      <p className="banner banner--error" role="alert">
        {msg('sessionExpiredRedirect')}
      </p>
    );
  }
  return (
    <div className="banner banner--error" role="alert">
      <p>{msg('profileLoadFailed')}</p>
      <button type="button" className="btn btn--secondary" onClick={onRetry}>
        {t('ui.retry')}
      </button>
    </div>
  );
}
