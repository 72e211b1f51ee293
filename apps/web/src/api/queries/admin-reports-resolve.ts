import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminReportGroup, ReportDecision } from '@talent/shared';
import { resolveReports } from '../admin';
import { refetchAfterJobChange } from './admin-jobs';

export interface Resolution {
  group: AdminReportGroup;
  outcome: ReportDecision;
}

/**
 * POST /api/admin/reports/<job id>/resolve/: dismisses a job's open reports, or closes the job with them. `onResolved`
 * runs first; the reports, the jobs (their counts of open reports, a job closed) and the audit log are fetched again.
 */
export function useResolveReports({ onResolved }: { onResolved: (resolution: Resolution) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ group, outcome }: Resolution) => resolveReports(group.job_id, outcome),
    onSuccess: (_data, resolution) => {
      onResolved(resolution);
      void refetchAfterJobChange(queryClient);
    },
  });
}
