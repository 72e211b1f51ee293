import type { JobForProfessional } from '@talent/shared';
import { useTranslation } from '../../../i18n/use-translation';
import { useOffline } from '../../../session/use-offline';
import { useSaveJob } from '../../../api/queries/saved-jobs';
import { SAVED_ON_ID } from '../saved/saved-on';

/** A card's save: what its star does, and whether the server refused the last change (which the cache put back). */
export function useJobSave(job: JobForProfessional) {
  const save = useSaveJob();
  return {
    failed: save.isError && save.variables?.id === job.id,
    toggle: () => save.mutate({ id: job.id, saved: !job.saved }),
  };
}

/**
 * A star that keeps the job on the saved jobs page: a toggle (aria-pressed) named "Save: <the job's title>", so that
 * a list's many stars are told apart; filled once saved. Beside the match badge, it takes no row of its own
 * (jobs.css): a phone's first screen still shows two whole cards.
 */
export function SaveJobButton({ job, onToggle }: { job: JobForProfessional; onToggle: () => void }) {
  const { t } = useTranslation('professional');
  const offline = useOffline();
  return (
    <button
      type="button"
      className="save-job"
      aria-label={t('jobs.card.saveJob', { title: job.job_title })}
      aria-pressed={job.saved}
      aria-describedby={offline ? SAVED_ON_ID : undefined}
      disabled={offline}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M12 3.2l2.7 5.5 6 .9-4.35 4.25 1.03 6L12 17l-5.38 2.85 1.03-6L3.3 9.6l6-.9z" />
      </svg>
    </button>
  );
}

/**
 * What a refused save says, under the card's first row. Always there, so that its words are read out when they
 * come; it takes room only while it has them.
 */
export function SaveJobRefused({ failed }: { failed: boolean }) {
  const { t } = useTranslation('professional');
  return (
    <p className={failed ? 'save-job__error' : 'save-job__error visually-hidden'} role="status">
      {failed ? t('jobs.card.saveFailed') : ''}
    </p>
  );
}
