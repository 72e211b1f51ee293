import { MSG, type MessageKey } from '@talent/shared';

/** Values of a message's {{placeholders}}. */
export type MessageParams = Record<string, string | number>;

/** A message the API sends: its key in MSG, with the values of its {{placeholders}} when it has some. */
export type Message = MessageKey | { key: MessageKey; params: MessageParams };

/** A message's code, for programs: its key in MSG, and the values filled into its text (decisions 015 and 018). */
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

/**
 * A general error (or a sentence of a success): the message's text in `detail`, the failure's name in `code`, and
 * the message's own code in `detail_code` (decision 018).
 */
export interface DetailBody {
  detail: string;
  code?: string;
  detail_code: MessageCode;
}

/** Error bodies in the shape the web client reads (Django REST Framework style: detail, field lists, non_field_errors). */
export type ErrorBody = DetailBody | FieldErrorBody;

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

const keyAndParams = (message: Message) =>
  typeof message === 'string' ? { key: message, params: undefined } : message;

/** A message's code: its key, and its values when it has some. */
function messageCode(message: Message): MessageCode {
  const { key, params } = keyAndParams(message);
  return params ? { code: key, params } : { code: key };
}

/**
 * The one way a body with a `detail` is built, an error's or a success's: the message's English text, then (for an
 * error) the failure's name, then the message's code, so that the text and the code cannot disagree (decision 018).
 */
export function detailBody(message: Message): { detail: string; detail_code: MessageCode };
export function detailBody(message: Message, code: string): { detail: string; code: string; detail_code: MessageCode };
export function detailBody(message: Message, code?: string): DetailBody {
  const { key, params } = keyAndParams(message);
  return {
    detail: messageText(key, params),
    ...(code === undefined ? {} : { code }),
    detail_code: messageCode(message),
  };
}

/**
 * Keys of an error body that are not fields: a field of that name (a key the payload may not carry) is reported
 * for the request as a whole. `code` is a field like any other here (a phone code's, say): a field error body never
 * carries a failure's name, and a field's messages are a list, never the string a failure's `code` is.
 */
const NOT_FIELDS = new Set(['detail', 'codes', 'detail_code']);

/**
 * The one way a field error body is built: each field's messages (each once) in the order given, then their
 * codes. Every field error the API sends, from a schema, a route's own check or an upload, comes through here.
 */
export function fieldErrorBody(problems: Iterable<readonly [field: string, message: Message]>): FieldErrorBody {
  const fields = new Map<string, { texts: string[]; codes: MessageCode[] }>();
  for (const [name, message] of problems) {
    const field = NOT_FIELDS.has(name) ? 'non_field_errors' : name;
    const { key, params } = keyAndParams(message);
    const text = messageText(key, params);
    const entry = fields.get(field) ?? { texts: [], codes: [] };
    fields.set(field, entry);
    if (entry.texts.includes(text)) continue;
    entry.texts.push(text);
    entry.codes.push(messageCode(message));
  }
  const entries = [...fields];
  // Built from entries, so that a field named like an Object property ("__proto__") is a field like any other.
  return {
    ...Object.fromEntries(entries.map(([field, { texts }]) => [field, texts])),
    codes: Object.fromEntries(entries.map(([field, { codes }]) => [field, codes])),
  };
}

/** An error with a general message (`detail`) and any status: `code` names the failure in logs, tests and programs. */
export const detailError = (status: number, message: Message, code: string) =>
  new ApiError(status, code, detailBody(message, code));
export const badRequest = (message: Message = 'badRequest', code = 'bad_request') => detailError(400, message, code);
/** 400 (or the status given) with field errors; `code` names the failure in logs and tests. */
export const fieldErrors = (problems: Iterable<readonly [string, Message]>, code = 'invalid', status = 400) =>
  new ApiError(status, code, fieldErrorBody(problems));
export const fieldError = (field: string, message: Message, code = 'invalid') => fieldErrors([[field, message]], code);
export const unauthorized = (message: Message = 'notAuthenticated', code = 'not_authenticated') =>
  detailError(401, message, code);
export const forbidden = (message: Message = 'forbidden', code = 'permission_denied') =>
  detailError(403, message, code);
export const notFound = (message: Message = 'notFound', code = 'not_found') => detailError(404, message, code);
export const conflict = (message: Message, code = 'conflict') => detailError(409, message, code);
/** 413 naming the file field that is too large. */
export const fileTooLarge = (field: string, message: Message) => fieldErrors([[field, message]], 'file_too_large', 413);
/** 415 naming the file field whose bytes are of a type it does not take. */
export const unsupportedFileType = (field: string, message: Message) =>
  fieldErrors([[field, message]], 'unsupported_file_type', 415);
/** 400: text that the schemas let through but the database cannot store (a NUL byte, say). */
export const invalidText = () => badRequest('controlCharacters', 'invalid_text');
/** How long a client is asked to wait when the database is unreachable or the server is shutting down. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** 503: the database is unreachable (`database_unavailable`) or this instance is shutting down (`shutting_down`). */
export const serviceUnavailable = (code: 'database_unavailable' | 'shutting_down') =>
  Object.assign(detailError(503, 'serviceUnavailable', code), {
    retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS,
  });
export const tooManyRequests = (retryAfterSeconds: number) =>
  Object.assign(detailError(429, 'tooManyRequests', 'throttled'), {
    retryAfterSeconds,
  });
