import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  MESSAGE_MAX_LENGTH,
  REPORT_REASONS,
  threadClosedMessage,
  type ThreadMessage,
  type ThreadSide,
  type ThreadState,
} from '@talent/shared';
import { CharacterCount } from '../../components/ui/character-count';
import { Field } from '../../components/ui/field';
import { useTranslation } from '../../i18n/use-translation';
import { useMessage, type Message } from '../../i18n/use-message';
import { ApiError, errorMessage, isNetworkError, OfflineRefusal } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { sessionOwner } from '../../lib/token-storage';
import { useOnline } from '../../lib/use-online';
import { postMessage, reportMessage } from '../../api/conversations';
import { CONVERSATIONS_KEY, threadKey, threadStateKey, useThread } from '../../api/queries/conversations';
import { formatDate } from '../../lib/format';
import { keepToSend, useSendWhenOnline, useWaitingMessages, type OutgoingMessage } from './outgoing-messages';

/** A failure that only the connection caused: the message waits on the device instead. */
const offlineFailure = (error: unknown) => error instanceof OfflineRefusal || isNetworkError(error);

/**
 * An application's messages between its employer and the applicant, oldest first, read again every few seconds while
 * shown; and the form to write one. Written offline, a message waits on the device and goes once the connection is
 * back. `state` (the API's) says whether the thread takes messages: a closed one says why, with no box to type in; none
 * is shown until it is known.
 */
export function Thread({
  applicationId,
  side,
  state,
  otherName,
}: {
  applicationId: number;
  side: ThreadSide;
  state: ThreadState | undefined;
  otherName: string;
}) {
  const { t, language } = useTranslation('conversation');
  const message = useMessage();
  const owner = sessionOwner();
  const queryClient = useQueryClient();
  const thread = useThread(applicationId);
  const online = useOnline();
  const waiting = useWaitingMessages(owner, applicationId);
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<Message | null>(null);
  const [sending, setSending] = useState(false);
  const fieldId = useId();
  const countId = useId();
  const listRef = useRef<HTMLOListElement>(null);

  const afterSent = useCallback(
    async (messages: ThreadMessage[]) => {
      queryClient.setQueryData(threadKey(applicationId), messages);
      await queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
    },
    [queryClient, applicationId],
  );
  const sendWaiting = useCallback(
    async (m: OutgoingMessage) => afterSent(await postMessage(m.applicationId, m.body)),
    [afterSent],
  );
  /** A refusal says why; a thread that closed meanwhile then says so in place of its box. */
  const refusedWith = useCallback(
    (error: unknown) => {
      setProblem(error instanceof ApiError ? errorMessage(error.data, 'messageSendFailed') : 'messageSendFailed');
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: threadStateKey(applicationId) });
    },
    [queryClient, applicationId],
  );
  const refused = useCallback((_m: OutgoingMessage, error: unknown) => refusedWith(error), [refusedWith]);
  useSendWhenOnline(owner, waiting, sendWaiting, refused, offlineFailure);

  // The newest message in view as the thread grows.
  const count = (thread.data?.length ?? 0) + waiting.length;
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);

  // Only the text that was sent leaves the box: whatever was typed since, while it was on its way, stays.
  const clearSent = (text: string) => setBody((current) => (current.trim() === text ? '' : current));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const text = body.trim();
    if (!text) return setProblem('messageEmpty');
    if (text.length > MESSAGE_MAX_LENGTH) return setProblem('messageTooLong');
    setProblem(null);
    if (!navigator.onLine && owner) {
      keepToSend(owner, applicationId, text);
      clearSent(text);
      return;
    }
    setSending(true);
    try {
      const sent = await postMessage(applicationId, text);
      clearSent(text);
      await afterSent(sent);
    } catch (error) {
      if (offlineFailure(error) && owner) {
        keepToSend(owner, applicationId, text);
        clearSent(text);
      } else {
        refusedWith(error);
      }
    } finally {
      setSending(false);
    }
  };

  const messages = thread.data ?? [];
  return (
    <div className="thread">
      {thread.isPending ? (
        <p className="thread__status">{t('conversation.loading')}</p>
      ) : thread.isError && messages.length === 0 ? (
        <p className="thread__status" role="alert">
          {t('conversation.loadFailed')}
        </p>
      ) : messages.length === 0 && waiting.length === 0 && state?.can_write ? (
        // An invitation to write, only where one may: a closed thread says why below instead.
        <p className="thread__status">{t('conversation.empty', { name: otherName })}</p>
      ) : null}
      {messages.some((m) => m.writer_suspended) && (
        <p className="thread__warning" role="alert">
          {message('employerSuspendedWarning')}
        </p>
      )}
      {(messages.length > 0 || waiting.length > 0) && (
        <ol
          className="thread__messages"
          ref={listRef}
          aria-label={t('conversation.messagesWith', { name: otherName })}
          aria-live="polite"
          tabIndex={0}
        >
          {messages.map((m) => (
            <li
              key={m.id}
              className={`thread__message thread__message--${m.from === side ? 'mine' : 'theirs'}${m.writer_suspended ? ' thread__message--suspended' : ''}`}
            >
              <p className="thread__who">
                {m.from === side ? t('conversation.you') : otherName}
                <span className="thread__time"> · {formatDateTime(m.at, language)}</span>
              </p>
              <p className="thread__body">{m.body}</p>
              {m.held && <p className="thread__held">{message('messageHeld')}</p>}
              {m.writer_suspended && <p className="thread__held">{t('conversation.writerSuspended')}</p>}
              {m.from === side && !m.held && m.read_at && <p className="thread__read">{t('conversation.read')}</p>}
              {m.from !== side && <ReportMessage applicationId={applicationId} messageId={m.id} />}
            </li>
          ))}
          {waiting.map((m) => (
            <li key={m.key} className="thread__message thread__message--mine thread__message--waiting">
              <p className="thread__who">{t('conversation.you')}</p>
              <p className="thread__body">{m.body}</p>
              <p className="thread__held">{online ? t('conversation.sending') : t('conversation.waitingOffline')}</p>
            </li>
          ))}
        </ol>
      )}
      {state?.can_write ? (
        <form className="thread__form" onSubmit={submit} noValidate>
          {/* The app's field, drawn as every form's; its problem is said below, with the sending's. */}
          <div className="field">
            <label htmlFor={fieldId}>{t('conversation.write', { name: otherName })}</label>
            <textarea
              id={fieldId}
              value={body}
              rows={3}
              onChange={(e) => setBody(e.target.value)}
              aria-describedby={countId}
              aria-invalid={problem ? true : undefined}
            />
          </div>
          <CharacterCount
            id={countId}
            length={body.trim().length}
            max={MESSAGE_MAX_LENGTH}
            labels={{
              remaining: (n) => t('conversation.remaining', { count: n }),
              over: (n) => t('conversation.over', { count: n }),
            }}
          />
          {problem && (
            <p className="thread__problem" role="alert">
              {message(problem)}
            </p>
          )}
          {!online && <p className="thread__offline">{t('conversation.offlineNote')}</p>}
          {state.writable_until && (
            <p className="thread__until">
              {t('conversation.writableUntil', { date: formatDate(state.writable_until, language) })}
            </p>
          )}
          <button type="submit" className="btn btn--primary" disabled={sending}>
            {sending ? t('conversation.sendingButton') : t('conversation.send')}
          </button>
        </form>
      ) : (
        state?.closed_reason && (
          <p className="thread__closed" role="status">
            {message(threadClosedMessage(state.closed_reason, side))}
          </p>
        )
      )}
    </div>
  );
}

