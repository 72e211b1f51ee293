import type { z } from 'zod';
import { MSG } from '@talent/shared';
import { fieldErrors } from './errors.js';

/**
 * Validates a payload the route could not hand to Fastify's validator (a multipart form, say) and reports
 * problems exactly as the error handler does: `{"field": ["message"]}`, keyed by the last path segment.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(key, MSG.unknownField);
      continue;
    }
    const field = [...issue.path].reverse().find((p) => typeof p === 'string');
    add(field ?? 'non_field_errors', issue.message);
  }
  throw fieldErrors(errors);
}
