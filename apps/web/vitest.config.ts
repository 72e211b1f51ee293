import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: { name: 'web', environment: 'happy-dom', include: ['test/**/*.test.{ts,tsx}'], root: import.meta.dirname },
});
