import { SOCIAL_PROVIDERS, type SocialProvider } from '@talent/shared';
import { readAttemptedLocation, type AttemptedLocation } from '../../../session/attempted-location';

/** What the tab keeps while the visitor is at the provider: the state to compare and the secrets to send. */
export interface PendingSignIn {
  provider: SocialProvider;
  state: string;
  verifier: string;
  nonce: string;
  /** Where the visitor was going: after signing in to an existing account, or after a new one's onboarding. */
  next?: AttemptedLocation;
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
    // A bare path is what a tab kept before the location carried who may open it.
    const next: unknown = value.next;
    return {
      ...(value as PendingSignIn),
      next: readAttemptedLocation(typeof next === 'string' ? { path: next } : next),
    };
  } catch {
    return null;
  }
}
