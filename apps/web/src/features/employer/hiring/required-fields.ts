/** The fields a job request cannot go without, in the order the form shows them. */
export const REQUIRED_JOB_FIELDS = [
  'job_title',
  'job_description',
  'experience_level',
  'type_of_contract',
  'work_model',
  'start_date',
  'application_deadline',
  'salary',
  'job_location',
] as const;
export type RequiredJobField = (typeof REQUIRED_JOB_FIELDS)[number];

/**
 * The required fields left empty: blank or whitespace text, an unchosen select, no number. When there is any,
 * the form says "Please fill out all required fields." besides marking each one.
 */
export function missingRequiredFields(values: Partial<Record<string, unknown>>): RequiredJobField[] {
  return REQUIRED_JOB_FIELDS.filter((field) => {
    const value = values[field];
    if (value === undefined || value === null) return true;
    if (typeof value === 'string') return value.trim() === '';
    if (typeof value === 'number') return Number.isNaN(value);
    return false;
  });
}
