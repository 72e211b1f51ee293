import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-app.js';

describe('OpenAPI document of the account calls', async () => {
  const { app } = await createTestApp();
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();

  const calls = [
    ['post', '/api/token/'],
    ['post', '/api/register/'],
    ['post', '/api/demo-login/'],
    ['post', '/api/token/refresh/'],
    ['get', '/api/user-status/'],
    ['post', '/api/logout/'],
    ['post', '/api/change-password/'],
    ['get', '/api/profile/'],
    ['patch', '/api/profile/'],
    ['post', '/api/profile/'],
    ['get', '/files/{id}/'],
    ['get', '/api/social/providers/'],
    ['post', '/api/social/{provider}/start/'],
    ['post', '/api/social/{provider}/'],
    ['post', '/api/social/{provider}/signup/'],
  ] as const;

  it.each(calls)('documents %s %s with a tag, a summary and its success response', (method, path) => {
    const operation = doc.paths[path]?.[method];
    expect(operation, `${method} ${path}`).toBeDefined();
    expect(operation.tags.length).toBeGreaterThan(0);
    expect(operation.summary).toEqual(expect.stringMatching(/\w/));
    if (path !== '/files/{id}/') {
      expect(Object.keys(operation.responses).some((s) => s.startsWith('2'))).toBe(true);
    }
  });

  it('documents the request bodies, multipart uploads included', () => {
    expect(doc.paths['/api/register/'].post.requestBody.content['application/json'].schema).toBeDefined();
    const save = doc.paths['/api/profile/'].patch.requestBody.content;
    expect(Object.keys(save).sort()).toEqual(['application/json', 'multipart/form-data']);
  });

  /** Every operation of the document, with its method and path. */
  const operations = () =>
    Object.entries(
      doc.paths as Record<
        string,
        Record<
          string,
          {
            responses: Record<string, ResponseDoc>;
            security?: unknown[];
            requestBody?: unknown;
            parameters?: unknown[];
          }
        >
      >,
    ).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ name: `${method} ${path}`, method, path, operation })),
    );
  interface ResponseDoc {
    description: string;
    headers?: Record<string, unknown>;
    content?: { 'application/json'?: { schema?: { oneOf?: object[]; properties?: Record<string, unknown> } } };
  }
  const bodyOf = (response: ResponseDoc | undefined) => response?.content?.['application/json']?.schema;
  /** Whether a documented error body has the general shape {"detail", "code"}, alone or beside field errors. */
  const hasDetail = (response: ResponseDoc | undefined) => {
    const schema = bodyOf(response);
    return Boolean(
      schema?.properties?.detail ??
      schema?.oneOf?.some(
        (s) =>
          'properties' in s &&
          (s as { properties: object }).properties &&
          'detail' in (s as { properties: object }).properties,
      ),
    );
  };

  it('documents the error answers of every operation with their body', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(30);
    for (const { name, operation } of all) {
      for (const status of ['500', '503'])
        expect(hasDetail(operation.responses[status]), `${name} ${status}`).toBe(true);
      if (operation.security?.length) {
        for (const status of ['401', '403'])
          expect(hasDetail(operation.responses[status]), `${name} ${status}`).toBe(true);
      }
      if (operation.requestBody || operation.parameters?.length) {
        expect(bodyOf(operation.responses['400']), `${name} 400`).toBeDefined();
      }
      if (operation.requestBody) {
        for (const status of ['413', '415'])
          expect(bodyOf(operation.responses[status]), `${name} ${status}`).toBeDefined();
      }
    }
  });

  it('documents the 400 field errors, the 404 of an object id, and the 429 and 503 with Retry-After', () => {
    const register = doc.paths['/api/register/'].post.responses;
    const fieldShape = bodyOf(register['400'])!.oneOf!.find((s) => 'additionalProperties' in s);
    expect(fieldShape).toMatchObject({ additionalProperties: { type: 'array', items: { type: 'string' } } });
    // Beside the fields, the codes of their messages (docs/decisions/015).
    expect(fieldShape).toMatchObject({
      required: ['codes'],
      properties: { codes: { additionalProperties: { type: 'array', items: { required: ['code'] } } } },
    });
    expect(hasDetail(doc.paths['/api/admin/jobs/{id}/'].get.responses['404'])).toBe(true);
    for (const [path, method] of [
      ['/api/token/', 'post'],
      ['/api/register/', 'post'],
      ['/api/demo-login/', 'post'],
      ['/api/change-password/', 'post'],
      ['/api/profile/cv-skills/', 'get'],
    ] as const) {
      const tooMany = doc.paths[path][method].responses['429'];
      expect(hasDetail(tooMany), `${method} ${path} 429`).toBe(true);
      expect(tooMany.headers['Retry-After'], `${method} ${path} 429`).toBeDefined();
    }
    expect(doc.paths['/api/user-status/'].get.responses['503'].headers['Retry-After']).toBeDefined();
    expect(hasDetail(doc.paths['/hiring/applications/'].post.responses['409'])).toBe(true);
    expect(hasDetail(doc.paths['/api/token/'].post.responses['401'])).toBe(true);
    // A route's own answer for a status is kept: the social callback's 409 asks for a role, or for the password of
    // the account with the same e-mail.
    const socialConflict = bodyOf(doc.paths['/api/social/{provider}/'].post.responses['409']) as {
      anyOf?: object[];
      oneOf?: object[];
    };
    const shapes = (socialConflict.anyOf ?? socialConflict.oneOf ?? []) as { properties?: object }[];
    expect(shapes.map((shape) => Object.keys(shape.properties ?? {}))).toEqual([
      expect.arrayContaining(['signup_token']),
      expect.arrayContaining(['link_token']),
    ]);
  });
});
