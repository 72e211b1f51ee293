import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { messageOf, useMessage, type Message } from '../../i18n/use-message';
import { api } from '../../lib/api-client';
import { detailMessage } from '../../lib/field-messages';
import { useAuth } from '../../session/use-auth';

/**
 * Asks a signed-in person to confirm their address, with a button that mails the link again: one sentence with its
 * button inside, a line or two on a phone, so that the page under it still shows its content on the first screen.
 */
export default function EmailConfirmationNotice() {
  const { t } = useTranslation('account');
  const message = useMessage();
  const { user } = useAuth();
  const [state, setState] = useState<{ sending: boolean; answer?: Message; failed?: boolean }>({ sending: false });
  const sendAgain = async () => {
    setState({ sending: true });
    try {
      const answer = await api.post<{ detail: string }>('/api/email-confirmation/');
      setState({ sending: false, answer: detailMessage(answer) });
    } catch (err) {
      setState({ sending: false, answer: messageOf(err), failed: true });
    }
  };
  return (
    <div className="banner banner--info email-confirmation-notice" role="region" aria-label={t('confirmEmail.title')}>
      <p>
        {t('confirmEmail.notice', { email: user?.email ?? '' })}{' '}
        <button type="button" className="link-button" disabled={state.sending} onClick={() => void sendAgain()}>
          {state.sending ? t('confirmEmail.sending') : t('confirmEmail.sendAgain')}
        </button>
      </p>
      <p role={state.failed ? 'alert' : 'status'}>{state.answer && message(state.answer)}</p>
    </div>
  );
}
