import { fileURLToPath } from 'node:url';
import { defineConfig, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
// By path: the config is bundled on its own, and the package's name would resolve to TypeScript Node cannot load.
import { API_PATH_PREFIXES, PAGE_SHELL_PATHS } from '../../packages/shared/src/constants.ts';
import { apiProxy } from './dev-proxy.ts';

/**
 * A signed-in page's address, whose shell (its frame, and the inline script that draws a returning reader's kept list
 * at once) the service worker keeps: with or without a query.
 */
const SHELL_ADDRESS = new RegExp(`^(${PAGE_SHELL_PATHS.join('|')})(\\?.*)?$`);
/** The same, as a whole same-origin URL, for the worker's route (a pattern is written into the worker as it is). */
const SHELL_URL = new RegExp(`^https?://[^/]+(${PAGE_SHELL_PATHS.join('|')})(\\?.*)?$`);

/**
 * A shell the worker kept is served only if it is of this build (it names the app's entry that the worker's copy of
 * index.html names); otherwise, or when none is kept, the worker's index.html is, and the app draws the page as on any
 * other route. Runs in the worker, written out as it is: it may use only the worker's globals.
 */
const SHELL_OF_THIS_BUILD = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => {
    const page = await caches.match('index.html', { ignoreSearch: true });
    if (!cachedResponse || !page) return cachedResponse ?? page;
    const entry = /src="(\/assets\/index-[^"]+\.js)"/.exec(await page.clone().text());
    return entry && (await cachedResponse.clone().text()).includes(entry[1]!) ? cachedResponse : page;
  },
};

/** In development the API runs on :3000 (npm run dev:api) and Vite proxies the API paths to it. */
const api = 'http://127.0.0.1:3000';

/**
 * Two builds: the app for the browser, then (`--ssr`) src/prerender-entry.tsx for Node, which
 * scripts/prerender.mjs runs to write the public pages to HTML. The second needs neither the service worker
 * nor compressed copies, and its registration is a stand-in (app/pwa-register-server.ts).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : browserPlugins(),
  resolve: isSsrBuild
    ? {
        alias: {
          'virtual:pwa-register/react': fileURLToPath(new URL('./src/app/pwa-register-server.ts', import.meta.url)),
        },
      }
    : undefined,
  ssr: { noExternal: ['@talent/shared'] },
  server: { proxy: apiProxy(api) },
  build: isSsrBuild
    ? { target: 'node24', outDir: 'dist-prerender', emptyOutDir: true, sourcemap: false }
    : {
        target: 'es2020',
        sourcemap: false,
        // Read by scripts/prerender.mjs: which styles each page needs.
        manifest: true,
        rolldownOptions: {
          output: {
            // Everything the entry imports statically stays in the entry chunk. Left alone, the bundler moves
            // the modules that lazy pages share with the shell (React, the i18n binding, the message
            // catalogue) into separate chunks: more requests on every first visit and about 1.5 KB more
            // gzipped JavaScript.
            codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
            // The entry names every chunk it may load, and a hash's characters do not compress: seven of them (the
            // fewest the bundler accepts for this many chunks) instead of the default eight save about 80 bytes of
            // the entry as sent, which the home page's budget needs.
            entryFileNames: 'assets/[name]-[hash:7].js',
            chunkFileNames: 'assets/[name]-[hash:7].js',
            assetFileNames: 'assets/[name]-[hash:7][extname]',
          },
        },
      },
}));

function browserPlugins(): PluginOption[] {
  return [
    react(),
    VitePWA({
      // A new version waits for the reader's go-ahead (components/layout/app-update.tsx).
      registerType: 'prompt',
      injectRegister: false,
      // The icons are fetched by the browser when the app is installed, not by every first visit.
      includeManifestIcons: false,
      manifest: {
        name: 'Congo Talent',
        short_name: 'Congo Talent',
        description: 'Skilled Congolese professionals and the employers who need them.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#0a4d91',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // Kept on the device at install: the page and the shell's own code and styles, the ones every visit
        // has already downloaded. A page's code and pictures, and the app's words in the reader's language, are kept
        // as they are first used (below, and components/layout/app-update.tsx for a first visit's), so that nobody
        // pays up front for pages they never open or for the other language's words.
        globPatterns: ['index.html', 'assets/index-*.{js,css}', 'assets/rolldown-runtime-*.js'],
        navigateFallback: 'index.html',
        // The API's answers never come from this worker: what is sent or read always reaches the server.
        // The signed-in pages' shells are the worker's own route (below).
        navigateFallbackDenylist: [...API_PATH_PREFIXES.map((prefix) => new RegExp(`^${prefix}`)), SHELL_ADDRESS],
        // A first visit is looked after at once (this page's code is kept as it loads); a new version still
        // waits for the go-ahead, since it does not skip waiting.
        clientsClaim: true,
        inlineWorkboxRuntime: true,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // A signed-in page opens from the device as its shell was last sent (its frame at once, and a returning
            // reader's kept list drawn by its script before the app's code has run), and is fetched again behind
            // it: a revalidation the HTTP cache answers without the page's bytes when it has not changed. The
            // first visit's shell, which no worker served, is kept at the shell's own request (CACHE_URLS).
            urlPattern: SHELL_URL,
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: 'shells',
              // One shell per page, whatever the query; in the reader's language as the server last chose it.
              matchOptions: { ignoreSearch: true, ignoreVary: true },
              expiration: { maxEntries: 10 },
              plugins: [SHELL_OF_THIS_BUILD],
            },
          },
          {
            // Named by their content: a file under a given name never changes.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'assets', expiration: { maxEntries: 120, maxAgeSeconds: 60 * 60 * 24 * 60 } },
          },
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/images/'),
            handler: 'CacheFirst',
            options: { cacheName: 'images', expiration: { maxEntries: 60, maxAgeSeconds: 60 * 60 * 24 * 30 } },
          },
        ],
      },
    }),
    // Every text file of the build also as .br and .gz, compressed once at the highest levels: the server picks
    // the one the browser accepts instead of compressing on each request.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(html|css|js|mjs|json|webmanifest|svg|txt|xml)$/,
      threshold: 1024,
    }),
  ];
}
