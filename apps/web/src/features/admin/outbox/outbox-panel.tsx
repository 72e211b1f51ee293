import { useState } from 'react';
import type { OutboxMessage } from '@talent/shared';
import { DataTable } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { Loading } from '../../../components/page-status';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTime } from '../../../lib/format';
import { useAdminOutbox } from '../../../api/queries/admin-outbox';
import { LoadError } from '../shared/load-error';
import { SmsDays } from './sms-days';

const PAGE_SIZE = 30;
const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;
/** An SMS has no subject: the list shows the start of its text instead. */
const SMS_PREVIEW = 60;

const preview = (text: string) => (text.length > SMS_PREVIEW ? `${text.slice(0, SMS_PREVIEW - 1).trimEnd()}…` : text);

/** Where an SMS is: awaiting the operator's receipt once sent, then delivered or not; an e-mail has none of this. */
function deliveryOf(m: OutboxMessage): 'delivered' | 'failed' | 'awaiting' | null {
  if (m.delivery) return m.delivery;
  return m.channel === 'sms' && m.status === 'sent' ? 'awaiting' : null;
}

/** A message's text with its addresses as links, so that staff trying the site on one machine can follow them. */
function MessageText({ text }: { text: string }) {
  return (
    <pre className="outbox__text">
      {text.split(URL_PATTERN).map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part}>
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </pre>
  );
}

/**
 * The mail and SMS the site wrote, sent or waiting; each can be opened and read as its recipient would. An SMS also
 * says whether the operator delivered it; the SMS of each day are counted below.
 */
export function OutboxPanel() {
  const { t, language } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const outbox = useAdminOutbox(page, PAGE_SIZE);
  const when = (iso: string) => formatDateTime(iso, language);
  const opened = outbox.data?.items.find((m) => m.id === open);
  const titleOf = (m: OutboxMessage) => (m.channel === 'sms' ? t('outbox.smsTo', { to: m.recipient }) : m.subject);
  const statusOf = (m: OutboxMessage) => {
    const status = `${t(`outbox.statuses.${m.status}`)} (${t('outbox.attempts', { count: m.attempts })})`;
    const delivery = deliveryOf(m);
    return delivery ? t('outbox.withDelivery', { status, delivery: t(`outbox.deliveries.${delivery}`) }) : status;
  };
  return (
    <section className="admin-section" aria-labelledby="outbox-title">
      <h2 id="outbox-title">{t('outbox.title')}</h2>
      <p>{t('outbox.intro')}</p>
      {outbox.isPending ? (
        <Loading paused={outbox.fetchStatus === 'paused'} />
      ) : outbox.isError ? (
        <LoadError text={t('outbox.loadFailed')} onRetry={() => void outbox.refetch()} />
      ) : outbox.data.total === 0 ? (
        <p className="empty-state">{t('outbox.empty')}</p>
      ) : (
        <>
          <DataTable<OutboxMessage>
            caption={t('outbox.caption')}
            rows={outbox.data.items}
            rowKey={(m) => m.id}
            columns={[
              {
                id: 'subject',
                header: t('outbox.subject'),
                cell: (m) => (m.channel === 'sms' ? preview(m.text_body) : m.subject),
              },
              {
                id: 'channel',
                header: t('outbox.channel'),
                nowrap: true,
                cell: (m) => t(`outbox.channels.${m.channel}`),
              },
              { id: 'to', header: t('outbox.to'), cell: (m) => m.recipient },
              {
                id: 'when',
                header: t('outbox.when'),
                nowrap: true,
                cell: (m) => <time dateTime={m.created_at}>{when(m.created_at)}</time>,
              },
              {
                id: 'status',
                header: t('outbox.status'),
                cell: statusOf,
              },
              {
                id: 'read',
                header: t('outbox.read'),
                cell: (m) => (
                  <button
                    type="button"
                    className="btn btn--secondary"
                    aria-expanded={open === m.id}
                    onClick={() => setOpen(open === m.id ? null : m.id)}
                  >
                    {open === m.id ? t('outbox.hide') : t('outbox.read')}
                  </button>
                ),
              },
            ]}
          />
          {opened && (
            <article className="card outbox__message" aria-label={titleOf(opened)}>
              <h3>{titleOf(opened)}</h3>
              <p>{opened.recipient}</p>
              <MessageText text={opened.text_body} />
            </article>
          )}
          <Pagination page={page} pageSize={PAGE_SIZE} total={outbox.data.total} onChange={setPage} />
        </>
      )}
      <SmsDays />
    </section>
  );
}
