// Writes the public pages to HTML in each language, after both builds (npm run build): the page a phone can
// paint before any script arrives, which the app then takes over (src/main.tsx). Each page is the built
// index.html with the page drawn inside #root, in dist/prerendered/<language>/, with Brotli and gzip copies
// beside it like every other file of the build. The server picks the file by path and language.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// React's production build, as in the browser that takes the pages over.
process.env.NODE_ENV = 'production';
const web = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(web, 'dist');
const { renderPage, LANGUAGES, PRERENDERED_PATHS, prerenderedFileOf } = await import(
  resolve(web, 'dist-prerender/prerender-entry.js')
);

const template = await readFile(resolve(dist, 'index.html'), 'utf8');
const ROOT = '<div id="root"></div>';
if (!template.includes(ROOT) || !template.includes('<html lang="en">')) {
  throw new Error('dist/index.html no longer has the <html lang="en"> and empty #root this script fills in');
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
for (const language of LANGUAGES) {
  for (const path of PRERENDERED_PATHS) {
    const body = await renderPage(path, language);
    const html = template
      .replace('<html lang="en">', `<html lang="${language}">`)
      // The marker tells the app which language the page was written in (it draws its own if another).
      .replace(ROOT, () => `<div id="root" data-prerendered="${language}">${body}</div>`);
    const file = resolve(dist, 'prerendered', language, prerenderedFileOf(path));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
    await writeFile(`${file}.br`, await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    await writeFile(`${file}.gz`, await gzipped(html, { level: 9 }));
  }
}
console.log(`prerendered ${PRERENDERED_PATHS.length} pages in ${LANGUAGES.join(' and ')}`);
