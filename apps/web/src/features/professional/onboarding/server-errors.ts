import { ApiError } from '../../../lib/api-client';

/** The field errors of a DRF-style error body ({"field": ["message"]}), first message of each. */
export function serverFieldErrors(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError) || !err.data || typeof err.data !== 'object') return {};
  const errors: Record<string, string> = {};
  for (const [field, value] of Object.entries(err.data as Record<string, unknown>)) {
    if (field === 'detail' || field === 'non_field_errors') continue;
    if (Array.isArray(value) && typeof value[0] === 'string') errors[field] = value[0];
  }
  return errors;
}

/** Puts the server's field errors on the form's own fields; returns whether any landed. */
export function applyServerErrors<F extends string>(
  err: unknown,
  fields: readonly F[],
  setError: (field: F, error: { type: string; message: string }) => void,
): boolean {
  let any = false;
  for (const [field, message] of Object.entries(serverFieldErrors(err))) {
    if ((fields as readonly string[]).includes(field)) {
      setError(field as F, { type: 'server', message });
      any = true;
    }
  }
  return any;
}
