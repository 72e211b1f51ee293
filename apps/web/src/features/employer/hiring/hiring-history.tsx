import { useSearchParams } from 'react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { PAGE_SIZE_DEFAULT } from '@talent/shared';
import { Banner, type BannerMessage } from '../../../components/ui/banner';
import { Pagination } from '../../../components/ui/pagination';
import { Loading } from '../../../components/page-status';
import { useTranslation } from '../../../i18n/use-translation';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useEmployerJobs } from '../../../api/queries/employer-jobs';
import { HistoryTable } from './history-table';
import { HistoryCards } from './history-cards';

/** Wide enough for a four-column table; below it each request is a card. */
export const WIDE_TABLE = '(min-width: 40rem)';

/**
 * "Your Hiring History": fetched again on every visit, so a status set by staff shows the
 * next time the employer looks. A real table on wide screens, cards on phones.
 */
export function HiringHistory() {
  const { t } = useTranslation('employer', 'msg');
  const wide = useMediaQuery(WIDE_TABLE);
  const [page, setPage] = useState(1);
  // A notice of a message or an interview leads here with its request (`?job=`), shown open.
  const [params] = useSearchParams();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => {
    const named = Number(params.get('job'));
    return new Set(Number.isInteger(named) && named > 0 ? [named] : []);
  });
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  const clearBanner = useCallback(() => setBanner(null), []);
  const heading = useRef<HTMLHeadingElement>(null);
  const jobs = useEmployerJobs(page);
  // After a request is closed its Close button is gone: the heading takes the focus (after the dialog gave it back).
  useEffect(() => {
    if (banner?.kind === 'success') heading.current?.focus();
  }, [banner]);

  const toggle = (id: number) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const closed = (title: string) => setBanner({ kind: 'success', text: t('history.closed', { title }) });
  const list = { jobs: jobs.data?.items ?? [], open, onToggle: toggle, onClosed: closed };

  return (
    <section className="hiring-history" aria-labelledby="hiring-history-title">
      <h2 id="hiring-history-title" ref={heading} tabIndex={-1}>
        {t('history.title')}
      </h2>
      <Banner message={banner} onDone={clearBanner} />
      {jobs.isPending ? (
        <Loading paused={jobs.fetchStatus === 'paused'} />
      ) : jobs.isError ? (
        <div className="banner banner--error" role="alert">
          <p>{t('msg:hiringHistoryLoadFailed')}</p>
          <button type="button" className="btn btn--secondary" onClick={() => void jobs.refetch()}>
            {t('history.retry')}
          </button>
        </div>
      ) : jobs.data.total === 0 ? (
        <p className="empty-state">{t('msg:noHiringRequests')}</p>
      ) : (
        <>
          {wide ? <HistoryTable {...list} /> : <HistoryCards {...list} />}
          <Pagination page={page} pageSize={PAGE_SIZE_DEFAULT} total={jobs.data.total} onChange={setPage} />
        </>
      )}
    </section>
  );
}
