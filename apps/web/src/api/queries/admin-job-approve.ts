import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminJob } from '@talent/shared';
import { approveJob } from '../admin';
import { refetchAfterJobChange } from './admin-jobs';

/** POST /api/admin/jobs/<id>/approve/: publishes a pending job; `onApproved` runs before the lists are fetched again. */
export function useApproveJob({
  onApproved,
  onError,
}: {
  onApproved: (job: AdminJob) => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (job: AdminJob) => approveJob(job.id),
    onSuccess: async (_data, job) => {
      onApproved(job);
      await refetchAfterJobChange(queryClient);
    },
    onError,
  });
}
