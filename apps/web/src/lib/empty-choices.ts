import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A select left on its placeholder holds ''. For the schema that is a missing value, to be told "This field is
 * required.", not a wrong choice: the named fields are left out when empty before the schema sees them.
 */
export function emptyChoicesAsMissing<T extends FieldValues, C, O>(
  resolver: Resolver<T, C, O>,
  fields: readonly string[],
): Resolver<T, C, O> {
  return (values, context, options) => {
    const cleaned: Record<string, unknown> = { ...values };
    for (const field of fields) if (cleaned[field] === '') delete cleaned[field];
    return resolver(cleaned as T, context, options);
  };
}
