import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** In development the API runs on :3000 (npm run dev:api) and Vite proxies the API paths to it. */
const api = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
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
