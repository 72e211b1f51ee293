import { randomUUID } from 'node:crypto';
import { test, type APIRequestContext, type Page } from '@playwright/test';
import { LANGUAGE_COOKIE } from '@talent/shared';

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
export async function signInBrowser(page: Page, account: Pick<Account, 'access' | 'refresh'>, language: 'en' | 'fr' = 'en') {
  await page.goto('/about-us');
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
  const url = test.info().project.use.baseURL;
  if (url) await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: language, url }]);
}

/** Logs in through the API (as the auth screen would) and returns the tokens. */
export async function loginViaApi(request: APIRequestContext, email: string, password: string): Promise<Account> {
  const res = await request.post('/api/token/', { data: { email, password } });
  if (!res.ok()) throw new Error(`login failed for ${email}: ${res.status()} ${await res.text()}`);
  return { email, password, ...(await res.json()) };
}

/** The staff account that scripts/e2e-server.mjs creates (its e-mail and password are set in playwright.config.ts). */
export function staffAccount(): { email: string; password: string } {
  const email = process.env.E2E_ADMIN_EMAIL;
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!email || !password) throw new Error('E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD are not set (see playwright.config.ts).');
  return { email, password };
}
