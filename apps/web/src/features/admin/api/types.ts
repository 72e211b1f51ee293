import type { ApplicationStatus, EmployerJob, FileRef } from '@talent/shared';

/** The staff API's shapes (GET /api/admin/...). */
export interface JobEmployer {
  id: string;
  account_email: string;
  company_name: string | null;
  industry: string | null;
  company_website: string | null;
  company_size: string | null;
  office_location: string | null;
  country: string | null;
  contact_name: string;
  contact_job_title: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  onboarding_completed: boolean;
}

export interface AdminJob extends EmployerJob {
  approved_at: string | null;
  closed_at: string | null;
  employer: JobEmployer;
}

export interface AdminApplication {
  id: number;
  job_id: number;
  professional_id: string;
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

export interface AdminUser {
  id: string;
  email: string;
  user_type: 'professional' | 'employer' | 'other';
  first_name: string;
  last_name: string;
  company_name: string | null;
  is_staff: boolean;
  is_demo: boolean;
  onboarding_completed: boolean;
  created_at: string;
  last_login_at: string | null;
  jobs_submitted: number;
  applications_made: number;
}

export interface AuditLogEntry {
  id: number;
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  target_type: string;
  target_id: string;
  details: Record<string, unknown>;
  created_at: string;
}
