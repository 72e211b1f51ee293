import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLog, jobs, notifications, outbox, refreshTokens, users } from '../../src/db/schema.js';
import {
  JournalFileError,
  mergeJournals,
  readErasureJournal,
  type JournalEntry,
} from '../../src/backup/erasure-journal.js';
import { buildApplication, buildJob } from '../../src/demo/factories/jobs.js';
import { buildEmployer, buildProfessional, FACTORY_PASSWORD } from '../../src/demo/factories/users.js';
import { replayErasures } from '../../src/privacy/account-deletion.js';
import { runUnusedAccountErasure } from '../../src/privacy/unused-account-erasure.js';
import { login } from '../helpers/accounts.js';
import { createTestApp } from '../helpers/test-app.js';
import { at, unusedFor, WARNED } from '../helpers/retention-clock.js';
import { PRIVACY_RETENTION } from '@talent/shared';

const LINE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z [0-9a-f-]{36}$/;

describe('the erasure journal: every erasure leaves a line outside the database', async () => {
  const { app, ctx, authHeader } = await createTestApp();
  const journal = ctx.config.ERASURE_JOURNAL;
  const lines = () =>
    readFileSync(journal, 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#'));

  it('is written by a deletion with the password and by one with the mailed code: the id and the time only', async () => {
    const { user } = await buildProfessional(ctx.db, { user: { firstName: 'Amani', lastName: 'Kasongo' } });
    const headers = await authHeader(user);
    const wrong = await app.inject({ method: 'DELETE', url: '/api/me/', headers, payload: { password: 'not-it' } });
    expect(wrong.statusCode).toBe(400);
    const before = (() => {
      try {
        return lines().length;
      } catch {
        return 0;
      }
    })();
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/me/',
      headers,
      payload: { password: FACTORY_PASSWORD },
    });
    expect(deleted.statusCode).toBe(204);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    const written = lines();
    expect(written).toHaveLength(before + 1);
    expect(written.at(-1)).toBe(`${row!.deletedAt!.toISOString()} ${user.id}`);
    expect(written.at(-1)).toMatch(LINE);
    const text = readFileSync(journal, 'utf8');
    for (const personal of [user.email, 'Amani', 'Kasongo']) expect(text).not.toContain(personal);
    expect(statSync(journal).mode & 0o777).toBe(0o600);

    const { user: social } = await buildProfessional(ctx.db, { user: { passwordHash: null } });
    const socialHeaders = await authHeader(social);
    expect(
      (await app.inject({ method: 'POST', url: '/api/me/deletion-code/', headers: socialHeaders })).statusCode,
    ).toBe(202);
    const [mail] = await ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, social.id), eq(outbox.kind, 'deletion_code')));
    const code = /(\d{3})\u202f(\d{3})/.exec(mail!.subject)!.slice(1).join('');
    const res = await app.inject({ method: 'DELETE', url: '/api/me/', headers: socialHeaders, payload: { code } });
    expect(res.statusCode).toBe(204);
    expect(lines().at(-1)).toMatch(new RegExp(` ${social.id}$`));
  });

  it('is written by the erasure of an account unused for years', async () => {
    const { user } = await buildProfessional(ctx.db, {
      user: { ...unusedFor(PRIVACY_RETENTION.autoDeletedAfterYears), erasureWarnedAt: WARNED },
    });
    const run = await runUnusedAccountErasure(ctx, at(PRIVACY_RETENTION.unusedAccountWarningDays + 1));
    expect(run.erased).toBeGreaterThanOrEqual(1);
    expect(lines().some((line) => line.endsWith(` ${user.id}`))).toBe(true);
  });

  it('a restore erases again, from the journal, the accounts a backup still holds, telling nobody', async () => {
    const { user: professional } = await buildProfessional(ctx.db);
    const session = await login(app, professional.email, FACTORY_PASSWORD);
    const { user: employer } = await buildEmployer(ctx.db);
    const job = await buildJob(ctx.db, { employerId: employer.id, status: 'approved' });
    const { user: applicant } = await buildProfessional(ctx.db);
    await buildApplication(ctx.db, { jobId: job.id, professionalId: applicant.id });
    const { user: gone } = await buildProfessional(ctx.db);
    await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    const erasedAt = new Date('2030-03-01T08:00:00.000Z');
    const entries: JournalEntry[] = [
      { userId: professional.id, at: erasedAt },
      { userId: employer.id, at: erasedAt },
      { userId: gone.id, at: erasedAt },
      { userId: '00000000-0000-4000-8000-000000000000', at: erasedAt },
    ];

    expect(await replayErasures(ctx.db, entries)).toEqual({ applied: 2, alreadyErased: 1, absent: 1 });

    const [row] = await ctx.db.select().from(users).where(eq(users.id, professional.id));
    expect(row).toMatchObject({ firstName: '', lastName: '', passwordHash: null, deletedAt: erasedAt });
    expect(await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, professional.id))).toEqual([]);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { email: professional.email, password: FACTORY_PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: session.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    // The employer's open job closes at the erasure's time; its applicant is not told again, nor anyone mailed.
    const [closed] = await ctx.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(closed).toMatchObject({ status: 'closed', closedAt: erasedAt });
    expect(await ctx.db.select().from(notifications).where(eq(notifications.userId, applicant.id))).toEqual([]);
    expect(await ctx.db.select().from(outbox).where(eq(outbox.userId, employer.id))).toEqual([]);
    const logged = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.delete'), eq(auditLog.targetId, professional.id)));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      actorId: null,
      details: { user_type: 'professional', reason: 'erasure_journal', erased_at: erasedAt.toISOString() },
    });
    // A second application of the same journal finds them erased.
    expect(await replayErasures(ctx.db, entries)).toEqual({ applied: 0, alreadyErased: 3, absent: 1 });
  });
});

