import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { THREAD_OPEN_DAYS_AFTER_HIRE, type ProfessionalApplication, type ThreadState } from '@talent/shared';
import { applicationEvents } from '../../src/db/schema.js';
import { buildJobRequest } from '../../src/demo/factories/hiring.js';
import { buildEmployer, buildProfessional, buildUser } from '../../src/demo/factories/users.js';
import { createTestApp } from '../helpers/test-app.js';

const DAY = 24 * 3_600_000;

describe('whether a thread takes messages, said before anyone writes and obeyed when they do', async () => {
  const { app, ctx, authHeader } = await createTestApp({ SMS_QUIET_HOURS: null, SMS_DAILY_LIMIT: 100 });
  const staffAuth = await authHeader(await buildUser(ctx.db, { isStaff: true, userType: 'other' }));
  const send = async (url: string, payload: object, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url, headers, payload });

  /** A new employer's approved job, and a new professional's application to it, forwarded by staff unless told. */
  const thread = async ({ forwarded = true } = {}) => {
    const { user: employer } = await buildEmployer(ctx.db);
    const { user: person } = await buildProfessional(ctx.db);
    const job = await buildJobRequest(ctx.db, { employerId: employer.id, jobTitle: 'Comptable', status: 'approved' });
    const personAuth = await authHeader(person);
    const applied = await send('/hiring/applications/', { job_id: job.id }, personAuth);
    expect(applied.statusCode, applied.body).toBe(201);
    const id = (applied.json() as ProfessionalApplication).id;
    if (forwarded) {
      const res = await send(`/api/admin/applications/${id}/status/`, { status: 'shortlisted' }, staffAuth);
      expect(res.statusCode, res.body).toBe(200);
    }
    return { id, jobId: job.id, employer, employerAuth: await authHeader(employer), personAuth };
  };
  type Thread = Awaited<ReturnType<typeof thread>>;
  const stateOf = async (id: number, headers: Record<string, string>) => {
    const res = await app.inject({ method: 'GET', url: `/hiring/applications/${id}/thread/`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ThreadState;
  };
  const write = (id: number, headers: Record<string, string>, body = 'Bonjour') =>
    send(`/hiring/applications/${id}/messages/`, { body }, headers);
  const move = async (t: Thread, payload: object) => {
    const res = await send(`/hiring/employer-jobs/${t.jobId}/applicants/${t.id}/status/`, payload, t.employerAuth);
    expect(res.statusCode, res.body).toBe(200);
  };
  const closeJob = async (t: Thread) => {
    const res = await send(`/hiring/employer-jobs/${t.jobId}/close/`, {}, t.employerAuth);
    expect(res.statusCode, res.body).toBeLessThan(300);
  };
  /** Both sides are refused with the reason each of them reads, and the thread's state says the same. */
  const expectClosed = async (
    t: Thread,
    reason: ThreadState['closed_reason'],
    codes: { applicant: string; employer: string },
  ) => {
    for (const [side, headers] of [
      ['applicant', t.personAuth],
      ['employer', t.employerAuth],
    ] as const) {
      expect(await stateOf(t.id, headers)).toEqual({ can_write: false, closed_reason: reason, writable_until: null });
      const refused = await write(t.id, headers);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'thread_closed', detail_code: { code: codes[side] } });
    }
  };

  it('is open while the application waits for its answer, to both sides only', async () => {
    const open = await thread();
    expect(await stateOf(open.id, open.personAuth)).toEqual({
      can_write: true,
      closed_reason: null,
      writable_until: null,
    });
    expect(await stateOf(open.id, open.employerAuth)).toMatchObject({ can_write: true });
    expect((await write(open.id, open.personAuth)).statusCode).toBe(201);

    const waiting = await thread({ forwarded: false });
    const get = (id: number, headers: Record<string, string>) =>
      app.inject({ method: 'GET', url: `/hiring/applications/${id}/thread/`, headers });
    expect((await get(waiting.id, waiting.personAuth)).statusCode).toBe(403);
    expect((await get(waiting.id, waiting.employerAuth)).statusCode).toBe(404);
    expect((await get(open.id, waiting.employerAuth)).statusCode).toBe(404);
    expect((await get(open.id, staffAuth)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/hiring/applications/${open.id}/thread/` })).statusCode).toBe(401);
    expect((await get(999_999_999, open.personAuth)).statusCode).toBe(404);
    const bad = await app.inject({ method: 'GET', url: '/hiring/applications/abc/thread/', headers: open.personAuth });
    expect(bad.statusCode).toBe(404);
  });

  it('says an applicant not selected is not selected, while the job is still open', async () => {
    const t = await thread();
    await move(t, { status: 'rejected', reason: 'experience' });
    await expectClosed(t, 'not_selected', {
      applicant: 'threadClosedNotSelectedApplicant',
      employer: 'threadClosedNotSelectedEmployer',
    });
  });

  it('says a withdrawn application was withdrawn, and a job closed before an answer closed', async () => {
    const withdrawn = await thread();
    expect((await send(`/hiring/applications/${withdrawn.id}/withdraw/`, {}, withdrawn.personAuth)).statusCode).toBe(
      200,
    );
    await expectClosed(withdrawn, 'withdrawn', {
      applicant: 'threadClosedWithdrawnApplicant',
      employer: 'threadClosedWithdrawnEmployer',
    });

    const interviewing = await thread();
    await move(interviewing, { status: 'interview' });
    await closeJob(interviewing);
    await expectClosed(interviewing, 'job_closed', { applicant: 'threadClosed', employer: 'threadClosed' });
  });

  it(`keeps the hired applicant and the employer writing for ${THREAD_OPEN_DAYS_AFTER_HIRE} days after the hire, the job closed or not`, async () => {
    const t = await thread();
    await move(t, { status: 'hired' });
    await closeJob(t);
    const state = await stateOf(t.id, t.personAuth);
    expect(state).toMatchObject({ can_write: true, closed_reason: null });
    const [hired] = await ctx.db
      .select({ at: applicationEvents.createdAt })
      .from(applicationEvents)
      .where(and(eq(applicationEvents.applicationId, t.id), eq(applicationEvents.status, 'hired')));
    expect(Date.parse(state.writable_until!)).toBe(hired!.at.getTime() + THREAD_OPEN_DAYS_AFTER_HIRE * DAY);
    expect(await stateOf(t.id, t.employerAuth)).toEqual(state);
    expect((await write(t.id, t.personAuth, 'Je commence lundi ?')).statusCode).toBe(201);
    expect((await write(t.id, t.employerAuth, 'Oui, à 8 h.')).statusCode).toBe(201);

    // The days pass: the thread stays readable, and says why it takes no more.
    await ctx.db
      .update(applicationEvents)
      .set({ createdAt: sql`${applicationEvents.createdAt} - make_interval(days => ${THREAD_OPEN_DAYS_AFTER_HIRE})` })
      .where(eq(applicationEvents.applicationId, t.id));
    await expectClosed(t, 'hire_window_passed', {
      applicant: 'threadClosedAfterHire',
      employer: 'threadClosedAfterHire',
    });
    const refused = await write(t.id, t.personAuth);
    expect(refused.json().detail_code).toEqual({
      code: 'threadClosedAfterHire',
      params: { days: THREAD_OPEN_DAYS_AFTER_HIRE },
    });
    const read = await app.inject({
      method: 'GET',
      url: `/hiring/applications/${t.id}/messages/`,
      headers: t.personAuth,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toHaveLength(2);
  });

  it('closes the thread of a hired applicant whose employer staff suspended', async () => {
    const t = await thread();
    await move(t, { status: 'hired' });
    const suspended = await send(
      `/api/admin/users/${t.employer.id}/suspend/`,
      { reason: 'Asked applicants for fees.' },
      staffAuth,
    );
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(await stateOf(t.id, t.personAuth)).toEqual({
      can_write: false,
      closed_reason: 'employer_suspended',
      writable_until: null,
    });
    const refused = await write(t.id, t.personAuth);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail_code).toEqual({ code: 'threadClosedEmployerSuspended' });
  });
});
