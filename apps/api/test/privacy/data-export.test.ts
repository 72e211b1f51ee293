import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { Window } from 'happy-dom';
import { DEMO_PASSWORD, englishWordsIn, frenchTypographyFaults } from '@talent/shared';
import {
  applicationEvents,
  applicationMessages,
  emailOptOuts,
  interviews,
  jobOffers,
  jobAlerts,
  jobReports,
  jobViews,
  savedJobs,
  notifications,
  outbox,
  professionalProfiles,
  smsSettings,
  socialIdentities,
} from '../../src/db/schema.js';
import { PERSONAL_DATA, type PersonalTable } from '../../src/privacy/repositories/personal-data.js';
import { buildStoredFile } from '../../src/demo/factories/files.js';
import { buildApplication, buildJob } from '../../src/demo/factories/jobs.js';
import { buildEmployer, buildProfessional, FACTORY_PASSWORD } from '../../src/demo/factories/users.js';
import { READ_ME_WORDS } from '../../src/privacy/export/words.js';
import { DEMO_COMPANIES } from '../../src/demo-market/market-data.js';
import { DEMO_COMPANIES_FR } from '../../src/demo-market/market-data-fr.js';
import { bearer, login, professionalRegistration } from '../helpers/accounts.js';
import { createTestApp } from '../helpers/test-app.js';

/** A CV of the person's own, stored as an upload stores it. */
async function storeCv(db: Parameters<typeof buildProfessional>[0], ownerId: string, text: string) {
  const data = Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);
  const file = await buildStoredFile(db, ownerId, { data, filename: '../CV Amani.pdf' });
  await db.update(professionalProfiles).set({ cvFileId: file.id }).where(eq(professionalProfiles.userId, ownerId));
  return data;
}

