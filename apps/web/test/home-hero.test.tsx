import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { Hero } from '../src/features/home/hero';
import { tokenStorage } from '../src/lib/token-storage';
import { fakeApi, json, token } from './support/fake-api';
import { renderWithSession } from './support/render-app';

const routes = <Route path="/" element={<Hero />} />;
const hrefOf = async (name: string) => (await screen.findByRole('link', { name })).getAttribute('href');

describe("the home page's two ways in", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('open the Register tab for a visitor, with the role each one is for', async () => {
    fakeApi({});
    renderWithSession(routes);
    expect(await hrefOf('FIND JOBS')).toBe('/auth?tab=register&role=professional');
    expect(await hrefOf('FIND SKILLED PROFESSIONALS')).toBe('/auth?tab=register&role=employer');
  });

  it('lead a signed-in reader to the pages themselves, whose guards admit the right type', async () => {
    tokenStorage.setTokens(token(600), 'r1');
    fakeApi({ 'GET /api/user-status/': () => json(200, { email: 'p@x.cd', user_type: 'professional' }) });
    renderWithSession(routes);
    expect(await hrefOf('FIND JOBS')).toBe('/recommended-jobs');
    expect(await hrefOf('FIND SKILLED PROFESSIONALS')).toBe('/hiring-center');
  });
});
