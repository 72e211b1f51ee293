/**
 * A journey that runs on both screens takes each of its languages on one of them: French on the 360 px phone, where
 * the longer French words are the test of the layout, and English on the desktop. So each journey is still seen in
 * both languages and on both screens, without repeating every pair of them. The tag tells the projects which
 * (playwright.config.ts); a journey whose language does not change it (or that runs on one screen) has no tag.
 */
export const SCREEN_TAGS = { fr: '@phone', en: '@desktop' } as const;

export const screenOf = (language: 'en' | 'fr') => ({ tag: SCREEN_TAGS[language] });
