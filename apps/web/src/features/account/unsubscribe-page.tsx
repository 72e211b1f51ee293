import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EMAIL_CATEGORIES, type EmailCategory } from '@talent/shared';
import { useDocumentTitle } from '../../components/use-document-title';
import { useTranslation } from '../../i18n/use-translation';
import { messageOf, useMessage, type Message } from '../../i18n/use-message';
import { api } from '../../lib/api-client';
import { detailMessage } from '../../lib/field-messages';
import '../../styles/static-pages.css';

/** The token names its category (`<user>.<category>.<signature>`); the API checks the signature. */
const categoryOf = (token: string): EmailCategory | null => {
  const category = token.split('.')[1];
  return (EMAIL_CATEGORIES as readonly string[]).includes(category ?? '') ? (category as EmailCategory) : null;
};

/**
 * /unsubscribe?token=, the page of a mail's "stop these e-mails" link. It asks before it acts: opening a link
 * (a mail scanner does) changes nothing, only the button does.
 */
export default function UnsubscribePage() {
  const { t } = useTranslation('account');
  const message = useMessage();
  useDocumentTitle(t('unsubscribe.title'));
  const token = useSearchParams()[0].get('token') ?? '';
  const category = categoryOf(token);
  const [state, setState] = useState<{ status: 'idle' | 'working' | 'done' | 'failed'; text?: Message }>({
    status: 'idle',
  });

  const confirm = async () => {
    setState({ status: 'working' });
    try {
      const answer = await api.post<{ detail: string }>(
        `/api/unsubscribe/?token=${encodeURIComponent(token)}`,
        {},
        { anonymous: true },
      );
      setState({ status: 'done', text: detailMessage(answer) });
    } catch (err) {
      setState({ status: 'failed', text: messageOf(err) });
    }
  };

  return (
    <div className="static-page static-page--centered">
      <h1>{t('unsubscribe.title')}</h1>
      {!category ? (
        <p role="alert" className="banner banner--error">
          {t('unsubscribe.missingToken')}
        </p>
      ) : state.status === 'done' ? (
        <p role="status" className="banner banner--success">
          {t('unsubscribe.done')} {state.text && message(state.text)}
        </p>
      ) : (
        <>
          <p>{t('unsubscribe.question', { category: t(`categories.${category}`) })}</p>
          {state.status === 'failed' && (
            <p role="alert" className="banner banner--error">
              {state.text && message(state.text)}
            </p>
          )}
          <p>
            <button
              type="button"
              className="btn btn--primary"
              disabled={state.status === 'working'}
              onClick={() => void confirm()}
            >
              {state.status === 'working' ? t('unsubscribe.working') : t('unsubscribe.confirm')}
            </button>
          </p>
        </>
      )}
      <p>
        <Link to="/">{t('unsubscribe.home')}</Link>
      </p>
    </div>
  );
}
