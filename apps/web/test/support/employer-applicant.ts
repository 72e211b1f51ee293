import { applicantSchema, type EmployerApplicant } from '@talent/shared';

/**
 * An applicant as the API gives it to the employer (checked against the shared schema): every field of the payload,
 * a forwarded applicant with an account and no offer, with `extra` over these.
 */
export const employerApplicant = (extra: Partial<EmployerApplicant> = {}): EmployerApplicant =>
  applicantSchema.parse({
    id: 7,
    job_id: 3,
    status: 'shortlisted',
    closed_reason: null,
    applied_at: '2026-11-02T09:30:00Z',
    status_changed_at: '2026-11-05T14:00:00Z',
    applicant_deleted: false,
    cover_letter: '',
    first_name: 'Amani',
    last_name: 'Kasongo',
    email: 'amani@example.cd',
    phone_number: null,
    country: 'CD',
    current_job_title: 'Site engineer',
    years_of_experience: 6,
    professional_summary: null,
    linkedin_profile_url: null,
    skills: [],
    skill_match_percentage: null,
    matched_skills: [],
    related_skills: [],
    missing_skills: [],
    cv: null,
    cv_file: null,
    profile_photo: null,
    profile_photo_file: null,
    offer: null,
    ...extra,
  });
