import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router';
import { Suspense } from 'react';
import type { JobForProfessional } from '@talent/shared';
import { AuthContext, type AuthState } from '../src/session/auth-context';
import type { SessionUser } from '../src/session/normalise-user';
import RecommendedJobsPage from '../src/features/professional/recommended-jobs-page';
import { queryClient } from '../src/lib/query';
import { withProfessionalTranslations } from './i18n-setup';
import { LocationProbe } from './support/render-app';

beforeAll(() => withProfessionalTranslations('en'));
beforeEach(() => queryClient.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The browser's Back button. */
function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Browser back
    </button>
  );
}

function renderPage(auth: Partial<AuthState>, path = '/recommended-jobs') {
  const value = { status: 'authenticated', user: null, updateUser: () => {}, ...auth } as AuthState;
  render(
    <MemoryRouter initialEntries={[path]}>
      <AuthContext.Provider value={value}>
        <LocationProbe />
        <BackButton />
        <Suspense fallback="loading">
          <RecommendedJobsPage />
        </Suspense>
      </AuthContext.Provider>
    </MemoryRouter>,
  );
}

/** The requests for the job list (not its facets or location suggestions), in order. */
const listCalls = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([url]) => String(url))
    .filter((url) => url.startsWith('/hiring/jobs/?'));
const address = () => screen.getByTestId('location').textContent;

const professional = { user_type: 'professional', first_name: 'Amani', onboarding_completed: true } as SessionUser;
/** Stopped after registering: no profile saved yet, onboarding unfinished. */
const newcomer = {
  user_type: 'professional',
  first_name: 'Amani',
  onboarding_completed: false,
  profile: null,
} as SessionUser;
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

