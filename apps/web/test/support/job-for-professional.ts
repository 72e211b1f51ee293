import type { JobForProfessional } from '@talent/shared';

/**
 * An open job as the API gives it to a professional: every field of the payload, with `extra` over the defaults (a
 * confidential employer, no skill asked, not applied to, not reported, not saved).
 */
export const jobForProfessional = (extra: Partial<JobForProfessional> = {}): JobForProfessional => ({
  id: 7,
  job_title: 'Caissier de banque',
  job_description: 'Tenir la caisse.',
  job_spec_document: null,
  job_spec_document_file: null,
  experience_level: 'mid',
  type_of_contract: 'full-time',
  required_skills: '',
  start_date: '2030-12-20',
  salary: 600,
  job_location: 'Kinshasa',
  advantages: '',
  relocation_fees: false,
  medical_aid: false,
  visa_sponsorship: false,
  housing: false,
  observation: '',
  work_model: 'on-site',
  application_deadline: '2030-12-15',
  sector: null,
  status: 'approved',
  submitted_at: '2030-11-01T08:00:00Z',
  applications_count: 0,
  skill_match_percentage: null,
  matched_skills: [],
  related_skills: [],
  missing_skills: [],
  industry: null,
  has_applied: false,
  application_status: null,
  company: null,
  employer_verified: false,
  reported: false,
  saved: false,
  ...extra,
});
