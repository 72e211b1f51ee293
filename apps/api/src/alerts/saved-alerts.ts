import { MAX_JOB_ALERTS } from '@talent/shared';
import type { Db } from '../db/client.js';
import { conflict, notFound } from '../lib/errors.js';
import { createJobAlert, deleteJobAlert, listJobAlerts, updateJobAlert } from './repositories/job-alerts.js';

/** A professional's saved alerts: theirs only (another's is not found), at most MAX_JOB_ALERTS of them. */

export function alertsOf(db: Db, userId: string) {
  return listJobAlerts(db, userId);
}

/** Saves a new alert; 409 `job_alerts_limit` past MAX_JOB_ALERTS, counted in the same statement. */
export async function saveAlert(db: Db, userId: string, alert: Parameters<typeof createJobAlert>[2]) {
  const row = await createJobAlert(db, userId, alert, MAX_JOB_ALERTS);
  if (!row) throw conflict({ key: 'jobAlertsLimit', params: { max: MAX_JOB_ALERTS } }, 'job_alerts_limit');
  return row;
}

/** Changes one of their alerts (a resumed one starts a new window); 404 for none of theirs. */
export async function changeAlert(db: Db, userId: string, id: number, patch: Parameters<typeof updateJobAlert>[3]) {
  const row = await updateJobAlert(db, userId, id, patch);
  if (!row) throw notFound();
  return row;
}

/** Deletes one of their alerts; 404 for none of theirs. */
export async function deleteAlert(db: Db, userId: string, id: number): Promise<void> {
  if (!(await deleteJobAlert(db, userId, id))) throw notFound();
}
