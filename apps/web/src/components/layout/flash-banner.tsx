import { useContext, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ASKS_CONFIRMATION_ATTRIBUTE, MESSAGE_BANNER_MS } from '@talent/shared';
import { readFlash } from '../../lib/flash';
import { useTranslation } from '../../i18n/use-translation';
import { useMessage } from '../../i18n/use-message';
import { WritingSignedInShell } from '../../session/auth-context';
import { EmailConfirmationRequest, useEmailConfirmationRequest } from './email-confirmation-banner';

/**
 * The page's one line of messages: the flash message of the current navigation and, until the address is
 * confirmed, the request to confirm it, side by side in one box with one close button, so that a phone's first
 * screen after onboarding still shows the jobs. The flash stays until closed or until the next page, so there is
 * time to read it, unless it is a form's message banner (`expires`), which goes after 5 seconds as the form's own
 * do; it is taken out of the history entry at once, so a reload does not repeat it.
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
  const request = useEmailConfirmationRequest();
  const shownAtAll = flash !== null || request.asked;
  const close = () => {
    setShown(null);
    if (request.asked) request.close();
    // The button goes with the line: the focus goes to the page (as after a navigation), not to the document's body.
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  const writingShell = useContext(WritingSignedInShell);
  // Only while the build writes the shells: the app's own code does not carry this branch.
  if (import.meta.env.SSR && writingShell) {
    // A signed-in page's shell holds the request, hidden: its script shows it when the user the device keeps is asked
    // (so that the page does not move when the app draws it), and answers its close button; sending the link again
    // needs the app, so that button is only its shape until then.
    return (
      <div className="banner banner--info flash" hidden {...{ [ASKS_CONFIRMATION_ATTRIBUTE]: '' }}>
        <p className="flash__text">
          <span role="status" />
          <EmailConfirmationRequest shape />
        </p>
        <button type="button" className="flash__close" aria-label={t('dismiss')}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    );
  }
  // The live region is always there, so that the message put into it is announced; the button stays out of it.
  return (
    <div className={shownAtAll ? `banner banner--${flash?.kind ?? 'info'} flash` : undefined}>
      <p className="flash__text">
        <span role="status">
          {flash && message(flash.message, flash.role ? { role: t(`userType.${flash.role}`) } : undefined)}
        </span>
        {flash && request.asked && ' '}
        {request.asked && <EmailConfirmationRequest />}
      </p>
      {shownAtAll && (
        <button type="button" className="flash__close" onClick={close} aria-label={t('dismiss')}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
