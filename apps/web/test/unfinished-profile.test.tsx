import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Suspense } from 'react';
import i18n from '../src/i18n';
import enEmployer from '../src/i18n/locales/en/employer';
import frEmployer from '../src/i18n/locales/fr/employer';
import enProfessional from '../src/i18n/locales/en/professional';
import frProfessional from '../src/i18n/locales/fr/professional';
import { AuthContext, type AuthState } from '../src/session/auth-context';
import type { SessionUser } from '../src/session/normalise-user';
import { UnfinishedProfileLine } from '../src/components/onboarding/unfinished-profile';

const company = {
  company_name: 'Kivu Mining SARL',
  industry: 'Mining',
  company_website: 'https://kivumining.example.cd',
  company_size: '51-200',
  office_location: 'Goma',
};

function renderLine(user: Partial<SessionUser>) {
  const value = { status: 'authenticated', user: user as SessionUser, updateUser: () => {} } as unknown as AuthState;
  render(
    <MemoryRouter>
      <AuthContext.Provider value={value}>
        <Suspense fallback="loading">
          <UnfinishedProfileLine />
        </Suspense>
      </AuthContext.Provider>
    </MemoryRouter>,
  );
}

/** The line at the top of each role's landing page while its onboarding is unfinished. */
describe('the way back to an unfinished profile', () => {
  beforeAll(() => {
    i18n.addResources('en', 'professional', enProfessional);
    i18n.addResources('fr', 'professional', frProfessional);
    i18n.addResources('en', 'employer', enEmployer);
    i18n.addResources('fr', 'employer', frEmployer);
  });
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('leads a professional who stopped after registering to step 1', async () => {
    renderLine({ user_type: 'professional', onboarding_completed: false, profile: null });
    const link = await screen.findByRole('link', { name: 'Finish my profile: step 1 of 3, Personal Details' });
    expect(link.getAttribute('href')).toBe('/onboarding?step=1');
    expect(link.closest('p')!.textContent).toContain('Your profile is not finished yet');
  });

  it('leads an employer to the first step whose required data is missing', async () => {
    renderLine({ user_type: 'employer', onboarding_completed: false, profile: { ...company, phone_number: null } });
    const link = await screen.findByRole('link', { name: 'Finish my company profile: step 2 of 3, Hiring Team Info' });
    expect(link.getAttribute('href')).toBe('/onboarding?step=2');
    expect(link.closest('p')!.textContent).toContain('Your company profile is not finished yet.');
  });

  it('leads to the last step, where onboarding ends, when only finishing is left', async () => {
    const team = {
      first_name: 'Patrick',
      last_name: 'Kabila',
      job_title: 'HR Manager',
      email: 'hr@kivumining.example.cd',
      phone_number: '+243812345678',
    };
    renderLine({ user_type: 'employer', onboarding_completed: false, profile: { ...company, ...team } });
    expect((await screen.findByRole('link')).getAttribute('href')).toBe('/onboarding?step=3');
  });

  it('reads in French, with its typography', async () => {
    await i18n.changeLanguage('fr');
    renderLine({ user_type: 'professional', onboarding_completed: false, profile: null });
    const link = await screen.findByRole('link', {
      name: 'Terminer mon profil\u202f: étape 1 sur 3, Informations personnelles',
    });
    expect(link.closest('p')!.textContent).toContain('Votre profil n’est pas encore terminé\u202f:');
    cleanup();
    renderLine({ user_type: 'employer', onboarding_completed: false, profile: company });
    expect(
      await screen.findByRole('link', {
        name: 'Terminer le profil de mon entreprise\u202f: étape 2 sur 3, Équipe de recrutement',
      }),
    ).toBeTruthy();
  });

  it('shows nothing once onboarding is finished, nor to anyone without one', () => {
    renderLine({ user_type: 'professional', onboarding_completed: true, profile: null });
    renderLine({ user_type: 'employer', onboarding_completed: true, profile: company });
    renderLine({ user_type: 'other', onboarding_completed: false, profile: null });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText(/loading/)).toBeNull();
  });
});
