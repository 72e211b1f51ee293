import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@talent/shared';
import { verifyEmployer } from '../admin';
import { refetchAfterAccountChange } from './admin-users';

/**
 * POST /api/admin/users/<id>/verify/ with how staff checked the employer. `onVerified` runs first (the dialog that
 * sent it closes); the users, and the jobs and reports that show the employer's badges, are fetched again.
 */
export function useVerifyEmployer({ onVerified }: { onVerified: (user: AdminUser) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, note }: { user: AdminUser; note: string }) => verifyEmployer(user.id, note),
    onSuccess: (_data, { user }) => {
      onVerified(user);
      void refetchAfterAccountChange(queryClient);
    },
  });
}
