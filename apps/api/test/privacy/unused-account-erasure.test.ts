import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { englishWordsIn, frenchTypographyFaults, MARKET_TIME_ZONE, PRIVACY_RETENTION } from '@talent/shared';
import {
  applications,
  auditLog,
  jobs,
  notifications,
  outbox,
  professionalProfiles,
  storedFiles,
  users,
} from '../../src/db/schema.js';
import { buildStoredFile } from '../../src/demo/factories/files.js';
import { buildApplication, buildJob } from '../../src/demo/factories/jobs.js';
import { buildEmployer, buildProfessional, FACTORY_PASSWORD, type NewUser } from '../../src/demo/factories/users.js';
import { MAIL } from '../../src/messaging/mail/messages.js';
import { backgroundJobs } from '../../src/background-jobs.js';
import { runUnusedAccountErasure } from '../../src/privacy/unused-account-erasure.js';
import { runUnusedAccountFilesRetention } from '../../src/privacy/unused-account-files.js';
import { login } from '../helpers/accounts.js';
import { createTestApp } from '../helpers/test-app.js';
import { WARNED, at, unusedFor } from '../helpers/retention-clock.js';

const PUBLIC_URL = 'https://congotalent.example';
const DAY = 24 * 3_600_000;
const YEARS = PRIVACY_RETENTION.autoDeletedAfterYears;
const FILES_YEARS = PRIVACY_RETENTION.unusedAccountFilesKeptYears;
const WARNING_DAYS = PRIVACY_RETENTION.unusedAccountWarningDays;

/** Created long ago, last signed in a little over the years after which an account is erased. */
const unused = unusedFor(YEARS);

