import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { Language } from '@talent/shared';
export { LANGUAGES, PRERENDERED_PATHS, prerenderedFileOf } from '@talent/shared';
import i18n from './i18n';
import { App } from './app/app';
import { AppRoutes } from './app/router';

/**
 * A public page as HTML in one language, for a visitor who is not signed in: the same tree as main.tsx with a
 * static router. Waits for the page's code and translations, so the HTML holds the whole page.
 */
export async function renderPage(path: string, language: Language): Promise<string> {
  await i18n.changeLanguage(language);
  const errors: unknown[] = [];
  const { prelude } = await prerender(<App router={<StaticRouter location={path}><AppRoutes /></StaticRouter>} />, {
    onError: (error) => void errors.push(error),
  });
  // React would leave the failed part for the browser to draw: a page that fails here fails the build instead.
  if (errors.length > 0) throw new AggregateError(errors, `${path} (${language}) could not be written`);
  return new Response(prelude).text();
}
