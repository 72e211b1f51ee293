import { describe, expect, it } from 'vitest';
import { buildProfessional } from '../../src/demo/factories/users.js';
import { createTestApp } from '../helpers/test-app.js';
import { professionalRegistration } from '../helpers/accounts.js';
import { multipart } from '../helpers/forms.js';
import { MB, pdfOfSize } from '../helpers/samples.js';

/** docs/decisions/015: beside `{"field": ["message"]}`, `codes` names each message by its key in MSG. */
describe('the codes of field errors', async () => {
  const { app, ctx, authHeader } = await createTestApp();
  const register = (payload: object) => app.inject({ method: 'POST', url: '/api/register/', payload });

  it('gives each message of a schema its code, field by field, after the fields', async () => {
    const res = await register(professionalRegistration({ email: 'grace@', password: 'short' }, { first_name: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      email: ['Enter a valid e-mail address.'],
      password: ['Password must be at least 8 characters long.'],
      first_name: ['This field is required.'],
      codes: {
        email: [{ code: 'invalidEmail' }],
        password: [{ code: 'passwordTooShort' }],
        first_name: [{ code: 'required' }],
      },
    });
    // A client that reads "the first field error" finds a field's message before the codes.
    expect(Object.keys(res.json()).at(-1)).toBe('codes');
  });

  it('gives the code of a route’s own check', async () => {
    expect((await register(professionalRegistration({ email: 'taken@example.cd' }))).statusCode).toBe(201);
    const res = await register(professionalRegistration({ email: 'TAKEN@example.cd' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      email: ['An account with this e-mail already exists.'],
      codes: { email: [{ code: 'emailTaken' }] },
    });
  });

  it('gives a filled-in message its code with the values that fill it: an upload over its limit', async () => {
    const { user } = await buildProfessional(ctx.db);
    const form = await multipart({}, [{ field: 'cv', filename: 'cv.pdf', data: pdfOfSize(5 * MB + 1) }]);
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/profile/',
      headers: { ...form.headers, ...(await authHeader(user)) },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      cv: ['The file is too large: the limit is 5 MB.'],
      codes: { cv: [{ code: 'fileTooLargeWith', params: { limit: 5 } }] },
    });
  });

  it('reports a key named like a part of the body for the request as a whole, so it never takes the codes’ place', async () => {
    const { user } = await buildProfessional(ctx.db);
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/profile/',
      headers: await authHeader(user),
      payload: { codes: ['x'], detail: 'y' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      non_field_errors: ['This field is not accepted.'],
      codes: { non_field_errors: [{ code: 'unknownField' }] },
    });
  });
});
