import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobAlert, JobAlertPatch } from '@talent/shared';
import { updateJobAlert } from '../job-alerts';
import { JOB_ALERTS_KEY } from './job-alerts';

/** PATCH /api/job-alerts/<id>/: renames, pauses or resumes an alert; the list shows the answer at once. */
export function useUpdateJobAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: JobAlertPatch }) => updateJobAlert(id, change),
    onSuccess: (alert) =>
      queryClient.setQueryData<JobAlert[]>(JOB_ALERTS_KEY, (alerts) =>
        alerts?.map((a) => (a.id === alert.id ? alert : a)),
      ),
  });
}
