// What the header shows a signed-in person: the web app's rule (its Header), which the shell's inline script
// (../shell/first-requests.ts) applies too, to the user the device keeps, so that a signed-in page's shell draws the
// header the app will draw, at its height (on a desktop a professional's links and name take two lines of the bar).

/** What of the signed-in user the header reads, as the session's user has it. */
export interface HeaderReader {
  user_type?: unknown;
  is_staff?: unknown;
  first_name?: unknown;
  last_name?: unknown;
  email?: unknown;
}

/** Every page the header can link to, in the order it shows them. */
export const HEADER_PAGES = [
  '/recommended-jobs',
  '/my-applications',
  '/saved-jobs',
  '/job-alerts',
  '/hiring-center',
  '/admin',
] as const;
export type HeaderPage = (typeof HEADER_PAGES)[number];

/** The pages the header links to for `user`: a professional's four, an employer's Hiring Center, staff's console. */
export function headerPagesOf(user: HeaderReader): HeaderPage[] {
  const pages: HeaderPage[] = [];
  if (user.user_type === 'professional')
    pages.push('/recommended-jobs', '/my-applications', '/saved-jobs', '/job-alerts');
  if (user.user_type === 'employer') pages.push('/hiring-center');
  if (user.is_staff === true) pages.push('/admin');
  return pages;
}

/** The name the header's profile link shows: the person's first and last names, else their e-mail. */
export const headerNameOf = (user: HeaderReader): string =>
  `${String(user.first_name ?? '')} ${String(user.last_name ?? '')}`.trim() || String(user.email ?? '');

/** What the person is, under their name: staff, else their kind of account. */
export type HeaderRole = 'staff' | 'professional' | 'employer' | 'other';
export const headerRoleOf = (user: HeaderReader): HeaderRole =>
  user.is_staff === true
    ? 'staff'
    : user.user_type === 'professional' || user.user_type === 'employer'
      ? user.user_type
      : 'other';

/**
 * The attribute of what a signed-in page's shell draws hidden in its header, which its script shows for the user the
 * device keeps: a page's link (its path), or `person` (the profile link, the data's download, Disconnect, the bell).
 * The profile link also carries each role's words, as JSON, under SIGNED_IN_ROLES_ATTRIBUTE.
 */
export const SIGNED_IN_HEADER_ATTRIBUTE = 'data-signed-in';
export const SIGNED_IN_ROLES_ATTRIBUTE = 'data-roles';