describe('GET /api/me/export/: what the site holds about you, as a ZIP', async () => {
  const { app, ctx, authHeader } = await createTestApp();

  const exportOf = async (user: { id: string; userType: string }) => {
    const res = await app.inject({ method: 'GET', url: '/api/me/export/', headers: await authHeader(user) });
    expect(res.statusCode, res.body).toBe(200);
    return { res, entries: unzipSync(new Uint8Array(res.rawPayload)) };
  };

  it("holds the person's account, profile, applications, settings, sign-ins and files, and nobody else's", async () => {
    const { user: amani } = await buildProfessional(ctx.db, { user: { firstName: 'Amani', language: 'fr' } });
    const { user: grace } = await buildProfessional(ctx.db, { user: { firstName: 'Grace' } });
    const cv = await storeCv(ctx.db, amani.id, 'Amani CV');
    await storeCv(ctx.db, grace.id, 'Grace CV');
    const job = await buildJob(ctx.db, { jobTitle: 'Ingénieur électricien' });
    await buildApplication(ctx.db, { jobId: job.id, professionalId: amani.id, coverLetter: 'Lettre d’Amani' });
    await buildApplication(ctx.db, { jobId: job.id, professionalId: grace.id, coverLetter: 'Letter from Grace' });
    await login(app, amani.email, FACTORY_PASSWORD);
    const headers = await authHeader(amani);
    await app.inject({ method: 'PATCH', url: '/api/email-settings/', headers, payload: { job_alerts: false } });
    await app.inject({ method: 'PATCH', url: '/api/sms-settings/', headers, payload: { job_alerts: true } });

    const { res, entries } = await exportOf(amani);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="congo-talent-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(Object.keys(entries).sort()).toEqual(['data.json', 'files/cv/__CV Amani.pdf', 'lisez-moi.html'].sort());
    expect(Buffer.from(entries['files/cv/__CV Amani.pdf']!)).toEqual(cv);
    const data = JSON.parse(strFromU8(entries['data.json']!));
    expect(data.account).toMatchObject({ id: amani.id, email: amani.email, first_name: 'Amani', language: 'fr' });
    expect(data.account).not.toHaveProperty('password_hash');
    expect(data.professional_profile).toMatchObject({ phone_number: '+243812345678' });
    expect(data.applications).toEqual([
      expect.objectContaining({
        job_title: 'Ingénieur électricien',
        cover_letter: 'Lettre d’Amani',
        status: 'submitted',
      }),
    ]);
    expect(data.email_settings).toMatchObject({ applications: true, job_alerts: false });
    expect(data.sms_choices).toEqual([
      expect.objectContaining({ category: 'job_alerts', enabled: true, source: 'web', changed_at: expect.any(String) }),
    ]);
    expect(data.account_events).toContainEqual(
      expect.objectContaining({
        action: 'auth.sign_in',
        details: expect.objectContaining({ method: 'password', device: 'unknown' }),
      }),
    );
    expect(data.files).toEqual([expect.objectContaining({ name: 'files/cv/__CV Amani.pdf', kind: 'cv' })]);
    // Nobody else's letter, name or file.
    const text = strFromU8(entries['data.json']!) + strFromU8(entries['lisez-moi.html']!);
    expect(text).not.toContain('Grace');
    expect(text).not.toContain(grace.id);
  });

  it("gives an employer its requests but not its applicants' data", async () => {
    const { user: employer } = await buildEmployer(ctx.db);
    const job = await buildJob(ctx.db, { employerId: employer.id, jobTitle: 'Comptable' });
    const { user: applicant } = await buildProfessional(ctx.db, { user: { firstName: 'Joël' } });
    await buildApplication(ctx.db, {
      jobId: job.id,
      professionalId: applicant.id,
      coverLetter: 'Private letter',
      status: 'shortlisted',
    });
    const { entries } = await exportOf(employer);
    const data = JSON.parse(strFromU8(entries['data.json']!));
    expect(data.job_requests).toEqual([expect.objectContaining({ id: job.id, job_title: 'Comptable' })]);
    expect(data.employer_profile).toMatchObject({ company_name: expect.any(String) });
    const text = strFromU8(entries['data.json']!);
    expect(text).not.toContain('Private letter');
    expect(text).not.toContain(applicant.email);
  });

  it('gives a section for every table the personal-data registry exports, holding the person’s rows', async () => {
    const { user: employer } = await buildEmployer(ctx.db);
    const job = await buildJob(ctx.db, { employerId: employer.id, jobTitle: 'Chauffeur poids lourd' });
    const { user: amani } = await buildProfessional(ctx.db, { user: { firstName: 'Amani' } });
    await storeCv(ctx.db, amani.id, 'Amani CV');
    const application = await buildApplication(ctx.db, { jobId: job.id, professionalId: amani.id });
    await login(app, amani.email, FACTORY_PASSWORD);
    const created = new Date();
    await ctx.db
      .insert(applicationEvents)
      .values({ applicationId: application.id, status: 'submitted', actor: 'applicant' });
    await ctx.db
      .insert(applicationMessages)
      .values({ applicationId: application.id, senderId: amani.id, side: 'applicant', body: 'Bonjour' });
    await ctx.db
      .insert(interviews)
      .values({ applicationId: application.id, status: 'proposed', mode: 'phone', slots: [created] });
    await ctx.db
      .insert(jobOffers)
      .values({ applicationId: application.id, salary: 450, currency: 'USD', startDate: '2026-12-14' });
    await ctx.db.insert(jobViews).values({ jobId: job.id, viewerId: amani.id, day: '2026-11-29' });
    await ctx.db.insert(savedJobs).values({ jobId: job.id, userId: amani.id });
    await ctx.db
      .insert(jobAlerts)
      .values({ userId: amani.id, name: 'Kinshasa', frequency: 'daily', search: {}, nextRunAt: created });
    await ctx.db.insert(notifications).values({ userId: amani.id, kind: 'application_status', data: {} });
    await ctx.db.insert(emailOptOuts).values({ userId: amani.id, category: 'job_alerts' });
    await ctx.db.insert(smsSettings).values({ userId: amani.id, category: 'job_alerts', enabled: true, source: 'web' });
    await ctx.db
      .insert(socialIdentities)
      .values({ userId: amani.id, provider: 'google', subject: 'amani-google', email: amani.email });
    await ctx.db.insert(jobReports).values({ jobId: job.id, reporterId: amani.id, reason: 'fee_requested' });
    await ctx.db.insert(outbox).values({
      userId: amani.id,
      channel: 'email',
      recipient: amani.email,
      language: 'fr',
      category: 'applications',
      kind: 'application_status',
      subject: 'Votre candidature',
      textBody: 'Bonjour',
      htmlBody: '<p>Bonjour</p>',
    });

    const sectionsOf = async (user: { id: string; userType: string }) =>
      JSON.parse(strFromU8((await exportOf(user)).entries['data.json']!)) as Record<string, unknown>;
    const [theirs, employers] = [await sectionsOf(amani), await sectionsOf(employer)];
    const given = (PERSONAL_DATA as readonly PersonalTable[]).flatMap(({ table, exported }) =>
      exported ? [{ table, ...exported }] : [],
    );
    expect(given.length).toBeGreaterThan(15);
    for (const { table, section, one } of given) {
      // The job requests are the employer's; every other table's rows are the job seeker's.
      const value = (table === 'jobs' || table === 'employer_profiles' ? employers : theirs)[section];
      expect(value, `${table} in data.json's ${section}`).toBeDefined();
      if (one) expect(value, `${table} in data.json's ${section}`).toBeInstanceOf(Object);
      else expect((value as unknown[]).length, `${table}'s rows in data.json's ${section}`).toBeGreaterThan(0);
    }
  });

  it('answers 401 to nobody signed in', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/me/export/' })).statusCode).toBe(401);
  });
});

