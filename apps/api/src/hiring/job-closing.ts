import type { Db } from '../db/client.js';
import { forbidden, notFound, badRequest } from '../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import { lockJob, setJobStatus, type JobRow } from './repositories/job-status.js';

/**
 * Job status changes (docs/decisions/006-job-status-and-moderation.md): staff approve (publish) or reject a
 * pending request; the employer or staff close it. Each change is checked on the locked row and written to the
 * audit log in the same transaction.
 */
export async function withLockedJob<T>(
  db: Db,
  jobId: number,
  ownerId: string | undefined,
  change: (tx: Db, job: JobRow) => Promise<T>,
) {
  return db.transaction(async (tx) => {
    const job = await lockJob(tx, jobId);
    if (!job) throw notFound();
    if (ownerId !== undefined && job.employerId !== ownerId) throw forbidden();
    return change(tx, job);
  });
}

/**
 * Closes a pending or approved job; closing a closed one changes nothing (so a second click is harmless).
 * With `ownerId`, only that employer's job may be closed (403 otherwise).
 */
export async function closeJob(db: Db, jobId: number, actorId: string, ownerId?: string): Promise<void> {
  await withLockedJob(db, jobId, ownerId, async (tx, job) => {
    if (job.status === 'closed') return;
    if (job.status === 'rejected') throw badRequest('rejectedJobCannotClose', 'invalid_status');
    await setJobStatus(tx, jobId, { status: 'closed', closedAt: new Date() });
    await recordAudit(tx, {
      actorId,
      action: 'job.close',
      targetType: 'job',
      targetId: jobId,
      details: { before: job.status, after: 'closed', by: ownerId === undefined ? 'staff' : 'employer' },
    });
  });
}
