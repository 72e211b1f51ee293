import { APPLICATION_STATUSES, type ApplicationPipeline, type EmployerJob } from '@talent/shared';
import type { JobReadRow } from '../repositories/employer-jobs.js';
import type { FileUrlSigner } from '../../profiles/index.js';
import { serializeJobBase } from './job.js';

/** A job request as its employer sees it: the status readers see (closed once past the deadline). */
export function serializeEmployerJob(row: JobReadRow, signFile: FileUrlSigner): EmployerJob {
  return {
    ...serializeJobBase(
      { ...row.job, status: row.status },
      {
        applicationsCount: row.applicationsCount,
        specFile: row.spec,
        signFile,
      },
    ),
    rejection_reason: row.job.rejectionReason,
    pipeline: pipelineOf(row.pipeline),
    figures: row.figures,
  };
}

/** Every status's count, zeros included. */
export const pipelineOf = (counted: Record<string, number> | null): ApplicationPipeline =>
  Object.fromEntries(
    APPLICATION_STATUSES.map((status) => [status, Number(counted?.[status] ?? 0)]),
  ) as ApplicationPipeline;
