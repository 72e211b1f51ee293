import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicantStageChangePayload } from '@talent/shared';
import { moveApplicant } from '../employer-jobs';
import { applicantsKey } from './employer-applicants';
import { EMPLOYER_JOBS_KEY } from './employer-jobs';

/** Moves a forwarded applicant to a later stage; the applicants and the requests' counts are fetched again. */
export function useMoveApplicant(jobId: number, applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ApplicantStageChangePayload) => moveApplicant(jobId, applicationId, change),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: applicantsKey(jobId) }),
        queryClient.invalidateQueries({ queryKey: EMPLOYER_JOBS_KEY }),
      ]);
    },
  });
}
