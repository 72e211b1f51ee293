import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MSG } from '@talent/shared';
import { RouteErrorBoundary } from '../src/components/route-error';

function Broken(): never {
  throw new Error('a page failed');
}

describe('the generic error screen', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    document.documentElement.lang = 'en';
  });

  it('reads "Unexpected Application Error!" when a page fails', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <RouteErrorBoundary>
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Unexpected Application Error!');
    // Its own words are the catalogue's.
    expect(MSG.unexpectedError).toBe('Unexpected Application Error!');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/');
  });

  it('speaks French when the page is in French', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.documentElement.lang = 'fr';
    render(
      <RouteErrorBoundary>
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("Erreur inattendue de l'application !");
  });
});
