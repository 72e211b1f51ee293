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
    jobAlerts: 'Job alerts',
    savedJobs: 'Saved jobs',
    admin: 'Staff console',
    disconnect: 'Disconnect',
    logInRegister: 'Log In / Register',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    mainMenu: 'Main menu',
    yourProfile: 'Your profile:',
  },
  userType: { professional: 'Professional', employer: 'Employer', other: 'Member' },
  /** What a staff member is called beside their name. */
  staff: 'Staff',
  language: { label: 'Language', en: 'English', fr: 'Français' },
  footer: {
    label: 'Footer',
    city: CONTACT_CITY,
    newTab: '(opens in a new tab)',
    about: 'About us',
    howItWorks: 'How it works',
    safety: 'Stay safe',
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
  dataExport: {
    action: 'Download my data',
    busy: 'Preparing your file…',
    saved: 'Your data has been downloaded: look for the file in your downloads.',
    offline: 'You are offline: your data cannot be downloaded. Try again once the connection is back.',
  },
  dismiss: 'Dismiss',
  errorPage: { retry: 'Reload the page', home: 'Go to the home page' },
  // The heading and introduction of the signed-in landing pages, here so that the skeleton shown while a
  // page's code arrives already says which page it is.
  pageHeads: {
    recommendedJobs: {
      title: 'Recommended Jobs',
      intro: 'Jobs approved by our staff, matched to the skills on your profile.',
    },
    hiringCenter: {
      title: 'Hiring Center',
      intro: 'Request the workers you need. Our team reviews each request before professionals can see it.',
    },
    myApplications: {
      title: 'My applications',
      intro: 'Follow each application as our staff and the employers act on it.',
    },
    staffConsole: {
      title: 'Staff console',
      intro: 'Review job requests, forward the best applicants to employers, and keep an eye on accounts.',
    },
  },
  offline: {
    notice: 'You are offline. Pages opened before can still be read; nothing can be sent until the connection is back.',
    pageNotSaved:
      'This page has not been opened on this device before, so it cannot be shown offline. It will open once the connection is back.',
    dataNotSaved:
      'This has not been loaded on this device yet, so it cannot be shown offline. It will load once the connection is back.',
    pageNotLoaded: 'This page could not be loaded: the site may have been updated since you opened it.',
  },
  update: {
    ready: 'A new version of Congo Talent is ready.',
    reload: 'Use it now',
  },
  figures: {
    views: 'Seen by',
    applied: 'Applied',
    forwarded: 'Forwarded',
    interviewed: 'Interviewed',
    hired: 'Hired',
    firstAnswer: 'First answer, typically',
    noAnswerYet: 'no answer yet',
    hours_one: 'within {{count}} hour',
    hours_other: 'within {{count}} hours',
    days_one: 'within {{count}} day',
    days_other: 'within {{count}} days',
  },
  jobStatus: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected', closed: 'Closed' },
  /** Read by employers, staff and applicants alike: an applicant who was not chosen is "not selected", never "rejected". */
  applicationStatus: {
    submitted: 'Submitted',
    shortlisted: 'Shortlisted',
    interview: 'Interview',
    offer: 'Offer',
    hired: 'Hired',
    rejected: 'Not selected',
    withdrawn: 'Withdrawn',
    closed: 'Closed',
  },
  /** The status of a closed application, by why it closed. */
  applicationClosedReason: { job_withdrawn: 'Job withdrawn', job_closed: 'Job closed' },
  job: {
    experience: { entry: 'Entry level', mid: 'Mid level', senior: 'Senior' },
    contract: { 'full-time': 'Full-time', 'part-time': 'Part-time', contract: 'Contract' },
    workModel: { 'on-site': 'On-site', remote: 'Remote', hybrid: 'Hybrid' },
    sectors: {
      banking: 'Banking',
      hospitality: 'Hospitality',
      construction: 'Construction',
      it: 'IT',
      logistics: 'Logistics',
      mining: 'Mining',
    },
    perks: {
      relocation_fees: 'Relocation fees',
      medical_aid: 'Medical aid',
      visa_sponsorship: 'Visa sponsorship',
      housing: 'Housing',
    },
    notSpecified: 'Not specified',
  },
  ui: {
    cancel: 'Cancel',
    close: 'Close',
    retry: 'Try again',
    previous: 'Previous',
    next: 'Next',
    pageOf: 'Page {{page}} of {{pages}}',
    pagination: 'Pages',
    chooseFile: 'Choose a file',
    noFileChosen: 'No file chosen',
    selectedFile: 'Selected: {{name}}',
    removeFile: 'Remove this file',
    match: '{{percent}}% skill match',
    noSkillsListed: 'No required skills listed',
    matchedSkills: 'Matching skills: {{skills}}',
    missingSkills: 'Missing skills: {{skills}}',
    none: 'none',
  },
};

export default en;
