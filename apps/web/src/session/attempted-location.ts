import type { AnyUserType } from '@talent/shared';
import { sameSitePath } from '../lib/same-site-path';
import { tokenStorage, tokenSubject } from '../lib/token-storage';
import { homeOf, type SessionUser } from './normalise-user';

/** Where a guard was taking a visitor it sent to /auth, and who may open it (anyone signed in, without `allow`). */
export interface AttemptedLocation {
  /** A path of this site, with its query. */
  path: string;
  allow?: AnyUserType[];
}

const USER_TYPES: readonly AnyUserType[] = ['professional', 'employer', 'other'];
const isUserTypeList = (value: unknown): value is AnyUserType[] =>
  Array.isArray(value) && value.every((type) => USER_TYPES.includes(type as AnyUserType));

/** The navigation state a guard gives /auth: the location it was going to, and who may open it. */
export function attemptedState(from: { pathname: string; search: string }, allow?: AnyUserType[]) {
  return { from: { pathname: from.pathname, search: from.search }, ...(allow ? { allow } : {}) };
}

/**
 * A location as remembered (in a navigation state, or in storage), if it is a page of this site other than the auth
 * screens: whatever it holds, a return address never becomes an open redirect nor a loop.
 */
export function readAttemptedLocation(value: unknown): AttemptedLocation | undefined {
  const { path: raw, allow } = (value ?? {}) as { path?: unknown; allow?: unknown };
  const path = sameSitePath(raw);
  if (!path || /^\/auth(?:[/?#]|$)/.test(path)) return undefined;
  return isUserTypeList(allow) ? { path, allow } : { path };
}

/** The location a guard remembered in /auth's navigation state (`attemptedState`), if any. */
export function attemptedLocation(state: unknown): AttemptedLocation | undefined {
  const { from, allow } = (state ?? {}) as { from?: { pathname?: unknown; search?: unknown }; allow?: unknown };
  if (typeof from?.pathname !== 'string') return undefined;
  const search = typeof from.search === 'string' ? from.search : '';
  return readAttemptedLocation({ path: `${from.pathname}${search}`, allow });
}

const AFTER_ONBOARDING_KEY = 'after-onboarding';

/** The account signed in on this device, as its tokens name it. */
const signedInAccount = () =>
  tokenSubject(tokenStorage.getAccess() ?? '') ?? tokenSubject(tokenStorage.getRefresh() ?? '');

/**
 * Keeps the location a new account was going to for the end of its onboarding, when the account may open it. In
 * local storage, as the tokens are: it survives a reload, the confirmation link opened in another tab and a browser
 * closed on the way, and goes when the account signs out (which empties the storage). Called once the account's
 * tokens are stored: the location is kept for that account only.
 */
export function keepForAfterOnboarding(location: AttemptedLocation | undefined, user: SessionUser) {
  const owner = signedInAccount();
  if (!location || !owner || (location.allow && !location.allow.includes(user.user_type))) {
    localStorage.removeItem(AFTER_ONBOARDING_KEY);
    return;
  }
  try {
    localStorage.setItem(AFTER_ONBOARDING_KEY, JSON.stringify({ path: location.path, owner }));
  } catch {
    /* storage refused: onboarding ends on the account's landing page */
  }
}

/**
 * Where the last step of an onboarding of `userType` leads: the location kept for the account signed in when it
 * registered (the job whose link brought the visitor, say), else the type's landing page. It serves once.
 */
export function afterOnboarding(userType: AnyUserType): string {
  return takeAfterOnboarding() ?? homeOf({ user_type: userType });
}

function takeAfterOnboarding(): string | undefined {
  const raw = localStorage.getItem(AFTER_ONBOARDING_KEY);
  localStorage.removeItem(AFTER_ONBOARDING_KEY);
  const owner = signedInAccount();
  if (!raw || !owner) return undefined;
  try {
    const kept = JSON.parse(raw) as { path?: unknown; owner?: unknown };
    return kept.owner === owner ? readAttemptedLocation(kept)?.path : undefined;
  } catch {
    return undefined;
  }
}

/** Forgets the kept location: another person may sign in on this device. */
export function forgetAfterOnboarding() {
  localStorage.removeItem(AFTER_ONBOARDING_KEY);
}
