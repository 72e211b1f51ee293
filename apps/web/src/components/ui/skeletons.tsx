import { use } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { FirstRows, FirstRowsTemplates } from './first-rows';

/**
 * Grey cards in the shape of job cards while a list loads, so the page does not jump when they arrive. In the
 * shell (with their styles in global.css): a signed-in page shows them before its own code has arrived.
 */
export function JobListSkeleton({ cards = 4 }: { cards?: number }) {
  return (
    <ul className="job-list job-skeletons" aria-hidden="true">
      {Array.from({ length: cards }, (_, i) => (
        <li key={i} className="job-skeleton card">
          <span className="job-skeleton__line job-skeleton__line--title" />
          <span className="job-skeleton__line job-skeleton__line--short" />
          <span className="job-skeleton__facts">
            <span className="job-skeleton__line" />
            <span className="job-skeleton__line" />
            <span className="job-skeleton__line" />
          </span>
          <span className="job-skeleton__line" />
          <span className="job-skeleton__line job-skeleton__line--button" />
        </li>
      ))}
    </ul>
  );
}

/** "Loading...", for screen readers only: the frame shows what is coming. */
function LoadingStatus() {
  const { t } = useTranslation('msg');
  return (
    <p className="visually-hidden" role="status">
      {t('loading')}
    </p>
  );
}

/**
 * A signed-in landing page while its code or its user arrives: its heading and introduction, whose words ship
 * with the app so that a slow phone says at once which page is coming, then cards where its content will be,
 * with "Loading..." for screen readers. In its shell, the first rows take the cards' place as soon as they are read.
 */
export function PageSkeleton({
  cards = 3,
  head,
}: {
  cards?: number;
  head: 'recommendedJobs' | 'hiringCenter' | 'myApplications' | 'staffConsole';
}) {
  const { t } = useTranslation('msg');
  const rows = (
    <FirstRows name={head}>
      <JobListSkeleton cards={cards} />
    </FirstRows>
  );
  // Only a shell is written with the page's own frame; the app's build leaves this out entirely.
  if (import.meta.env.SSR) {
    const frame = use(FirstRowsTemplates)[head]?.frame;
    if (frame) {
      return (
        <>
          <LoadingStatus />
          {frame(rows)}
        </>
      );
    }
  }
  return (
    <div className="page-skeleton">
      <LoadingStatus />
      <div className="page-skeleton__head">
        <h1>{t(`common:pageHeads.${head}.title`)}</h1>
        <p className="page-skeleton__intro">{t(`common:pageHeads.${head}.intro`)}</p>
      </div>
      {rows}
    </div>
  );
}

/**
 * A job's page while its code or its user arrives: the place of its two links, then one card where the job will be,
 * with "Loading...". In its shell, the links and the job take their place as soon as the job is read.
 */
export function JobPageSkeleton() {
  return (
    <div className="jobs-page job-page page-skeleton">
      <LoadingStatus />
      <FirstRows name="job">
        <div className="jobs-page__head" aria-hidden="true">
          <span className="job-skeleton__line job-skeleton__line--link" />
          <span className="job-skeleton__line job-skeleton__line--link" />
        </div>
        <JobListSkeleton cards={1} />
      </FirstRows>
    </div>
  );
}
