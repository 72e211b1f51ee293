import { useMutation, useQueryClient } from '@tanstack/react-query';
import { closeJob } from '../admin';
import { refetchAfterJobChange } from './admin-jobs';

/** POST /api/admin/jobs/<id>/close/: closes a pending or published job; `onClosed` runs before the job is fetched again. */
export function useCloseJob(id: number, { onClosed }: { onClosed: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => closeJob(id),
    onSuccess: async () => {
      onClosed();
      await refetchAfterJobChange(queryClient);
    },
  });
}
