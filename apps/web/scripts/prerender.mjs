// Writes the public pages to HTML in each language, after both builds (npm run build): the page a phone can
// paint before any script arrives, which the app then takes over (src/main.tsx). Each page is the built
// index.html with the page drawn inside #root, in dist/prerendered/<language>/, with Brotli and gzip copies
// beside it like every other file of the build. The server picks the file by path and language. It also writes
// the shells of the signed-in landing pages and of the job pages (dist/shells/<language>/): index.html with their
// styles written in and their frame drawn, which the app draws over. Every written page has its own head in its
// language: title, description and the Open Graph tags of a shared link's preview.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// React's production build, as in the browser that takes the pages over. The build script sets NODE_ENV for both
// Vite builds too: Vite keeps a NODE_ENV it finds (`test` under the test runner), and a server build compiled for
// development calls React's development-only JSX runtime, which the production one lacks.
process.env.NODE_ENV = 'production';
const web = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(web, 'dist');
const {
  renderPage,
  renderShell,
  renderJobShell,
  firstPictureLink,
  APP_ENTRY_META,
  DEFERRED_APP_LOADER,
  FIRST_REQUESTS_META,
  FIRST_REQUESTS_SCRIPT,
  PAGE_CODE_META,
  FIRST_REQUESTS,
  JOB_FIRST_REQUESTS,
  SHELL_NAMESPACES,
  JOB_SHELL_NAMESPACE,
  LANGUAGES,
  PRERENDERED_PATHS,
  PAGE_MODULES,
  prerenderedFileOf,
  PAGE_SHELL_PATHS,
  SHELL_MODULES,
  SHELL_DIALOG_MODULES,
  SIGNED_IN_MODULES,
  shellFileOf,
  JOB_PAGE_SHELL,
  JOB_SHELL_MODULE,
  APP_PAGES_FOLDER,
  CONFIRMATION_CODE_META,
  EMAIL_CONFIRMATION_NOTICE,
} = await import(resolve(web, 'dist-prerender/prerender-entry.js'));

const template = await readFile(resolve(dist, 'index.html'), 'utf8');
const ROOT = '<div id="root"></div>';
if (!template.includes(ROOT) || !template.includes('<html lang="en">')) {
  throw new Error('dist/index.html no longer has the <html lang="en"> and empty #root this script fills in');
}
// Each written page has a head of its own (its title, description and link preview) in place of the template's.
const TITLE = /\s*<title>[^<]*<\/title>/;
const DESCRIPTION = /\s*<meta name="description"[^>]*>/;
if (!TITLE.test(template) || !DESCRIPTION.test(template)) {
  throw new Error('dist/index.html no longer has the <title> and description this script replaces');
}

// The style sheets of the shell and of each page, written into the page itself: the phone draws it, styled, with
// the HTML alone, instead of waiting one more round trip for a style sheet, or drawing the page once unstyled
// (a page's own sheet otherwise comes with its code).
const manifest = JSON.parse(await readFile(resolve(dist, '.vite/manifest.json'), 'utf8'));
function stylesOf(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk)
    throw new Error(`${key} is not in the build's manifest (is PAGE_MODULES in prerender-entry.tsx current?)`);
  if (seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.imports ?? []).flatMap((imported) => stylesOf(imported, seen)), ...(chunk.css ?? [])];
}
const shellStyles = stylesOf('index.html');
const entryScript = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const modulePreloads = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;
if (!entryScript.test(template))
  throw new Error('dist/index.html no longer has the one entry <script> this script defers');
const stylesheetLinks = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g;
if ([...template.matchAll(stylesheetLinks)].map((m) => m[1]).join() !== shellStyles.join()) {
  throw new Error('dist/index.html does not link the style sheets the manifest gives for it');
}
async function inlineStyles(...modules) {
  const sheets = [...new Set([...shellStyles, ...modules.flatMap((module) => stylesOf(module))])];
  const css = await Promise.all(sheets.map((sheet) => readFile(resolve(dist, sheet), 'utf8')));
  // Each sheet written in is also named by a disabled <link>, which the browser does not download: when the app
  // then loads the page's code, Vite's preload helper sees the sheet on the page already and does not ask for it
  // again (a download, then the whole page styled a second time, on the phone's main thread).
  const named = sheets.map((sheet) => `<link rel="stylesheet" href="/${sheet}" disabled>`).join('');
  return `<style>${css.join('\n')}</style>${named}`;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** A page, with the Brotli and gzip copies the server sends to a browser that accepts them. */
async function writePage(file, html) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
  await writeFile(`${file}.br`, await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${file}.gz`, await gzipped(html, { level: 9 }));
}
/**
 * The built index.html in one language, with its own head (`head`: title, description, preview), its styles written
 * in, `body` drawn inside #root, and the app's code asked for by the loader once the page is on the screen
 * (`DEFERRED_APP_LOADER`) instead of by a <script> that could run before the first drawing and hold it up.
 */
function pageOf(language, { body, head, styles, rootAttributes = '', afterViewport = '', dropModulePreloads = false }) {
  const html = template
    .replace('<html lang="en">', `<html lang="${language}">`)
    .replace(stylesheetLinks, '')
    .replace(DESCRIPTION, '')
    .replace(TITLE, () => `\n    ${head}`);
  return (dropModulePreloads ? html.replace(modulePreloads, '') : html)
    .replace(
      entryScript,
      (_, src) => `<meta name="${APP_ENTRY_META}" content="${src}"><script>${DEFERRED_APP_LOADER}</script>`,
    )
    .replace(/<meta name="viewport"[^>]*>/, (viewport) => `${viewport}${afterViewport}`)
    .replace('</head>', () => `${styles}</head>`)
    .replace(ROOT, () => `<div id="root"${rootAttributes}>${body}</div>`);
}
/** A page's code and what it imports, less what the app's page preloads already, for the loader to ask for. */
const entryChunks = new Set([
  ...chunksOf('index.html'),
  ...[...template.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((m) => m[1]),
]);
function chunksOf(key, seen = new Set()) {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build's manifest`);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => chunksOf(imported, seen))];
}
/** The files of `modules` and what they import, less what the app's page preloads already, as a <meta>'s content. */
function filesOf(...modules) {
  const files = [...new Set(modules.flatMap((module) => chunksOf(module)))].filter((file) => !entryChunks.has(file));
  return files.map((file) => `/${file}`).join(' ');
}
function pageCodeOf(...modules) {
  return `<meta name="${PAGE_CODE_META}" content="${filesOf(...modules)}">`;
}
/** The request to confirm one's address: its code and words, which the shell's script asks for when it shows it. */
const confirmationCodeOf = (language) =>
  `<meta name="${CONFIRMATION_CODE_META}" content="${filesOf(
    EMAIL_CONFIRMATION_NOTICE.module,
    translationsOf(language, EMAIL_CONFIRMATION_NOTICE.namespace),
  )}">`;
