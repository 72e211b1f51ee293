import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MESSAGE_BANNER_MS } from '@talent/shared';
import { readFlash } from '../../lib/flash';
import { useTranslation } from '../../i18n/use-translation';
import { useMessage } from '../../i18n/use-message';

/**
 * Shows the flash message of the current navigation. It stays until dismissed or until the next page, so
 * there is time to read it, unless it is a form's message banner (`expires`), which goes after 5 seconds as the
 * form's own do; it is taken out of the history entry at once, so a reload does not repeat it.
 */
export function FlashBanner() {
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation('common');
  const message = useMessage();
  const incoming = readFlash(location.state);
  const [shown, setShown] = useState<{ flash: NonNullable<typeof incoming>; path: string; key: string } | null>(null);
  if (incoming && shown?.key !== location.key)
    setShown({ flash: incoming, path: location.pathname, key: location.key });

  useEffect(() => {
    if (!incoming) return;
    const { flash: _flash, ...rest } = location.state as Record<string, unknown>;
    navigate(`${location.pathname}${location.search}${location.hash}`, {
      replace: true,
      state: Object.keys(rest).length ? rest : null,
    });
  }, [incoming, location, navigate]);

  useEffect(() => {
    if (!shown?.flash.expires) return;
    const timer = setTimeout(() => setShown(null), MESSAGE_BANNER_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  const flash = shown && shown.path === location.pathname ? shown.flash : null;
  // The live region is always there, so that the message put into it is announced; the button stays out of it.
  return (
    <div className={flash ? `banner banner--${flash.kind} flash` : undefined}>
      <div role="status">
        {flash && <p>{message(flash.message, flash.role ? { role: t(`userType.${flash.role}`) } : undefined)}</p>}
      </div>
      {flash && (
        <button type="button" className="flash__close" onClick={() => setShown(null)} aria-label={t('dismiss')}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
