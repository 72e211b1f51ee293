import type { DeleteAccountPayload } from '@talent/shared';
import { apiRequest } from '../lib/api-client';

/**
 * Deletes the signed-in person's own account (204): the server ends every session of it at once, so there is no
 * log-out to send afterwards.
 */
export async function deleteAccount(payload: DeleteAccountPayload): Promise<void> {
  await apiRequest<null>('/api/me/', { method: 'DELETE', body: payload });
}
