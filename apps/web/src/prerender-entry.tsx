import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { jobPagePath, LANGUAGES, type Language, type PAGE_SHELL_PATHS, type PRERENDERED_PATHS } from '@talent/shared';
export {
  APP_ENTRY_META,
  CONFIRMATION_CODE_META,
  APP_PAGES_FOLDER,
  DEFERRED_APP_LOADER,
  FIRST_REQUESTS_META,
  PAGE_CODE_META,
  FIRST_REQUESTS_SCRIPT,
  JOB_PAGE_SHELL,
  LANGUAGES,
  PAGE_SHELL_PATHS,
  PRERENDERED_PATHS,
  prerenderedFileOf,
  shellFileOf,
} from '@talent/shared';
import i18n from './i18n';
import { App } from './app/app';
import { USER_STATUS_PATH } from './session/session-api';
import { jobPath, jobsPath } from './api/jobs';
import { jobFacetsPath } from './api/job-search';
import { APPLICATIONS_PATH } from './api/applications';
import { APPLICATIONS_KEY } from './api/queries/applications';
import { jobListKey } from './api/queries/job-list';
import { JOB_ALERTS_PATH } from './api/job-alerts';
import { employerJobsPath } from './api/employer-jobs';
import { facetsQuery, listQuery, parseJobSearch } from './lib/job-search-params';
import { AppRoutes } from './app/router';
import { firstPicturePreload } from './components/ui/pictures';
import { WritingSignedInShell } from './session/auth-context';
import { documentTitle, WrittenTitle } from './components/use-document-title';
import { FirstRowsTemplates, type FirstRowsName, type FirstRowsTemplate } from './components/ui/first-rows';
import { LOCALES } from './lib/format';
import { JobCardPreview, JobPagePreview } from './features/professional/jobs/job-card-preview';
import { ShellApplyDialog } from './features/professional/jobs/shell-apply-dialog';
import { MyApplicationsFrame, RecommendedJobsFrame } from './features/professional/page-frames';
import { ApplicationCardPreview } from './features/professional/applications/application-card-preview';
import { HistoryPreview } from './features/employer/hiring/history-card-preview';
import { HiringCenterFrame } from './features/employer/hiring-center-frame';
import { ConsoleFrame } from './features/admin/console-frame';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The <link> that asks for the picture opening the page before anything else, or '' for a page without one. */
export function firstPictureLink(path: string): string {
  const attributes = firstPicturePreload(path);
  if (!attributes) return '';
  return `<link ${Object.entries(attributes)
    .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
    .join(' ')}>`;
}

/**
 * The source module of each written page, as the router loads it: the build's manifest names the styles it needs,
 * which the written page carries so that it is drawn styled before its code arrives.
 */
export const PAGE_MODULES: Record<(typeof PRERENDERED_PATHS)[number], string> = {
  '/': 'src/features/home/home-page.tsx',
  '/about-us': 'src/features/static-pages/about-us-page.tsx',
  '/how-it-works': 'src/features/static-pages/how-it-works-page.tsx',
  '/privacy-policy': 'src/features/static-pages/privacy-policy-page.tsx',
  '/safety': 'src/features/static-pages/safety-page.tsx',
  '/auth': 'src/features/auth/auth-page.tsx',
  '/demo': 'src/features/demo-welcome/demo-welcome-page.tsx',
};

/** The source module of each signed-in page with a shell, whose styles the shell carries (as PAGE_MODULES). */
export const SHELL_MODULES: Record<(typeof PAGE_SHELL_PATHS)[number], string> = {
  '/recommended-jobs': 'src/features/professional/recommended-jobs-page.tsx',
  '/my-applications': 'src/features/professional/my-applications-page.tsx',
  '/job-alerts': 'src/features/professional/job-alerts-page.tsx',
  '/hiring-center': 'src/features/employer/hiring-center-page.tsx',
  '/admin': 'src/features/admin/admin-page.tsx',
};

/**
 * The modules of what a shell opens before the app has come (Recommended Jobs' application, ShellApplyDialog), whose
 * styles it carries too: the app loads them only when asked, so they are not among its page's.
 */
export const SHELL_DIALOG_MODULES: Partial<Record<(typeof PAGE_SHELL_PATHS)[number], string[]>> = {
  '/recommended-jobs': ['src/features/professional/jobs/apply-modal.tsx'],
};

