import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ApiError } from '../src/lib/api-client';
import { ProfileLoadError } from '../src/components/profile-load-error';
import { withProfessionalTranslations } from './i18n-setup';

beforeAll(() => withProfessionalTranslations('en'));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderError(error: unknown, onRetry = () => {}) {
  render(
    <MemoryRouter initialEntries={['/onboarding']}>
      <Routes>
        <Route path="/onboarding" element={<ProfileLoadError error={error} onRetry={onRetry} />} />
        <Route path="/auth" element={<h1>Log In</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('a profile that cannot be loaded', () => {
  it('says the session expired, then goes to the login screen', async () => {
    vi.useFakeTimers();
    renderError(new ApiError(401, null, 'tokenExpired'));
    expect(screen.getByRole('alert').textContent).toBe('Your session has expired. Redirecting to login...');
    await act(async () => {
      vi.runAllTimers();
    });
    expect(screen.getByRole('heading', { name: 'Log In' })).toBeTruthy();
  });

  it('offers to try again after any other failure', async () => {
    const onRetry = vi.fn();
    renderError(new ApiError(500, null, { text: 'boom' }), onRetry);
    expect(screen.getByRole('alert').textContent).toContain('Failed to load user profile. Please try again later.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading', { name: 'Log In' })).toBeNull();
  });
});
