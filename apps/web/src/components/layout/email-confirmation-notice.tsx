import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { messageOf, useMessage, type Message } from '../../i18n/use-message';
import { api } from '../../lib/api-client';
import { detailMessage } from '../../lib/field-messages';

/**
 * Asks a signed-in person to confirm their address, with a button that mails the link again: one short sentence
 * (without the address, which would take a phone's line of its own) with its button inside, written inline so that
 * it shares the page's one line of messages (flash-banner.tsx) and the page under it still shows its content on
 * the first screen.
 */
export interface NoticeProps {
  /** In a page's shell, before the app: the button is drawn as its shape only, since nothing could answer it yet. */
  shape?: boolean;
}

export default function EmailConfirmationNotice({ shape = false }: NoticeProps) {
  const { t } = useTranslation('account');
  const message = useMessage();
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
    <span className="email-confirmation-notice" role="region" aria-label={t('confirmEmail.title')}>
      {t('confirmEmail.notice')}{' '}
      <button
        type="button"
        className={shape ? 'link-button frame-shape' : 'link-button'}
        inert={shape}
        disabled={state.sending}
        onClick={() => void sendAgain()}
      >
        {state.sending ? t('confirmEmail.sending') : t('confirmEmail.sendAgain')}
      </button>{' '}
      <span role={state.failed ? 'alert' : 'status'}>{state.answer && message(state.answer)}</span>
    </span>
  );
}