describe('retention: an account unused for years is erased, after a warning mail', async () => {
  const { app, ctx, authHeader } = await createTestApp({ PUBLIC_URL });
  const run = (now: Date, log?: FastifyBaseLogger) => runUnusedAccountErasure(ctx, now, log);
  const runFiles = (now: Date) => runUnusedAccountFilesRetention(ctx, now);

  const userRow = async (userId: string) => (await ctx.db.select().from(users).where(eq(users.id, userId)))[0]!;
  const mailsTo = (userId: string) => ctx.db.select().from(outbox).where(eq(outbox.userId, userId));
  const erasuresOf = (userIds: string[]) =>
    ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.delete'), inArray(auditLog.targetId, userIds)));
  const signIn = (email: string) =>
    app.inject({ method: 'POST', url: '/api/token/', payload: { email, password: FACTORY_PASSWORD } });

  /** A professional with a CV, as the upload route leaves one. */
  async function professionalWithCv(user: Partial<NewUser> = {}) {
    const built = await buildProfessional(ctx.db, { user: { ...unused, ...user } });
    const cv = await buildStoredFile(ctx.db, built.user.id, { filename: 'Mon CV.pdf' });
    await ctx.db
      .update(professionalProfiles)
      .set({ cvFileId: cv.id })
      .where(eq(professionalProfiles.userId, built.user.id));
    return built.user;
  }

  // The accounts of the whole story, built before its first run.
  // A French professional, unused for five years, with a CV (so due the files' warning too) and an application.
  const french = await professionalWithCv({ language: 'fr', firstName: 'Amani' });
  const { user: activeEmployer } = await buildEmployer(ctx.db);
  const appliedTo = await buildJob(ctx.db, { employerId: activeEmployer.id, jobTitle: 'Comptable' });
  const application = await buildApplication(ctx.db, {
    jobId: appliedTo.id,
    professionalId: french.id,
    coverLetter: 'Je suis très motivé.',
    status: 'shortlisted',
  });
  // An employer unused for five years, with an open job someone applied to.
  const { user: employer } = await buildEmployer(ctx.db, { user: { ...unused, language: 'en' } });
  const openJob = await buildJob(ctx.db, { employerId: employer.id, jobTitle: 'Géologue' });
  const { user: applicant } = await buildProfessional(ctx.db);
  await buildApplication(ctx.db, { jobId: openJob.id, professionalId: applicant.id });
  const comesBack = await professionalWithCv();
  const failing = await professionalWithCv();
  // Five years unused half a day after the first run: due the erasure's warning the next day, not the files' now.
  const almostDue = await professionalWithCv({ lastLoginAt: new Date(at(-YEARS * 365.25).getTime() + DAY / 2) });
  // Unused for two years only: its files are the rule, not the account.
  const filesOnly = await professionalWithCv({ lastLoginAt: at(-FILES_YEARS * 365 - 10) });
  const untouched = {
    recent: await professionalWithCv({ lastLoginAt: at(-30) }),
    staff: await professionalWithCv({ isStaff: true }),
    demo: await professionalWithCv({ isDemo: true, demoExpiresAt: new Date(Date.now() + DAY) }),
    deleted: await professionalWithCv({ deletedAt: at(-100) }),
    suspended: await professionalWithCv({ suspendedAt: at(-400), suspensionReason: 'Fake profile' }),
  };
  const untouchedIds = Object.values(untouched).map((user) => user.id);

  it('warns, once, each unused account, in its language, with the day and a link to sign in', async () => {
    // The files' job may run first on the day: an account due both warnings gets only the erasure's.
    expect(await runFiles(WARNED)).toMatchObject({ warned: 1, emptied: 0 });
    expect(await run(WARNED)).toEqual({ warned: 4, erased: 0, failed: 0, cancelled: 0 });

    const [mail, ...more] = await mailsTo(french.id);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'unused_account_erasure', category: 'account', language: 'fr' });
    expect(mail!.unsubscribeUrl).toBeNull();
    const day = new Intl.DateTimeFormat('fr-FR', {
      timeZone: MARKET_TIME_ZONE,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    }).format(at(WARNING_DAYS));
    expect(day).toBe('mercredi 1 avril');
    expect(mail!.subject).toBe(`Votre compte sera supprimé le ${day} - Congo Talent`);
    expect(mail!.textBody).toContain('Bonjour Amani,');
    expect(mail!.textBody).toContain(`Votre compte Congo Talent n’a pas été utilisé depuis ${YEARS} ans.`);
    expect(mail!.textBody).toContain(
      `le ${day}, votre compte sera supprimé, avec votre profil, vos fichiers et toutes vos données personnelles.`,
    );
    expect(mail!.textBody).toContain('il suffit de vous connecter d’ici là');
    expect(mail!.textBody).toContain(`Se connecter\u202f: ${PUBLIC_URL}/auth`);
    expect(mail!.htmlBody).toContain(`href="${PUBLIC_URL}/auth"`);
    const row = await userRow(french.id);
    expect(row.erasureWarnedAt).toEqual(WARNED);
    expect(row.filesWarnedAt).toBeNull();

    const [employerMail] = await mailsTo(employer.id);
    expect(employerMail!.subject).toBe('Your account will be deleted on Wednesday 1 April - Congo Talent');
    expect(employerMail!.textBody).toContain(
      `Your Congo Talent account has not been used for ${YEARS} years. We keep no personal data longer than needed: on Wednesday 1 April, your account will be deleted`,
    );
    expect(employerMail!.textBody).toContain('To keep your account, just sign in before then.');

    // The account unused for two years got the files' warning, and only it.
    expect((await mailsTo(filesOnly.id)).map((m) => m.kind)).toEqual(['unused_account_files']);
    expect((await userRow(filesOnly.id)).erasureWarnedAt).toBeNull();

    // Nobody else: not a recent, staff, demo, deleted or suspended account.
    for (const id of untouchedIds) {
      expect(await mailsTo(id)).toEqual([]);
      expect(await userRow(id)).toMatchObject({ erasureWarnedAt: null, filesWarnedAt: null });
    }

    // The next day, the account that has now been unused for the years gets the erasure's warning, not the files'.
    expect(await mailsTo(almostDue.id)).toEqual([]);
    expect(await runFiles(at(1))).toMatchObject({ warned: 0 });
    expect(await run(at(1))).toEqual({ warned: 1, erased: 0, failed: 0, cancelled: 0 });
    expect((await mailsTo(almostDue.id)).map((m) => m.kind)).toEqual(['unused_account_erasure']);

    // Not twice, and nothing is erased before the month is over.
    expect(await run(at(WARNING_DAYS - 1))).toEqual({ warned: 0, erased: 0, failed: 0, cancelled: 0 });
    expect(await mailsTo(french.id)).toHaveLength(1);
    expect((await userRow(french.id)).deletedAt).toBeNull();
    expect(
      await ctx.db.select().from(professionalProfiles).where(eq(professionalProfiles.userId, french.id)),
    ).toHaveLength(1);
    expect(await erasuresOf([french.id, employer.id])).toEqual([]);
  });

  it('is cancelled by a sign-in after the warning, without a write at that time', async () => {
    await login(app, comesBack.email, FACTORY_PASSWORD);
    expect((await userRow(comesBack.id)).erasureWarnedAt).toEqual(WARNED);
  });

  it('erases the account a month after the warning, as its owner would have; one failure stops no other', async () => {
    // The erasure of one account fails (as a fault of the database would make it).
    await ctx.db.execute(
      sql.raw(`create function fail_erasure() returns trigger language plpgsql as $$ begin
          if new.id = '${failing.id}' and new.deleted_at is not null then raise exception 'erasure failed'; end if;
          return new;
        end $$`),
    );
    await ctx.db.execute(
      sql.raw('create trigger fail_erasure before update on users for each row execute function fail_erasure()'),
    );
    const error = vi.fn();
    const done = await run(at(WARNING_DAYS), { error } as unknown as FastifyBaseLogger);
    expect(done).toEqual({ warned: 0, erased: 2, failed: 1, cancelled: 1 });
    expect(error).toHaveBeenCalledOnce();
    expect(error.mock.calls[0]![0]).toMatchObject({ userId: failing.id });

    // No sign-in, no profile, no file, nothing personal in the row.
    expect((await signIn(french.email)).statusCode).toBe(401);
    expect(await ctx.db.select().from(professionalProfiles).where(eq(professionalProfiles.userId, french.id))).toEqual(
      [],
    );
    expect(await ctx.db.select().from(storedFiles).where(eq(storedFiles.ownerId, french.id))).toEqual([]);
    const row = await userRow(french.id);
    expect(row).toMatchObject({ firstName: '', lastName: '', passwordHash: null, lastLoginAt: null });
    expect(row.email).not.toBe(french.email);
    expect(row.deletedAt).toEqual(at(WARNING_DAYS));
    expect(row).toMatchObject({ erasureWarnedAt: null, filesWarnedAt: null });
    // Its own mails went with it (they held its address).
    expect(await mailsTo(french.id)).toEqual([]);

    // The employer still sees that someone applied, and nothing of who.
    const [kept] = await ctx.db.select().from(applications).where(eq(applications.id, application.id));
    expect(kept).toMatchObject({ professionalId: french.id, status: 'shortlisted', coverLetter: '' });
    const applicants = await app.inject({
      method: 'GET',
      url: `/hiring/employer-jobs/${appliedTo.id}/applicants/`,
      headers: await authHeader(activeEmployer),
    });
    expect(applicants.json()).toEqual([
      expect.objectContaining({ id: application.id, first_name: '', last_name: '', email: '', cv: null }),
    ]);

    // The employer's open job closed, and its applicant was told.
    expect((await signIn(employer.email)).statusCode).toBe(401);
    const [job] = await ctx.db.select().from(jobs).where(eq(jobs.id, openJob.id));
    expect(job).toMatchObject({ status: 'closed', closedAt: at(WARNING_DAYS) });
    const told = await ctx.db.select().from(notifications).where(eq(notifications.userId, applicant.id));
    expect(told.map((n) => n.kind)).toEqual(['job_closed']);

    // The log keeps that the system did it, and why.
    const entries = await erasuresOf([french.id, employer.id]);
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      expect(entry).toMatchObject({ actorId: null, targetType: 'user' });
      expect(entry.details).toMatchObject({ reason: 'unused_5_years' });
    }
    expect(entries.find((e) => e.targetId === employer.id)!.details).toMatchObject({ user_type: 'employer' });

    // The account used again stays, its warning gone; the one that failed is left whole, still warned.
    expect(await userRow(comesBack.id)).toMatchObject({ deletedAt: null, erasureWarnedAt: null });
    expect((await signIn(comesBack.email)).statusCode).toBe(200);
    expect(await userRow(failing.id)).toMatchObject({ deletedAt: null, erasureWarnedAt: WARNED });
    expect(await erasuresOf([comesBack.id, failing.id])).toEqual([]);

    // And the others were never touched.
    for (const id of untouchedIds) {
      expect(await userRow(id)).toMatchObject({ erasureWarnedAt: null, firstName: 'Grace' });
      expect(await ctx.db.select().from(storedFiles).where(eq(storedFiles.ownerId, id))).toHaveLength(1);
    }
    expect((await userRow(untouched.deleted.id)).deletedAt).toEqual(at(-100));
    expect(await erasuresOf(untouchedIds)).toEqual([]);
  });

  it('tries a failed account again at the next run', async () => {
    await ctx.db.execute(sql.raw('drop trigger fail_erasure on users'));
    await ctx.db.execute(sql.raw('drop function fail_erasure()'));
    // The account warned a day later is due now too.
    expect(await run(at(WARNING_DAYS + 1))).toEqual({ warned: 0, erased: 2, failed: 0, cancelled: 0 });
    for (const { id } of [failing, almostDue]) expect((await userRow(id)).deletedAt).toEqual(at(WARNING_DAYS + 1));
    expect(await run(at(WARNING_DAYS + 2))).toEqual({ warned: 0, erased: 0, failed: 0, cancelled: 0 });
  });

  it('runs as a daily background job', async () => {
    const job = backgroundJobs.find((j) => j.name === 'erase-unused-accounts')!;
    expect(job.everyMs).toBe(DAY);
    expect(await job.run(ctx)).toEqual({ warned: 0, erased: 0, failed: 0, cancelled: 0 });
  });

  it('is written in French as French is', () => {
    const mail = MAIL.unused_account_erasure.fr({ deletionDate: at(WARNING_DAYS), url: PUBLIC_URL });
    const faults = [mail.subject, ...mail.paragraphs, mail.action!.label].flatMap((text) =>
      [...frenchTypographyFaults(text), ...englishWordsIn(text)].map((fault) => `${fault}: ${text}`),
    );
    expect(faults).toEqual([]);
  });
});
