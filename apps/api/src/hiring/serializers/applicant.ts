import type { Applicant, ApplicationClosedReason, ApplicationStatus } from '@talent/shared';
import type { ApplicantRow } from '../repositories/applicant-rows.js';
import { ownWordsNamer, skillMatch } from '../skill-match.js';
import { serializeOffer } from './offer.js';
import type { FileUrlSigner } from '../../profiles/index.js';

/**
 * An applicant with the skill match explained and the CV and photo as short-lived signed URLs. An applicant who
 * deleted their account is said to be one, with their application and nothing of them: no skill match (their skills
 * went with their profile, so a match would read 0% when it is unknown).
 */
export function serializeApplicant(row: ApplicantRow, signFile: FileUrlSigner): Applicant {
  const { application, profile } = row;
  const deleted = row.user.deletedAt !== null;
  const match = deleted
    ? { percentage: null, matched: [], related: [], missing: [] }
    : skillMatch(
        row.job.requiredSkills,
        row.job.requiredSkillsNormalized,
        profile?.skillsNormalized ?? [],
        ownWordsNamer(profile?.skills ?? []),
      );
  const cv = signFile(row.cv);
  const photo = signFile(row.photo);
  return {
    id: application.id,
    job_id: application.jobId,
    status: application.status as ApplicationStatus,
    closed_reason: application.closedReason as ApplicationClosedReason | null,
    applied_at: application.createdAt.toISOString(),
    status_changed_at: application.updatedAt.toISOString(),
    applicant_deleted: deleted,
    cover_letter: application.coverLetter,
    first_name: row.user.firstName,
    last_name: row.user.lastName,
    // A deleted account's placeholder address is nobody's: shown as none.
    email: deleted ? '' : row.user.email,
    phone_number: profile?.phoneNumber ?? null,
    country: profile?.country ?? null,
    current_job_title: profile?.currentJobTitle ?? null,
    years_of_experience: profile?.yearsOfExperience ?? null,
    professional_summary: profile?.professionalSummary ?? null,
    linkedin_profile_url: profile?.linkedinProfileUrl ?? null,
    skills: profile?.skills ?? [],
    skill_match_percentage: match.percentage,
    matched_skills: match.matched,
    related_skills: match.related,
    missing_skills: match.missing,
    cv: cv?.url ?? null,
    cv_file: cv,
    profile_photo: photo?.url ?? null,
    profile_photo_file: photo,
    offer: serializeOffer(row.offer ?? undefined),
  };
}
