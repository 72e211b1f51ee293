import { afterAll, beforeAll, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import i18n from '../../src/i18n';
import { setSessionLostHandler } from '../../src/lib/api-client';
import { queryClient } from '../../src/lib/query';

// The web tests keep their worker's modules from one file to the next (vitest.config.ts), so each file starts as a
// first visit of its own: empty storages and query cache, the app in English; and leaves no page, stub, fake timer
// or session handler of its own behind.
beforeAll(async () => {
  // A file of the node environment (no page) has no storages.
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
  queryClient.clear();
  await i18n.changeLanguage('en');
});
afterAll(() => {
  cleanup();
  setSessionLostHandler();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
