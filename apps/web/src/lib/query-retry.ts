import { ApiError } from './api-client';

/**
 * Retry a failed load once, but not when the server answered "no" (4xx): asking again would get the same
 * answer, and a 401 has already been through the session's own renewal.
 */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}
