import type { Db } from '../../db/client.js';
import { buildApplication, buildJob, type NewApplication, type NewJob } from './jobs.js';

/**
 * A job request as an employer submits it: pending unless told otherwise (the hiring side's view of
 * `buildJob`, which builds published jobs).
 */
export function buildJobRequest(db: Db, overrides: Partial<NewJob> = {}) {
  return buildJob(db, { status: 'pending', approvedAt: null, ...overrides });
}

/** An application row (submitted unless told otherwise); builds the job and the professional when not given. */
export function buildApplicationRow(db: Db, overrides: Partial<NewApplication> = {}) {
  return buildApplication(db, overrides);
}
