/**
 * A journey that runs on both screens takes each of its languages on one of them: French on the 360 px phone, where
 * the longer French words are the test of the layout, and English on the desktop, without repeating every pair of
 * them. The tag tells the projects which (playwright.config.ts, which also lists the journeys that run on one
 * screen only); a journey whose language does not change it has no tag.
 */
export const SCREEN_TAGS = { fr: '@phone', en: '@desktop' } as const;

export const screenOf = (language: 'en' | 'fr') => ({ tag: SCREEN_TAGS[language] });

/**
 * The language of the journeys that run on one screen only (playwright.config.ts lists them): French on the phone,
 * English on the desktop. Typed as either, so that a journey may still read its words by language.
 */
export const PHONE_LANGUAGES: readonly ('en' | 'fr')[] = ['fr'];
export const DESKTOP_LANGUAGES: readonly ('en' | 'fr')[] = ['en'];

/** The 360 px phone of the phone project, also a context of its own in a journey of two people (support/phone.ts). */
export const PHONE_SCREEN = {
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};

/**
 * Where a new account lands: /onboarding, which names its first unfinished step in the address (?step=1) once the
 * profile is read. A check of the address may come before or after that.
 */
export const ONBOARDING_START = /\/onboarding(\?step=1)?$/;
