import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { englishWordsIn, frenchTypographyFaults, MARKET_TIME_ZONE, PRIVACY_RETENTION } from '@talent/shared';
import {
  employerProfiles,
  outbox,
  professionalProfiles,
  refreshTokens,
  storedFileRenditions,
  storedFiles,
  users,
} from '../../src/db/schema.js';
import { buildStoredFile } from '../../src/demo/factories/files.js';
import { buildEmployer, buildProfessional, FACTORY_PASSWORD, type NewUser } from '../../src/demo/factories/users.js';
import { MAIL } from '../../src/messaging/mail/messages.js';
import { backgroundJobs } from '../../src/background-jobs.js';
import { runUnusedAccountFilesRetention } from '../../src/privacy/unused-account-files.js';
import { login } from '../helpers/accounts.js';
import { createTestApp } from '../helpers/test-app.js';
import { WARNED, at, unusedFor } from '../helpers/retention-clock.js';

const PUBLIC_URL = 'https://congotalent.example';
const DAY = 24 * 3_600_000;
const YEARS = PRIVACY_RETENTION.unusedAccountFilesKeptYears;
const WARNING_DAYS = PRIVACY_RETENTION.unusedAccountWarningDays;

/** Created long ago, last signed in a little over the years the files are kept. */
const unused = unusedFor(YEARS);

