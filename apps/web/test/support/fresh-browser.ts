import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import i18n from '../../src/i18n';

/**
 * Each test of the describe block starts as a first visit: no tokens or remembered location in the storages, no
 * stubbed fetch or timers left by the one before, the page unmounted, and the app in English.
 */
export function freshBrowserEachTest(): void {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(async () => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });
}
