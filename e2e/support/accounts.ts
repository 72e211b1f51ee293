import { randomUUID } from 'node:crypto';
import { test, type APIRequestContext, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { LANGUAGE_COOKIE, OTP_PERIOD_SECONDS } from '@talent/shared';
import { serverURL } from './servers';
import { appTookOver } from './test';

export const PASSWORD = 'a-long-test-password';

export interface Account {
  email: string;
  password: string;
  access: string;
  refresh: string;
  user: Record<string, unknown>;
}

export const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.cd`;

/** Registers an account through the API (as the auth screen would) and returns its tokens. */
export async function registerViaApi(
  request: APIRequestContext,
  userType: 'professional' | 'employer',
  profile: Record<string, unknown> = {},
): Promise<Account> {
  const email = uniqueEmail(userType);
  const base =
    userType === 'professional'
      ? { first_name: 'Amani', last_name: 'Kasongo', country: 'CD', phone_number: '0812345678' }
      : {
          first_name: 'Patrick',
          last_name: 'Ilunga',
          country: 'CD',
          phone_number: '0991234567',
          company_name: 'Bralima Logistique',
          industry: 'Logistics',
          company_website: 'bralima-logistique.cd',
          company_size: '51-200',
          job_title: 'HR Manager',
        };
  const res = await request.post('/api/register/', {
    data: { email, password: PASSWORD, user_type: userType, profile: { ...base, ...profile } },
  });
  if (!res.ok()) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
  const body = await res.json();
  return { email, password: PASSWORD, ...body };
}

/** Puts an account's tokens where the web app keeps them, so the next page load is signed in. */
export async function signInBrowser(
  page: Page,
  account: Pick<Account, 'access' | 'refresh'>,
  language: 'en' | 'fr' = 'en',
) {
  await page.goto('/about-us');
  // The app of this page reads the tokens as it starts. Written before that (the goto of a page not made to wait
  // returns first), they would sign this page in too, and what it then asks for (the bell's code and styles)
  // would seem to be the next page's.
  await appTookOver(page);
  await page.evaluate(
    ([access, refresh, lang]) => {
      localStorage.setItem('access', access);
      localStorage.setItem('refresh', refresh);
      localStorage.setItem('lang', lang);
    },
    [account.access, account.refresh, language] as const,
  );
}

/**
 * Chooses the interface language for the next page load, where the app keeps the choice: local storage, and the
 * cookie that lets the server send the public pages already in that language.
 */
export async function useLanguage(page: Page, language: 'en' | 'fr') {
  await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
  await page
    .context()
    .addCookies([{ name: LANGUAGE_COOKIE, value: language, url: serverURL(test.info().parallelIndex) }]);
}

/** Logs in through the API (as the auth screen would) and returns the tokens. */
export async function loginViaApi(request: APIRequestContext, email: string, password: string): Promise<Account> {
  const res = await request.post('/api/token/', { data: { email, password } });
  if (!res.ok()) throw new Error(`login failed for ${email}: ${res.status()} ${await res.text()}`);
  return { email, password, ...(await res.json()) };
}

/**
 * The staff account that scripts/e2e-server.mjs creates (its e-mail, password and one-time-code secret are set in
 * playwright.config.ts).
 */
export function staffAccount(): { email: string; password: string; totpSecret: string } {
  const email = process.env.E2E_ADMIN_EMAIL;
  const password = process.env.E2E_ADMIN_PASSWORD;
  const totpSecret = process.env.E2E_ADMIN_TOTP_SECRET;
  if (!email || !password || !totpSecret) {
    throw new Error(
      'E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD and E2E_ADMIN_TOTP_SECRET are not set (see playwright.config.ts).',
    );
  }
  return { email, password, totpSecret };
}

/** The last time step whose code a journey sent: the server takes each step's code once. */
let lastStep = 0;

/**
 * A code of the staff account that the server has not seen yet: the current step's, else the next one's (the
 * server accepts a step either side of its own), else, after waiting for the clock, a later one.
 */
export async function freshStaffCode(): Promise<string> {
  const nowStep = () => Math.floor(Date.now() / 1000 / OTP_PERIOD_SECONDS);
  const step = Math.max(nowStep(), lastStep + 1);
  while (step > nowStep() + 1) await new Promise((resolve) => setTimeout(resolve, 500));
  lastStep = step;
  return generate({ secret: staffAccount().totpSecret, epoch: step * OTP_PERIOD_SECONDS });
}

/** Logs the staff account in through the API with a fresh one-time code. */
export async function staffLoginViaApi(request: APIRequestContext): Promise<Account> {
  const { email, password } = staffAccount();
  // A code of a step used before this worker started (another run of the journeys on the same server) is refused:
  // the next one is not.
  for (let attempt = 0; ; attempt++) {
    const res = await request.post('/api/token/', { data: { email, password, otp: await freshStaffCode() } });
    if (res.ok()) return { email, password, ...(await res.json()) };
    if (attempt === 2 || res.status() !== 401)
      throw new Error(`staff login failed: ${res.status()} ${await res.text()}`);
  }
}

let staffToken: string | undefined;

/**
 * An access token of the staff account, kept by the worker: each staff sign-in spends a one-time code's 30-second
 * step. `renew` after the server refused it (a staff log-out in another journey ends the account's tokens).
 */
export async function staffAccessToken(request: APIRequestContext, renew = false): Promise<string> {
  if (!staffToken || renew) staffToken = (await staffLoginViaApi(request)).access;
  return staffToken;
}
