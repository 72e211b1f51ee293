import { todayIso } from '@talent/shared';
import type { Db } from '../db/client.js';
import { forbidden, notFound } from '../lib/errors.js';
import { listApplicantRows } from './repositories/applicant-rows.js';
import { findJob, listEmployerJobs } from './repositories/employer-jobs.js';

/**
 * An employer's own requests and the applicants staff forwarded to them. Another employer's job is refused with 403,
 * an unknown one with 404 (403 is the answer for someone else's object): job ids are sequential and carry no secret,
 * so telling the two apart reveals nothing.
 */

type Window = { limit: number; offset: number };

/** One of the employer's jobs, with its figures; 404 for none, 403 for another employer's. */
export async function ownJob(db: Db, jobId: number, employerId: string) {
  const row = await findJob(db, jobId, todayIso());
  if (!row) throw notFound();
  if (row.job.employerId !== employerId) throw forbidden();
  return row;
}

/** A page of the employer's requests, newest first. */
export function employerJobsPage(db: Db, employerId: string, window: Window) {
  return listEmployerJobs(db, employerId, todayIso(), window);
}

/** A page of the applicants staff forwarded to the employer for one of their jobs (403 or 404 as `ownJob`). */
export async function forwardedApplicantsPage(db: Db, jobId: number, employerId: string, window: Window) {
  await ownJob(db, jobId, employerId);
  return listApplicantRows(db, { jobId, forwardedOnly: true }, window);
}