/** A card draws its details once they are opened, as a reader does with a tap on "Job details". */
async function openDetails(card: HTMLElement) {
  await userEvent.click(within(card).getByText('Job details'));
  await waitFor(() => expect(card.querySelector('.job-card__skills')).not.toBeNull());
}

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
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(
          200,
          [
            job(1),
            job(2, {
              salary: 1800,
              company: {
                company_name: 'Bralima',
                company_website: null,
                company_logo: null,
                description: null,
                office_location: null,
              },
              has_applied: true,
              application_status: 'shortlisted',
            }),
          ],
          { 'X-Total-Count': '2' },
        ),
      ),
    );
    renderPage({ user: professional });
    expect(await screen.findByText('2 jobs')).toBeTruthy();
    const [first, second] = screen.getAllByRole('article');
    await openDetails(first!);
    expect(first!.textContent).toContain('Not specified');
    expect(first!.textContent).toContain('The employer stays confidential until you are shortlisted.');
    expect(second!.textContent).toContain('$1,800');
    expect(second!.textContent).toContain('Company: Bralima');
    expect(second!.textContent).toContain('Shortlisted');
    expect(screen.getAllByRole('button', { name: /^Apply for/ })).toHaveLength(1);
    expect(listCalls()[0]).toBe('/hiring/jobs/?show_all=false');
  });

  it('says why a list is empty, depending on the toggle', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, [], { 'X-Total-Count': '0' })),
    );
    renderPage({ user: professional });
    expect(await screen.findByText('No jobs found')).toBeTruthy();
    expect(
      screen.getByText('No jobs match your skills yet. Add skills to your profile or browse all available jobs.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Browse all available jobs' }));
    expect(await screen.findByText('There are no open jobs right now. Please check back soon.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'All Available Jobs' }).getAttribute('aria-selected')).toBe('true');
    expect(listCalls().at(-1)).toBe('/hiring/jobs/?show_all=true');
  });

  it('leads an unfinished profile to its first unfinished step, at the top and in the empty list', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, [], { 'X-Total-Count': '0' })),
    );
    const halfway = {
      ...newcomer,
      profile: { first_name: 'Amani', last_name: 'Kasongo', country: 'CD', date_of_birth: '1990-05-14' },
    } as SessionUser;
    renderPage({ user: halfway });
    expect(await screen.findByText('No jobs found')).toBeTruthy();
    const line = screen.getByText(/Your profile is not finished yet/).closest('p')!;
    // The first thing the page says, before its heading.
    const heading = screen.getByRole('heading', { level: 1 });
    expect(line.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      screen.getByText(
        'Jobs are matched to the skills and experience of your profile, which is not finished yet. Finish it, or browse all available jobs.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/No jobs match your skills yet/)).toBeNull();
    // The line's link and the empty list's both go to the first step with required data missing.
    const ways = screen.getAllByRole('link', { name: 'Finish my profile: step 2 of 3, Professional Info' });
    expect(ways.map((way) => way.getAttribute('href'))).toEqual(['/onboarding?step=2', '/onboarding?step=2']);
    expect(line.contains(ways[0]!)).toBe(true);
    expect(screen.getByRole('button', { name: 'Browse all available jobs' })).toBeTruthy();
  });

  it('says nothing of the profile once onboarding is finished', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, [], { 'X-Total-Count': '0' })),
    );
    renderPage({ user: professional });
    expect(await screen.findByText('No jobs found')).toBeTruthy();
    expect(screen.queryByText(/Your profile is not finished yet/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit your skills' }).getAttribute('href')).toBe('/onboarding?step=2');
  });

  it('offers to try again when the jobs cannot be fetched', async () => {
    const fetchMock = vi.fn(async () =>
      json(500, { detail: 'Something went wrong on our side. Please try again later.' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPage({ user: professional });
    expect(await screen.findByText('Failed to fetch jobs. Please try again.', {}, { timeout: 5000 })).toBeTruthy();
    fetchMock.mockImplementation(async () => json(200, [job(3)], { 'X-Total-Count': '1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Job 3')).toBeTruthy();
  });
});

/** A wide screen (filters beside the list) or a phone (filters in a panel). */
function screenIsWide(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide && query.includes('min-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const FACETS = {
  total: 7,
  type_of_contract: [
    { value: 'full-time', count: 5 },
    { value: 'contract', count: 2 },
  ],
  work_model: [
    { value: 'on-site', count: 4 },
    { value: 'remote', count: 2 },
    { value: 'hybrid', count: 1 },
  ],
  experience_level: [{ value: 'mid', count: 7 }],
  locations: [
    { value: 'Kinshasa', count: 5 },
    { value: 'Goma', count: 2 },
  ],
};

/** The API's job routes: the list answers with `list(url)`, the facets and the towns with fixed answers. */
function stubJobsApi(list: (url: URL) => Response = () => json(200, [job(1), job(2)], { 'X-Total-Count': '2' })) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      const url = new URL(path, 'http://app.test');
      if (url.pathname === '/hiring/jobs/facets/') return json(200, FACETS);
      if (url.pathname === '/hiring/jobs/locations/')
        return json(200, [
          { name: 'Kinshasa', count: 5 },
          { name: 'Kisangani', count: 1 },
        ]);
      return list(url);
    }),
  );
}

