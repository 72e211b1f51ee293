import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import i18n from '../src/i18n';
import { ApiError } from '../src/lib/api-client';
import { ProfileLoadError } from '../src/components/profile-load-error';

function show(error: unknown, onRetry = () => {}) {
  render(
    <MemoryRouter initialEntries={['/onboarding']}>
      <Suspense fallback={null}>
        <Routes>
          <Route path="/onboarding" element={<ProfileLoadError error={error} onRetry={onRetry} />} />
          <Route path="/auth" element={<p>Log in page</p>} />
        </Routes>
      </Suspense>
    </MemoryRouter>,
  );
}

describe('the onboarding profile load error', () => {
  beforeEach(() => i18n.changeLanguage('en'));
  afterEach(cleanup);

  it('on a 401 says the session expired, then goes to the login page', async () => {
    show(new ApiError(401, null, 'tokenExpired'));
    expect((await screen.findByRole('alert')).textContent).toBe('Your session has expired. Redirecting to login...');
    expect(await screen.findByText('Log in page', {}, { timeout: 4000 })).toBeTruthy();
  });

  it('otherwise says the profile could not be loaded, stays, and offers to try again', async () => {
    const retry = vi.fn();
    show(new ApiError(0, null, 'connectionFailed'), retry);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load user profile. Please try again later.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
    expect(screen.queryByText('Log in page')).toBeNull();
  });
});
