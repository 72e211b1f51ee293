import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { JobForProfessional } from '@talent/shared';
import { useTranslation } from '../../../i18n/use-translation';
import { jobQuery } from '../../../api/queries/job';
import { ReportJobDialog } from './lazy-dialogs';

/**
 * "Report this job", on a job's page: the button that opens the report dialog, or, once the signed-in professional
 * has reported the job (now or before), a line that says so. After a report the line takes the focus back from the
 * dialog, the button it came from being gone.
 */
export function ReportJob({ job }: { job: JobForProfessional }) {
  const { t } = useTranslation('professional');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const focusDone = useRef(false);
  const close = useCallback(() => setOpen(false), []);
  const reported = useCallback(() => {
    queryClient.setQueryData(jobQuery(job.id).queryKey, (old) => (old ? { ...old, reported: true } : old));
    focusDone.current = true;
  }, [queryClient, job.id]);
  useEffect(() => {
    if (open || !focusDone.current) return;
    focusDone.current = false;
    doneRef.current?.focus();
  }, [open]);

  return (
    <>
      {job.reported ? (
        <p className="report-job__done" ref={doneRef} tabIndex={-1}>
          <span aria-hidden="true">✓ </span>
          {t('job.report.done')}
        </p>
      ) : (
        <button type="button" className="btn btn--secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {t('job.report.open')}
        </button>
      )}
      <ReportJobDialog job={job} open={open} onClose={close} onReported={reported} />
    </>
  );
}
