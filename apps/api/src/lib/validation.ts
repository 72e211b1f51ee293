import { z } from 'zod';
import { MSG } from '@talent/shared';
import { fieldErrors, type ApiError } from './errors.js';

/**
 * Zod's own messages ("Invalid input: expected string, received undefined") are not for users: where a
 * schema gives no message of its own, a missing value is "required" and a wrong one "not valid".
 */
z.config({
  customError: (issue) =>
    issue.code === 'invalid_type' ? (issue.input === undefined ? MSG.required : MSG.invalidValue) : undefined,
});

/** A validation problem, as zod reports it or as fastify-type-provider-zod passes it on. */
export interface Issue {
  path: readonly PropertyKey[];
  code: string;
  message: string;
  keys?: readonly string[];
}

/** The field an issue belongs to: the last named segment of its path (`profile.country` -> `country`). */
function fieldOf(path: readonly PropertyKey[]): string {
  const named = path.filter((p) => typeof p === 'string' && !/^\d+$/.test(p)) as string[];
  return named.at(-1) ?? 'non_field_errors';
}

/**
 * Field errors in the shape the web client reads: `{"field": ["message"]}`. A key that the payload may
 * not carry gets its own entry, with the message `unknownKey` chooses for it.
 */
export function fieldErrorsOf(
  issues: readonly Issue[],
  unknownKey: (key: string) => string = () => MSG.unknownField,
): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    // Own properties only: a field may be named like an Object method ("constructor").
    if (!Object.hasOwn(fields, field)) fields[field] = [];
    const messages = fields[field]!;
    if (message && !messages.includes(message)) messages.push(message);
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys' && issue.keys?.length) {
      for (const key of issue.keys) add(key, unknownKey(key));
    } else {
      add(fieldOf(issue.path), issue.message);
    }
  }
  return fields;
}

/** Parses with a schema, or throws the 400 field errors of what is wrong. */
export function parseOrThrow<S extends z.ZodType>(
  schema: S,
  data: unknown,
  unknownKey?: (key: string) => string,
): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw fieldErrors(fieldErrorsOf(result.error.issues as Issue[], unknownKey)) as ApiError;
}
