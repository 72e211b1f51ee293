import { api } from '../lib/api-client';
import { tokenStorage } from '../lib/token-storage';

/** The answer's new pair is kept: the change ends every earlier token, this device's too. */
export async function changePassword(body: { current_password: string; new_password: string }): Promise<void> {
  const pair = await api.post<{ access?: string; refresh?: string }>('/api/change-password/', body);
  if (pair?.access && pair.refresh) tokenStorage.setTokens(pair.access, pair.refresh);
}
