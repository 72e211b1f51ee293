import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { Language, PAGE_SHELL_PATHS, PRERENDERED_PATHS } from '@talent/shared';
export {
  APP_ENTRY_META,
  DEFERRED_APP_LOADER,
  LANGUAGES,
  PAGE_SHELL_PATHS,
  PRERENDERED_PATHS,
  prerenderedFileOf,
  shellFileOf,
} from '@talent/shared';
import i18n from './i18n';
import { App } from './app/app';
import { AppRoutes } from './app/router';
import { firstPicturePreload } from './components/ui/pictures';
import { WritingSignedInShell } from './session/auth-context';

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
 * Modules of the signed-in header, loaded on their own once the session is known, whose styles every signed-in
 * shell carries too: a sheet arriving after the page is drawn would have the phone style the whole page again.
 */
export const SIGNED_IN_MODULES = ['src/components/layout/notification-bell.tsx'];

/**
 * A public page as HTML in one language, for a visitor who is not signed in: the same tree as main.tsx with a
 * static router. Waits for the page's code and translations, so the HTML holds the whole page.
 */
export function renderPage(path: string, language: Language): Promise<string> {
  return renderTree(
    <App
      router={
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      }
    />,
    path,
    language,
  );
}

/**
 * A signed-in page's frame as HTML in one language: the page as a reader with stored tokens sees it while their
 * session is checked (the header without their name, the page's heading and skeleton). Nothing of any reader's.
 */
export function renderShell(path: string, language: Language): Promise<string> {
  return renderTree(
    <WritingSignedInShell.Provider value={true}>
      <App
        router={
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        }
      />
    </WritingSignedInShell.Provider>,
    path,
    language,
  );
}

async function renderTree(tree: ReactNode, path: string, language: Language): Promise<string> {
  await i18n.changeLanguage(language);
  const errors: unknown[] = [];
  const { prelude } = await prerender(tree, { onError: (error) => void errors.push(error) });
  // React would leave the failed part for the browser to draw: a page that fails here fails the build instead.
  if (errors.length > 0) throw new AggregateError(errors, `${path} (${language}) could not be written`);
  return new Response(prelude).text();
}
