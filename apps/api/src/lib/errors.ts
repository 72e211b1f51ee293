import { MSG } from '@talent/shared';

/** Error bodies in the shape the web client reads (Django REST Framework style: detail, field lists, non_field_errors). */
export type ErrorBody =
  | { detail: string; code?: string }
  | { non_field_errors: string[] }
  | Record<string, string[]>;

/** An error the client is meant to see: a status, a stable code for logs and tests, and a body. */
export class ApiError extends Error {
  /** Sent as Retry-After (with a 429 or a 503). */
  retryAfterSeconds?: number;

  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly body: ErrorBody,
  ) {
    super(code);
  }
}

export const badRequest = (detail: string = MSG.badRequest, code = 'bad_request') =>
  new ApiError(400, code, { detail, code });
export const fieldError = (field: string, message: string, code = 'invalid') =>
  new ApiError(400, code, { [field]: [message] });
export const fieldErrors = (errors: Record<string, string[]>, code = 'invalid') => new ApiError(400, code, errors);
export const unauthorized = (detail: string = MSG.notAuthenticated, code = 'not_authenticated') =>
  new ApiError(401, code, { detail, code });
export const forbidden = (detail: string = MSG.forbidden, code = 'permission_denied') =>
  new ApiError(403, code, { detail, code });
export const notFound = (detail: string = MSG.notFound, code = 'not_found') => new ApiError(404, code, { detail, code });
export const conflict = (detail: string, code = 'conflict') => new ApiError(409, code, { detail, code });
export const payloadTooLarge = (detail: string = MSG.fileTooLarge, field?: string) =>
  new ApiError(413, 'file_too_large', field ? { [field]: [detail] } : { detail, code: 'file_too_large' });
export const unsupportedMediaType = (detail: string = MSG.fileTypeNotAllowed, field?: string) =>
  new ApiError(415, 'unsupported_file_type', field ? { [field]: [detail] } : { detail, code: 'unsupported_file_type' });
/** 400: text that the schemas let through but the database cannot store (a NUL byte, say). */
export const invalidText = () => badRequest(MSG.controlCharacters, 'invalid_text');
/** How long a client is asked to wait when the database is unreachable or the server is shutting down. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** 503: the database is unreachable (`database_unavailable`) or this instance is shutting down (`shutting_down`). */
export const serviceUnavailable = (code: 'database_unavailable' | 'shutting_down') =>
  Object.assign(new ApiError(503, code, { detail: MSG.serviceUnavailable, code }), {
    retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS,
  });
export const tooManyRequests = (retryAfterSeconds: number) =>
  Object.assign(new ApiError(429, 'throttled', { detail: MSG.tooManyRequests, code: 'throttled' }), {
    retryAfterSeconds,
  });
