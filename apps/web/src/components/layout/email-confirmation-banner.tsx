import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { asksEmailConfirmation, confirmationOwner, EMAIL_CONFIRMATION_CLOSED_KEY } from '@talent/shared';
import i18n from '../../i18n';
import { tokenStorage } from '../../lib/token-storage';
import { useAuth } from '../../session/use-auth';
import type { NoticeProps } from './email-confirmation-notice';

// Its own chunk: only a signed-in person whose address is not yet confirmed downloads it.
const noticeCode = () => import('./email-confirmation-notice');
const Notice = lazy(noticeCode);

const closedFor = () =>
  typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(EMAIL_CONFIRMATION_CLOSED_KEY);

/**
 * The request's code and words, once in, for a reader the device last knew with an unconfirmed address: they are
 * fetched beside the app's own code, and the app's first frame waits for them (main.tsx), so that it draws the request
 * whole where the page's shell drew it (a lazy component shows nothing for a frame at least, and the line would grow
 * under the reader's eyes, moving the page down).
 */
let readyNotice: ComponentType<NoticeProps> | undefined;
export const emailConfirmationRequestReady: Promise<void> =
  typeof localStorage !== 'undefined' && asksEmailConfirmation(tokenStorage.getUser(), closedFor())
    ? Promise.all([noticeCode(), i18n.load('account')]).then(
        ([module]) => void (readyNotice = module.default),
        () => {},
      )
    : Promise.resolve();

/**
 * Whether the page asks the signed-in person to confirm their address (the rule of @talent/shared's
 * email-confirmation.ts), except on the page that confirms it.
 */
export function useEmailConfirmationRequest(): { asked: boolean; close: () => void } {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const [closed, setClosed] = useState(closedFor);
  const owner = confirmationOwner(user);
  const asked = asksEmailConfirmation(user, closed) && pathname !== '/confirm-email';
  const close = () => {
    try {
      sessionStorage.setItem(EMAIL_CONFIRMATION_CLOSED_KEY, owner);
    } catch {
      /* storage refused: closed for this page only */
    }
    setClosed(owner);
  };
  return { asked, close };
}

/** The request itself: a sentence with its button, to sit in a line of its own or beside a message. */
export function EmailConfirmationRequest(props: NoticeProps) {
  const Ready = readyNotice && i18n.isLoaded('account') ? readyNotice : null;
  if (Ready) return <Ready {...props} />;
  return (
    <Suspense fallback={null}>
      <Notice {...props} />
    </Suspense>
  );
}
