import type { ApplicationStatus } from '@talent/shared';

/** What staff may move an application to (DESIGN.md section 6); hired and rejected are final. */
export const NEXT_STATUSES: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  submitted: ['shortlisted', 'rejected'],
  shortlisted: ['hired', 'rejected'],
  hired: [],
  rejected: [],
};
