import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@talent/shared';
import { unsuspendUser } from '../admin';
import { refetchAfterAccountChange } from './admin-users';

/**
 * POST /api/admin/users/<id>/unsuspend/ with the reason: the account signs in again. `onUnsuspended` runs first;
 * the users, the jobs and the reports are fetched again.
 */
export function useUnsuspendUser({ onUnsuspended }: { onUnsuspended: (user: AdminUser) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, reason }: { user: AdminUser; reason: string }) => unsuspendUser(user.id, reason),
    onSuccess: (_data, { user }) => {
      onUnsuspended(user);
      void refetchAfterAccountChange(queryClient);
    },
  });
}
