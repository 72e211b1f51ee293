import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDaysIso, todayIso } from '@talent/shared';
import { notifications, outbox } from '../../src/db/schema.js';
import { buildJob } from '../../src/demo/factories/jobs.js';
import { buildProfessional } from '../../src/demo/factories/users.js';
import { createTestApp } from '../helpers/test-app.js';

const PUBLIC_URL = 'https://congotalent.example';

/** The receipt of an application: "application sent" in the applicant's bell and, as they chose, by mail. */
describe('the receipt of an application', async () => {
  const { app, ctx, authHeader } = await createTestApp({ PUBLIC_URL });
  const db = ctx.db;
  type Who = { id: string; userType: string };

  const apply = async (user: Who, jobId: number) =>
    app.inject({
      method: 'POST',
      url: '/hiring/applications/',
      headers: await authHeader(user),
      payload: { job_id: jobId },
    });
  const bellOf = async (userId: string) =>
    db
      .select({ kind: notifications.kind, data: notifications.data })
      .from(notifications)
      .where(eq(notifications.userId, userId));
  const outboxOf = async (userId: string) =>
    db
      .select({
        kind: outbox.kind,
        channel: outbox.channel,
        category: outbox.category,
        language: outbox.language,
        subject: outbox.subject,
        text: outbox.textBody,
      })
      .from(outbox)
      .where(eq(outbox.userId, userId));
  /** A professional whose number is proven, so that an SMS would be written if the receipt had one. */
  const applicant = async (language: 'en' | 'fr') =>
    (
      await buildProfessional(db, {
        user: { language, firstName: 'Amani', phoneVerified: '+243812345678', phoneVerifiedAt: new Date() },
      })
    ).user;

  it('writes the notice in the bell and the mail in the applicant’s language, naming the job and what comes next, and no SMS', async () => {
    const job = await buildJob(db, { jobTitle: 'Comptable' });
    const professional = await applicant('fr');
    const res = await apply(professional, job.id);
    expect(res.statusCode, res.body).toBe(201);
    const applicationId = (res.json() as { id: number }).id;

    expect(await bellOf(professional.id)).toEqual([
      { kind: 'application_sent', data: { application_id: applicationId, job_id: job.id, job_title: 'Comptable' } },
    ]);
    const messages = await outboxOf(professional.id);
    expect(messages).toHaveLength(1);
    const [mail] = messages;
    expect(mail).toMatchObject({
      kind: 'application_sent',
      channel: 'email',
      category: 'applications',
      language: 'fr',
    });
    expect(mail!.subject).toBe('Candidature envoyée\u202f: «\u202fComptable\u202f» - Congo Talent');
    expect(mail!.text).toContain('Votre candidature pour «\u202fComptable\u202f» est envoyée.');
    expect(mail!.text).toContain('notre équipe l’examine');
    expect(mail!.text).toContain('par e-mail et par SMS');
    expect(mail!.text).toContain(`${PUBLIC_URL}/my-applications`);
  });

  it('writes it in English to an English reader', async () => {
    const job = await buildJob(db, { jobTitle: 'Mine Surveyor' });
    const professional = await applicant('en');
    expect((await apply(professional, job.id)).statusCode).toBe(201);
    const [mail] = await outboxOf(professional.id);
    expect(mail!.subject).toBe('Application sent: "Mine Surveyor" - Congo Talent');
    expect(mail!.text).toContain('Your application for "Mine Surveyor" is sent.');
    expect(mail!.text).toContain('our team reviews it before the employer sees it');
  });

  it('keeps the notice in the bell but sends no mail when the applications’ mail is turned off', async () => {
    const job = await buildJob(db);
    const professional = await applicant('en');
    const headers = await authHeader(professional);
    const off = await app.inject({
      method: 'PATCH',
      url: '/api/email-settings/',
      headers,
      payload: { applications: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await apply(professional, job.id)).statusCode).toBe(201);
    expect((await bellOf(professional.id)).map((n) => n.kind)).toEqual(['application_sent']);
    expect(await outboxOf(professional.id)).toEqual([]);
  });

  it('writes nothing for an application refused (a second one, a closed job), and one receipt for two at once', async () => {
    const job = await buildJob(db);
    const closed = await buildJob(db, { applicationDeadline: addDaysIso(todayIso(), -1) });
    const professional = await applicant('en');
    expect((await apply(professional, closed.id)).statusCode).toBe(404);
    expect(await bellOf(professional.id)).toEqual([]);
    expect(await outboxOf(professional.id)).toEqual([]);

    const codes = await Promise.all([apply(professional, job.id), apply(professional, job.id)]);
    expect(codes.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await apply(professional, job.id)).statusCode).toBe(409);
    expect(await bellOf(professional.id)).toHaveLength(1);
    expect(await outboxOf(professional.id)).toHaveLength(1);
  });
});
