import { MSG, type MessageKey } from '@talent/shared';

/** Values of a message's {{placeholders}}. */
export type MessageParams = Record<string, string | number>;

/** The message of a field error: its key in MSG, with the values of its {{placeholders}} when it has some. */
export type FieldMessage = MessageKey | { key: MessageKey; params: MessageParams };

/** A field message's code, for programs: its key in MSG, and the values filled into its text (decision 015). */
export interface MessageCode {
  code: MessageKey;
  params?: MessageParams;
}

/**
 * Field errors in the shape the web client reads, `{"field": ["message"]}` (decision 002), with the code of each
 * message beside them in `codes`, field by field and in the same order (decision 015).
 */
export interface FieldErrorBody {
  [field: string]: string[] | Record<string, MessageCode[]>;
  codes: Record<string, MessageCode[]>;
}

/** Error bodies in the shape the web client reads (Django REST Framework style: detail, field lists, non_field_errors). */
export type ErrorBody = { detail: string; code?: string } | FieldErrorBody;

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

/** The text of a message with its {{placeholders}} filled in. */
export function messageText(key: MessageKey, params?: MessageParams): string {
  const text: string = MSG[key];
  return params ? text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(params[name] ?? whole)) : text;
}

/**
 * Keys of an error body that are not fields: a field of that name (a key the payload may not carry) is reported
 * for the request as a whole.
 */
const NOT_FIELDS = new Set(['detail', 'code', 'codes']);

/**
 * The one way a field error body is built: each field's messages (each once) in the order given, then their
 * codes. Every field error the API sends, from a schema, a route's own check or an upload, comes through here.
 */
export function fieldErrorBody(problems: Iterable<readonly [field: string, message: FieldMessage]>): FieldErrorBody {
  const fields = new Map<string, { texts: string[]; codes: MessageCode[] }>();
  for (const [name, message] of problems) {
    const field = NOT_FIELDS.has(name) ? 'non_field_errors' : name;
    const { key, params } = typeof message === 'string' ? { key: message, params: undefined } : message;
    const text = messageText(key, params);
    const entry = fields.get(field) ?? { texts: [], codes: [] };
    fields.set(field, entry);
    if (entry.texts.includes(text)) continue;
    entry.texts.push(text);
    entry.codes.push(params ? { code: key, params } : { code: key });
  }
  const entries = [...fields];
  // Built from entries, so that a field named like an Object property ("__proto__") is a field like any other.
  return {
    ...Object.fromEntries(entries.map(([field, { texts }]) => [field, texts])),
    codes: Object.fromEntries(entries.map(([field, { codes }]) => [field, codes])),
  };
}

export const badRequest = (detail: string = MSG.badRequest, code = 'bad_request') =>
  new ApiError(400, code, { detail, code });
/** 400 (or the status given) with field errors; `code` names the failure in logs and tests. */
export const fieldErrors = (problems: Iterable<readonly [string, FieldMessage]>, code = 'invalid', status = 400) =>
  new ApiError(status, code, fieldErrorBody(problems));
export const fieldError = (field: string, message: FieldMessage, code = 'invalid') => fieldErrors([[field, message]], code);
export const unauthorized = (detail: string = MSG.notAuthenticated, code = 'not_authenticated') =>
  new ApiError(401, code, { detail, code });
export const forbidden = (detail: string = MSG.forbidden, code = 'permission_denied') =>
  new ApiError(403, code, { detail, code });
export const notFound = (detail: string = MSG.notFound, code = 'not_found') => new ApiError(404, code, { detail, code });
export const conflict = (detail: string, code = 'conflict') => new ApiError(409, code, { detail, code });
/** 413 naming the file field that is too large. */
export const fileTooLarge = (field: string, message: FieldMessage) => fieldErrors([[field, message]], 'file_too_large', 413);
/** 415 naming the file field whose bytes are of a type it does not take. */
export const unsupportedFileType = (field: string, message: FieldMessage) =>
  fieldErrors([[field, message]], 'unsupported_file_type', 415);
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