// The app's own words, which every page needs before the app draws it (src/i18n/index.ts), are in the reader's
// language only: each written page asks for its language's beside the app's code.
const EVERY_PAGE_NAMESPACES = ['common', 'msg'];
const translationsOf = (language, namespace) => `src/i18n/locales/${language}/${namespace}.ts`;
const everyPageWords = (language) => EVERY_PAGE_NAMESPACES.map((namespace) => translationsOf(language, namespace));
for (const language of LANGUAGES) {
  for (const path of PRERENDERED_PATHS) {
    const { body, head } = await renderPage(path, language);
    const html = pageOf(language, {
      body,
      head,
      styles: await inlineStyles(PAGE_MODULES[path]),
      // The marker tells the app which language the page was written in (it draws its own if another).
      rootAttributes: ` data-prerendered="${language}"`,
      // The picture that opens the page is asked for first, ahead of the app's code (after the viewport, which its
      // sizes depend on).
      afterViewport: firstPictureLink(path) + pageCodeOf(...everyPageWords(language)),
      // The page is readable without its code: the code is asked for once the page and its pictures are in.
      dropModulePreloads: true,
    });
    await writePage(resolve(dist, 'prerendered', language, prerenderedFileOf(path)), html);
  }
}
// A signed-in page's shell: the app's page as built, with the shell's and the page's styles written in and its
// frame drawn, so that a phone paints the header, the page's heading and its skeleton with the HTML alone. The
// app's code is asked for once that frame is on the screen, and draws the page afresh over it (the frame carries no
// marker for the app to take over). Everything the page needs before it can show its first data is asked for side
// by side, rather than each once the one before has arrived and run: its data as the head is read (the first
// requests, a few KB), and once the frame is drawn, the app's code with the page's own code and its translations
// (the loader reads them from PAGE_CODE_META). Once the app's code has run, nothing is left to fetch before the page
// is drawn.
function firstRequestsOf(paths) {
  return `<meta name="${FIRST_REQUESTS_META}" content="${paths.join(' ')}"><script>${FIRST_REQUESTS_SCRIPT}</script>`;
}
for (const language of LANGUAGES) {
  for (const path of PAGE_SHELL_PATHS) {
    const { body, head } = await renderShell(path, language);
    const html = pageOf(language, {
      body,
      head,
      styles: await inlineStyles(SHELL_MODULES[path], ...SIGNED_IN_MODULES, ...(SHELL_DIALOG_MODULES[path] ?? [])),
      afterViewport:
        firstRequestsOf(FIRST_REQUESTS[path]) +
        pageCodeOf(SHELL_MODULES[path], ...everyPageWords(language), translationsOf(language, SHELL_NAMESPACES[path])) +
        confirmationCodeOf(language),
    });
    await writePage(resolve(dist, 'shells', language, shellFileOf(path)), html);
  }
  // One frame for every job's page (/jobs/<id>), whose head is the preview of a shared job link.
  const { body, head } = await renderJobShell(language);
  const html = pageOf(language, {
    body,
    head,
    styles: await inlineStyles(JOB_SHELL_MODULE, ...SIGNED_IN_MODULES),
    afterViewport:
      firstRequestsOf(JOB_FIRST_REQUESTS) +
      pageCodeOf(JOB_SHELL_MODULE, ...everyPageWords(language), translationsOf(language, JOB_SHELL_NAMESPACE)) +
      confirmationCodeOf(language),
  });
  await writePage(resolve(dist, 'shells', language, JOB_PAGE_SHELL), html);
  // Every other page of the app (drawn by the app alone): index.html as built, asking for the words of its language
  // with the app's code.
  const words = [...new Set(everyPageWords(language).flatMap((module) => chunksOf(module)))]
    .filter((file) => !entryChunks.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  await writePage(
    resolve(dist, APP_PAGES_FOLDER, language, 'index.html'),
    template.replace('<html lang="en">', `<html lang="${language}">`).replace('</head>', () => `${words}</head>`),
  );
}
// Only this script needs the manifest: it is not part of the site.
await rm(resolve(dist, '.vite'), { recursive: true, force: true });
console.log(
  `prerendered ${PRERENDERED_PATHS.length} pages in ${LANGUAGES.join(' and ')}, and ${PAGE_SHELL_PATHS.length + 1} signed-in shells in each (the job pages' one of them)`,
);
