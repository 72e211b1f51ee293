import fc from 'fast-check';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { isMessageKey } from '@talent/shared';
import { buildApplication, buildJob } from '../../src/demo/factories/jobs.js';
import { buildEmployer, buildProfessional, buildUser } from '../../src/demo/factories/users.js';
import { createTestApp } from '../helpers/test-app.js';

/** Values a hostile client sends: control and bidi characters, very long or odd Unicode text, wrong types. */
const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u202e',
    'cv\u202efdp.exe',
    '\ud800',
    '%00',
    '../../etc/passwd',
    "' or 1=1 --",
    '<script>',
  ),
  fc.string({ minLength: 2_000, maxLength: 12_000 }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, false, -1, 0, 2 ** 63, '', [], {}),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 2 }),
);

/** A message's code: a key of the message catalogue, whichever route, caller and value gave it. */
const messageCode = z.object({
  code: z.string().refine(isMessageKey),
  params: z.record(z.string(), z.unknown()).optional(),
});
const messageCodes = z.record(z.string(), z.array(messageCode));
/**
 * Error bodies in the documented shapes: a detail with its failure's code and its message's code, or field errors with
 * the codes of their messages.
 */
const errorBody = z.union([
  z.object({ detail: z.string(), code: z.string(), detail_code: messageCode }),
  z.object({ codes: messageCodes }).catchall(z.array(z.string())),
]);

interface Operation {
  method: string;
  path: string;
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

describe('hostile values to every route of the OpenAPI document, as every kind of user', async () => {
  const { app, ctx, authHeader } = await createTestApp();
  const { user: professional } = await buildProfessional(ctx.db);
  const { user: employer } = await buildEmployer(ctx.db);
  const staff = await buildUser(ctx.db, { userType: 'other', isStaff: true });
  const job = await buildJob(ctx.db, { employerId: employer.id });
  const application = await buildApplication(ctx.db, { jobId: job.id, professionalId: professional.id });
  const callers: [string, Record<string, string>][] = [
    ['anonymous', {}],
    ['professional', await authHeader(professional)],
    ['employer', await authHeader(employer)],
    ['staff', await authHeader(staff)],
  ];
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ ...operation, method: method.toUpperCase(), path })),
  );
  /** Real ids half of the time, so that requests get past the lookups to the code that uses the values. */
  const pathValue = fc.oneof(
    fc.constantFrom(String(job.id), String(application.id), professional.id, 'google'),
    hostileText,
  );

  it('never answers 5xx, and every error has a documented body', { timeout: 240_000 }, async () => {
    expect(operations.length).toBeGreaterThan(30);
    for (const operation of operations) {
      const pathParams = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      const queryParams = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const json = operation.requestBody?.content['application/json']?.schema?.properties ?? {};
      const request = fc.record({
        caller: fc.constantFrom(...callers),
        path: fc.tuple(...pathParams.map(() => pathValue), fc.constant('')),
        query: fc.record(Object.fromEntries(queryParams.map((name) => [name, hostileText])), { requiredKeys: [] }),
        body: fc.oneof(
          fc.record(Object.fromEntries(Object.keys(json).map((name) => [name, hostileValue])), { requiredKeys: [] }),
          fc.record(
            { extra_field: hostileValue, constructor: hostileValue, __proto__: hostileValue },
            { requiredKeys: [] },
          ),
          hostileValue,
        ),
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ caller: [who, headers], path, query, body }) => {
          let url = operation.path;
          // A lone surrogate has no form in a URL: it travels as U+FFFD, as a browser would send it.
          pathParams.forEach(
            (name, i) =>
              (url = url.replace(`{${name}}`, encodeURIComponent(String(path[i]).replace(/\p{Cs}/gu, '\ufffd')))),
          );
          const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
          const res = await app.inject({
            method: operation.method as 'GET',
            url: search ? `${url}?${search}` : url,
            headers,
            ...(operation.method === 'GET'
              ? {}
              : { payload: JSON.stringify(body), headers: { ...headers, 'content-type': 'application/json' } }),
          });
          const context = `${who} ${operation.method} ${operation.path} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, context).toBeLessThan(500);
          if (res.statusCode >= 400) expect(errorBody.safeParse(res.json()).success, context).toBe(true);
        }),
        { numRuns: 25, seed: 20261123 },
      );
    }
  });
});
