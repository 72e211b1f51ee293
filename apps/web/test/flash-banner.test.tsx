import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { FlashBanner } from '../src/components/layout/flash-banner';
import { flashState } from '../src/lib/flash';
import i18n from '../src/i18n';
import { LocationProbe } from './support/render-app';

const demoWelcome = (role: 'professional' | 'employer') => (
  <MemoryRouter
    initialEntries={[
      { pathname: '/hiring-center', state: flashState({ kind: 'success', message: 'demoWelcome', role }) },
    ]}
  >
    <FlashBanner />
    <LocationProbe />
  </MemoryRouter>
);

describe('the message carried to the landing page', () => {
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('shows the demo welcome with the role, then takes it out of the history entry', async () => {
    render(demoWelcome('employer'));
    expect(screen.getByRole('status').textContent).toContain(
      'Welcome to the Employer demo! You can now explore the platform with pre-populated data.',
    );
    // A reload of the page would not show it again.
    expect(screen.getByTestId('location').dataset.state).toBe('null');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('speaks French to a French reader', async () => {
    await i18n.changeLanguage('fr');
    render(demoWelcome('professional'));
    expect(screen.getByRole('status').textContent).toContain('Bienvenue dans la démo Professionnel\u202f!');
  });
});
