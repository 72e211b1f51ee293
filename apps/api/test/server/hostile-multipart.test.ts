import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '@talent/shared';
import { jobs } from '../../src/db/schema.js';
import { buildEmployer, buildProfessional } from '../../src/demo/factories/users.js';
import { validJobRequest } from '../helpers/hiring-forms.js';
import { createTestApp } from '../helpers/test-app.js';
import { detailOf, fieldErrorsOf } from '../helpers/field-errors.js';

const part = (name: string, value: string, filename?: string) =>
  `--xyz\r\nContent-Disposition: form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}\r\n\r\n${value}\r\n`;
const withBoundary = 'multipart/form-data; boundary=xyz';

/** Bodies that are not well-formed multipart, each with the content type it claims, for a form with this file field. */
const broken = (fileField: string): { what: string; contentType: string; body: string }[] => [
  { what: 'garbage without a boundary', contentType: 'multipart/form-data', body: 'garbage' },
  { what: 'garbage with a boundary', contentType: withBoundary, body: 'garbage' },
  {
    what: 'a file part cut short',
    contentType: withBoundary,
    body: `--xyz\r\nContent-Disposition: form-data; name="${fileField}"; filename="a.pdf"\r\n\r\n%PDF-1.4`,
  },
  {
    what: 'a field part cut short',
    contentType: withBoundary,
    body: '--xyz\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nGra',
  },
  { what: 'a boundary that never closes', contentType: withBoundary, body: `${part('first_name', 'Grace')}--xyz` },
];

describe('broken multipart bodies on every multipart route', async () => {
  const { app, ctx, authHeader } = await createTestApp();
  const { user: employer } = await buildEmployer(ctx.db);
  const { user: professional } = await buildProfessional(ctx.db);
  const routes = [
    { method: 'POST' as const, url: '/hiring/create/', user: employer, file: 'job_spec_document' },
    { method: 'PATCH' as const, url: '/api/profile/', user: professional, file: 'cv' },
    { method: 'POST' as const, url: '/api/profile/', user: employer, file: 'company_logo' },
  ];
  const send = async (route: (typeof routes)[number], contentType: string, body: string) =>
    app.inject({
      method: route.method,
      url: route.url,
      headers: { ...(await authHeader(route.user)), 'content-type': contentType },
      payload: body,
    });
  const jobCount = async () => (await ctx.db.select({ n: count() }).from(jobs))[0]!.n;

  it('answers 400 "The request could not be understood." to a body that is not multipart', async () => {
    for (const route of routes) {
      for (const { what, contentType, body } of broken(route.file)) {
        const res = await send(route, contentType, body);
        expect(res.statusCode, `${route.method} ${route.url}: ${what}`).toBe(400);
        expect(detailOf(res), `${route.method} ${route.url}: ${what}`).toEqual({
          detail: MSG.badRequest,
          code: 'malformed_multipart',
        });
      }
    }
    expect(await jobCount()).toBe(0);
  });

  it('answers 413 to more parts than a form has, and saves nothing', async () => {
    const fields = validJobRequest();
    const many =
      Object.entries(fields)
        .map(([k, v]) => part(k, String(v)))
        .join('') +
      Array.from({ length: 80 }, (_, i) => part(`extra_${i}`, 'x')).join('') +
      '--xyz--\r\n';
    for (const route of routes) {
      const res = await send(route, withBoundary, many);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(413);
      expect(detailOf(res)).toEqual({ detail: MSG.fileTooLarge, code: 'file_too_large' });
    }
    expect(await jobCount()).toBe(0);
  });

  it('answers 400 to a file in a field that takes none, naming the field', async () => {
    const body = part('job_title', 'Engineer') + part('passport', '%PDF-1.4', 'p.pdf') + '--xyz--\r\n';
    const res = await send(routes[0]!, withBoundary, body);
    expect(res.statusCode).toBe(400);
    expect(fieldErrorsOf(res)).toEqual({ passport: [MSG.unknownFileField] });
  });
});
