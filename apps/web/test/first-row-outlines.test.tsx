import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { EmployerJob, JobForProfessional } from '@talent/shared';
import { FirstRows, FirstRowsTemplates, type FirstRowsName } from '../src/components/ui/first-rows';
import { JobCardPreview, JobPagePreview } from '../src/features/professional/jobs/job-card-preview';
import { JobCard } from '../src/features/professional/jobs/job-card';
import { ApplicationCardPreview } from '../src/features/professional/applications/application-card-preview';
import { ApplicationCard } from '../src/features/professional/applications/application-card';
import { HistoryPreview } from '../src/features/employer/hiring/history-card-preview';
import { HistoryCards } from '../src/features/employer/hiring/history-cards';
import { HistoryTable } from '../src/features/employer/hiring/history-table';
import JobPage from '../src/features/professional/job-page';
import { queryClient } from '../src/lib/query';
import { json, renderPage } from './support';
import { fakeApi } from './support/fake-api';
import { jobForProfessional } from './support/job-for-professional';
import { forgetShell, readShell, signedInShell } from './support/shell';
import { professionalApplication } from './support/professional-application';
import { withProfessionalTranslations } from './i18n-setup';

// A shell's first rows are written by hand beside the app's cards (the *-preview.tsx files), so that the app's code
// need not come first. These tests hold each preview to its card: every element the shell draws is an element of the
// app's card, with the same tag and classes, in the same order and nesting (the card may have more: its buttons, its
// dates). Renaming a class or a heading in a card, and not in its preview, fails here: the page would jump when the app
// takes over from the shell.

/** An element's outline: its tag, its classes, and its children's outlines; words and other attributes left out. */
interface Outline {
  tag: string;
  classes: string;
  children: Outline[];
}

const outlineOf = (element: Element): Outline => ({
  tag: element.tagName.toLowerCase(),
  classes: [...element.classList].sort().join(' '),
  children: [...element.children].map(outlineOf),
});

/**
 * Whether `preview` draws what `card` does in its place: the same tag, or a link where the card has a button (it does
 * the button's work before the app comes: Apply leads to the job's page), with the same classes, but for the shape's
 * class of a control that needs the app (`frame-shape`: its place and size, in grey).
 */
const SHAPE = /(^| )frame-shape( |$)/;
const drawnAs = (preview: Outline, card: Outline) =>
  (preview.tag === card.tag || (preview.tag === 'a' && card.tag === 'button')) &&
  preview.classes.replace(SHAPE, ' ').trim() === card.classes;

/**
 * Whether every element of `preview` is in `card`: drawn the same, children found in order. What a closed
 * `<details>` holds besides its summary takes no place until opened: the shell's may differ from the card's.
 */
function drawnWithin(preview: Outline, card: Outline): boolean {
  if (!drawnAs(preview, card)) return false;
  const shown = preview.tag === 'details' ? preview.children.filter((c) => c.tag === 'summary') : preview.children;
  let next = 0;
  for (const child of shown) {
    while (next < card.children.length && !drawnWithin(child, card.children[next]!)) next += 1;
    if (next === card.children.length) return false;
    next += 1;
  }
  return true;
}

/** An outline as indented lines, which a failure prints. */
const lines = (outline: Outline, depth = 0): string[] => [
  `${'  '.repeat(depth)}${outline.tag}${outline.classes ? `.${outline.classes.replace(/ /g, '.')}` : ''}`,
  ...outline.children.flatMap((child) => lines(child, depth + 1)),
];

function expectDrawnWithin(preview: Element, card: Element) {
  const [drawn, app] = [outlineOf(preview), outlineOf(card)];
  expect(
    drawnWithin(drawn, app),
    `the shell drew\n${lines(drawn).join('\n')}\nthe app draws\n${lines(app).join('\n')}`,
  ).toBe(true);
}

/**
 * The first row the shell draws of `item`, answered to `source` (the frame's template drawn as prerender-entry.tsx
 * does, filled by the shell's own inline script), detached from the page.
 */
async function shellRow(name: FirstRowsName, source: string, preview: ReactNode, item: unknown, selector: string) {
  const path = source.replace(/^\?/, '').replace('{id}', '42');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (url === path ? json(200, item) : json(404, { detail: 'Not found.' }))),
  );
  renderPage(
    <FirstRowsTemplates.Provider value={{ [name]: { source, max: 1, locale: 'fr-FR', row: preview } }}>
      <FirstRows name={name}>
        <div className="grey-cards" />
      </FirstRows>
    </FirstRowsTemplates.Provider>,
  );
  await waitFor(() => expect(document.querySelector('[data-first-rows] template')).not.toBeNull());
  readShell(name === 'job' ? '/jobs/42' : '/', source);
  await waitFor(() => expect(document.querySelector(`[data-first-rows-drawn] ${selector}`)).not.toBeNull());
  const row = document.querySelector(`[data-first-rows-drawn] ${selector}`)!;
  cleanup();
  vi.unstubAllGlobals();
  return row;
}

const job = (extra: Partial<JobForProfessional> = {}) =>
  jobForProfessional({
    id: 42,
    job_title: 'Comptable',
    salary: 1500,
    skill_match_percentage: 85,
    company: { company_name: 'Banque du Kivu' } as JobForProfessional['company'],
    ...extra,
  });

