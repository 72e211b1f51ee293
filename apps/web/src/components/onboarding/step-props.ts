import type { BannerMessage } from '../ui/banner';

/** What every onboarding step receives from its page, whatever the profile it edits. */
export interface StepProps<Profile, Saved = NonNullable<Profile>> {
  /** The profile as last returned by the API (null while a professional has none). */
  profile: Profile;
  /** Keeps a profile the API returned after a save. */
  store: (saved: Saved) => void;
  /** Shows a message in the page's banner (it vanishes after 5 seconds). */
  notify: (message: BannerMessage) => void;
  next: () => void;
  back: () => void;
}