const PHONE =
  'Mozilla/5.0 (Linux; Android 13; TECNO KI5k) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const TABLET =
  'Mozilla/5.0 (Linux; Android 12; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

describe('the export: sign-in history and a page in the person’s language', async () => {
  const { app, ctx } = await createTestApp({ PUBLIC_URL: 'https://congotalent.example' });

  const zipOf = async (access: string) => {
    const res = await app.inject({ method: 'GET', url: '/api/me/export/', headers: bearer(access) });
    expect(res.statusCode, res.body).toBe(200);
    return unzipSync(new Uint8Array(res.rawPayload));
  };
  const register = async (payload: object, headers: Record<string, string>, remoteAddress = '198.51.100.7') => {
    const res = await app.inject({ method: 'POST', url: '/api/register/', payload, headers, remoteAddress });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { access: string; user: { id: string } };
  };

  it('holds the registration of an account that never signed in again, with the kind of device only', async () => {
    const { access } = await register(professionalRegistration(), { 'user-agent': PHONE });
    const entries = await zipOf(access);
    const data = JSON.parse(strFromU8(entries['data.json']!));
    expect(data.account_events).toEqual([
      {
        action: 'auth.sign_in',
        details: { method: 'registration', device: 'phone', ip: '198.51.100.7', outcome: 'success' },
        created_at: expect.any(String),
      },
    ]);
    // The kind, not the User-Agent, which says much more.
    expect(strFromU8(entries['data.json']!)).not.toContain('TECNO');
    expect(Object.keys(entries)).toContain('read-me.html');
  });

  it('records the opening of a demo sandbox, and a sign-in with the password, each a session begun', async () => {
    const demo = await app.inject({
      method: 'POST',
      url: '/api/demo-login/',
      payload: { user_type: 'professional' },
      headers: { 'user-agent': TABLET },
    });
    expect(demo.statusCode).toBe(201);
    const { access, user } = demo.json() as { access: string; user: { email: string } };
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { email: user.email, password: DEMO_PASSWORD },
      headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0 Safari/537.36' },
    });
    expect(signedIn.statusCode).toBe(200);
    // A session renewed is the same session: no entry.
    await app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: signedIn.json().refresh } });
    const data = JSON.parse(strFromU8((await zipOf(access))['data.json']!));
    const sessions = data.account_events.filter((e: { action: string }) => e.action === 'auth.sign_in');
    expect(sessions.map((e: { details: object }) => e.details)).toEqual([
      expect.objectContaining({ method: 'demo', device: 'tablet' }),
      expect.objectContaining({ method: 'password', device: 'computer' }),
    ]);
  });

  it('holds lisez-moi.html for a French account, with every section in plain French and every value escaped', async () => {
    const hostile = '<script>alert("x")</script>';
    const { access, user } = await register(
      professionalRegistration({}, { first_name: hostile, last_name: 'Kasongo & fils' }),
      { 'user-agent': PHONE, 'accept-language': 'fr-CD,fr;q=0.9' },
    );
    // A job of the demo market, which a reader of French reads in French.
    const demoJob = DEMO_COMPANIES[0]!.jobs[0]!;
    const job = await buildJob(ctx.db, { jobTitle: demoJob.title, jobDescription: demoJob.description });
    await buildApplication(ctx.db, {
      jobId: job.id,
      professionalId: user.id,
      coverLetter: '<img src=x onerror=alert(1)>',
    });

    const entries = await zipOf(access);
    expect(Object.keys(entries).sort()).toEqual(['data.json', 'lisez-moi.html']);
    const html = strFromU8(entries['lisez-moi.html']!);
    expect(html).not.toContain(hostile);
    const page = documentOf(html);
    expect(page.documentElement.getAttribute('lang')).toBe('fr');
    expect(page.querySelector('h1')!.textContent).toBe('Vos données chez Congo Talent');
    expect([...page.querySelectorAll('h2')].map((h) => h.textContent)).toEqual([
      'Qui nous sommes',
      'Ce que contient ce fichier',
      'Votre compte',
      'Votre profil',
      'Vos fichiers',
      'Vos candidatures',
      'Vos alertes emploi',
      'Vos choix d’e-mails et de SMS',
      'Ce que vous avez accepté',
      'Vos notifications',
      'Les e-mails et SMS que nous vous avons envoyés',
      'Google et LinkedIn',
      'Votre historique de connexion',
      'Les offres que vous avez signalées',
      'Vos droits, et comment les exercer',
    ]);
    // Values are text, never markup: no script, no image, whatever the person typed.
    expect(page.querySelectorAll('script, img, iframe, [onerror]')).toHaveLength(0);
    const section = (id: string) => page.getElementById(id)!.closest('section')!.textContent!;
    expect(section('account')).toContain(`${hostile} Kasongo & fils`);
    expect(section('applications')).toContain(DEMO_COMPANIES_FR[DEMO_COMPANIES[0]!.slug]!.jobs[demoJob.title]!.title);
    expect(section('applications')).toContain('<img src=x onerror=alert(1)>');
    // The choices that concern a professional: not the staff's digest.
    expect(section('choices')).toContain('les alertes emploi');
    expect(section('choices')).not.toContain('les demandes à vérifier');
    expect(section('sign-ins')).toContain('Compte créé, connecté');
    expect(section('sign-ins')).toContain('Appareil\u202f: téléphone');
    expect(section('sign-ins')).toContain('Adresse IP\u202f: 198.51.100.7');
    // Who we are, and how to reach us; nothing fetched from elsewhere: it works offline.
    expect(page.querySelector('a[href="mailto:contact@congotalent.cd"]')).not.toBeNull();
    expect(page.querySelectorAll('link, [src]')).toHaveLength(0);
    for (const a of page.querySelectorAll('a[href]')) {
      expect(a.getAttribute('href')).toMatch(/^(#|mailto:|https:\/\/congotalent\.example\/|files\/)/);
    }
  });

  it('holds read-me.html for an English account, its files linked where they are in the ZIP', async () => {
    const { access, user } = await register(professionalRegistration(), { 'accept-language': 'en' });
    await storeCv(ctx.db, user.id, 'A CV');
    const entries = await zipOf(access);
    expect(Object.keys(entries).sort()).toEqual(['data.json', 'files/cv/__CV Amani.pdf', 'read-me.html']);
    const page = documentOf(strFromU8(entries['read-me.html']!));
    expect(page.documentElement.getAttribute('lang')).toBe('en');
    expect(page.querySelector('h1')!.textContent).toBe('Your data at Congo Talent');
    expect(page.querySelector('a[href="files/cv/__CV%20Amani.pdf"]')!.textContent).toBe('__CV Amani.pdf');
    expect(page.getElementById('sign-ins')!.closest('section')!.textContent).toContain('Account created, signed in');
  });

  it('is written in French as French is written', () => {
    const texts: string[] = [];
    const walk = (value: unknown) => {
      if (typeof value === 'string') texts.push(value);
      else if (typeof value === 'function') texts.push(String(value('{{a}}', '{{b}}', '{{c}}')));
      else if (value && typeof value === 'object') Object.values(value).forEach(walk);
    };
    walk(READ_ME_WORDS.fr);
    const faults = texts.flatMap((t) => [...frenchTypographyFaults(t), ...englishWordsIn(t)].map((f) => `${f}: ${t}`));
    expect(faults).toEqual([]);
  });
});

function documentOf(html: string) {
  const window = new Window();
  return new window.DOMParser().parseFromString(html, 'text/html');
}
