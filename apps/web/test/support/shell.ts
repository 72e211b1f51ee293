import { FIRST_REQUESTS_META, FIRST_REQUESTS_SCRIPT } from '@talent/shared';

/** A signed-in page's shell read at `address`: its list of first requests, then its inline script, as the browser runs it. */
export function readShell(address: string, paths: string) {
  window.history.replaceState(null, '', address);
  const meta = document.createElement('meta');
  meta.name = FIRST_REQUESTS_META;
  meta.content = paths;
  document.head.append(meta);
  new Function(FIRST_REQUESTS_SCRIPT)();
  meta.remove();
}
