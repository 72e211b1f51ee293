import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminJob } from '@talent/shared';
import { rejectJob } from '../admin';
import { refetchAfterJobChange } from './admin-jobs';

/**
 * POST /api/admin/jobs/<id>/reject/ with the reason the employer will read. `onRejected` runs first; the lists
 * are fetched again behind it, the dialog that sent it being closed by then.
 */
export function useRejectJob({ onRejected }: { onRejected: (job: AdminJob) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ job, reason }: { job: AdminJob; reason: string }) => rejectJob(job.id, reason),
    onSuccess: (_data, { job }) => {
      onRejected(job);
      void refetchAfterJobChange(queryClient);
    },
  });
}
