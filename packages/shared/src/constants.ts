/** Business constants of the product (docs/product.md says what each rule is for). */

/** The product's name, as mail and pages sign with it. */
export const PRODUCT_NAME = 'Congo Talent';

export const USER_TYPES = ['professional', 'employer'] as const;
export type UserType = (typeof USER_TYPES)[number];
/** A stored or token user type may also be `other` (staff accounts: they only land on the home page). */
export type AnyUserType = UserType | 'other';
export const DEFAULT_REGISTRATION_ROLE: UserType = 'professional';

/** How long a password reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 30;
/** How long the link that confirms an account's address works. */
export const EMAIL_CONFIRMATION_TTL_DAYS = 7;
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
export const MIN_YEARS_OF_EXPERIENCE = 0;
export const MAX_YEARS_OF_EXPERIENCE = 70;

export const MESSAGE_BANNER_MS = 5000;
export const MAX_RETRIES_AFTER_401 = 1;

export { APPLICATION_CONFIRMATION_MS, COVER_LETTER_MAX_LENGTH } from './application-limits.js';
export {
  ACCESS_TOKEN_KEY,
  REFRESH_TOKEN_KEY,
  SAVED_LISTS_KEPT_FOR_MS,
  SAVED_LISTS_PREFIX,
  SAVED_LISTS_SHAPE,
  SESSION_USER_KEY,
} from './storage-keys.js';

/** Password of every demo sandbox account; the web app logs in with it after /api/demo-login/. */
export const DEMO_PASSWORD = 'congo-talent-demo';

export const SKILL_MATCH_THRESHOLDS = { green: 80, amber: 60, orange: 40 } as const;
export type SkillMatchColour = 'green' | 'amber' | 'orange' | 'red';
export function skillMatchColour(percentage: number): SkillMatchColour {
  if (percentage >= SKILL_MATCH_THRESHOLDS.green) return 'green';
  if (percentage >= SKILL_MATCH_THRESHOLDS.amber) return 'amber';
  if (percentage >= SKILL_MATCH_THRESHOLDS.orange) return 'orange';
  return 'red';
}

export const WELCOME_ANIMATION = {
  letterMs: 200,
  pauseMs: 1500,
  endHoldMs: 2000,
  volume: 0.7,
  languages: ['en', 'fr'] as const,
} as const;

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * How long personal data is kept, the one place the privacy policy and the retention jobs both read: anonymous
 * records are deletable on request and deleted in the end; a cover letter goes a year after its job closed; the CV
 * and photo of an account nobody used for two years go, a warning mail first, then a month to come back.
 */
export const PRIVACY_RETENTION = {
  deletableOnRequestAfterYears: 3,
  autoDeletedAfterYears: 5,
  coverLetterKeptDaysAfterJobClosed: 365,
  /** An application's messages and interviews, after its job closed. */
  threadKeptDaysAfterJobClosed: 365,
  unusedAccountFilesKeptYears: 2,
  unusedAccountWarningDays: 30,
} as const;

/**
 * The privacy notice in force: a person's registration records the version they accepted, and the policy page shows
 * it. A change to what the notice says gets a new version (the date it takes effect).
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-28';

export const SECTORS = ['banking', 'hospitality', 'construction', 'it', 'logistics', 'mining'] as const;
export type Sector = (typeof SECTORS)[number];

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;
export const EXPERIENCE_LEVELS = ['entry', 'mid', 'senior'] as const;
// The job search's limits, here rather than beside its schemas: the search page shows them before it needs zod.
/** Orders of the job list; `match` needs the professional's skills, `relevance` needs `q`. */
export const JOB_SORTS = ['match', 'newest', 'relevance', 'salary', 'deadline'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

/**
 * Above this many results the list's total is given as "more than" this number (X-Total-Count holds it and
 * X-Total-Count-Exact says false), as large job boards show "1,000+": counting a whole country's market exactly
 * on every request would cost more than finding the page.
 */
export const EXACT_TOTAL_LIMIT = 1000;
export const MAX_SEARCH_TEXT_LENGTH = 200;
export const MAX_LOCATION_LENGTH = 100;
export const MAX_SALARY_FILTER = 1_000_000;
/** How many locations GET /hiring/jobs/locations/ suggests, and how many the facets list. */
export const LOCATION_SUGGESTIONS = 10;

/** How many alerts one professional may keep: enough for every search worth following, few enough to read. */
export const MAX_JOB_ALERTS = 20;
export const MAX_JOB_ALERT_NAME_LENGTH = 100;
/** How many new jobs one alert mail lists; the mail says when there were more. */
export const JOB_ALERT_MAIL_JOBS = 20;
/** Here rather than beside the alerts' schemas, so that the job list's dialog does not download zod with them. */
export const JOB_ALERT_FREQUENCIES = ['daily', 'weekly'] as const;
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number];

