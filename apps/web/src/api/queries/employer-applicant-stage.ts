import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicantStageChangePayload } from '@talent/shared';
import { moveApplicant } from '../employer-jobs';
import { CONVERSATIONS_KEY, interviewKey, threadKey } from './conversations';
import { applicantsKey } from './employer-applicants';
import { EMPLOYER_JOBS_KEY } from './employer-jobs';

/**
 * Moves a forwarded applicant to a later stage; the applicants and the requests' counts are fetched again, and the
 * applicant's conversation: an ending (hired, not selected) cancels a proposed interview and closes the thread, which
 * the open card otherwise went on showing as proposed, with a "Cancel the interview" that could only fail.
 */
export function useMoveApplicant(jobId: number, applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ApplicantStageChangePayload) => moveApplicant(jobId, applicationId, change),
    onSuccess: async () => {
      // The conversation's are not waited for: the dialog closes once the card and the counts are the new ones.
      for (const queryKey of [interviewKey(applicationId), threadKey(applicationId), CONVERSATIONS_KEY])
        void queryClient.invalidateQueries({ queryKey });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: applicantsKey(jobId) }),
        queryClient.invalidateQueries({ queryKey: EMPLOYER_JOBS_KEY }),
      ]);
    },
  });
}
