/**
 * What must be forgotten when a person signs out on this device, registered by the modules that hold it (the query
 * cache, lib/query.tsx), so that the session, which is in every page's code, does not load theirs.
 */
const forgets = new Set<() => void>();

export function onSignOut(forget: () => void) {
  forgets.add(forget);
}

export function signedOut() {
  for (const forget of forgets) forget();
}
