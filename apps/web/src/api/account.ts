import type { detailSchema, DeleteWithCodePayload, DeleteWithPasswordPayload } from '@talent/shared';
import type { z } from 'zod';
import { api, apiRequest } from '../lib/api-client';

/**
 * Deletes the signed-in person's own account (204): the server ends every session of it at once, so there is no
 * log-out to send afterwards.
 */
export async function deleteAccount(payload: DeleteWithPasswordPayload | DeleteWithCodePayload): Promise<void> {
  await apiRequest<null>('/api/me/', { method: 'DELETE', body: payload });
}

/** Mails the code that confirms the deletion of an account without a password (202, with where it went). */
export const sendDeletionCode = () => api.post<z.infer<typeof detailSchema>>('/api/me/deletion-code/');
