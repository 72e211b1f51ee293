import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobAlertCreate } from '@talent/shared';
import { createJobAlert } from '../job-alerts';
import { JOB_ALERTS_KEY } from './job-alerts';

/** POST /api/job-alerts/: saves the search shown as an alert; the alerts are fetched again. */
export function useCreateJobAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: JobAlertCreate) => createJobAlert(payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JOB_ALERTS_KEY }),
  });
}
