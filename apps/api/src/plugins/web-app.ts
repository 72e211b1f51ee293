import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { detailBody } from '../lib/errors.js';
import {
  API_PATH_PREFIXES,
  APP_PAGES_FOLDER,
  JOB_PAGE_SHELL,
  jobIdOfPath,
  LANGUAGES,
  PAGE_SHELL_PATHS,
  PRERENDERED_PATHS,
  prerenderedFileOf,
  shellFileOf,
} from '@talent/shared';
import { pageLanguage } from './page-language.js';

/**
 * Serves the built web app in production: a public page as the build wrote it in the reader's language, a
 * signed-in page's shell in the reader's language (index.html with the page's styles and frame written in), every
 * job's page as the one job pages' shell (whose head is the preview of a shared job link, in the reader's language),
 * and index.html (the app draws the page) for every other client-side route, as the build wrote it in the reader's
 * language (asking for the app's words in that language beside its code).
 */
export default fp(async function webApp(app: FastifyInstance, opts: { serveWeb: boolean }) {
  const root = resolve(app.ctx.config.WEB_DIST);
  const serve = opts.serveWeb && existsSync(resolve(root, 'index.html'));
  // The pages the build wrote in every language (a partial build leaves the others to the app).
  const written = new Set<string>(
    PRERENDERED_PATHS.filter(
      (path) =>
        serve && LANGUAGES.every((lang) => existsSync(resolve(root, 'prerendered', lang, prerenderedFileOf(path)))),
    ),
  );
  const shells = new Set<string>(
    PAGE_SHELL_PATHS.filter(
      (path) => serve && LANGUAGES.every((lang) => existsSync(resolve(root, 'shells', lang, shellFileOf(path)))),
    ),
  );
  const jobShell = serve && LANGUAGES.every((lang) => existsSync(resolve(root, 'shells', lang, JOB_PAGE_SHELL)));
  const appPages = serve && LANGUAGES.every((lang) => existsSync(resolve(root, APP_PAGES_FOLDER, lang, 'index.html')));
  if (serve) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file: the one the browser accepts is sent as it is.
      preCompressed: true,
      setHeaders(res, path) {
        // Hashed assets never change; the page itself must always be fresh.
        res.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = API_PATH_PREFIXES.some((p) => path.startsWith(p));
    // A missing file (an old chunk after a deploy) is a 404, so the app can reload instead of parsing HTML.
    const isFile = path.startsWith('/assets/') || /\.[a-z0-9]{1,5}$/i.test(path);
    if (serve && !isApi && !isFile && (request.method === 'GET' || request.method === 'HEAD')) {
      reply.header('Cache-Control', 'no-cache').type('text/html');
      // Written without a query: /auth?tab=register, say, is drawn by the app, as the written page would differ.
      const writtenPage = written.has(path) && path === request.url;
      const jobPage = jobShell && jobIdOfPath(path) !== undefined;
      if (writtenPage || shells.has(path) || jobPage) {
        const language = pageLanguage(request.headers);
        // A cache may keep one copy per language choice, never hand one reader's language to another.
        reply.header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
        return reply.sendFile(
          writtenPage
            ? `prerendered/${language}/${prerenderedFileOf(path)}`
            : `shells/${language}/${jobPage ? JOB_PAGE_SHELL : shellFileOf(path)}`,
        );
      }
      if (!appPages) return reply.sendFile('index.html');
      reply.header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
      return reply.sendFile(`${APP_PAGES_FOLDER}/${pageLanguage(request.headers)}/index.html`);
    }
    return reply.code(404).send(detailBody('notFound', 'not_found'));
  });
});
