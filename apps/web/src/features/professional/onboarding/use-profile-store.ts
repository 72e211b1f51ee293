import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ProfessionalProfile } from '@talent/shared';
import { useAuth } from '../../../session/use-auth';
import { PROFILE_KEY } from '../../../api/queries/profile';
import { JOBS_KEY } from '../../../api/queries/jobs-key';

/**
 * Keeps a saved profile as the API returned it: in this page's cache and merged into the session user (so
 * the header's name follows). Saved skills change the matches, so the job lists are fetched again.
 */
export function useProfileStore() {
  const queryClient = useQueryClient();
  const { updateUser } = useAuth();
  return useCallback(
    (saved: ProfessionalProfile) => {
      queryClient.setQueryData(PROFILE_KEY, saved);
      updateUser({ ...saved, profile: saved });
      void queryClient.invalidateQueries({ queryKey: JOBS_KEY });
    },
    [queryClient, updateUser],
  );
}
