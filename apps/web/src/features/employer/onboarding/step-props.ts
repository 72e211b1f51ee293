import type { EmployerProfile } from '@talent/shared';

/** What every onboarding step receives: the profile as stored, and how to report a save. */
export interface StepProps {
  profile: EmployerProfile;
  /** The profile as the server returned it, and the success message to show. */
  onSaved: (profile: EmployerProfile, message: string) => void;
  onFailed: (message: string) => void;
  onBack?: () => void;
}
