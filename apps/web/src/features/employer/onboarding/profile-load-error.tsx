import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../i18n/use-translation';

/** How long the "session expired" message stays before the login screen (spec section 8: "then /auth"). */
const REDIRECT_DELAY_MS = 2000;

/**
 * Spec section 8, onboarding load: on 401 "Your session has expired. Redirecting to login..." then /auth;
 * otherwise "Failed to load user profile. Please try again later.", with a way to try again.
 */
export function ProfileLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('employer', 'msg');
  const navigate = useNavigate();
  const expired = error instanceof ApiError && error.status === 401;
  useEffect(() => {
    if (!expired) return;
    const timer = setTimeout(() => navigate('/auth', { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [expired, navigate]);
  if (expired) {
    return <p className="banner banner--error" role="alert">{t('msg:sessionExpiredRedirect')}</p>;
  }
  return (
    <div className="banner banner--error" role="alert">
      <p>{t('msg:profileLoadFailed')}</p>
      <button type="button" className="btn btn--secondary" onClick={onRetry}>
        {t('onboarding.retry')}
      </button>
    </div>
  );
}
