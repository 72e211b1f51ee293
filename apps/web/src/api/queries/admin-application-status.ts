import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminApplication, ApplicationStatus } from '@talent/shared';
import { changeApplicationStatus } from '../admin';
import { ADMIN_APPLICATIONS } from './admin-job-applications';
import { refetchAfterJobChange } from './admin-jobs';

export interface StatusChange {
  application: AdminApplication;
  to: ApplicationStatus;
}

/**
 * POST /api/admin/applications/<id>/status/: shortlists (revealing the company to the applicant), hires or
 * rejects; `onChanged` runs before the applications, the jobs (their counts) and the audit log are fetched again.
 */
export function useChangeApplicationStatus({ onChanged }: { onChanged: (change: StatusChange) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ application, to }: StatusChange) => changeApplicationStatus(application.id, to),
    onSuccess: async (_data, change) => {
      onChanged(change);
      await refetchAfterJobChange(queryClient, ADMIN_APPLICATIONS);
    },
  });
}
