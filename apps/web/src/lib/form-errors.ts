import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';
import { fieldMessages } from './field-messages';

/** An API error, or its body: the body is what carries the field errors. */
const bodyOf = (source: unknown): unknown => (source instanceof ApiError ? source.data : source);

/**
 * The field errors of an API error body (`{"field": ["message"]}`, named by the field's own name:
 * docs/decisions/002), first message of each, in the language shown (found by its code: docs/decisions/015);
 * `detail`, `non_field_errors` and `codes` are not fields.
 */
export function serverFieldErrors(source: unknown): Record<string, string> {
  const { non_field_errors: _general, ...fields } = fieldMessages(bodyOf(source));
  return fields;
}

/**
 * Puts the API's field errors on the form's own controls, so each is shown and announced next to its control.
 * `fields` lists the form's fields the API may name, or maps the API's names to where they live in the form
 * (registration's `country` is `profile.country`). Focus goes to the first, in the form's order, unless
 * `shouldFocus` is false. Returns the paths that got an error; errors on other fields are left to the caller's
 * banner.
 */
export function applyServerErrors<T extends FieldValues>(
  source: unknown,
  fields: readonly Path<T>[] | Readonly<Record<string, Path<T>>>,
  setError: UseFormSetError<T>,
  { shouldFocus = true }: { shouldFocus?: boolean } = {},
): Path<T>[] {
  const messages = serverFieldErrors(source);
  const paths: [string, Path<T>][] = Array.isArray(fields)
    ? (fields as readonly Path<T>[]).map((field) => [field, field])
    : Object.entries(fields as Readonly<Record<string, Path<T>>>);
  const applied: Path<T>[] = [];
  for (const [name, path] of paths) {
    const message = messages[name];
    if (!message) continue;
    setError(path, { type: 'server', message }, { shouldFocus: shouldFocus && applied.length === 0 });
    applied.push(path);
  }
  return applied;
}
