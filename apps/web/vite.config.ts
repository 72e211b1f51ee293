import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** In development the API runs on :3000 (npm run dev:api) and Vite proxies the API paths to it. */
const api = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': api, '/hiring': api, '/files': api } },
  build: { target: 'es2020', sourcemap: false },
});