const application = professionalApplication({ job_id: 42, job_location: 'Kinshasa', status: 'shortlisted' });

const request: EmployerJob = {
  ...jobForProfessional({ id: 42, job_title: 'Site engineer' }),
  status: 'approved',
  rejection_reason: null,
  pipeline: { submitted: 0, shortlisted: 0, interview: 0, offer: 0, hired: 0, rejected: 0, withdrawn: 0, closed: 0 },
  figures: { views: 0, applied: 0, forwarded: 0, interviewed: 0, hired: 0, first_answer_hours: null },
} as unknown as EmployerJob;

beforeAll(() => withProfessionalTranslations('fr'));
beforeEach(() => signedInShell('fr'));
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  forgetShell();
});

describe("a shell's first row draws what the app's card will draw", () => {
  it('on Recommended Jobs: a job card, its company and match shown', async () => {
    const drawn = await shellRow('recommendedJobs', '/hiring/jobs/', <JobCardPreview />, [job()], 'article');
    renderPage(<JobCard job={job()} onApply={() => {}} />);
    expectDrawnWithin(drawn, await screen.findByRole('article'));
  });

  it('on Recommended Jobs: a job card with its company kept confidential and no match', async () => {
    const confidential = job({ company: null, skill_match_percentage: null });
    const drawn = await shellRow('recommendedJobs', '/hiring/jobs/', <JobCardPreview />, [confidential], 'article');
    renderPage(<JobCard job={confidential} onApply={() => {}} />);
    expectDrawnWithin(drawn, await screen.findByRole('article'));
  });

  /** The job's page as the shell draws it from `shown`, then as the app does. */
  async function jobPages(shown: JobForProfessional) {
    const drawn = await shellRow('job', '/hiring/jobs/{id}/', <JobPagePreview />, shown, '.job-page');
    fakeApi({ 'GET /hiring/jobs/42/': () => json(200, shown) });
    render(
      <MemoryRouter initialEntries={['/jobs/42']}>
        <Routes>
          <Route path="/jobs/:id" element={<JobPage />} />
        </Routes>
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Comptable' });
    return { drawn, app: document.querySelector('.job-page')! };
  }

  it("on a job's page: the page's links, the job in full and its description", async () => {
    const { drawn, app } = await jobPages(job({ company: null }));
    expectDrawnWithin(drawn, app);
  });

  it("on a job's page with everything: verified, sector, perks, and skills matched, close and missing", async () => {
    const full = job({
      company: null,
      employer_verified: true,
      sector: 'mining',
      housing: true,
      matched_skills: ['Excel'],
      related_skills: [{ skill: 'Audit', through: 'Contrôle' }],
      missing_skills: ['SAGE'],
    });
    const { drawn, app } = await jobPages(full);
    expect(drawn.querySelectorAll('.skill')).toHaveLength(3);
    expectDrawnWithin(drawn, app);
  });

  it('on My applications: an application and its status', async () => {
    const drawn = await shellRow(
      'myApplications',
      '/hiring/applications/',
      <ApplicationCardPreview />,
      [application],
      'article',
    );
    renderPage(<ApplicationCard application={application} />);
    expectDrawnWithin(drawn, await screen.findByRole('article'));
  });

  it('on the Hiring Centre, on a phone: a request of the history and its status', async () => {
    const drawn = await shellRow('hiringCenter', '/hiring/employer-jobs/', <HistoryPreview />, [request], 'ul');
    renderPage(<HistoryCards jobs={[request]} open={new Set()} onToggle={() => {}} onClosed={() => {}} />);
    await screen.findByText('Site engineer');
    expectDrawnWithin(drawn, document.querySelector('ul.history-cards')!);
  });

  it("on the Hiring Centre, on a wider screen: the history's table, a request's row and its date", async () => {
    const drawn = await shellRow(
      'hiringCenter',
      '/hiring/employer-jobs/',
      <HistoryPreview />,
      [request],
      '.history-table__wrap',
    );
    renderPage(<HistoryTable jobs={[request]} open={new Set()} onToggle={() => {}} onClosed={() => {}} />);
    await screen.findByText('Site engineer');
    const app = document.querySelector('.history-table__wrap')!;
    expectDrawnWithin(drawn, app);
    expect(drawn.querySelector('.history-table__date')?.textContent).toBe(
      app.querySelector('.history-table__date')?.textContent,
    );
  });

  it('and refuses a card whose heading or class changed', () => {
    const card = document.createElement('article');
    card.className = 'job-card card';
    card.innerHTML = '<div class="job-card__head"><h2>x</h2></div>';
    const preview = document.createElement('article');
    preview.className = 'job-card card';
    preview.innerHTML = '<div class="job-card__head"><h3>x</h3></div>';
    expect(drawnWithin(outlineOf(preview), outlineOf(card))).toBe(false);
    card.innerHTML = '<div class="job-card__top"><h3>x</h3></div>';
    expect(drawnWithin(outlineOf(preview), outlineOf(card))).toBe(false);
    card.innerHTML = '<div class="job-card__head"><h3>x</h3><button class="btn">y</button></div><p>z</p>';
    expect(drawnWithin(outlineOf(preview), outlineOf(card))).toBe(true);
  });
});
