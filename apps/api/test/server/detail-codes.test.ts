import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MSG, PASSWORD_RESET_TTL_MINUTES, isMessageKey } from '@talent/shared';
import { buildEmployer, buildProfessional, buildUser } from '../../src/demo/factories/users.js';
import { createTestApp } from '../helpers/test-app.js';
import { detailOf } from '../helpers/field-errors.js';

const SOURCES = new URL('../../src/', import.meta.url);

async function sourceFiles(dir: URL): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((name) => name.endsWith('.ts')).map((name) => join(dir.pathname, name));
}

/** docs/decisions/018: beside `detail` and `code`, `detail_code` names the message by its key in MSG. */
describe('the codes of general messages', async () => {
  const { app, ctx, authHeader } = await createTestApp();
  const { user: professional } = await buildProfessional(ctx.db);
  const { user: employer } = await buildEmployer(ctx.db);
  const staff = await buildUser(ctx.db, { userType: 'other', isStaff: true });

  it('writes every detail through detailBody: no route, hook or service builds one of its own', async () => {
    const ownDetails: string[] = [];
    for (const file of await sourceFiles(SOURCES)) {
      if (file.endsWith('/lib/errors.ts')) continue;
      const lines = (await readFile(file, 'utf8')).split('\n');
      lines.forEach((line, i) => {
        // A body of its own: `{ detail: MSG.x }`, `{ detail: 'text' }` or `{ detail, ... }`.
        if (/\bdetail\s*:\s*(MSG\b|['"`])|\{\s*detail\s*[,}]/.test(line))
          ownDetails.push(`${file}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(ownDetails).toEqual([]);
  });

  it('gives the key of each general error, from a route, a hook, the error handler and the router', async () => {
    const bearer = async (user: Parameters<typeof authHeader>[0]) => authHeader(user);
    const cases: [string, Promise<{ statusCode: number; json(): unknown }>, number, string][] = [
      ['no credentials', app.inject({ method: 'GET', url: '/api/profile/' }), 401, 'notAuthenticated'],
      [
        'a token that is not one',
        app.inject({ method: 'GET', url: '/api/profile/', headers: { authorization: 'Bearer nope' } }),
        401,
        'tokenInvalid',
      ],
      [
        'a wrong password',
        app.inject({
          method: 'POST',
          url: '/api/token/',
          payload: { email: professional.email, password: 'wrong-password' },
        }),
        401,
        'invalidCredentials',
      ],
      [
        'the wrong role',
        app.inject({ method: 'GET', url: '/api/admin/jobs/', headers: await bearer(employer) }),
        403,
        'forbidden',
      ],
      [
        'staff without a one-time code',
        app.inject({
          method: 'GET',
          url: '/api/admin/jobs/',
          headers: { authorization: `Bearer ${await ctx.tokens.signAccess(staff.id, 'other', 0, ['pwd'])}` },
        }),
        403,
        'otpEnrolmentRequired',
      ],
      [
        'an unknown id',
        app.inject({ method: 'GET', url: '/api/admin/jobs/999999/', headers: await bearer(staff) }),
        404,
        'notFound',
      ],
      ['an unknown API path', app.inject({ method: 'GET', url: '/api/no-such-thing/' }), 404, 'notFound'],
      [
        'malformed JSON',
        app.inject({
          method: 'POST',
          url: '/api/token/',
          headers: { 'content-type': 'application/json' },
          payload: '{',
        }),
        400,
        'badRequest',
      ],
      [
        'a body of a type not accepted',
        app.inject({
          method: 'POST',
          url: '/api/token/',
          headers: { 'content-type': 'application/xml' },
          payload: '<x/>',
        }),
        415,
        'fileTypeNotAllowed',
      ],
      [
        'a body too large',
        app.inject({
          method: 'POST',
          url: '/api/token/',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }),
        }),
        413,
        'fileTooLarge',
      ],
      [
        'a path part too long',
        app.inject({ method: 'GET', url: `/api/admin/jobs/${'1'.repeat(1000)}/` }),
        414,
        'badRequest',
      ],
      [
        'a provider not configured',
        app.inject({
          method: 'POST',
          url: '/api/social/google/start/',
          payload: { code_challenge: 'a'.repeat(43), nonce: 'n'.repeat(43) },
        }),
        404,
        'socialProviderNotConfigured',
      ],
    ];
    for (const [what, request, status, key] of cases) {
      const res = await request;
      expect(res.statusCode, what).toBe(status);
      const { detail } = detailOf(res);
      expect((res.json() as { detail_code: unknown }).detail_code, what).toEqual({ code: key });
      expect(detail, what).toBe(MSG[key as keyof typeof MSG]);
    }
  });

  it('gives a filled-in message its code with the values that fill it, in a success as in an error', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/password-reset/',
      payload: { email: professional.email },
    });
    expect(res.statusCode).toBe(200);
    expect(detailOf(res).detail).toMatch(/works for \d+ minutes/);
    expect(res.json()).toMatchObject({
      detail_code: { code: 'passwordResetSent', params: { minutes: PASSWORD_RESET_TTL_MINUTES } },
    });
  });

  it('puts the message’s code after the failure’s, and names only keys of the catalogue', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/profile/' });
    expect(Object.keys(res.json() as object)).toEqual(['detail', 'code', 'detail_code']);
    expect(isMessageKey((res.json() as { detail_code: { code: string } }).detail_code.code)).toBe(true);
  });

  it('documents detail_code on every general error body of the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>
      >;
    };
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, { responses }] of Object.entries(operations)) {
        for (const [status, response] of Object.entries(responses)) {
          if (Number(status) < 400) continue;
          const text = JSON.stringify(response.content ?? {});
          if (text.includes('"detail"') && !text.includes('"detail_code"')) missing.push(`${method} ${path} ${status}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
