import type { ApplicationStatus } from '@talent/shared';

/** What a job's company looks like once revealed to its applicant (shortlisted or hired). */
export interface RevealedCompany {
  company_name: string | null;
  company_website: string | null;
  company_logo: string | null;
  description: string | null;
  office_location: string | null;
}

/** One of the professional's own applications (POST and GET /hiring/applications/). */
export interface ProfessionalApplication {
  id: number;
  job_id: number;
  job_title: string;
  job_location: string;
  industry: string | null;
  application_deadline: string;
  cover_letter: string;
  status: ApplicationStatus;
  created_at: string;
  updated_at: string;
  company: RevealedCompany | null;
}
