import { SOCIAL_PROVIDERS, type SocialProvider } from '@talent/shared';
import { sameSitePath } from '../../../lib/same-site-path';

/** What the tab keeps while the visitor is at the provider: the state to compare and the secrets to send. */
export interface PendingSignIn {
  provider: SocialProvider;
  state: string;
  verifier: string;
  nonce: string;
  /** Where to go after signing in to an existing account. */
  next?: string;
}

const KEY = 'social-sign-in';

/** Session storage: it stays with this tab for the round trip and is gone when the tab closes. */
export function savePendingSignIn(pending: PendingSignIn) {
  sessionStorage.setItem(KEY, JSON.stringify(pending));
}

/** Reads the pending sign-in and forgets it, so that it serves one answer only. */
export function takePendingSignIn(): PendingSignIn | null {
  const raw = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingSignIn>;
    const strings = [value.state, value.verifier, value.nonce].every((v) => typeof v === 'string' && v.length > 0);
    if (!strings || !SOCIAL_PROVIDERS.includes(value.provider as SocialProvider)) return null;
    return { ...(value as PendingSignIn), next: sameSitePath(value.next) };
  } catch {
    return null;
  }
}
