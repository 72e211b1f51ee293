import { beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { todayIso } from '@talent/shared';
import { buildEmployer, buildProfessional, buildUser } from '../../src/demo/factories/users.js';
import { buildApplication, buildJob } from '../../src/demo/factories/jobs.js';
import { notifications } from '../../src/db/schema.js';
import { sendDueMail } from '../../src/messaging/mail/sender.js';
import { tellStaffOfWaitingRequests } from '../../src/moderation/notices.js';
import { createTestApp } from '../helpers/test-app.js';
import { startTestMailbox } from '../helpers/smtp-test-server.js';

const PUBLIC_URL = 'https://congotalent.example';

describe('notifications in the app and by e-mail', async () => {
  const { app, ctx, authHeader } = await createTestApp({ PUBLIC_URL });
  const { smtp, transport } = await startTestMailbox();
  const staff = await buildUser(ctx.db, { isStaff: true, userType: 'other', language: 'fr' });
  const asStaff = await authHeader(staff);
  const deliver = async (count: number) => {
    await sendDueMail(ctx.db, transport, { from: ctx.config.MAIL_FROM, host: 'congotalent.example' });
    return smtp.waitFor(count);
  };
  const bell = async (user: { id: string; userType: string }) =>
    (await app.inject({ method: 'GET', url: '/api/notifications/', headers: await authHeader(user) })).json();
  const setStatus = (id: number, status: string) =>
    app.inject({ method: 'POST', url: `/api/admin/applications/${id}/status/`, headers: asStaff, payload: { status } });

  beforeEach(async () => {
    await ctx.db.execute(sql`delete from outbox`);
    smtp.received.length = 0;
  });

  it('tells a professional of a shortlisting, with the company now revealed, and the employer of the forwarded applicant', async () => {
    const { user: employer } = await buildEmployer(ctx.db, { user: { language: 'en' } });
    const job = await buildJob(ctx.db, { employerId: employer.id, jobTitle: 'Mine Surveyor' });
    const { user: professional } = await buildProfessional(ctx.db, {
      user: { language: 'fr', firstName: 'Amani', lastName: 'Kasongo' },
    });
    const application = await buildApplication(ctx.db, { jobId: job.id, professionalId: professional.id });
    expect((await bell(professional)).unread).toBe(0);

    expect((await setStatus(application.id, 'shortlisted')).statusCode).toBe(200);
    const mine = await bell(professional);
    expect(mine.unread).toBe(1);
    expect(mine.items[0]).toMatchObject({
      kind: 'application_status',
      read: false,
      data: { job_id: job.id, job_title: 'Mine Surveyor', status: 'shortlisted', company: 'Kivu Mining SARL' },
    });
    const theirs = await bell(employer);
    expect(theirs.items[0]).toMatchObject({
      kind: 'applicant_forwarded',
      data: { job_title: 'Mine Surveyor', applicant: 'Amani Kasongo' },
    });
    // The applicant's id stays in the notice, for their erasure, and out of what the employer reads.
    expect(theirs.items[0].data).not.toHaveProperty('applicant_id');
    const [kept] = await ctx.db.select().from(notifications).where(eq(notifications.userId, employer.id));
    expect(kept!.data).toMatchObject({ applicant_id: professional.id });

    const mails = await deliver(2);
    const toProfessional = mails.find((m) => (m.to as { text: string }).text === professional.email)!;
    expect(toProfessional.subject).toBe('Votre candidature est présélectionnée - Congo Talent');
    expect(toProfessional.text).toContain('L’entreprise est Kivu Mining SARL.');
    expect(toProfessional.text).toContain(`${PUBLIC_URL}/my-applications`);
    const toEmployer = mails.find((m) => (m.to as { text: string }).text === employer.email)!;
    expect(toEmployer.subject).toBe('A new applicant for your request - Congo Talent');
    expect(toEmployer.text).toContain('Amani Kasongo');
    expect(toEmployer.headerLines.some((h) => h.key === 'list-unsubscribe')).toBe(true);

    // Seen: marked read up to the newest shown.
    const read = await app.inject({
      method: 'POST',
      url: '/api/notifications/read/',
      headers: await authHeader(professional),
      payload: { up_to: mine.items[0].id },
    });
    expect(read.statusCode).toBe(204);
    expect((await bell(professional)).unread).toBe(0);
  });

  it('tells a professional of a hiring and of an application not retained, without the company in the latter', async () => {
    const { user: professional } = await buildProfessional(ctx.db);
    const hired = await buildApplication(ctx.db, { professionalId: professional.id, status: 'shortlisted' });
    const notRetained = await buildApplication(ctx.db, { professionalId: professional.id });
    await setStatus(hired.id, 'hired');
    await setStatus(notRetained.id, 'rejected');
    const { items } = await bell(professional);
    expect(items.map((n: { data: { status: string } }) => n.data.status).sort()).toEqual(['hired', 'rejected']);
    expect(items.find((n: { data: { status: string } }) => n.data.status === 'rejected').data.company).toBeNull();
    const mails = await deliver(2);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'About your application - Congo Talent',
      'You have been hired - Congo Talent',
    ]);
    expect(mails.find((m) => m.subject?.startsWith('About'))!.text).not.toContain('Kivu Mining');
  });

  it('tells an employer that a request was approved, or rejected with the reason', async () => {
    const { user: employer } = await buildEmployer(ctx.db);
    const first = await buildJob(ctx.db, {
      employerId: employer.id,
      status: 'pending',
      approvedAt: null,
      jobTitle: 'Accountant',
    });
    const second = await buildJob(ctx.db, {
      employerId: employer.id,
      status: 'pending',
      approvedAt: null,
      jobTitle: 'Driver',
    });
    expect(
      (await app.inject({ method: 'POST', url: `/api/admin/jobs/${first.id}/approve/`, headers: asStaff })).statusCode,
    ).toBe(200);
    const rejected = await app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${second.id}/reject/`,
      headers: asStaff,
      payload: { reason: 'The salary is missing.' },
    });
    expect(rejected.statusCode).toBe(200);
    const { items } = await bell(employer);
    expect(items).toHaveLength(2);
    expect(items.find((n: { data: { approved: boolean } }) => !n.data.approved).data.reason).toBe(
      'The salary is missing.',
    );
    const mails = await deliver(2);
    const rejection = mails.find((m) => m.subject === 'Your job request was not approved - Congo Talent')!;
    expect(rejection.text).toContain('The reason given: The salary is missing.');
    expect(mails.some((m) => m.subject === 'Your job request is published - Congo Talent')).toBe(true);
  });

  it('keeps the notice in the app but sends no e-mail of a category turned off in the settings', async () => {
    const { user: professional } = await buildProfessional(ctx.db);
    const headers = await authHeader(professional);
    const off = await app.inject({
      method: 'PATCH',
      url: '/api/email-settings/',
      headers,
      payload: { applications: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ applications: false, job_requests: true, staff_digest: true, job_alerts: true });
    const application = await buildApplication(ctx.db, { professionalId: professional.id });
    await setStatus(application.id, 'shortlisted');
    expect((await bell(professional)).unread).toBe(1);
    const pending = await ctx.db.execute(sql`select 1 from outbox where user_id = ${professional.id}`);
    expect((pending as unknown as { rows: unknown[] }).rows).toHaveLength(0);
    const on = await app.inject({
      method: 'PATCH',
      url: '/api/email-settings/',
      headers,
      payload: { applications: true },
    });
    expect(on.json().applications).toBe(true);
    const wrong = await app.inject({
      method: 'PATCH',
      url: '/api/email-settings/',
      headers,
      payload: { applications: 'no' },
    });
    expect(wrong.statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/email-settings/' })).statusCode).toBe(401);
  });

  it('tells staff once a day of the requests waiting for them, in their language, and not when none wait', async () => {
    await ctx.db.execute(sql`update jobs set status = 'approved', approved_at = now() where status = 'pending'`);
    expect(await tellStaffOfWaitingRequests(ctx, todayIso())).toBe(0);
    expect((await bell(staff)).items.filter((n: { kind: string }) => n.kind === 'staff_digest')).toHaveLength(0);
    await buildJob(ctx.db, { status: 'pending', approvedAt: null });
    await buildJob(ctx.db, { status: 'pending', approvedAt: null });
    expect(await tellStaffOfWaitingRequests(ctx, todayIso())).toBe(2);
    expect(await tellStaffOfWaitingRequests(ctx, todayIso())).toBe(2);
    const digests = (await bell(staff)).items.filter((n: { kind: string }) => n.kind === 'staff_digest');
    expect(digests).toHaveLength(1);
    expect(digests[0].data.count).toBe(2);
    const [mail] = await deliver(1);
    expect(mail!.subject).toBe('2 demandes attendent un examen - Congo Talent');
    expect(mail!.text).toContain(`${PUBLIC_URL}/admin?tab=queue`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smtp.received).toHaveLength(1);
  });
});
