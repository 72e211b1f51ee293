import type { ProfessionalProfile } from '@talent/shared';
import type { BannerMessage } from '../../../components/ui/banner';

/** What every onboarding step receives from the page. */
export interface StepProps {
  /** The profile as last returned by the API; null while none exists. */
  profile: ProfessionalProfile | null;
  /** Keeps a profile the API returned after a save. */
  store: (saved: ProfessionalProfile) => void;
  /** Shows a message in the page's banner (it vanishes after 5 seconds). */
  notify: (message: BannerMessage) => void;
  next: () => void;
  back: () => void;
}