/**
 * The perks a job request may offer, each a yes or no, in the order the pages list them. Here rather than beside
 * the request's schema, so that a page listing them does not download the validation library with it.
 */
export const JOB_PERKS = ['relocation_fees', 'medical_aid', 'visa_sponsorship', 'housing'] as const;
export type JobPerk = (typeof JOB_PERKS)[number];

export const CONTRACT_TYPES = ['full-time', 'part-time', 'contract'] as const;
export const WORK_MODELS = ['on-site', 'remote', 'hybrid'] as const;
export const JOB_STATUSES = ['pending', 'approved', 'rejected', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
/**
 * An application's status. Staff forward (`shortlisted`) or reject a `submitted` one; the employer then moves a
 * forwarded applicant through `interview` and `offer` to `hired`, or `rejected` ("not selected", with a reason);
 * the applicant may withdraw while it waits (`withdrawn`). `closed` ends one that got no decision because of its job,
 * with the reason in `closed_reason` (APPLICATION_CLOSED_REASONS): it says nothing of the applicant, unlike
 * `rejected`.
 */
export const APPLICATION_STATUSES = [
  'submitted',
  'shortlisted',
  'interview',
  'offer',
  'hired',
  'rejected',
  'withdrawn',
  'closed',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/**
 * Why an application is `closed`: `job_withdrawn`, staff took the job down (a scam closed, its employer suspended);
 * `job_closed`, its employer closed it, or it closed by itself APPLICATIONS_CLOSE_AFTER_DAYS after its deadline.
 */
export const APPLICATION_CLOSED_REASONS = ['job_withdrawn', 'job_closed'] as const;
export type ApplicationClosedReason = (typeof APPLICATION_CLOSED_REASONS)[number];
/** How long after its deadline a job's applications still waiting for an answer are closed (`job_closed`). */
export const APPLICATIONS_CLOSE_AFTER_DAYS = 30;
/** Why an employer did not select a forwarded applicant: told to the applicant in their language. */
export const REJECTION_REASONS = ['skills', 'experience', 'salary', 'location', 'position_filled', 'other'] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];
export const APPLICANT_NOTE_MAX_LENGTH = 1000;
/** The currencies an offer's monthly salary is written in: US dollars, or Congolese francs (FC, ISO 4217 CDF). */
export const OFFER_CURRENCIES = ['USD', 'CDF'] as const;
export type OfferCurrency = (typeof OFFER_CURRENCIES)[number];
/** The largest monthly salary an offer may name, in either currency (a typo's guard, not a ceiling on pay). */
export const OFFER_SALARY_MAX = 100_000_000;
/** An offer the applicant has not answered after this many days reminds them, once. */
export const OFFER_REMIND_AFTER_DAYS = 7;
/** How the applicant answers an offer: accepted (they are hired) or declined (with a reason, they withdraw). */
export const OFFER_ANSWERS = ['accepted', 'declined'] as const;
export type OfferAnswer = (typeof OFFER_ANSWERS)[number];
/**
 * What staff may change an application's status to; hired, rejected, withdrawn and closed are final. Nobody
 * chooses `closed`: it comes with its job's closing, to the applications still open (OPEN_APPLICATION_STATUSES).
 */
export const APPLICATION_TRANSITIONS: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  submitted: ['shortlisted', 'rejected'],
  shortlisted: ['hired', 'rejected'],
  interview: ['hired', 'rejected'],
  offer: ['hired', 'rejected'],
  hired: [],
  rejected: [],
  withdrawn: [],
  closed: [],
};
/** The statuses an applicant is told of in the bell, by mail and by SMS (a closing has notices of its own). */
export const TOLD_APPLICATION_STATUSES = [
  'shortlisted',
  'interview',
  'offer',
  'hired',
  'rejected',
] as const satisfies readonly ApplicationStatus[];
export type ToldApplicationStatus = (typeof TOLD_APPLICATION_STATUSES)[number];
/** The employer's stages for an applicant staff forwarded, in order: only forward, `hired` and `rejected` final. */
export const EMPLOYER_APPLICATION_STAGES = ['interview', 'offer', 'hired', 'rejected'] as const;
export type EmployerApplicationStage = (typeof EMPLOYER_APPLICATION_STAGES)[number];
export const EMPLOYER_APPLICATION_TRANSITIONS: Readonly<
  Record<ApplicationStatus, readonly EmployerApplicationStage[]>