describe('the job search', () => {
  beforeEach(() => screenIsWide(true));

  it('reads the search from the address, sends it to the API, and shows it as chips with counts beside the options', async () => {
    stubJobsApi();
    renderPage(
      { user: professional },
      '/recommended-jobs?show_all=true&q=engineer&work_model=hybrid,remote&salary_min=1000',
    );
    expect(await screen.findByText('2 jobs', { selector: '.jobs-count' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'All Available Jobs' }).getAttribute('aria-selected')).toBe('true');
    expect(listCalls()).toEqual(['/hiring/jobs/?show_all=true&q=engineer&work_model=remote,hybrid&salary_min=1000']);
    expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).toContain(
      '/hiring/jobs/facets/?show_all=true&q=engineer&work_model=remote,hybrid&salary_min=1000',
    );
    expect((screen.getByRole('searchbox', { name: 'Search jobs' }) as HTMLInputElement).value).toBe('engineer');
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect([...chips.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'))).toEqual([
      'Remove filter: “engineer”',
      'Remove filter: Remote',
      'Remove filter: Hybrid',
      'Remove filter: $1,000 or more',
    ]);
    const remote = await screen.findByRole('checkbox', { name: 'Remote 2 jobs' });
    expect((remote as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Part-time 0 jobs' })).toBeTruthy();
    // Relevance is offered (and chosen) because there are words.
    const sort = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(sort.value).toBe('relevance');
    // Every card keeps its match badge and explanation.
    for (const card of screen.getAllByRole('article')) {
      await openDetails(card);
      expect(card.textContent).toContain('50% match');
      expect(card.textContent).toContain('You have 1 of 2 required skills.');
    }
  });

  it('searches once typing pauses, not at every key, and Back returns to the search before', async () => {
    stubJobsApi();
    renderPage({ user: professional });
    expect(await screen.findByText('2 jobs', { selector: '.jobs-count' })).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'welder');
    await waitFor(() => expect(address()).toBe('/recommended-jobs?q=welder'));
    await waitFor(() =>
      expect(listCalls()).toEqual(['/hiring/jobs/?show_all=false', '/hiring/jobs/?show_all=false&q=welder']),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(address()).toBe('/recommended-jobs');
    expect((screen.getByRole('searchbox', { name: 'Search jobs' }) as HTMLInputElement).value).toBe('');
    // The earlier search is in the cache: shown at once, not asked again.
    expect(screen.getByText('2 jobs', { selector: '.jobs-count' })).toBeTruthy();
    expect(listCalls()).toHaveLength(2);
  });

  it('makes each filter change a history entry that starts again from the first page', async () => {
    stubJobsApi();
    renderPage({ user: professional }, '/recommended-jobs?page=2');
    expect(await screen.findByText('2 jobs', { selector: '.jobs-count' })).toBeTruthy();
    await userEvent.click(await screen.findByRole('checkbox', { name: /^Remote/ }));
    expect(address()).toBe('/recommended-jobs?work_model=remote');
    expect(screen.getByTestId('location').dataset.navigation).toBe('PUSH');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Minimum salary' }), '1000');
    expect(address()).toBe('/recommended-jobs?work_model=remote&salary_min=1000');
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter: Remote' }));
    expect(address()).toBe('/recommended-jobs?salary_min=1000');
    await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(address()).toBe('/recommended-jobs?work_model=remote&salary_min=1000');
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(address()).toBe('/recommended-jobs');
  });

  it('offers the date posted in the filters, in the address once chosen, and as a chip', async () => {
    stubJobsApi();
    renderPage({ user: professional });
    expect(await screen.findByText('2 jobs', { selector: '.jobs-count' })).toBeTruthy();
    const posted = screen.getByRole('combobox', { name: 'Date posted' }) as HTMLSelectElement;
    expect([...posted.options].map((o) => o.text)).toEqual([
      'Any time',
      'Last 24 hours',
      'Last 3 days',
      'Last 7 days',
      'Last 30 days',
    ]);
    await userEvent.selectOptions(posted, '3');
    expect(address()).toBe('/recommended-jobs?posted_within_days=3');
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter: Last 3 days' }));
    expect(address()).toBe('/recommended-jobs');
    expect(posted.value).toBe('');
  });

  it('suggests locations as a combobox: arrow keys and Enter pick one', async () => {
    stubJobsApi();
    renderPage({ user: professional });
    const location = await screen.findByRole('combobox', { name: 'Location' });
    await userEvent.type(location, 'Ki');
    const listbox = screen.getByRole('listbox', { name: 'Suggested locations' });
    // The towns the API suggests; the province of Kinshasa is the town already there.
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Kinshasa5 jobs', 'Kisangani1 job']),
    );
    const options = within(listbox).getAllByRole('option');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(location.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    await userEvent.keyboard('{Enter}');
    expect(address()).toBe('/recommended-jobs?location=Kisangani');
    expect(location.getAttribute('aria-expanded')).toBe('false');
  });

  it('says "1,000+ jobs" when the total is a lower bound', async () => {
    stubJobsApi(() =>
      json(200, [job(1)], {
        'X-Total-Count': '1000',
        'X-Total-Count-Exact': 'false',
        Link: '</hiring/jobs/?page=2>; rel="next"',
      }),
    );
    renderPage({ user: professional }, '/recommended-jobs?show_all=true');
    expect(await screen.findByText('1,000+ jobs', { selector: '.jobs-count' })).toBeTruthy();
    expect(screen.getByText('Showing 1 of 1,000+')).toBeTruthy();
  });

  it('says which filters to loosen when a search finds nothing', async () => {
    stubJobsApi(() => json(200, [], { 'X-Total-Count': '0' }));
    renderPage({ user: professional }, '/recommended-jobs?q=comptable&location=Lubumbashi&work_model=remote');
    expect(await screen.findByRole('heading', { name: 'No jobs match your search' })).toBeTruthy();
    expect(screen.getByText('No jobs match “comptable” in Lubumbashi with: Remote.')).toBeTruthy();
    expect(screen.queryByText('No jobs found')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Search all available jobs' }));
    expect(address()).toBe('/recommended-jobs?show_all=true&q=comptable&location=Lubumbashi&work_model=remote');
    await userEvent.click(await screen.findByRole('button', { name: 'Clear all filters' }));
    expect(address()).toBe('/recommended-jobs?show_all=true');
    expect(await screen.findByText('There are no open jobs right now. Please check back soon.')).toBeTruthy();
  });

  it('does not send a search with a value it cannot read, and offers to drop it or start again', async () => {
    stubJobsApi();
    renderPage({ user: professional }, '/recommended-jobs?work_model=office,remote&salary_min=lots');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This search cannot be run');
    expect(alert.textContent).toContain('Work model “office” — Choose one of the options.');
    expect(alert.textContent).toContain('Minimum salary “lots” — Enter a whole number.');
    expect(listCalls()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Search without these values' }));
    expect(address()).toBe('/recommended-jobs?work_model=remote');
    expect(await screen.findByText('2 jobs', { selector: '.jobs-count' })).toBeTruthy();
  });

  it('explains a search the API refuses, and resets it', async () => {
    stubJobsApi((url) =>
      url.searchParams.has('location')
        ? json(400, { location: ['This text is too long.'] })
        : json(200, [job(1)], { 'X-Total-Count': '1' }),
    );
    renderPage({ user: professional }, '/recommended-jobs?location=Somewhere');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Location “Somewhere” — This text is too long.');
    await userEvent.click(screen.getByRole('button', { name: 'Reset the search' }));
    expect(address()).toBe('/recommended-jobs');
    expect(await screen.findByText('1 job', { selector: '.jobs-count' })).toBeTruthy();
  });

  it('on a phone, puts the filters in a panel opened by a button that counts them', async () => {
    screenIsWide(false);
    stubJobsApi();
    renderPage({ user: professional }, '/recommended-jobs?q=driver&work_model=remote&salary_min=500');
    expect(await screen.findByText('2 jobs', { selector: '.jobs-count' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /^Remote/ })).toBeNull();
    const open = screen.getByRole('button', { name: 'Filters 2 active' });
    expect(open.getAttribute('aria-haspopup')).toBe('dialog');
    await userEvent.click(open);
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(panel).getByRole('checkbox', { name: /^Hybrid/ }));
    expect(address()).toBe('/recommended-jobs?q=driver&work_model=remote,hybrid&salary_min=500');
    await userEvent.click(await within(panel).findByRole('button', { name: 'Show 2 jobs' }));
    expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Filters 3 active' })).toBeTruthy();
  });
});
