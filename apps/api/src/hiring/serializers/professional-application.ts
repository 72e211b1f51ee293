import type {
  ApplicationClosedReason,
  ApplicationEvent,
  ApplicationStatus,
  ProfessionalApplication,
} from '@talent/shared';
import type { ApplicationRow } from '../repositories/applications.js';
import type { FileUrlSigner } from '../../profiles/index.js';
import { serializeCompany } from './company.js';
import { serializeOffer } from './offer.js';

export function serializeProfessionalApplication(
  row: ApplicationRow,
  history: ApplicationEvent[],
  signFile: FileUrlSigner,
): ProfessionalApplication {
  const a = row.application;
  return {
    id: a.id,
    job_id: a.jobId,
    job_title: row.jobTitle,
    job_location: row.jobLocation,
    industry: row.industry,
    application_deadline: row.applicationDeadline,
    cover_letter: a.coverLetter,
    status: a.status as ApplicationStatus,
    closed_reason: a.closedReason as ApplicationClosedReason | null,
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
    company: serializeCompany(a.forwardedAt, row, signFile),
    history,
    employer_suspended: row.employerSuspended,
    offer: serializeOffer(row.offer ?? undefined),
  };
}
