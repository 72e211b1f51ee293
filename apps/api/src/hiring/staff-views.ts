import type { Db } from '../db/client.js';
import {
  findApplicantRow,
  listApplicantRows,
  type ApplicantFilter,
  type ApplicantRow,
} from './repositories/applicant-rows.js';
import { countWaitingJobRequests, findJob } from './repositories/employer-jobs.js';
import { applicationsWaitingLongest, marketFigures } from './repositories/request-figures.js';
import { findStaffJob, listStaffJobs } from './repositories/staff-jobs.js';

/**
 * What staff's console and the other modules read of the hiring: the jobs as staff see them, a job and its
 * applicants, the market's figures and the applications waiting longest, and how many requests wait.
 */

type Window = { limit: number; offset: number };

/** Jobs for staff, by the status readers see and one employer when given; the queue (pending) oldest first. */
export function staffJobsPage(db: Db, filter: Parameters<typeof listStaffJobs>[1], window: Window) {
  return listStaffJobs(db, filter, window);
}

/** One job as staff see it. */
export function staffJob(db: Db, jobId: number, today: string) {
  return findStaffJob(db, jobId, today);
}

/** A job as every job read gives it (its status as readers see it, its figures), whoever asks. */
export function jobWithFigures(db: Db, jobId: number, today: string) {
  return findJob(db, jobId, today);
}

/** A page of a job's applicants, with each one's profile and application. */
export function applicantsPage(db: Db, filter: ApplicantFilter, window: Window) {
  return listApplicantRows(db, filter, window);
}

/** One applicant with their profile and application, in the caller's transaction when given one. */
export function applicantOf(db: Db, applicationId: number): Promise<ApplicantRow | undefined> {
  return findApplicantRow(db, applicationId);
}

/** The figures of the whole market (demo sandboxes aside): seen, applied, forwarded, interviewed, hired. */
export function hiringFigures(db: Db) {
  return marketFigures(db);
}

/** The open applications that have waited longest for an answer, `limit` of them. */
export function applicationsWaitingLongestFor(db: Db, limit: number) {
  return applicationsWaitingLongest(db, limit);
}

/** How many job requests wait for staff's decision (demo sandboxes' aside). */
export function jobRequestsWaiting(db: Db): Promise<number> {
  return countWaitingJobRequests(db);
}
