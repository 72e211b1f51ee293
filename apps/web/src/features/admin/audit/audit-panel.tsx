import { useState } from 'react';
import { DataTable } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { Loading } from '../../../components/page-status';
import { useTranslation } from '../../../i18n/use-translation';
import { useAdminAuditLog } from '../../../api/queries/admin-audit-log';
import type { AuditLogEntry } from '@talent/shared';
import { LoadError } from '../shared/load-error';
import { useAuditText } from './audit-text';

const PAGE_SIZE = 30;

/** Who did what, when: every moderation and application decision, newest first. */
export function AuditPanel() {
  const { t } = useTranslation('admin');
  const text = useAuditText();
  const [page, setPage] = useState(1);
  const log = useAdminAuditLog(page, PAGE_SIZE);
  return (
    <section className="admin-section" aria-labelledby="audit-title">
      <h2 id="audit-title">{t('audit.title')}</h2>
      {log.isPending ? (
        <Loading paused={log.fetchStatus === 'paused'} />
      ) : log.isError ? (
        <LoadError text={t('audit.loadFailed')} onRetry={() => void log.refetch()} />
      ) : log.data.total === 0 ? (
        <p className="empty-state">{t('audit.empty')}</p>
      ) : (
        <>
          <DataTable<AuditLogEntry>
            caption={t('audit.caption')}
            rows={log.data.items}
            rowKey={(entry) => entry.id}
            columns={[
              { id: 'what', header: t('audit.what'), cell: (e) => text.action(e) },
              { id: 'when', header: t('audit.when'), cell: (e) => <time dateTime={e.created_at}>{text.when(e)}</time> },
              { id: 'who', header: t('audit.who'), cell: (e) => text.who(e) },
              { id: 'target', header: t('audit.details'), cell: (e) => text.details(e) },
            ]}
          />
          <Pagination page={page} pageSize={PAGE_SIZE} total={log.data.total} onChange={setPage} />
        </>
      )}
    </section>
  );
}
