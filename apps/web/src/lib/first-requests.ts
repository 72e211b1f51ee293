import { FIRST_REQUESTS_GLOBAL, FIRST_REQUESTS_TTL_MS, type FirstRequest } from '@talent/shared';

const made = (): FirstRequest[] | undefined =>
  typeof window === 'undefined'
    ? undefined
    : (window as unknown as Record<string, FirstRequest[] | undefined>)[FIRST_REQUESTS_GLOBAL];

/**
 * The answer to the shell's request for `path`, made with this token and in this language, which nobody has taken
 * yet: it is given once, and only within a minute of the page's start. Null when there is none, so that the caller
 * asks the server itself.
 */
export function takeFirstRequest(path: string, token: string, language: string): Promise<Response> | null {
  const requests = made();
  if (!requests) return null;
  const index = requests.findIndex(
    (request) => request.path === path && request.token === token && request.language === language,
  );
  if (index < 0) return null;
  const [request] = requests.splice(index, 1);
  return performance.now() - request!.at <= FIRST_REQUESTS_TTL_MS ? request!.response : null;
}

/** Once something has been sent, an answer read before it may no longer be true: none is given from then on. */
export function forgetFirstRequests(): void {
  made()?.splice(0);
}
