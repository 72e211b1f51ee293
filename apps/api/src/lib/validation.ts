import { z } from 'zod';
import { MSG_KEY, isMessageKey, type MessageKey } from '@talent/shared';
import { fieldErrors, type ApiError } from './errors.js';

/**
 * Zod's own messages ("Invalid input: expected string, received undefined") are not for users: where a
 * schema gives no message of its own, a missing value is "required" and a wrong one "not valid".
 */
z.config({
  customError: (issue) =>
    issue.code === 'invalid_type' ? (issue.input === undefined ? MSG_KEY.required : MSG_KEY.invalidValue) : undefined,
});

/** A validation problem, as zod reports it or as fastify-type-provider-zod passes it on. */
export interface Issue {
  path: readonly PropertyKey[];
  code: string;
  message: string;
  keys?: readonly string[];
  /** A union's issues, option by option, when none of its options fits. */
  errors?: readonly (readonly Issue[])[];
}

/**
 * The issues of a union none of whose options fits, as those of the option the payload came closest to (the one with
 * fewest issues: `{decline: true, slots: [...]}` is an answer that declines, its times wrong, not a missing `slot`).
 */
function closestOption(issue: Issue): Issue[] {
  const options = issue.errors ?? [];
  const closest = options.reduce<readonly Issue[] | undefined>(
    (best, option) => (best === undefined || option.length < best.length ? option : best),
    undefined,
  );
  if (!closest || closest.length === 0) return [issue];
  return closest.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] }));
}

/** The field an issue belongs to: the last named segment of its path (`profile.country` -> `country`). */
function fieldOf(path: readonly PropertyKey[]): string {
  const named = path.filter((p) => typeof p === 'string' && !/^\d+$/.test(p)) as string[];
  return named.at(-1) ?? 'non_field_errors';
}

/**
 * What is wrong with a payload, field by field, as the messages of MSG that the schemas name: a schema's message
 * is a key of MSG (`MSG_KEY.required`), which is its code. A message that is not a key (zod's own wording, for a
 * check that names none) is not for users: it reads "not valid". A key that the payload may not carry gets
 * its own entry, with the message `unknownKey` chooses for it.
 */
export function fieldProblemsOf(
  issues: readonly Issue[],
  unknownKey: (key: string) => MessageKey = () => 'unknownField',
): [field: string, message: MessageKey][] {
  return issues.flatMap((issue): [string, MessageKey][] =>
    issue.code === 'invalid_union' && issue.errors?.length
      ? fieldProblemsOf(closestOption(issue), unknownKey)
      : issue.code === 'unrecognized_keys' && issue.keys?.length
        ? issue.keys.map((key) => [key, unknownKey(key)])
        : [[fieldOf(issue.path), isMessageKey(issue.message) ? issue.message : 'invalidValue']],
  );
}

/** Parses with a schema, or throws the 400 field errors of what is wrong. */
export function parseOrThrow<S extends z.ZodType>(
  schema: S,
  data: unknown,
  unknownKey?: (key: string) => MessageKey,
): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw fieldErrors(fieldProblemsOf(result.error.issues as Issue[], unknownKey)) as ApiError;
}