> = {
  submitted: [],
  shortlisted: ['interview', 'offer', 'hired', 'rejected'],
  interview: ['offer', 'hired', 'rejected'],
  // An offer is the applicant's to answer: accepting it hires them. The employer may still withdraw it (not selected).
  offer: ['rejected'],
  hired: [],
  rejected: [],
  withdrawn: [],
  closed: [],
};
/**
 * The applications still waiting for an answer: those a job's closing closes, and those their applicant may withdraw
 * (a hired applicant stays hired).
 */
export const OPEN_APPLICATION_STATUSES = [
  'submitted',
  'shortlisted',
  'interview',
  'offer',
] as const satisfies readonly ApplicationStatus[];
/**
 * The statuses of applicants staff forwarded and still in the running: they see the company (confidential until
 * then). An applicant forwarded once keeps seeing it, and stays in the employer's list, whatever follows
 * (`forwarded_at`).
 */
export const FORWARDED_APPLICATION_STATUSES = [
  'shortlisted',
  'interview',
  'offer',
  'hired',
] as const satisfies readonly ApplicationStatus[];
/** How far ahead an application deadline may be set, so that no request stays open for ever. */
export const MAX_APPLICATION_WINDOW_DAYS = 365;
export const REJECTION_REASON_MAX_LENGTH = 1000;

