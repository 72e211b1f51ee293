import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@talent/shared';
import { suspendUser, unsuspendUser, verifyEmployer } from '../admin';
import { refetchAfterAccountChange } from './admin-users';

/**
 * What staff do to an account, each with its text: verify an employer (how staff checked it), suspend an account (the
 * sessions end, the open jobs close) or lift a suspension (the reason). The API's call for each.
 */
const CALLS = { verify: verifyEmployer, suspend: suspendUser, unsuspend: unsuspendUser } as const;
export type AccountAction = keyof typeof CALLS;

/**
 * POST /api/admin/users/<id>/<action>/ with its text. `onDone` runs first (the dialog that sent it closes); the users,
 * and the jobs and reports that show the employer's badges, are fetched again.
 */
export function useAccountAction(action: AccountAction, { onDone }: { onDone: (user: AdminUser) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, text }: { user: AdminUser; text: string }) => CALLS[action](user.id, text),
    onSuccess: (_data, { user }) => {
      onDone(user);
      void refetchAfterAccountChange(queryClient);
    },
  });
}
