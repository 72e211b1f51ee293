import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // Form journeys type letter by letter: on a busy 2-core machine the longest take several seconds.
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['test/**/*.test.{ts,tsx}'],
    root: import.meta.dirname,
    testTimeout: 15_000,
  },
});
