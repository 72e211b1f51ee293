import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { HiringSteps } from '../src/features/home/hiring-steps';
import { tokenStorage } from '../src/lib/token-storage';
import { fakeApi, json, token } from './support/fake-api';
import { renderWithSession } from './support/render-app';

const stepOne = async () => within((await screen.findAllByRole('listitem'))[0]!);
const routes = <Route path="/" element={<HiringSteps />} />;
const signedInAs = (user_type: string) => {
  tokenStorage.setTokens(token(600), 'r1');
  fakeApi({ 'GET /api/user-status/': () => json(200, { email: 'u@x.cd', user_type }) });
};

describe('step 1 of "Hiring is Easy", which happens in the employers-only Hiring Center', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('takes an employer to the Hiring Center', async () => {
    signedInAs('employer');
    renderWithSession(routes);
    const link = (await stepOne()).getByRole('link', { name: 'Go to the Hiring Center' }) as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/hiring-center');
  });

  it('offers a visitor the employer registration', async () => {
    fakeApi({});
    renderWithSession(routes);
    const link = (await stepOne()).getByRole('link', { name: 'Register as an employer' });
    expect(link.getAttribute('href')).toBe('/auth?tab=register&role=employer');
  });

  it('tells a professional the step is for employers, without a link that would bounce them', async () => {
    signedInAs('professional');
    renderWithSession(routes);
    const step = await stepOne();
    expect(await step.findByText('This step is for employers.')).toBeTruthy();
    expect(step.queryByRole('link')).toBeNull();
  });
});
