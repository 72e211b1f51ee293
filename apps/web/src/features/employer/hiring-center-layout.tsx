import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Banner } from '../../components/ui/banner';

/**
 * The Hiring Center's page around its parts, as the app draws it and as its shell's frame draws it before the app
 * (hiring-center-frame.tsx): the way to an unfinished onboarding, the heading and introduction, then "Request a New
 * Worker" beside the history (one above the other on a phone). One layout for both, so that nothing moves when the
 * app takes the page over.
 */
export function HiringCenterLayout({
  unfinished,
  form,
  history,
}: {
  unfinished: ReactNode;
  form: ReactNode;
  history: ReactNode;
}) {
  const { t } = useTranslation('employer');
  return (
    <div className="hiring-center">
      {unfinished}
      <h1>{t('common:pageHeads.hiringCenter.title')}</h1>
      <p className="hiring-center__intro">{t('common:pageHeads.hiringCenter.intro')}</p>
      <div className="hiring-center__columns">
        <section className="card hiring-center__request" aria-labelledby="job-request-title">
          <h2 id="job-request-title">{t('hiring.form.title')}</h2>
          {form}
        </section>
        {history}
      </div>
    </div>
  );
}

const noMessage = () => {};

/**
 * "Your Hiring History" before its own code has drawn it: its heading, then `rows` (the shell's first rows, or grey
 * cards while the app draws the rest of the page first).
 */
export function HistoryFrame({ rows }: { rows: ReactNode }) {
  const { t } = useTranslation('employer');
  return (
    <section className="hiring-history" aria-labelledby="hiring-history-title">
      <h2 id="hiring-history-title" tabIndex={-1}>
        {t('history.title')}
      </h2>
      {/* The history's place for its messages, empty: it takes its gap in the list's layout, as the history's does. */}
      <Banner message={null} onDone={noMessage} />
      {rows}
    </section>
  );
}
