import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-app.js';
import { detailOf } from '../helpers/field-errors.js';

describe('health and errors', async () => {
  const { app } = await createTestApp();

  it('answers /healthz', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers /readyz once the database answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ready');
  });

  it('gives an unknown API path a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing-here/' });
    expect(res.statusCode).toBe(404);
    expect(detailOf(res)).toEqual({ detail: 'Not found.', code: 'not_found' });
  });

  it('sends security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('serves the OpenAPI document', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toBe('3.1.0');
  });
});

describe('request bodies', async () => {
  const { app } = await createTestApp();

  it('refuses malformed JSON with a 400 in the API error shape', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/token/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('detail');
  });

  it('refuses a prototype-poisoning JSON body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/token/',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"isStaff": true}}',
    });
    expect(res.statusCode).toBe(400);
  });
});
