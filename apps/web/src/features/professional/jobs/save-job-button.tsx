import type { JobForProfessional } from '@talent/shared';
import { useTranslation } from '../../../i18n/use-translation';
import { useOffline } from '../../../session/use-offline';
import { useSaveJob } from '../../../api/queries/saved-jobs';
import { SAVED_ON_ID } from '../saved/saved-on';

/**
 * "Save" / "Saved": a toggle (aria-pressed) that keeps the job on the saved jobs page, on a job's card and its page.
 * Its name ends with the job's title, hidden, so that a list's many toggles are told apart. A refusal puts it back
 * and says so.
 */
export function SaveJobButton({ job }: { job: JobForProfessional }) {
  const { t } = useTranslation('professional');
  const offline = useOffline();
  const save = useSaveJob();
  const failed = save.isError && save.variables?.id === job.id;
  return (
    <>
      <button
        type="button"
        className={job.saved ? 'btn btn--secondary save-job save-job--on' : 'btn btn--secondary save-job'}
        aria-pressed={job.saved}
        aria-describedby={offline ? SAVED_ON_ID : undefined}
        disabled={offline}
        onClick={() => save.mutate({ id: job.id, saved: !job.saved })}
      >
        <span aria-hidden="true">{job.saved ? '★ ' : '☆ '}</span>
        {job.saved ? t('jobs.card.saved') : t('jobs.card.save')}
        <span className="visually-hidden">: {job.job_title}</span>
      </button>
      <span className="save-job__error" role="status">
        {failed ? t('jobs.card.saveFailed') : ''}
      </span>
    </>
  );
}
