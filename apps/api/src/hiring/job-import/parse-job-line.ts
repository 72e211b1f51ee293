import { MSG, jobRequestSchema, type JobRequestData } from '@talent/shared';
import { fieldErrorBody } from '../../lib/errors.js';
import { fieldProblemsOf, type Issue } from '../../lib/validation.js';

const SPEC_FIELD = 'job_spec_document';

export type ParsedJobLine = { ok: true; data: JobRequestData } | { ok: false; problems: string[] };

/**
 * One line of a feed: a JSON object with the fields of POST /hiring/create/, judged by the same schema and
 * described by the same field messages. Problems read `field: message`.
 */
export function parseJobLine(text: string): ParsedJobLine {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return { ok: false, problems: [`not valid JSON (${(err as Error).message})`] };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, problems: ['not a JSON object with the fields of a job request'] };
  }
  // As in a JSON request to the API: an empty file field is tolerated, a file is not (a feed carries none).
  const { [SPEC_FIELD]: spec, ...fields } = value as Record<string, unknown>;
  const specProblem = spec !== undefined && spec !== null && spec !== '' ? [`${SPEC_FIELD}: ${MSG.unknownField}`] : [];
  const result = jobRequestSchema.safeParse(fields);
  if (result.success && specProblem.length === 0) return { ok: true, data: result.data };
  const fieldProblems = result.success
    ? []
    : Object.entries(fieldErrorBody(fieldProblemsOf(result.error.issues as Issue[]))).flatMap(([field, messages]) =>
        field === 'codes' ? [] : (messages as string[]).map((message) => `${field}: ${message}`),
      );
  return { ok: false, problems: [...specProblem, ...fieldProblems] };
}
