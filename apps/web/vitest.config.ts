import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['test/**/*.test.{ts,tsx}'],
    root: import.meta.dirname,
    // Form journeys type letter by letter: on a busy 2-core machine the longest take several seconds.
    testTimeout: 15_000,
    /**
     * A worker keeps the modules it imported from one file to the next: importing React, the router and the app's
     * modules again for each file, in a new page, was most of the project's time (about 170 s against 21 s on a
     * busy machine). Each file still starts as a first visit (test/support/each-file.ts).
     */
    isolate: false,
    setupFiles: ['test/support/each-file.ts'],
  },
});
