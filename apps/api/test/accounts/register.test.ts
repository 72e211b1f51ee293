import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employerProfiles, professionalProfiles, users } from '../../src/db/schema.js';
import { createTestApp } from '../helpers/test-app.js';
import { employerRegistration, login, professionalRegistration } from '../helpers/accounts.js';
import { fieldErrorsOf } from '../helpers/field-errors.js';

describe('POST /api/register/', async () => {
  const { app, ctx } = await createTestApp();
  const post = (payload: unknown) => app.inject({ method: 'POST', url: '/api/register/', payload: payload as object });
  const countUsers = async () => (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;

  it('refuses an empty payload with a field error for each required field', async () => {
    const res = await post({});
    expect(res.statusCode).toBe(400);
    expect(fieldErrorsOf(res)).toEqual({
      email: ['This field is required.'],
      password: ['This field is required.'],
      user_type: ['This field is required.'],
      profile: ['This field is required.'],
    });
  });

  it('refuses a bad e-mail, a short password and an unknown user type', async () => {
    const res = await post(professionalRegistration({ email: 'grace@', password: 'short', user_type: 'admin' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      email: ['Enter a valid e-mail address.'],
      password: ['Password must be at least 8 characters long.'],
      user_type: ['Choose Skilled Professional or Employer.'],
    });
  });

  it('refuses a professional without first and last name', async () => {
    const res = await post(professionalRegistration({}, { first_name: '', last_name: undefined }));
    expect(res.statusCode).toBe(400);
    expect(fieldErrorsOf(res)).toEqual({
      first_name: ['This field is required.'],
      last_name: ['This field is required.'],
    });
  });

  it('refuses an employer without the company fields, each with its field error', async () => {
    const res = await post(
      employerRegistration(
        {},
        { company_name: '', industry: undefined, company_website: 'not a url', company_size: '7', job_title: '' },
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(fieldErrorsOf(res)).toEqual({
      company_name: ['This field is required.'],
      industry: ['This field is required.'],
      company_website: ['Enter a valid web address.'],
      company_size: ['Choose one of the options.'],
      job_title: ['This field is required.'],
    });
  });

  it('refuses a country that is not a two-letter code and a phone number invalid for the country', async () => {
    const badCountry = await post(professionalRegistration({}, { country: 'Congo' }));
    expect(badCountry.statusCode).toBe(400);
    expect(badCountry.json().country).toEqual(['Choose a country from the list.']);
    // A valid Kenyan number is not a valid Congolese one.
    const badPhone = await post(professionalRegistration({}, { country: 'CD', phone_number: '0712345678' }));
    expect(badPhone.statusCode).toBe(400);
    expect(fieldErrorsOf(badPhone)).toEqual({ phone_number: ['Enter a valid phone number for the chosen country.'] });
    expect(await countUsers()).toBe(0);
  });

  it('registers a professional (201) with tokens, the user and the profile, phone in E.164', async () => {
    const payload = professionalRegistration({ email: 'Grace.Mbuyi@Example.cd' });
    const res = await post(payload);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.access).toEqual(expect.any(String));
    expect(body.refresh).toEqual(expect.any(String));
    expect(body.user).toMatchObject({
      email: 'grace.mbuyi@example.cd',
      user_type: 'professional',
      first_name: 'Grace',
      last_name: 'Mbuyi',
      is_staff: false,
      is_demo: false,
      has_password: true,
      onboarding_completed: false,
      country: 'CD',
      phone_number: '+243812345678',
      profile: { user_type: 'professional', country: 'CD', phone_number: '+243812345678', cv: null },
    });
    const [profile] = await ctx.db
      .select()
      .from(professionalProfiles)
      .where(eq(professionalProfiles.userId, body.user.id));
    expect(profile).toMatchObject({ country: 'CD', phoneNumber: '+243812345678' });
    // The password works at once.
    await login(app, 'grace.mbuyi@example.cd', payload.password);
  });

  it('registers an employer with the company profile, the website given https://', async () => {
    const res = await post(employerRegistration({ email: 'hr@kivumining.example.cd' }));
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({
      user_type: 'employer',
      email: 'hr@kivumining.example.cd',
      company_name: 'Kivu Mining SARL',
    });
    const [profile] = await ctx.db.select().from(employerProfiles).where(eq(employerProfiles.userId, user.id));
    expect(profile).toMatchObject({
      companyName: 'Kivu Mining SARL',
      industry: 'Mining',
      companyWebsite: 'https://kivumining.example.cd',
      companySize: '51-200',
      jobTitle: 'HR Manager',
      phoneNumber: '+243991234567',
      country: 'CD',
      workEmail: 'hr@kivumining.example.cd',
    });
  });

  it('refuses an e-mail already taken in another case, and creates nothing', async () => {
    await post(professionalRegistration({ email: 'taken@example.cd' }));
    const before = await countUsers();
    const res = await post(employerRegistration({ email: 'TAKEN@Example.CD' }));
    expect(res.statusCode).toBe(400);
    expect(fieldErrorsOf(res)).toEqual({ email: ['An account with this e-mail already exists.'] });
    expect(await countUsers()).toBe(before);
  });

  it('lets only one of two racing registrations of the same e-mail through', async () => {
    const [a, b] = await Promise.all([
      post(professionalRegistration({ email: 'race@example.cd' })),
      post(professionalRegistration({ email: 'Race@Example.cd' })),
    ]);
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([201, 400]);
    const refused = a!.statusCode === 400 ? a! : b!;
    expect(fieldErrorsOf(refused)).toEqual({ email: ['An account with this e-mail already exists.'] });
    const rows = await ctx.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = 'race@example.cd'`);
    expect(rows).toHaveLength(1);
  });
});
