import type { ApplicationStatus, FileRef } from '@talent/shared';

/** An applicant forwarded to the employer, as GET /hiring/employer-jobs/<id>/applicants/ gives it. */
export interface EmployerApplicant {
  id: number;
  job_id: number;
  status: ApplicationStatus;
  applied_at: string;
  status_changed_at: string;
  cover_letter: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string | null;
  country: string | null;
  current_job_title: string | null;
  years_of_experience: number | null;
  professional_summary: string | null;
  linkedin_profile_url: string | null;
  skills: string[];
  skill_match_percentage: number | null;
  matched_skills: string[];
  missing_skills: string[];
  cv: string | null;
  cv_file: FileRef;
  profile_photo: string | null;
  profile_photo_file: FileRef;
}
