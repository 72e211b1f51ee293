import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '@talent/shared';
import { buildApp } from '../../src/app.js';
import { buildJob } from '../../src/demo/factories/jobs.js';
import { buildEmployer, buildProfessional, buildUser } from '../../src/demo/factories/users.js';
import { professionalRegistration } from '../helpers/accounts.js';
import { multipart } from '../helpers/forms.js';
import { samplePdf } from '../helpers/samples.js';
import { validJobRequest } from '../helpers/hiring-forms.js';
import { createTestApp } from '../helpers/test-app.js';
import { detailOf, fieldErrorsOf } from '../helpers/field-errors.js';

/** Characters that a text field must refuse: invisible controls, and the bidi controls that disguise text. */
const HOSTILE = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u202e', '\u2066', '\u200f', '\ud800'];

describe('control characters in text', async () => {
  const { app, ctx, authHeader } = await createTestApp();
  const { user: professional } = await buildProfessional(ctx.db);
  const { user: employer } = await buildEmployer(ctx.db);
  const staff = await buildUser(ctx.db, { userType: 'other', isStaff: true });

  it('refuses a NUL or any other control character in a profile field with a field message', async () => {
    const headers = await authHeader(professional);
    for (const char of HOSTILE) {
      const res = await app.inject({
        method: 'PATCH',
        url: '/api/profile/',
        headers,
        payload: { last_name: `a${char}b` },
      });
      expect(res.statusCode, JSON.stringify(char)).toBe(400);
      expect(fieldErrorsOf(res)).toEqual({ last_name: [MSG.controlCharacters] });
    }
    const skills = await app.inject({
      method: 'PATCH',
      url: '/api/profile/',
      headers,
      payload: { skills: ['Auto\u0000CAD'] },
    });
    expect(skills.statusCode).toBe(400);
    expect(fieldErrorsOf(skills)).toEqual({ skills: [MSG.controlCharacters] });
  });

  it('keeps line breaks and tabs in multi-line text, and refuses them in a one-line field', async () => {
    const headers = await authHeader(professional);
    const summary = 'Site engineer.\n\n\tRoads and bridges,\r\nKinshasa.';
    const ok = await app.inject({
      method: 'PATCH',
      url: '/api/profile/',
      headers,
      payload: { professional_summary: summary },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().professional_summary).toBe(summary);
    const title = await app.inject({
      method: 'PATCH',
      url: '/api/profile/',
      headers,
      payload: { current_job_title: 'Site\nEngineer' },
    });
    expect(title.statusCode).toBe(400);
    expect(fieldErrorsOf(title)).toEqual({ current_job_title: [MSG.controlCharacters] });
  });

  it('refuses them at registration, in the profile part as well', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: professionalRegistration({}, { first_name: 'Gr\u0000ace', last_name: 'Mb\u202euyi' }),
    });
    expect(res.statusCode).toBe(400);
    expect(fieldErrorsOf(res)).toEqual({ first_name: [MSG.controlCharacters], last_name: [MSG.controlCharacters] });
  });

  it('refuses a NUL in the e-mail of a login rather than failing on it', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { email: 'a\u0000@example.cd', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses them in a job request, multi-line fields included, and keeps ordinary line breaks', async () => {
    const headers = await authHeader(employer);
    const create = (overrides: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/hiring/create/', headers, payload: validJobRequest(overrides) });
    const bad = await create({
      job_title: 'Engineer\u0000',
      job_description: 'Pay \u202e005$ a day',
      observation: 'x\u0000',
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldErrorsOf(bad)).toEqual({
      job_title: [MSG.controlCharacters],
      job_description: [MSG.controlCharacters],
      observation: [MSG.controlCharacters],
    });
    const good = await create({ job_description: 'Duties:\n\t- maintenance\r\n\t- reports' });
    expect(good.statusCode).toBe(201);
  });

  it('refuses them in a cover letter', async () => {
    const job = await buildJob(ctx.db);
    const res = await app.inject({
      method: 'POST',
      url: '/hiring/applications/',
      headers: await authHeader(professional),
      payload: { job_id: job.id, cover_letter: 'Dear\u0000team' },
    });
    expect(res.statusCode).toBe(400);
    expect(fieldErrorsOf(res)).toEqual({ cover_letter: [MSG.controlCharacters] });
  });

  it('refuses them in the search texts: the staff user search and the job search', async () => {
    const users = await app.inject({
      method: 'GET',
      url: '/api/admin/users/?q=a%00b',
      headers: await authHeader(staff),
    });
    expect(users.statusCode).toBe(400);
    expect(fieldErrorsOf(users)).toEqual({ q: [MSG.controlCharacters] });
    const jobs = await app.inject({
      method: 'GET',
      url: '/hiring/jobs/?show_all=true&q=a%00b&location=%E2%80%AEx',
      headers: await authHeader(professional),
    });
    expect(jobs.statusCode).toBe(400);
    expect(fieldErrorsOf(jobs)).toEqual({ q: [MSG.controlCharacters], location: [MSG.controlCharacters] });
  });

  it('stores an uploaded file name without the bidi controls that would disguise its extension', async () => {
    const { user } = await buildProfessional(ctx.db);
    const form = await multipart({}, [
      { field: 'cv', filename: 'cv\u202efdp.exe', data: await samplePdf(), type: 'application/pdf' },
    ]);
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/profile/',
      headers: { ...(await authHeader(user)), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().cv_file.name).toBe('cvfdp.pdf');
  });

  it('answers 400, not 500, when the database itself refuses the encoding of a text', async () => {
    // A route of this test only, on the real database and the real error handler, for text that no schema checked.
    const probe = await buildApp(ctx);
    probe.post('/probe/', async (request) => {
      const { text, json } = request.body as { text?: string; json?: string };
      if (text !== undefined) await ctx.db.execute(sql`select ${text}::text as t`);
      if (json !== undefined) await ctx.db.execute(sql`select ${json}::jsonb as j`);
      return { ok: true };
    });
    await probe.ready();
    try {
      for (const payload of [{ text: 'a\u0000b' }, { json: '{"a":"\\u0000"}' }]) {
        const res = await probe.inject({ method: 'POST', url: '/probe/', payload });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(detailOf(res)).toEqual({ detail: MSG.controlCharacters, code: 'invalid_text' });
      }
    } finally {
      await probe.close();
    }
  });
});