/** What staff are pointed to in a job request before they approve it (moderation/ in the API). */
export const RISK_FLAG_CODES = ['fee_request', 'off_platform_contact', 'copied_text', 'salary_outlier'] as const;
export type RiskFlagCode = (typeof RISK_FLAG_CODES)[number];
/** Why a professional reports a job. */
export const REPORT_REASONS = ['fee_requested', 'fake_job', 'misleading', 'discriminatory', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_DETAILS_MAX_LENGTH = 1000;
/**
 * How the reports of a job are settled: nothing wrong found, or the job closed (staff's two choices on the reports),
 * or its employer suspended (every open report of the employer's jobs, settled by the suspension).
 */
export const REPORT_OUTCOMES = ['dismissed', 'job_closed', 'employer_suspended'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];
/** The outcomes staff choose for a job's reports (POST /api/admin/reports/<id>/resolve/). */
export const REPORT_DECISIONS = ['dismissed', 'job_closed'] as const satisfies readonly ReportOutcome[];
export type ReportDecision = (typeof REPORT_DECISIONS)[number];
/** A note of how an employer was checked (an RCCM number, a call, a visit), and why an account is suspended. */
export const STAFF_NOTE_MAX_LENGTH = 500;
/** What the audit log records; each entry also names its actor and target. */
export const AUDIT_ACTIONS = [
  'job.approve',
  'job.reject',
  'job.close',
  'job.import',
  'job.edit',
  'job.report',
  'job.reports_resolve',
  'application.status',
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.password_change',
  'auth.password_reset',
  'auth.refresh_reuse',
  'auth.sign_out_everywhere',
  'staff.create',
  'staff.promote',
  'staff.otp_enrol',
  'user.verify',
  'user.suspend',
  'user.unsuspend',
  'user.delete',
  'auth.otp_failed',
  'auth.recovery_code_used',
  'social.link',
  'social.link_failed',
  'message.held',
  'message.report',
  'message.release',
  'message.refuse',
  'thread.read',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
/**
 * How a session began, in the details of its `auth.sign_in` entry: an account made (by the form, or with `provider`
 * by Google or LinkedIn), a password, a provider (`provider`), a demo sandbox, a password reset's new password.
 * A session renewed is the same session: it is not a sign-in.
 */
export const SIGN_IN_METHODS = ['registration', 'password', 'social', 'demo', 'password_reset'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];
/** The kind of device a session began on, as its browser says (the User-Agent itself is not kept). */
export const DEVICE_KINDS = ['phone', 'tablet', 'computer', 'unknown'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

/** Upload rules; the type is always sniffed from the bytes, never taken from the name. */
export const MB = 1024 * 1024;
export const UPLOAD_RULES = {
  cv: { maxBytes: 5 * MB, types: ['application/pdf'] },
  profile_photo: { maxBytes: 2 * MB, types: ['image/png', 'image/jpeg'] },
  company_logo: { maxBytes: 2 * MB, types: ['image/png', 'image/jpeg'] },
  job_spec_document: { maxBytes: 5 * MB, types: ['application/pdf'] },
} as const;
export type UploadKind = keyof typeof UPLOAD_RULES;

/**
 * Photos and logos are stored re-encoded at two sizes (largest side, in pixels): `display`, twice the 96 CSS px
 * preview of the profile forms, and `thumb`, twice the 64 CSS px of the lists of applicants, so that each stays
 * sharp on a screen of two pixels per CSS pixel and no larger. A file link with `&size=thumb` gives the thumbnail.
 */
export const PICTURE_PIXELS = { display: 192, thumb: 128 } as const;
export type PictureSize = keyof typeof PICTURE_PIXELS;

/** Staff one-time codes (RFC 6238): 6 digits for each 30-second step; and recovery codes, each usable once. */
export const OTP_DIGITS = 6;
export const OTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** The issuer an authenticator app shows beside the account. */
export const OTP_ISSUER = 'Congo Talent';

/**
 * The calendar that application deadlines follow. Kinshasa's is the westernmost time zone of the country,
 * so a job stays open until its deadline day has ended everywhere in DR Congo.
 */
export const MARKET_TIME_ZONE = 'Africa/Kinshasa';
/** Kinshasa's offset from UTC, the same all year (no daylight saving): a time typed on its clock, as an instant. */
export const MARKET_UTC_OFFSET = '+01:00';

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

export const CONTACT_EMAIL = 'contact@congotalent.cd';
export const CONTACT_CITY = 'Kinshasa, DR Congo';

/** Social sign-in: two OpenID Connect providers, asked for the same scopes. */
export const SOCIAL_PROVIDERS = ['google', 'linkedin'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
export const SOCIAL_PROVIDER_NAMES: Readonly<Record<SocialProvider, string>> = {
  google: 'Google',
  linkedin: 'LinkedIn',
};
export const SOCIAL_SCOPES = ['openid', 'email', 'profile'] as const;
/** Where the providers send the browser back (the /auth/callback page), under the site's public address. */
export const SOCIAL_CALLBACK_PATH = '/auth/callback';

/**
 * The public pages written to HTML at build time in each language (the web app's scripts/prerender.mjs), so
 * that a phone paints their words before any script arrives; the server sends them by path and language.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/about-us',
  '/how-it-works',
  '/privacy-policy',
  '/safety',
  '/auth',
  '/demo',
] as const;
/** The file of a prerendered page under the build's prerendered/<language>/ folder. */
export const prerenderedFileOf = (path: string) => `${path === '/' ? 'index' : path.slice(1)}.html`;

/**
 * Signed-in pages sent as a shell of their own, in each language (the build's shells/<language>/ folder): the app's
 * page with the page's styles written in and its frame drawn (the header, and the page's heading and skeleton
 * while the session is checked), so that a phone paints it before any script arrives. The reader's own content
 * is never in it: the app draws the page afresh over it.
 */
export const PAGE_SHELL_PATHS = [
  '/recommended-jobs',
  '/my-applications',
  '/job-alerts',
  '/hiring-center',
  '/admin',
] as const;
/** The file of a page's shell under the build's shells/<language>/ folder. */
export const shellFileOf = (path: string) => `${path.slice(1)}.html`;

/** A job's own page in the web app: where a shared link, an alert and a notice about the job lead. */
export const jobPagePath = (id: number) => `/jobs/${id}`;
/** The job a path (without its query) is the page of, or undefined for any other path. */
export function jobIdOfPath(path: string): number | undefined {
  const id = /^\/jobs\/(\d{1,15})$/.exec(path)?.[1];
  return id === undefined ? undefined : Number(id);
}
/**
 * Every job page is sent as one shell per language (the build's shells/<language>/job.html): the frame of a
 * signed-in page, whose head also holds the preview that a link shared in a chat shows (no job's details: the jobs
 * are for signed-in people).
 */
export const JOB_PAGE_SHELL = 'job.html';
/**
 * Every other page of the web app is the app's index.html, written once per language under this folder of the build
 * (<folder>/<language>/index.html), so that it asks for the app's words in the reader's language beside its code.
 */
export const APP_PAGES_FOLDER = 'app';

/** The <meta name> under which a prerendered page names the app's entry script, for the loader below. */
export const APP_ENTRY_META = 'app-entry';
/** Names, on a signed-in page's shell, its own code (space-separated), which the loader asks for beside the app's. */
export const PAGE_CODE_META = 'page-code';
/**
 * How many of a page's modules the loader below asks for in one task. Each request it starts costs the main thread
 * time: Recommended Jobs' 34 in one go made one task of 99-264 ms under a 4x CPU on a slow 2-core machine, blocking
 * time on a phone; six a task, the longest took 51 ms there. Six is what HTTP/1.1 fetches at once from a site anyway.
 */
const PRELOADS_PER_TASK = 6;
/**
 * The one inline script of a prerendered page: it asks for the app's code once the page and its pictures have
 * loaded, the browser has reported the page's words on the screen (its first contentful paint) and two more
 * frames have begun (the pictures that loaded last are drawn by then), so that on a slow line the words and the
 * opening picture are not sharing it with the code, and so that running the code (which only takes over a page
 * the reader can already see) does not hold up the frames that show them. A page in a
 * background tab, which draws nothing, asks at once; a browser that never reports the paint, after 3 s. Fixed
 * text, so that the server's Content-Security-Policy allows it by its hash. A signed-in page's shell also names its
 * page's code (PAGE_CODE_META): it is asked for at the same moment, beside the app's, rather than once the app has
 * arrived and run, a few modules a task (PRELOADS_PER_TASK).
 */
export const DEFERRED_APP_LOADER =
  `(function(){var asked=false;function go(){if(asked)return;asked=true;` +
  `import(document.querySelector('meta[name="${APP_ENTRY_META}"]').content);` +
  `var code=document.querySelector('meta[name="${PAGE_CODE_META}"]');` +
  `var srcs=code?code.content.split(' ').filter(Boolean):[];` +
  `(function next(from){srcs.slice(from,from+${PRELOADS_PER_TASK}).forEach(function(src){` +
  `var link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=src;` +
  `document.head.appendChild(link)});` +
  `if(from+${PRELOADS_PER_TASK}<srcs.length)setTimeout(next,0,from+${PRELOADS_PER_TASK})})(0)}` +
  `function loaded(){if(document.visibilityState==='hidden')return go();setTimeout(go,3000);` +
  `function drawn(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})}` +
  `try{new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)drawn()})` +
  `.observe({type:'paint',buffered:true})}catch(e){go()}}` +
  `if(document.readyState==='complete')loaded();else addEventListener('load',loaded,{once:true})})()`;

/**
 * Paths that belong to the API rather than to the web app: the server answers an unknown one with a JSON 404,
 * and the web app's service worker never answers a navigation to one with the app's page.
 */
export const API_PATH_PREFIXES = ['/api/', '/hiring/', '/files/', '/healthz', '/readyz', '/metrics'] as const;

/**
 * The kinds of e-mail a person can turn off, each on its own (one-click unsubscribe or the settings page). Mail
 * about the account itself (password reset, address confirmation, password changed) is always sent.
 */
export const EMAIL_CATEGORIES = ['applications', 'job_requests', 'staff_digest', 'job_alerts'] as const;
export type EmailCategory = (typeof EMAIL_CATEGORIES)[number];

/** The categories that concern a person: what the site can tell them (by e-mail, and by SMS). */
export function emailCategoriesOf(account: { userType: string; isStaff: boolean }): EmailCategory[] {
  const mine: EmailCategory[] = [];
  if (account.userType === 'professional') mine.push('applications', 'job_alerts');
  if (account.userType === 'employer') mine.push('job_requests');
  if (account.isStaff) mine.push('staff_digest');
  return mine;
}

/** SMS come in the same categories as mail, each turned on or off by itself. */
export const SMS_CATEGORIES = [...EMAIL_CATEGORIES] as const;
export type SmsCategory = EmailCategory;
/**
 * The SMS categories that are on once the number is proven; the others (job alerts, which cost the operator money
 * on every message) wait until the person turns them on.
 */
export const SMS_CATEGORIES_ON_BY_DEFAULT: readonly SmsCategory[] = ['applications', 'job_requests'];
/** A phone code: its digits, how long it works, how many wrong tries spend it. */
export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_TTL_MINUTES = 10;
export const PHONE_CODE_MAX_TRIES = 5;
/**
 * The code mailed to confirm the deletion of an account that has no password: as long as a phone code, a little
 * longer to live (mail can be slow), one a minute at most.
 */
export const DELETION_CODE = { ttlMinutes: 15, resendSeconds: 60 } as const;
export type MailCategory = EmailCategory | 'account';

// An application's conversation and its interviews (their payloads: schemas/conversations.ts).
/** The longest message, in characters. */
export const MESSAGE_MAX_LENGTH = 2000;
/**
 * How many texts one person may send in an hour, all threads together: messages, interview proposals, answers and
 * cancellations count alike (GATED_TEXT_KINDS). Past it, 429 with Retry-After.
 */
export const MESSAGES_PER_HOUR = 30;
/**
 * Every text one side of a thread writes that the other reads, each passing the same gate (an employer's text that
 * asks for money waits for staff) and counting towards MESSAGES_PER_HOUR: a message, an interview's place, a
 * cancellation's reason, the applicant's note asking for other times, a rejection's note, an offer's note and the
 * applicant's reason for declining it.
 */
export const GATED_TEXT_KINDS = [
  'message',
  'interview_place',
  'interview_cancel_reason',
  'interview_decline_note',
  'rejection_note',
  'offer_note',
  'offer_decline_reason',
] as const;
export type GatedTextKind = (typeof GATED_TEXT_KINDS)[number];
/** A thread's messages on one page of `GET /hiring/applications/:id/messages/`, unless `page_size` says otherwise. */
export const THREAD_PAGE_SIZE = 50;
/** How often a reader of a thread is told by mail and SMS of a new message in it, at most: once an hour. */
export const MESSAGE_NOTICE_EVERY_MINUTES = 60;
/** How long a web page that shows a thread waits before it asks for new messages again. */
export const THREAD_REFRESH_MS = 5000;

/**
 * How long after a hire the hired applicant and the employer go on writing in their thread (to agree on a start),
 * whatever becomes of the job meanwhile; then the thread stays readable.
 */
export const THREAD_OPEN_DAYS_AFTER_HIRE = 30;
/**
 * Why a thread takes no more messages, as both sides are told before they write: the applicant was not selected, or
 * withdrew; the job closed (its employer closed it, or it closed by itself) or staff withdrew it; the days after the
 * hire (THREAD_OPEN_DAYS_AFTER_HIRE) passed; staff suspended the employer.
 */
export const THREAD_CLOSED_REASONS = [
  'not_selected',
  'withdrawn',
  'job_closed',
  'job_withdrawn',
  'hire_window_passed',
  'employer_suspended',
] as const;
export type ThreadClosedReason = (typeof THREAD_CLOSED_REASONS)[number];

/** The two sides of a thread. */
export const THREAD_SIDES = ['employer', 'applicant'] as const;
export type ThreadSide = (typeof THREAD_SIDES)[number];

/** How an interview takes place, and what `place` then holds. */
export const INTERVIEW_MODES = ['in_person', 'phone', 'video'] as const;
export type InterviewMode = (typeof INTERVIEW_MODES)[number];
/** The most times an employer proposes at once. */
export const INTERVIEW_MAX_SLOTS = 3;
/** How far ahead an interview may be proposed: a date past it is a typing mistake (or a year 9999). */
export const INTERVIEW_MAX_DAYS_AHEAD = 365;
export const INTERVIEW_NOTE_MAX_LENGTH = 500;
/** How long before an interview both sides are reminded of it. */
export const INTERVIEW_REMINDER_HOURS = 24;
/** How long an interview lasts in the calendar file. */
export const INTERVIEW_MINUTES = 60;

/**
 * Where an interview stands: proposed (waiting for the applicant), scheduled (a time chosen), declined (the applicant
 * asked for other times) or cancelled (INTERVIEW_CANCELLERS).
 */
export const INTERVIEW_STATUSES = ['proposed', 'scheduled', 'declined', 'cancelled'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];
/**
 * Who cancelled an interview: either side; staff, when they suspended its employer; or `system`, when its
 * application ended (withdrawn, not selected, closed).
 */
export const INTERVIEW_CANCELLERS = ['employer', 'applicant', 'staff', 'system'] as const;
export type InterviewCanceller = (typeof INTERVIEW_CANCELLERS)[number];
