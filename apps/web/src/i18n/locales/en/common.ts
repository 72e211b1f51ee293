import { CONTACT_CITY } from '@talent/shared';

/** Strings of the layout: header, footer, menus, language switch, generic states. */
const en = {
  brand: 'Congo Talent',
  skipToContent: 'Skip to main content',
  nav: {
    home: 'Home',
    homeMobile: 'HOME',
    aboutUs: 'ABOUT US',
    howItWorks: 'HOW IT WORKS',
    recommendedJobs: 'Recommended Jobs',
    hiringCenter: 'Hiring Center',
    profile: 'PROFILE',
    myApplications: 'My Applications',
    admin: 'Staff console',
    disconnect: 'Disconnect',
    logInRegister: 'Log In / Register',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    mainMenu: 'Main menu',
    yourProfile: 'Your profile:',
  },
  userType: { professional: 'Professional', employer: 'Employer', other: 'Member' },
  language: { label: 'Language', en: 'English', fr: 'Français' },
  footer: {
    label: 'Footer',
    city: CONTACT_CITY,
    newTab: '(opens in a new tab)',
    about: 'About us',
    howItWorks: 'How it works',
    privacy: 'Privacy policy',
    contact: 'Contact',
    follow: 'Follow us',
    rights: '© {{year}} Congo Talent. All rights reserved.',
    tagline: 'Skilled Congolese professionals, and the employers who need them.',
  },
  notFound: {
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has moved.',
    home: 'Back to the home page',
  },
  dismiss: 'Dismiss',
  errorPage: { retry: 'Reload the page', home: 'Go to the home page' },
};

export default en;
