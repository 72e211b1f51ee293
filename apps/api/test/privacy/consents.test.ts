import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { PRIVACY_NOTICE_VERSION } from '@talent/shared';
import { buildProfessional } from '../../src/demo/factories/users.js';
import { professionalRegistration } from '../helpers/accounts.js';
import { createTestApp } from '../helpers/test-app.js';

describe('GET /api/me/consents/: what a person agreed to, and when', async () => {
  const { app, ctx, authHeader } = await createTestApp();
  const consentsOf = async (headers: Record<string, string>) => {
    const res = await app.inject({ method: 'GET', url: '/api/me/consents/', headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json();
  };

  it('records the privacy notice accepted at registration, then each choice with its time and way', async () => {
    const before = Date.now();
    const registered = await app.inject({ method: 'POST', url: '/api/register/', payload: professionalRegistration() });
    expect(registered.statusCode).toBe(201);
    const headers = { authorization: `Bearer ${registered.json().access}` };

    const first = await consentsOf(headers);
    expect(first.privacy_notice).toEqual({
      version: PRIVACY_NOTICE_VERSION,
      accepted_at: expect.any(String),
      current_version: PRIVACY_NOTICE_VERSION,
    });
    expect(Date.parse(first.privacy_notice.accepted_at)).toBeGreaterThanOrEqual(before - 1000);
    // Nothing changed yet: e-mail on, SMS at their defaults, since registration.
    expect(first.choices).toContainEqual({
      channel: 'email',
      category: 'job_alerts',
      enabled: true,
      since: null,
      way: null,
    });
    expect(first.choices).toContainEqual({
      channel: 'sms',
      category: 'applications',
      enabled: true,
      since: null,
      way: null,
    });
    expect(first.choices).toContainEqual({
      channel: 'sms',
      category: 'job_alerts',
      enabled: false,
      since: null,
      way: null,
    });
    expect(first.job_alerts).toEqual([]);

    await app.inject({ method: 'PATCH', url: '/api/email-settings/', headers, payload: { job_alerts: false } });
    await app.inject({ method: 'PATCH', url: '/api/sms-settings/', headers, payload: { job_alerts: true } });
    const alert = await app.inject({
      method: 'POST',
      url: '/api/job-alerts/',
      headers,
      payload: { name: 'Kinshasa', frequency: 'daily', search: { location: 'Kinshasa' } },
    });
    expect(alert.statusCode, alert.body).toBe(201);

    const later = await consentsOf(headers);
    expect(later.choices).toContainEqual({
      channel: 'email',
      category: 'job_alerts',
      enabled: false,
      since: expect.any(String),
      way: null,
    });
    expect(later.choices).toContainEqual({
      channel: 'sms',
      category: 'job_alerts',
      enabled: true,
      since: expect.any(String),
      way: 'web',
    });
    expect(later.job_alerts).toEqual([{ name: 'Kinshasa', created_at: expect.any(String) }]);

    // The export holds the same record.
    const exported = await app.inject({ method: 'GET', url: '/api/me/export/', headers });
    const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(exported.rawPayload))['data.json']!));
    expect(data.consents).toEqual(later);
  });

  it('says so when the account was made before the notice accepted was recorded, and is for the signed-in only', async () => {
    const { user } = await buildProfessional(ctx.db);
    const consents = await consentsOf(await authHeader(user));
    expect(consents.privacy_notice).toEqual({
      version: null,
      accepted_at: null,
      current_version: PRIVACY_NOTICE_VERSION,
    });
    expect(consents.registered_at).toBe(user.createdAt.toISOString());
    expect((await app.inject({ method: 'GET', url: '/api/me/consents/' })).statusCode).toBe(401);
  });
});
