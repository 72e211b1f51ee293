import { jobRequestSchema } from '@talent/shared/schemas/jobs';

/** The fields a job request cannot go without: those the shared schema refuses to see absent. */
const REQUIRED_JOB_FIELDS = Object.entries(jobRequestSchema.shape)
  .filter(([, schema]) => !schema.safeParse(undefined).success)
  .map(([field]) => field);

/**
 * The required fields left empty: blank or whitespace text, an unchosen select, no number. When there is any,
 * the form says "Please fill out all required fields." besides marking each one.
 */
export function missingRequiredFields(values: Partial<Record<string, unknown>>): string[] {
  return REQUIRED_JOB_FIELDS.filter((field) => {
    const value = values[field];
    if (value === undefined || value === null) return true;
    if (typeof value === 'string') return value.trim() === '';
    if (typeof value === 'number') return Number.isNaN(value);
    return false;
  });
}
