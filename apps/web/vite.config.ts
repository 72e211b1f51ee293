import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

/** In development the API runs on :3000 (npm run dev:api) and Vite proxies the API paths to it. */
const api = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    react(),
    // Every text file of the build also as .br and .gz, compressed once at the highest levels: the server picks
    // the one the browser accepts instead of compressing on each request.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(html|css|js|mjs|json|webmanifest|svg|txt|xml)$/,
      threshold: 1024,
    }),
  ],
  server: { proxy: { '/api': api, '/hiring': api, '/files': api } },
  build: {
    target: 'es2020',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically stays in the entry chunk. Left alone, the bundler moves the
        // modules that lazy pages share with the shell (React, the i18n binding, the message catalogue) into
        // separate chunks: more requests on every first visit and about 1.5 KB more gzipped JavaScript.
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
});
