import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Suspense } from 'react';
import type { JobForProfessional } from '@talent/shared';
import { AuthContext, type AuthState } from '../src/session/auth-context';
import type { SessionUser } from '../src/session/normalise-user';
import RecommendedJobsPage from '../src/features/professional/recommended-jobs-page';
import { queryClient } from '../src/lib/query';
import { withProfessionalTranslations } from './i18n-setup';

beforeAll(() => withProfessionalTranslations('en'));
beforeEach(() => queryClient.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(auth: Partial<AuthState>, path = '/recommended-jobs') {
  const value = { status: 'authenticated', user: null, updateUser: () => {}, ...auth } as AuthState;
  render(
    <MemoryRouter initialEntries={[path]}>
      <AuthContext.Provider value={value}>
        <Suspense fallback="loading">
          <RecommendedJobsPage />
        </Suspense>
      </AuthContext.Provider>
    </MemoryRouter>,
  );
}

const professional = { user_type: 'professional', first_name: 'Amani' } as SessionUser;
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const job = (id: number, extra: Partial<JobForProfessional> = {}) =>
  ({
    id,
    job_title: `Job ${id}`,
    job_description: 'Description',
    job_location: 'Kinshasa',
    work_model: 'on-site',
    type_of_contract: 'full-time',
    experience_level: 'mid',
    salary: null,
    application_deadline: '2026-12-15',
    required_skills: 'Accounting, Excel',
    skill_match_percentage: 50,
    matched_skills: ['Accounting'],
    missing_skills: ['Excel'],
    relocation_fees: false,
    medical_aid: true,
    visa_sponsorship: false,
    housing: false,
    has_applied: false,
    application_status: null,
    company: null,
    industry: null,
    ...extra,
  }) as JobForProfessional;

describe('the recommended jobs page', () => {
  it('asks an anonymous visitor to log in', () => {
    renderPage({ status: 'anonymous', user: null });
    expect(screen.getByRole('alert').textContent).toContain('Please log in to view job recommendations.');
    expect(screen.getByRole('link', { name: 'Log In / Register' }).getAttribute('href')).toBe('/auth');
  });

  it('tells a user of another type that the page is for professionals', () => {
    renderPage({ user: { user_type: 'employer' } as SessionUser });
    expect(screen.getByRole('alert').textContent).toBe('This page is only available for professional users.');
  });

  it('shows the jobs with salary "Not specified", the confidential employer, and a revealed company', async () => {
    vi.stubGlobal('fetch', vi.fn(async () =>
      json(200, [job(1), job(2, { salary: 1800, company: { company_name: 'Bralima', company_website: null, company_logo: null, description: null, office_location: null }, has_applied: true, application_status: 'shortlisted' })], { 'X-Total-Count': '2' }),
    ));
    renderPage({ user: professional });
    expect(await screen.findByText('2 jobs')).toBeTruthy();
    const [first, second] = screen.getAllByRole('article');
    expect(first!.textContent).toContain('Not specified');
    expect(first!.textContent).toContain('The employer stays confidential until you are shortlisted.');
    expect(second!.textContent).toContain('$1,800');
    expect(second!.textContent).toContain('Company: Bralima');
    expect(second!.textContent).toContain('Shortlisted');
    expect(screen.getAllByRole('button', { name: /^Apply for/ })).toHaveLength(1);
    expect(vi.mocked(fetch).mock.calls[0]![0]).toBe('/hiring/jobs/?show_all=false');
  });

  it('says why a list is empty, depending on the toggle', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(200, [], { 'X-Total-Count': '0' })));
    renderPage({ user: professional });
    expect(await screen.findByText('No jobs found')).toBeTruthy();
    expect(screen.getByText('No jobs match your skills yet. Add skills to your profile or browse all available jobs.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Browse all available jobs' }));
    expect(await screen.findByText('There are no open jobs right now. Please check back soon.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'All Available Jobs' }).getAttribute('aria-selected')).toBe('true');
    expect(vi.mocked(fetch).mock.calls.at(-1)![0]).toBe('/hiring/jobs/?show_all=true');
  });

  it('offers to try again when the jobs cannot be fetched', async () => {
    const fetchMock = vi.fn(async () => json(500, { detail: 'Something went wrong on our side. Please try again later.' }));
    vi.stubGlobal('fetch', fetchMock);
    renderPage({ user: professional });
    expect(await screen.findByText('Failed to fetch jobs. Please try again.', {}, { timeout: 5000 })).toBeTruthy();
    fetchMock.mockImplementation(async () => json(200, [job(3)], { 'X-Total-Count': '1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Job 3')).toBeTruthy();
  });
});
