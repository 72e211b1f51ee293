import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts the API's field errors (`{"field": ["message"]}`) on the form's own fields, so each is shown and
 * announced next to its control. Returns the names that got one; errors on unknown fields are left to the
 * caller's banner.
 */
export function applyServerErrors<T extends FieldValues>(
  data: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): Path<T>[] {
  if (!data || typeof data !== 'object') return [];
  const applied: Path<T>[] = [];
  for (const field of fields) {
    const value = (data as Record<string, unknown>)[field];
    const message = Array.isArray(value) ? value[0] : value;
    if (typeof message === 'string') {
      setError(field, { type: 'server', message }, { shouldFocus: applied.length === 0 });
      applied.push(field);
    }
  }
  return applied;
}
