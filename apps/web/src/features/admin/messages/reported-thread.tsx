import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTime } from '../../../lib/format';
import { fetchReportedThread } from '../../../api/conversations';

/**
 * "Read the thread" of a reported message: staff read a conversation only this way, and each reading is kept in the
 * audit log (by the server, as it answers).
 */
export function ReportedThread({ messageId }: { messageId: number }) {
  const { t, language } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const thread = useQuery({
    queryKey: ['admin', 'reported-thread', messageId],
    queryFn: ({ signal }) => fetchReportedThread(messageId, signal),
    enabled: open,
    staleTime: Infinity,
  });
  if (!open)
    return (
      <button type="button" className="btn btn--ghost btn--small" onClick={() => setOpen(true)}>
        {t('heldMessages.readThread')}
      </button>
    );
  if (!thread.data) return <p>{thread.isError ? t('heldMessages.threadFailed') : t('heldMessages.loading')}</p>;
  return (
    <ol className="reported-thread" aria-label={t('heldMessages.threadLabel')}>
      {thread.data.messages.map((m) => (
        <li key={m.id} className={m.id === messageId ? 'reported-thread__reported' : undefined}>
          <strong>{t(`heldMessages.from.${m.from}`)}</strong> <span>{formatDateTime(m.at, language)}</span>
          {m.held && <em> · {t('heldMessages.wasHeld')}</em>}
          <p>{m.body}</p>
        </li>
      ))}
    </ol>
  );
}
