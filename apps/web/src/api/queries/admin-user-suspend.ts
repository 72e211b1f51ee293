import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@talent/shared';
import { suspendUser } from '../admin';
import { refetchAfterAccountChange } from './admin-users';

/**
 * POST /api/admin/users/<id>/suspend/ with the reason: the account's sessions end and its open jobs close.
 * `onSuspended` runs first; the users, the jobs and the reports are fetched again.
 */
export function useSuspendUser({ onSuspended }: { onSuspended: (user: AdminUser) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, reason }: { user: AdminUser; reason: string }) => suspendUser(user.id, reason),
    onSuccess: (_data, { user }) => {
      onSuspended(user);
      void refetchAfterAccountChange(queryClient);
    },
  });
}
