import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { PRIVACY_NOTICE_VERSION, PRIVACY_RETENTION } from '@talent/shared';
import i18n from '../src/i18n';
import en from '../src/i18n/locales/en/pages';
import fr from '../src/i18n/locales/fr/pages';
import PrivacyPolicyPage from '../src/features/static-pages/privacy-policy-page';
import { renderPage } from './support';

const { deletableOnRequestAfterYears, autoDeletedAfterYears } = PRIVACY_RETENTION;

async function open(language: 'en' | 'fr') {
  await i18n.changeLanguage(language);
  renderPage(<PrivacyPolicyPage />);
  return screen.findByRole('heading', { level: 1 });
}

/** The shape of a page's sections: each paragraph as 'p', each list as its number of items. */
const shape = (sections: readonly { body: readonly (string | readonly string[])[] }[]) =>
  sections.map((section) => section.body.map((part) => (typeof part === 'string' ? 'p' : part.length)));

describe('the privacy policy', () => {
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('keeps the specification’s sentences on retention and references, word for word, with the shared periods', async () => {
    expect(await open('en')).toHaveProperty('textContent', 'Privacy policy');
    expect(
      screen.getByText(`Your data can be deleted on request after ${deletableOnRequestAfterYears} years.`, {
        exact: false,
      }).tagName,
    ).toBe('P');
    expect(
      screen.getByText(`All personal data is automatically deleted after ${autoDeletedAfterYears} years.`),
    ).toBeTruthy();
    expect(screen.getByText(/^References are mandatory/)).toBeTruthy();
    // Under the heading that says they apply to what stays, not in place of the deletion of an account.
    const history = screen.getByRole('region', { name: 'Records kept for history' });
    expect(history.textContent).toContain(`deleted after ${autoDeletedAfterYears} years`);
  });

  it('fills every period from the shared constants and leaves no placeholder', async () => {
    await open('en');
    const text = document.body.textContent ?? '';
    expect(text).not.toContain('{{');
    expect(text).toContain(`emptied ${PRIVACY_RETENTION.coverLetterKeptDaysAfterJobClosed} days after the job closed`);
    expect(text).toContain(`not used for ${PRIVACY_RETENTION.unusedAccountFilesKeptYears} years`);
    expect(text).toContain(
      `${PRIVACY_RETENTION.unusedAccountWarningDays} days later, your files (CV, photo or logo) are removed`,
    );
    expect(text).toContain('Ordonnance-loi n° 23/010 of 13 Mar 2023');
  });

  it('says how to use each right', async () => {
    await open('en');
    const rights = screen.getByRole('region', { name: 'Your rights' });
    const items = [...rights.querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toHaveLength(5);
    expect(items[0]).toContain('“Download my data”');
    expect(items[2]).toContain('“Delete my account”');
    expect(items[3]).toContain('reply STOP (or ARRET)');
    expect(items[4]).toMatch(/write to \S+@\S+\.$/);
  });

  it('gives the version of the notice as a date in the page’s language', async () => {
    const [year, month, day] = PRIVACY_NOTICE_VERSION.split('-').map(Number) as [number, number, number];
    const date = (locale: string) =>
      new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(
        new Date(year, month - 1, day),
      );
    await open('en');
    const english = await screen.findByText(/^Version of/);
    expect(english.textContent).toBe(`Version of ${date('en-GB')}`);
    expect(english.querySelector('time')?.getAttribute('dateTime')).toBe(PRIVACY_NOTICE_VERSION);
    cleanup();
    await open('fr');
    const french = await screen.findByText(/^Version du/);
    expect(french.textContent).toBe(`Version du ${date('fr-FR')}`);
    expect(french.querySelector('time')?.getAttribute('dateTime')).toBe(PRIVACY_NOTICE_VERSION);
  });

  it('is the same page in French, with the same sentences on retention', async () => {
    expect(shape(fr.privacy.sections)).toEqual(shape(en.privacy.sections));
    await open('fr');
    const text = document.body.textContent ?? '';
    expect(text).not.toContain('{{');
    expect(text).toContain(
      `Vos données peuvent être supprimées sur demande après ${deletableOnRequestAfterYears} ans.`,
    );
    expect(text).toContain(
      `Toutes les données personnelles sont automatiquement supprimées après ${autoDeletedAfterYears} ans.`,
    );
    expect(text).toContain('Les références sont obligatoires');
  });

  it('has only second-level headings under its title', async () => {
    await open('en');
    const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => h.tagName);
    expect(headings[0]).toBe('H1');
    expect(new Set(headings.slice(1))).toEqual(new Set(['H2']));
  });
});
