import { useState } from 'react';
import { jobPagePath, PRODUCT_NAME, type JobForProfessional } from '@talent/shared';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * A job's page offers to pass the job on where job seekers talk, by WhatsApp or as a link to paste anywhere, so that
 * real jobs travel in the groups where fake ones do. The link leads to this page; whoever opens it signed out is
 * offered an account first (a free one opens the job), and comes back to it once registered.
 */
export function ShareJob({ job }: { job: JobForProfessional }) {
  const { t } = useTranslation('professional');
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const url = `${window.location.origin}${jobPagePath(job.id)}`;
  const text = t('job.share.text', { product: PRODUCT_NAME, title: job.job_title, place: job.job_location, url });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('copied');
    } catch {
      // No clipboard (a page over plain HTTP, a refusal): the link is shown, to be copied by hand.
      setCopied('failed');
    }
  };

  return (
    <section className="share-job" aria-labelledby="share-job-title">
      <h2 id="share-job-title" className="share-job__title">
        {t('job.share.title')}
      </h2>
      <div className="share-job__actions">
        <a
          className="btn btn--secondary"
          href={`https://wa.me/?text=${encodeURIComponent(text)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('job.share.whatsapp')}
        </a>
        <button type="button" className="btn btn--secondary" onClick={() => void copy()}>
          {t('job.share.copy')}
        </button>
      </div>
      <p className="share-job__status" role="status">
        {copied === 'copied' && t('job.share.copied')}
        {copied === 'failed' && (
          <>
            {t('job.share.copyFailed')} <span className="share-job__url">{url}</span>
          </>
        )}
      </p>
    </section>
  );
}
