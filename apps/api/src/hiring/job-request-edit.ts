import type { JobRequestData } from '@talent/shared';
import type { Db } from '../db/client.js';
import { badRequest, forbidden, notFound } from '../lib/errors.js';
import { assessJobRequest } from '../scam-signals/index.js';
import { recordAudit } from '../audit/index.js';
import { jobFieldsOf, updateJobRequest } from './repositories/employer-jobs.js';
import { lockJob } from './repositories/job-status.js';

/** The words staff read before approving: a change to any of them sends an approved job back to them. */
const REVIEWED_TEXT = ['jobTitle', 'jobDescription', 'advantages', 'observation'] as const;

/**
 * An employer's edit of its own pending or approved request, checked again like a new one. An approved job whose
 * words changed goes back to `pending`, out of the lists until staff approve it again: a fee cannot be slipped into
 * a job after its approval. Whether it went back.
 */
export async function editJobRequest(db: Db, jobId: number, employerId: string, data: JobRequestData) {
  return db.transaction(async (tx) => {
    const job = await lockJob(tx, jobId);
    if (!job) throw notFound();
    if (job.employerId !== employerId) throw forbidden();
    if (job.status !== 'pending' && job.status !== 'approved') {
      throw badRequest('onlyPendingOrApprovedCanBeEdited', 'invalid_status');
    }
    const next = jobFieldsOf(data);
    const textChanged = REVIEWED_TEXT.some((field) => next[field].trim() !== job[field].trim());
    const backToReview = job.status === 'approved' && textChanged;
    const { flags, signature } = await assessJobRequest(tx, { ...next, jobId, employerId });
    await updateJobRequest(tx, jobId, {
      ...next,
      riskFlags: flags,
      textSignature: signature,
      ...(backToReview ? { status: 'pending', approvedAt: null } : {}),
    });
    await recordAudit(tx, {
      actorId: employerId,
      action: 'job.edit',
      targetType: 'job',
      targetId: jobId,
      details: {
        before: job.status,
        after: backToReview ? 'pending' : job.status,
        text_changed: textChanged,
        flags: flags.map((f) => f.code),
      },
    });
    return backToReview;
  });
}
