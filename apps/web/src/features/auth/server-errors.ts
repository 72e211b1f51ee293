import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts the API's field errors (`{"country": ["..."]}`, named by the field's own name: docs/decisions/002)
 * on the form's controls; `paths` says where each known name lives in the form. Focus goes to the first.
 * Returns whether any error found its field.
 */
export function applyServerErrors<T extends FieldValues>(
  fields: Record<string, string[]>,
  paths: Record<string, Path<T>>,
  setError: UseFormSetError<T>,
): boolean {
  let placed = false;
  for (const [name, messages] of Object.entries(fields)) {
    const path = paths[name];
    const message = messages[0];
    if (!path || !message) continue;
    setError(path, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
