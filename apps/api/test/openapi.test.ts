import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app.js';

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
});