/** The namespace of translations each signed-in page loads as it is entered, which its shell asks for at once. */
export const SHELL_NAMESPACES: Record<(typeof PAGE_SHELL_PATHS)[number], string> = {
  '/recommended-jobs': 'professional',
  '/my-applications': 'professional',
  '/job-alerts': 'professional',
  '/hiring-center': 'employer',
  '/admin': 'admin',
};
export const JOB_SHELL_NAMESPACE = 'professional';

/**
 * The API paths each signed-in page asks for first, which its shell asks for as soon as it is read (see
 * FIRST_REQUESTS_SCRIPT): the session, and the page's first data as the app asks for it. The list of jobs and its
 * counts depend on the address's query: the shell asks for them only with none (a `?` first), the search the app
 * makes then.
 */
const defaultJobSearch = parseJobSearch(new URLSearchParams()).search;
export const FIRST_REQUESTS: Record<(typeof PAGE_SHELL_PATHS)[number], string[]> = {
  '/recommended-jobs': [
    USER_STATUS_PATH,
    `?${jobsPath(listQuery(defaultJobSearch), 1)}`,
    `?${jobFacetsPath(facetsQuery(defaultJobSearch))}`,
  ],
  '/my-applications': [USER_STATUS_PATH, APPLICATIONS_PATH],
  '/job-alerts': [USER_STATUS_PATH, JOB_ALERTS_PATH],
  '/hiring-center': [USER_STATUS_PATH, employerJobsPath(1)],
  '/admin': [USER_STATUS_PATH],
};
export const JOB_FIRST_REQUESTS = [USER_STATUS_PATH, jobPath('{id}')];

/** A list the app keeps on the device (features/professional/saved): its query's key, and where its items are. */
interface KeptList {
  key: readonly unknown[];
  items: string;
}
/**
 * The saved lists that stand for the shells' first answers: the default list of Recommended Jobs (its first page, a
 * JobsPage), and the first page of My applications (an infinite query's pages). A second visit's shell draws them at
 * once (FIRST_ROWS.kept).
 */
export const KEPT_LISTS = {
  recommendedJobs: { key: jobListKey(listQuery(defaultJobSearch), 1), items: 'items' },
  myApplications: { key: APPLICATIONS_KEY, items: 'pages.0.items' },
} satisfies Record<string, KeptList>;

/** How many of a list's first rows a shell draws: more than a phone's first screen holds. */
const FIRST_ROWS_DRAWN = 5;
/**
 * The first rows each shell draws from one of its first requests as soon as the answer is read, long before the app's
 * code on a slow link: the first jobs, applications and requests, or the job of a job's page.
 */
function firstRowsTemplates(language: Language): Partial<Record<FirstRowsName, FirstRowsTemplate>> {
  const locale = LOCALES[language];
  const list = (source: string, row: ReactNode, kept?: KeptList) => ({
    source,
    max: FIRST_ROWS_DRAWN,
    locale,
    row,
    kept: kept && JSON.stringify(kept),
  });
  return {
    recommendedJobs: {
      ...list(FIRST_REQUESTS['/recommended-jobs'][1]!, <JobCardPreview />, KEPT_LISTS.recommendedJobs),
      // Apply on a first row opens this, before the app has come.
      frame: (rows) => (
        <>
          <RecommendedJobsFrame rows={rows} />
          <ShellApplyDialog />
        </>
      ),
    },
    myApplications: {
      ...list(FIRST_REQUESTS['/my-applications'][1]!, <ApplicationCardPreview />, KEPT_LISTS.myApplications),
      frame: (rows) => <MyApplicationsFrame rows={rows} />,
    },
    hiringCenter: {
      ...list(FIRST_REQUESTS['/hiring-center'][1]!, <HistoryPreview />),
      frame: (rows) => <HiringCenterFrame rows={rows} />,
    },
    job: { source: JOB_FIRST_REQUESTS[1]!, max: 1, locale, row: <JobPagePreview /> },
    staffConsole: { frame: (rows) => <ConsoleFrame rows={rows} /> },
  };
}

/** The request to confirm one's address, whose code and words a shell names for its script (CONFIRMATION_CODE_META). */
export const EMAIL_CONFIRMATION_NOTICE = {
  module: 'src/components/layout/email-confirmation-notice.tsx',
  namespace: 'account',
};

/** The source module of a job's page, whose styles the job pages' shell carries (as SHELL_MODULES). */
export const JOB_SHELL_MODULE = 'src/features/professional/job-page.tsx';

