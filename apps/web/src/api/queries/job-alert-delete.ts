import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobAlert } from '@talent/shared';
import { deleteJobAlert } from '../job-alerts';
import { JOB_ALERTS_KEY } from './job-alerts';

/** DELETE /api/job-alerts/<id>/: the alert leaves the list once the server has deleted it. */
export function useDeleteJobAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteJobAlert(id),
    onSuccess: (_, id) =>
      queryClient.setQueryData<JobAlert[]>(JOB_ALERTS_KEY, (alerts) => alerts?.filter((a) => a.id !== id)),
  });
}
