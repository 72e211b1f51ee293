import type { ProfessionalApplication } from '@talent/shared';

/** An application as the API gives it to its professional: every field of the payload, with `extra` over these. */
export const professionalApplication = (extra: Partial<ProfessionalApplication> = {}): ProfessionalApplication => ({
  id: 4,
  job_id: 12,
  job_title: 'Caissier principal',
  job_location: 'Kinshasa, DR Congo',
  industry: 'Banking',
  application_deadline: '2030-12-01',
  cover_letter: '',
  status: 'submitted',
  closed_reason: null,
  created_at: '2030-11-01T10:00:00Z',
  updated_at: '2030-11-02T10:00:00Z',
  company: null,
  history: [],
  employer_suspended: false,
  offer: null,
  ...extra,
});