/** "Report": a message of the other side sent to staff, with a reason. */
function ReportMessage({ applicationId, messageId }: { applicationId: number; messageId: number }) {
  const { t } = useTranslation('conversation');
  const message = useMessage();
  const [choosing, setChoosing] = useState(false);
  const [done, setDone] = useState<Message | null>(null);
  const [reason, setReason] = useState<(typeof REPORT_REASONS)[number]>('fee_requested');
  if (done)
    return (
      <p className="thread__reported" role="status">
        {message(done)}
      </p>
    );
  if (!choosing)
    return (
      <button type="button" className="link-button thread__report" onClick={() => setChoosing(true)}>
        {t('conversation.report')}
      </button>
    );
  return (
    <form
      className="thread__report-form"
      onSubmit={async (e) => {
        e.preventDefault();
        try {
          await reportMessage(applicationId, messageId, { reason });
          setDone('messageReported');
        } catch (error) {
          setDone(error instanceof ApiError ? errorMessage(error.data, 'messageSendFailed') : 'messageSendFailed');
        }
      }}
    >
      <Field label={t('conversation.reportWhy')}>
        <select value={reason} onChange={(e) => setReason(e.target.value as typeof reason)}>
          {REPORT_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`conversation.reasons.${r}`)}
            </option>
          ))}
        </select>
      </Field>
      <div className="thread__report-actions">
        <button type="button" className="btn btn--secondary btn--small" onClick={() => setChoosing(false)}>
          {t('conversation.cancel')}
        </button>
        <button type="submit" className="btn btn--primary btn--small">
          {t('conversation.reportSend')}
        </button>
      </div>
    </form>
  );
}