/**
 * Modules of the signed-in header, loaded on their own once the session is known, whose styles every signed-in
 * shell carries too: a sheet arriving after the page is drawn would have the phone style the whole page again.
 */
export const SIGNED_IN_MODULES = ['src/components/layout/notification-bell.tsx'];

/** A written page: what goes inside #root, and what goes into its <head>. */
interface WrittenPage {
  body: string;
  head: string;
}

/** Open Graph's names of the languages (language_TERRITORY). */
const OG_LOCALES: Record<Language, string> = { en: 'en_US', fr: 'fr_FR' };
const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A written page's head in one language: its <title>, its description, and the Open Graph tags that a chat or a
 * social network reads to preview a link to it (the site's name, the page's title and description, its language
 * and the other one the site is in). No og:url nor og:image: they must be absolute addresses, which the build does
 * not know (the site's address is the server's PUBLIC_URL); a preview without them uses the address shared.
 */
function headOf(language: Language, title: string, description: string): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    meta('property', 'og:site_name', i18n.t('brand')),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:locale', OG_LOCALES[language]),
    ...LANGUAGES.filter((other) => other !== language).map((other) =>
      meta('property', 'og:locale:alternate', OG_LOCALES[other]),
    ),
  ].join('');
}

/** The app for one path, as main.tsx builds it, with the page's title handed to `onTitle`. */
function appAt(path: string, onTitle: (title: string) => void) {
  return (
    <WrittenTitle.Provider value={onTitle}>
      <App
        router={
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        }
      />
    </WrittenTitle.Provider>
  );
}

/**
 * A public page as HTML in one language, for a visitor who is not signed in: the same tree as main.tsx with a
 * static router. Waits for the page's code and translations, so the HTML holds the whole page. Its head is titled
 * as the page titles itself, and describes the site.
 */
export async function renderPage(path: string, language: Language): Promise<WrittenPage> {
  let title: string | undefined;
  const body = await renderTree(
    appAt(path, (named) => (title = named)),
    path,
    language,
  );
  return { body, head: headOf(language, title ?? i18n.t('brand'), i18n.t('footer.tagline')) };
}

/**
 * A signed-in page's frame as HTML in one language: the page as a reader with stored tokens sees it while their
 * session is checked (the header without their name, the page's heading and skeleton). Nothing of any reader's.
 */
export async function renderShell(path: string, language: Language): Promise<WrittenPage> {
  let title: string | undefined;
  const body = await renderTree(
    <WritingSignedInShell.Provider value={true}>
      <FirstRowsTemplates.Provider value={firstRowsTemplates(language)}>
        {appAt(path, (named) => (title = named))}
      </FirstRowsTemplates.Provider>
    </WritingSignedInShell.Provider>,
    path,
    language,
  );
  return { body, head: headOf(language, title ?? i18n.t('brand'), i18n.t('footer.tagline')) };
}

/**
 * The frame of every job's page, in one language (the server sends it for /jobs/<id>), with the preview a shared
 * link shows: "Job · Congo Talent" and that a free account opens it. Nothing of the job, not even its title: the
 * jobs are for signed-in people, and one file serves every job, whether it exists or not.
 */
export async function renderJobShell(language: Language): Promise<WrittenPage> {
  const { body } = await renderShell(jobPagePath(0), language);
  await i18n.load('professional', 'auth');
  const title = documentTitle(i18n.t('brand'), i18n.t('professional:job.title'));
  return { body, head: headOf(language, title, i18n.t('auth:forJob.register')) };
}

async function renderTree(tree: ReactNode, path: string, language: Language): Promise<string> {
  await i18n.changeLanguage(language);
  const errors: unknown[] = [];
  const { prelude } = await prerender(tree, {
    onError: (error) => void errors.push(error),
    // Every part in its place: React otherwise writes a large part (the Hiring Centre's form) after the rest, for an
    // inline script of its own to move in, which the site's Content-Security-Policy does not allow to run.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  // React would leave the failed part for the browser to draw: a page that fails here fails the build instead.
  if (errors.length > 0) throw new AggregateError(errors, `${path} (${language}) could not be written`);
  const html = await new Response(prelude).text();
  // A part still waiting (`<!--$?-->`) would be shown only by such a script: the page would stay on its fallback.
  if (html.includes('<!--$?-->')) throw new Error(`${path} (${language}) was written with a part left for a script`);
  return html;
}
