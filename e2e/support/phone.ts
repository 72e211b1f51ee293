import type { Browser, BrowserContextOptions, TestInfo } from '@playwright/test';
import { PHONE_SCREEN } from './screens';
import { serverURL } from './servers';

/**
 * A phone beside a journey's desktop page: another person (the applicant, in French), in a browser context of their
 * own, on the journey's server.
 */
export const phoneContext = (browser: Browser, info: TestInfo, options: BrowserContextOptions = {}) =>
  browser.newContext({ baseURL: serverURL(info.parallelIndex), ...PHONE_SCREEN, ...options });