describe('reading a journal', () => {
  const dir = mkdtempSync(join(tmpdir(), 'talent-journal-read-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
  const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

  it('reports each line that is not an erasure by its number, and reads the rest', async () => {
    const path = file(
      'a.log',
      `# Erasure journal: ...\n2030-01-01T00:00:00.000Z ${id(1)}\nnonsense\n2030-01-02T00:00:00.000Z ${id(2)}\n2030-01-03T00:0`,
    );
    const read = await readErasureJournal(path);
    expect(read.entries.map((e) => e.userId)).toEqual([id(1), id(2)]);
    expect(read.unreadable).toEqual([
      { line: 3, text: 'nonsense' },
      { line: 5, text: '2030-01-03T00:0' },
    ]);
  });

  it('refuses a missing file and a file that is not a journal', async () => {
    await expect(readErasureJournal(join(dir, 'none.log'))).rejects.toThrow(JournalFileError);
    await expect(readErasureJournal(file('notes.txt', 'hello\nworld\n'))).rejects.toThrow(/is not an erasure journal/);
    expect((await readErasureJournal(file('empty.log', ''))).entries).toEqual([]);
  });

  it("merges several instances' journals: each account once, at its first erasure", async () => {
    const one = await readErasureJournal(file('one.log', `2030-01-02T00:00:00.000Z ${id(1)}\n`));
    const two = await readErasureJournal(
      file('two.log', `2030-01-01T00:00:00.000Z ${id(1)}\n2030-01-03T00:00:00.000Z ${id(2)}\n`),
    );
    expect(mergeJournals([one, two])).toEqual([
      { userId: id(1), at: new Date('2030-01-01T00:00:00.000Z') },
      { userId: id(2), at: new Date('2030-01-03T00:00:00.000Z') },
    ]);
  });
});

describe('an erasure journal that cannot be written', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'talent-journal-dir-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  // A directory where the file should be: nothing can be appended to it.
  const { app, ctx, authHeader } = await createTestApp({ ERASURE_JOURNAL: dir });

  it('fails the deletion and erases nothing: without its line, a restore would bring the person back', async () => {
    const { user } = await buildProfessional(ctx.db);
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/me/',
      headers: await authHeader(user),
      payload: { password: FACTORY_PASSWORD },
    });
    expect(res.statusCode).toBe(500);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: user.email, deletedAt: null });
    expect(await login(app, user.email, FACTORY_PASSWORD)).toHaveProperty('access');
  });
});
