import type { AuditAction } from '@talent/shared';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';

export interface ImportRecord {
  employerId: string;
  employerEmail: string;
  file: string;
  count: number;
  approved: boolean;
}

/**
 * One audit entry for the whole import, written in its transaction. recordAudit is for a staff member's change to
 * one job or application; an import is run by an operator at the command line (so there is no actor) and creates
 * many jobs of one employer, so the entry names the employer and tells the rest in its details.
 */
export async function recordImport(tx: Db, record: ImportRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: null,
    action: 'job.import' satisfies AuditAction,
    targetType: 'employer',
    targetId: record.employerId,
    details: {
      via: 'import-jobs',
      file: record.file,
      count: record.count,
      employer: record.employerEmail,
      approved: record.approved,
      after: record.approved ? 'approved' : 'pending',
    },
  });
}
