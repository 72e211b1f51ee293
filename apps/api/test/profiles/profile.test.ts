import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employerProfiles, professionalProfiles, users } from '../../src/db/schema.js';
import { buildEmployer, buildProfessional, buildUser } from '../../src/demo/factories/users.js';
import { createTestApp } from '../helpers/test-app.js';
import { fieldErrorsOf } from '../helpers/field-errors.js';

describe('GET and PATCH /api/profile/ (JSON)', async () => {
  const { app, ctx, authHeader } = await createTestApp();
  const get = async (user?: { id: string; userType: string }) =>
    app.inject({ method: 'GET', url: '/api/profile/', headers: user ? await authHeader(user) : {} });
  const patch = async (user: { id: string; userType: string } | undefined, payload: object) =>
    app.inject({ method: 'PATCH', url: '/api/profile/', headers: user ? await authHeader(user) : {}, payload });
  const professionalRow = async (userId: string) =>
    (await ctx.db.select().from(professionalProfiles).where(eq(professionalProfiles.userId, userId)))[0];

  it('needs a valid access token (401)', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await patch(undefined, { first_name: 'X' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/profile/', payload: {} })).statusCode).toBe(401);
  });

  it('refuses invalid values with field errors, and saves nothing', async () => {
    const { user } = await buildProfessional(ctx.db);
    const res = await patch(user, {
      first_name: '',
      country: 'Congo',
      date_of_birth: '1990-02-31',
      years_of_experience: -1,
      linkedin_profile_url: 'linkedin',
      current_job_title: 'Engineer',
    });
    expect(res.statusCode).toBe(400);
    expect(fieldErrorsOf(res)).toEqual({
      first_name: ['This field is required.'],
      country: ['Choose a country from the list.'],
      date_of_birth: ['Enter a valid date.'],
      years_of_experience: ['Years of experience cannot be negative.'],
      linkedin_profile_url: ['Enter a valid web address.'],
    });
    expect((await professionalRow(user.id))!.currentJobTitle).toBe('Site Engineer');
  });

  it('refuses fields of the other user type, and unknown fields', async () => {
    const { user } = await buildProfessional(ctx.db);
    const res = await patch(user, { company_name: 'Mine SARL', is_staff: true, constructor: 1 });
    expect(res.statusCode).toBe(400);
    expect(fieldErrorsOf(res)).toEqual({
      company_name: ['This field does not belong to your profile type.'],
      is_staff: ['This field is not accepted.'],
      constructor: ['This field is not accepted.'],
    });
    const { user: employer } = await buildEmployer(ctx.db);
    const res2 = await patch(employer, { years_of_experience: 3 });
    expect(fieldErrorsOf(res2)).toEqual({ years_of_experience: ['This field does not belong to your profile type.'] });
  });

  it('refuses a phone number invalid for the country of the request, or else the stored one', async () => {
    const { user } = await buildProfessional(ctx.db); // stored country CD
    const kenyan = '0712345678';
    const forStored = await patch(user, { phone_number: kenyan });
    expect(forStored.statusCode).toBe(400);
    expect(fieldErrorsOf(forStored)).toEqual({ phone_number: ['Enter a valid phone number for the chosen country.'] });
    const withCountry = await patch(user, { phone_number: kenyan, country: 'KE' });
    expect(withCountry.statusCode).toBe(200);
    expect(withCountry.json()).toMatchObject({ country: 'KE', phone_number: '+254712345678' });
  });

  it('gives a user of type other what the account holds, and refuses to save a profile for it (403)', async () => {
    const user = await buildUser(ctx.db, { userType: 'other', firstName: 'Jo', lastName: 'Ngoy' });
    const res = await get(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user_type: 'other',
      first_name: 'Jo',
      last_name: 'Ngoy',
      onboarding_completed: false,
    });
    const save = await patch(user, { first_name: 'Joe' });
    expect(save.statusCode).toBe(403);
    expect(save.json().detail).toBe('Unauthorized user type.');
  });

  it("acts only on the caller's own profile: no id is taken, another's data is neither read nor changed", async () => {
    const { user: mine } = await buildProfessional(ctx.db, { user: { firstName: 'Mine' } });
    const { user: theirs } = await buildProfessional(ctx.db, { user: { firstName: 'Theirs' } });
    expect((await get(mine)).json().first_name).toBe('Mine');
    const res = await patch(mine, { first_name: 'Changed', user_id: theirs.id, id: theirs.id });
    expect(res.statusCode).toBe(400);
    const ok = await patch(mine, { first_name: 'Changed' });
    expect(ok.json().first_name).toBe('Changed');
    const [row] = await ctx.db.select().from(users).where(eq(users.id, theirs.id));
    expect(row!.firstName).toBe('Theirs');
    expect((await get(theirs)).json().first_name).toBe('Theirs');
    expect(
      (await app.inject({ method: 'GET', url: `/api/profile/${theirs.id}/`, headers: await authHeader(mine) }))
        .statusCode,
    ).toBe(404);
  });

  it('gets the professional profile with every field', async () => {
    const { user } = await buildProfessional(ctx.db, { profile: { skills: ['AutoCAD'] } });
    const res = await get(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user_type: 'professional',
      first_name: 'Grace',
      last_name: 'Mbuyi',
      country: 'CD',
      phone_number: '+243812345678',
      date_of_birth: '1992-04-17',
      professional_summary: 'Civil engineer with site supervision experience in Kinshasa.',
      current_job_title: 'Site Engineer',
      years_of_experience: 6,
      linkedin_profile_url: null,
      skills: ['AutoCAD'],
      cv: null,
      cv_file: null,
      profile_photo: null,
      profile_photo_file: null,
      onboarding_completed: false,
    });
  });

  it('saves a partial update and returns the whole profile as stored; skills are normalised for matching', async () => {
    const { user } = await buildProfessional(ctx.db);
    const res = await patch(user, {
      first_name: ' Merveille ',
      professional_summary: 'Developer.',
      years_of_experience: '4',
      linkedin_profile_url: 'https://www.linkedin.com/in/merveille',
      skills: ['JS', 'React.js', 'Gestion de projet'],
      phone_number: '0991234567',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      first_name: 'Merveille',
      last_name: 'Mbuyi',
      professional_summary: 'Developer.',
      years_of_experience: 4,
      current_job_title: 'Site Engineer',
      skills: ['JS', 'React.js', 'Gestion de projet'],
      phone_number: '+243991234567',
    });
    const row = await professionalRow(user.id);
    expect(row!.skillsNormalized).toEqual(['javascript', 'react', 'project management']);
    expect((await get(user)).json()).toEqual(res.json());
  });

  it('completes onboarding', async () => {
    const { user } = await buildProfessional(ctx.db);
    const res = await patch(user, { onboarding_completed: true });
    expect(res.json().onboarding_completed).toBe(true);
    const status = await app.inject({ method: 'GET', url: '/api/user-status/', headers: await authHeader(user) });
    expect(status.json().onboarding_completed).toBe(true);
  });

  it('creates the profile row when a professional has none yet (PATCH)', async () => {
    const user = await buildUser(ctx.db, { userType: 'professional', firstName: 'Trésor', lastName: 'Ilunga' });
    const empty = await get(user);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({
      first_name: 'Trésor',
      country: null,
      skills: [],
      cv: null,
      onboarding_completed: false,
    });
    const res = await patch(user, { country: 'cd', date_of_birth: '1995-06-30' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ country: 'CD', date_of_birth: '1995-06-30' });
    expect(await professionalRow(user.id)).toBeDefined();
  });

  it('updates an employer profile, the website given https://', async () => {
    const { user } = await buildEmployer(ctx.db);
    const res = await patch(user, {
      company_website: 'www.kivu.example.cd',
      office_location: 'Goma, DR Congo',
      email: 'Jobs@Kivu.example.cd',
      description: 'We mine responsibly.',
      first_name: 'Dorcas',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user_type: 'employer',
      company_website: 'https://www.kivu.example.cd',
      office_location: 'Goma, DR Congo',
      email: 'jobs@kivu.example.cd',
      description: 'We mine responsibly.',
      first_name: 'Dorcas',
      company_logo: null,
    });
    const [row] = await ctx.db.select().from(employerProfiles).where(eq(employerProfiles.userId, user.id));
    expect(row!.workEmail).toBe('jobs@kivu.example.cd');
    const [account] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(account!.email).toBe(user.email);
  });

  it('refuses an invalid work e-mail and company size for an employer', async () => {
    const { user } = await buildEmployer(ctx.db);
    const res = await patch(user, { email: 'jobs@', company_size: 'huge' });
    expect(res.statusCode).toBe(400);
    expect(fieldErrorsOf(res)).toEqual({
      email: ['Enter a valid e-mail address.'],
      company_size: ['Choose one of the options.'],
    });
  });

  it('refuses a body that is not an object', async () => {
    const { user } = await buildProfessional(ctx.db);
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/profile/',
      headers: { ...(await authHeader(user)), 'content-type': 'application/json' },
      payload: '["first_name"]',
    });
    expect(res.statusCode).toBe(400);
  });
});