describe('retention: the CV and photo of an account unused for years, after a warning mail', async () => {
  const { app, ctx, authHeader } = await createTestApp({ PUBLIC_URL });
  const run = (now: Date) => runUnusedAccountFilesRetention(ctx, now);

  /** A professional with a CV and a photo (the photo with a rendition), as the upload routes leave one. */
  async function professionalWithFiles(user: Partial<NewUser> = {}) {
    const { user: row } = await buildProfessional(ctx.db, { user: { ...unused, ...user } });
    const cv = await buildStoredFile(ctx.db, row.id, { filename: 'Mon CV.pdf' });
    const photo = await buildStoredFile(ctx.db, row.id, {
      kind: 'profile_photo',
      contentType: 'image/jpeg',
      filename: 'photo.jpg',
      data: Buffer.from('a photo'),
    });
    await ctx.db
      .insert(storedFileRenditions)
      .values({ fileId: photo.id, size: 'thumb', contentType: 'image/webp', data: Buffer.from('a thumbnail') });
    await ctx.db
      .update(professionalProfiles)
      .set({ cvFileId: cv.id, profilePhotoFileId: photo.id })
      .where(eq(professionalProfiles.userId, row.id));
    return { user: row, fileIds: [cv.id, photo.id] };
  }
  const mailsTo = (userId: string) => ctx.db.select().from(outbox).where(eq(outbox.userId, userId));
  const filesLeft = async (ids: string[]) =>
    (await ctx.db.select({ id: storedFiles.id }).from(storedFiles).where(inArray(storedFiles.id, ids))).length;
  const renditionsLeft = async (ids: string[]) =>
    (
      await ctx.db
        .select({ id: storedFileRenditions.fileId })
        .from(storedFileRenditions)
        .where(inArray(storedFileRenditions.fileId, ids))
    ).length;
  const profileOf = async (userId: string) =>
    (await ctx.db.select().from(professionalProfiles).where(eq(professionalProfiles.userId, userId)))[0]!;
  const warnedAt = async (userId: string) =>
    (await ctx.db.select({ at: users.filesWarnedAt }).from(users).where(eq(users.id, userId)))[0]!.at;

  // The accounts of the whole story, built before its first run.
  const french = await professionalWithFiles({ language: 'fr', firstName: 'Amani' });
  const comesBack = await professionalWithFiles();
  const refreshes = await professionalWithFiles();
  const employer = await buildEmployer(ctx.db, { user: { ...unused, language: 'en' } });
  const logo = await buildStoredFile(ctx.db, employer.user.id, {
    kind: 'company_logo',
    contentType: 'image/jpeg',
    filename: 'logo.jpg',
    data: Buffer.from('a logo'),
  });
  await ctx.db
    .update(employerProfiles)
    .set({ companyLogoFileId: logo.id })
    .where(eq(employerProfiles.userId, employer.user.id));
  const untouched = {
    recent: await professionalWithFiles({ lastLoginAt: at(-30) }),
    staff: await professionalWithFiles({ isStaff: true }),
    demo: await professionalWithFiles({ isDemo: true, demoExpiresAt: new Date(Date.now() + DAY) }),
    deleted: await professionalWithFiles({ deletedAt: at(-100) }),
    suspended: await professionalWithFiles({ suspendedAt: at(-400), suspensionReason: 'Fake profile' }),
  };
  const { user: withoutFiles } = await buildProfessional(ctx.db, { user: unused });
  const shown = await app.inject({ method: 'GET', url: '/api/profile/', headers: await authHeader(french.user) });
  const cvLink: string = shown.json().cv;

  it('warns, once, each unused account that holds files, in its language, with the day and a link to sign in', async () => {
    const first = await run(WARNED);
    expect(first).toMatchObject({ warned: 4, emptied: 0, files: 0 });

    const [mail, ...more] = await mailsTo(french.user.id);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      kind: 'unused_account_files',
      category: 'account',
      language: 'fr',
      status: 'pending',
    });
    expect(mail!.unsubscribeUrl).toBeNull();
    expect(mail!.subject).toBe(`Votre compte n’a pas été utilisé depuis ${YEARS} ans - Congo Talent`);
    const day = new Intl.DateTimeFormat('fr-FR', {
      timeZone: MARKET_TIME_ZONE,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    }).format(at(WARNING_DAYS));
    expect(day).toBe('mercredi 1 avril');
    expect(mail!.textBody).toContain('Bonjour Amani,');
    expect(mail!.textBody).toContain(`le ${day}, votre CV et votre photo de profil seront retirés de votre profil.`);
    expect(mail!.textBody).toContain('il suffit de vous connecter d’ici là');
    expect(mail!.textBody).toContain(`Se connecter\u202f: ${PUBLIC_URL}/auth`);
    expect(mail!.htmlBody).toContain(`href="${PUBLIC_URL}/auth"`);
    expect(await warnedAt(french.user.id)).toEqual(WARNED);

    // The employer's mail names the logo, in English.
    const [employerMail] = await mailsTo(employer.user.id);
    expect(employerMail!.subject).toBe(`Your account has not been used for ${YEARS} years - Congo Talent`);
    expect(employerMail!.textBody).toContain(
      'on Wednesday 1 April, your company logo will be removed from your profile.',
    );
    expect(employerMail!.textBody).toContain('To keep it, just sign in before then.');

    // Nobody else: not a recent, staff, demo, deleted or suspended account, nor one without files.
    for (const { user } of Object.values(untouched)) {
      expect(await mailsTo(user.id)).toEqual([]);
      expect(await warnedAt(user.id)).toBeNull();
    }
    expect(await mailsTo(withoutFiles.id)).toEqual([]);

    // Not twice, a day later or just before the month is over; and nothing is removed meanwhile.
    expect(await run(at(1))).toMatchObject({ warned: 0, emptied: 0 });
    expect(await run(at(WARNING_DAYS - 1))).toMatchObject({ warned: 0, emptied: 0, files: 0 });
    expect(await mailsTo(french.user.id)).toHaveLength(1);
    expect(await warnedAt(french.user.id)).toEqual(WARNED);
    expect(await filesLeft(french.fileIds)).toBe(2);
    expect(cvLink).toMatch(/^\/files\//);
    expect((await app.inject({ method: 'GET', url: cvLink })).statusCode).toBe(200);
  });

  it('is cancelled by a sign-in or a session renewed after the warning, without a write at that time', async () => {
    await login(app, comesBack.user.email, FACTORY_PASSWORD);
    expect(await warnedAt(comesBack.user.id)).toEqual(WARNED);
    // A refresh writes a new token row: as the session's renewal would, some days after the warning.
    await ctx.db.insert(refreshTokens).values({
      id: randomUUID(),
      familyId: randomUUID(),
      userId: refreshes.user.id,
      expiresAt: at(40),
      createdAt: at(10),
    });
  });

  it('removes the files a month after the warning, and clears it; the rest of the profile stays', async () => {
    const before = await profileOf(french.user.id);
    const done = await run(at(WARNING_DAYS));
    expect(done).toMatchObject({ warned: 0, emptied: 2, files: 3, cancelled: 2 });

    expect(await filesLeft(french.fileIds)).toBe(0);
    expect(await renditionsLeft(french.fileIds)).toBe(0);
    const after = await profileOf(french.user.id);
    expect(after).toMatchObject({ cvFileId: null, profilePhotoFileId: null });
    expect(after.professionalSummary).toBe(before.professionalSummary);
    expect(after.currentJobTitle).toBe(before.currentJobTitle);
    expect(after.phoneNumber).toBe(before.phoneNumber);
    expect(await warnedAt(french.user.id)).toBeNull();
    expect((await app.inject({ method: 'GET', url: cvLink })).statusCode).toBe(404);
    const profile = await app.inject({ method: 'GET', url: '/api/profile/', headers: await authHeader(french.user) });
    expect(profile.json()).toMatchObject({ cv: null, profile_photo: null });

    const [employerProfile] = await ctx.db
      .select()
      .from(employerProfiles)
      .where(eq(employerProfiles.userId, employer.user.id));
    expect(employerProfile).toMatchObject({ companyLogoFileId: null, companyName: 'Kivu Mining SARL' });
    expect(await filesLeft([logo.id])).toBe(0);

    // The accounts used again keep their files, and their warning is gone.
    for (const { user, fileIds } of [comesBack, refreshes]) {
      expect(await filesLeft(fileIds)).toBe(2);
      expect(await warnedAt(user.id)).toBeNull();
      expect(await mailsTo(user.id)).toHaveLength(1);
    }
    // And the others were never touched.
    for (const { fileIds } of Object.values(untouched)) {
      expect(await filesLeft(fileIds)).toBe(2);
      expect(await renditionsLeft(fileIds)).toBe(1);
    }
    const kept = await ctx.db
      .select()
      .from(professionalProfiles)
      .where(
        inArray(
          professionalProfiles.userId,
          Object.values(untouched).map(({ user }) => user.id),
        ),
      );
    expect(kept.every((p) => p.cvFileId && p.profilePhotoFileId)).toBe(true);

    // A later run finds nothing more to do.
    expect(await run(at(WARNING_DAYS + 1))).toEqual({ warned: 0, emptied: 0, files: 0, cancelled: 0 });
  });

  it('runs as a daily background job', async () => {
    const job = backgroundJobs.find((j) => j.name === 'remove-unused-account-files')!;
    expect(job.everyMs).toBe(DAY);
    expect(await job.run(ctx)).toEqual({ warned: 0, emptied: 0, files: 0, cancelled: 0 });
  });

  it('is written in French as French is, whatever files it names', () => {
    const combinations = [['cv'], ['photo'], ['logo'], ['cv', 'photo'], ['cv', 'photo', 'logo']] as const;
    const texts = combinations.flatMap((files) => {
      const mail = MAIL.unused_account_files.fr({ files: [...files], removalDate: at(WARNING_DAYS), url: PUBLIC_URL });
      return [mail.subject, ...mail.paragraphs, mail.action!.label];
    });
    const faults = texts.flatMap((text) =>
      [...frenchTypographyFaults(text), ...englishWordsIn(text)].map((fault) => `${fault}: ${text}`),
    );
    expect(faults).toEqual([]);
    expect(MAIL.unused_account_files.fr({ files: ['photo'], removalDate: at(0), url: PUBLIC_URL }).paragraphs).toEqual([
      expect.stringContaining('votre photo de profil sera retirée de votre profil.'),
      expect.stringContaining('Pour la garder,'),
    ]);
  });
});
