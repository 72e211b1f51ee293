import type { FastifyContextConfig, FastifySchema, RouteOptions } from 'fastify';
import type { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Error statuses of a route that its schema and hooks do not show (a 409, a limit counted in the handler). */
    errors?: readonly number[];
    /**
     * The body of a route that takes JSON or a multipart form: the handler reads and validates it (services/
     * uploads.ts readForm, then its zod schema), since a multipart body is read part by part. Documented only.
     */
    bodyReadByHandler?: z.ZodType;
  }
}

/** Marks a hook that answers 429 when its limit is passed, so that the OpenAPI document lists the 429. */
export const RATE_LIMITED = Symbol('rate-limited');

const messageCode = {
  type: 'object',
  description: 'A message’s stable code (its key in the message catalogue) and the values filled into its text.',
  properties: {
    code: { type: 'string' },
    params: { type: 'object', additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] } },
  },
  required: ['code'],
};
const detail = {
  type: 'object',
  description:
    'A general error: a sentence for people (`detail`), a stable code naming the failure for programs (`code`), ' +
    'and the sentence’s own code (`detail_code`), so that a client can show it in its own language.',
  properties: { detail: { type: 'string' }, code: { type: 'string' }, detail_code: messageCode },
  required: ['detail', 'code', 'detail_code'],
};
const fields = {
  type: 'object',
  description:
    'Field errors: each field that is wrong with its messages; `non_field_errors` for the request as a whole. ' +
    '`codes` is not a field: it gives the code of each of those messages, field by field and in the same order, ' +
    'so that a client can show them in its own language.',
  properties: { codes: { type: 'object', additionalProperties: { type: 'array', items: messageCode } } },
  required: ['codes'],
  additionalProperties: { type: 'array', items: { type: 'string' } },
};
const detailOrFields = { oneOf: [detail, fields] };

const ERRORS: Record<number, { description: string; schema: object; retryAfter?: boolean }> = {
  400: { description: 'The request is not valid: field errors, or a general error', schema: detailOrFields },
  401: {
    description: 'No valid credentials: no token, an invalid or expired one, or a wrong password',
    schema: detail,
  },
  403: { description: 'Not allowed: the wrong role, another person’s object, or an expired link', schema: detail },
  404: { description: 'Not found', schema: detail },
  409: { description: 'In conflict with what exists already', schema: detail },
  414: { description: 'A part of the path is too long', schema: detail },
  413: { description: 'The body or a file is too large', schema: detailOrFields },
  415: { description: 'A body or a file of a type not accepted', schema: detailOrFields },
  429: { description: 'Too many attempts: wait as long as Retry-After says', schema: detail, retryAfter: true },
  500: { description: 'Our error; it tells nothing of the internals', schema: detail },
  503: {
    description: 'Briefly unavailable (database unreachable, or shutting down): retry after Retry-After',
    schema: detail,
    retryAfter: true,
  },
};

const configOf = (route: Pick<RouteOptions, 'config'>) => route.config as FastifyContextConfig | undefined;

/** The schema the document shows for a route: its own, with the body its handler reads when it reads it itself. */
export function documentedSchema(route: Pick<RouteOptions, 'schema' | 'config'>): FastifySchema {
  const body = configOf(route)?.bodyReadByHandler;
  return body ? { ...route.schema, body } : (route.schema ?? {});
}

const hooks = (value: unknown): unknown[] => (Array.isArray(value) ? value : value ? [value] : []);

/** Which error statuses a route can answer, read from its schema, its hooks and its config. */
export function errorStatusesOf(route: Pick<RouteOptions, 'method' | 'schema' | 'onRequest' | 'config'>): number[] {
  const schema = documentedSchema(route) as FastifySchema & { security?: unknown[]; consumes?: string[] };
  const statuses = new Set<number>([500, 503]);
  if (schema.body || schema.querystring || schema.params) statuses.add(400);
  if (schema.security?.length) [401, 403].forEach((s) => statuses.add(s));
  if (schema.params) [404, 414].forEach((s) => statuses.add(s));
  const methods = hooks(route.method) as string[];
  if (schema.body && methods.some((m) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(m)))
    [400, 413, 415].forEach((s) => statuses.add(s));
  if (hooks(route.onRequest).some((hook) => (hook as { [RATE_LIMITED]?: boolean })[RATE_LIMITED])) {
    statuses.add(429);
  }
  for (const status of configOf(route)?.errors ?? []) statuses.add(status);
  return [...statuses].sort();
}

/** The route's schema with its error answers added beside its own responses (which win where both name a status). */
export function withErrorResponses<S extends FastifySchema>(schema: S, statuses: readonly number[]): S {
  const own = (schema.response ?? {}) as Record<string, unknown>;
  const errors = Object.fromEntries(
    statuses
      .filter((status) => !(String(status) in own))
      .map((status) => {
        const { description, schema: body, retryAfter } = ERRORS[status]!;
        return [
          status,
          {
            description,
            ...body,
            ...(retryAfter
              ? { headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } } }
              : {}),
          },
        ];
      }),
  );
  return { ...schema, response: { ...errors, ...own } };
}
