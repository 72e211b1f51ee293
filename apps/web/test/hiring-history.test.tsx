import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EmployerJob } from '@talent/shared';
import i18n from '../src/i18n';
import { HiringHistory } from '../src/features/employer/hiring/hiring-history';
import { json, renderPage } from './support';
import { withSelectDefaults } from './support/select-defaults';

const job = (over: Partial<EmployerJob>): EmployerJob => ({
  id: 1,
  job_title: 'Site engineer',
  job_description: 'Supervise the works.',
  job_spec_document: null,
  job_spec_document_file: null,
  experience_level: 'mid',
  type_of_contract: 'full-time',
  required_skills: 'AutoCAD',
  start_date: '2031-01-10',
  salary: 1500,
  job_location: 'Kolwezi, DR Congo',
  advantages: '',
  relocation_fees: false,
  medical_aid: false,
  visa_sponsorship: false,
  housing: false,
  observation: '',
  work_model: 'on-site',
  application_deadline: '2030-12-01',
  sector: null,
  status: 'pending',
  submitted_at: '2030-11-21T10:00:00Z',
  applications_count: 0,
  rejection_reason: null,
  pipeline: { submitted: 0, shortlisted: 0, interview: 0, offer: 0, hired: 0, rejected: 0, withdrawn: 0, closed: 0 },
  figures: { views: 0, applied: 0, forwarded: 0, interviewed: 0, hired: 0, first_answer_hours: null },
  ...over,
});

function answer(handler: (url: string) => Response) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      return handler(url);
    }),
  );
  return urls;
}

function wideScreen(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

describe('HiringHistory', () => {
  beforeAll(withSelectDefaults);
  beforeEach(async () => {
    localStorage.setItem('access', 'x.eyJleHAiOjQxMDI0NDQ4MDB9.y');
    await i18n.changeLanguage('en');
    wideScreen(true);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says "No hiring requests found." when the employer has none', async () => {
    const urls = answer(() => json(200, [], { 'X-Total-Count': '0' }));
    renderPage(<HiringHistory />);
    expect(await screen.findByText('No hiring requests found.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(urls[0]).toBe('/hiring/employer-jobs/?page=1&page_size=20');
  });

  it('says "Unable to load hiring history" when the list cannot be loaded, and can try again', async () => {
    let fail = true;
    answer(() =>
      fail
        ? json(403, { detail: 'You do not have permission to perform this action.' })
        : json(200, [job({})], { 'X-Total-Count': '1' }),
    );
    renderPage(<HiringHistory />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Unable to load hiring history');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'Site engineer' })).toBeTruthy();
  });

  it('lists requests in a table with a caption, column headers and the rejection reason', async () => {
    answer(() =>
      json(200, [job({ status: 'rejected', rejection_reason: 'Salary below the legal minimum.' })], {
        'X-Total-Count': '1',
      }),
    );
    renderPage(<HiringHistory />);
    const table = await screen.findByRole('table', { name: 'Your hiring requests, newest first' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers.slice(0, 3)).toEqual(['Job Title', 'Status', 'Submitted On']);
    const row = within(table).getByRole('rowheader', { name: 'Site engineer' }).closest('tr')!;
    expect(within(row).getByText('Rejected')).toBeTruthy();
    expect(within(row).getByText('Reason: Salary below the legal minimum.')).toBeTruthy();
    expect(within(row).getByText('21 Nov 2030')).toBeTruthy();
  });

  it('changes an approved request in the request form, then says it went back to review, in French', async () => {
    wideScreen(false);
    await i18n.changeLanguage('fr');
    const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    let current = job({ status: 'approved', start_date: future(40), application_deadline: future(20) });
    const patches: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        if (init.method === 'PATCH' && url === '/hiring/employer-jobs/1/') {
          patches.push(JSON.parse(String(init.body)));
          current = { ...current, ...(JSON.parse(String(init.body)) as object), status: 'pending' };
          return json(200, current);
        }
        if (url.includes('/applicants/')) return json(200, [], { 'X-Total-Count': '0' });
        return json(200, [current], { 'X-Total-Count': '1' });
      }),
    );
    const user = userEvent.setup();
    renderPage(<HiringHistory />);
    await user.click(await screen.findByRole('button', { name: 'Afficher les détails' }));
    const edit = screen.getByRole('button', { name: 'Modifier la demande' });
    await user.click(edit);
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Modifier la demande «\u202fSite engineer\u202f»' }),
    );
    expect(dialog.getByText(/retire l’offre des listes/)).toBeTruthy();
    const title = dialog.getByLabelText(/^Intitulé du poste/) as HTMLInputElement;
    expect(title.value).toBe('Site engineer');
    await user.type(title, ' (chantier de Kolwezi)');
    await user.click(dialog.getByRole('button', { name: 'Enregistrer les modifications' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches).toHaveLength(1);
    const said = await screen.findByText(i18n.t('jobBackToModeration', undefined, 'msg'));
    expect(said.closest('[role="status"]')).not.toBeNull();
    expect(await screen.findByText('En attente')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Site engineer (chantier de Kolwezi)', level: 3 })).toBeTruthy();
  });

  it('offers no change to a closed or rejected request', async () => {
    answer((url) =>
      url.includes('/applicants/')
        ? json(200, [], { 'X-Total-Count': '0' })
        : json(200, [job({ status: 'closed' })], { 'X-Total-Count': '1' }),
    );
    const user = userEvent.setup();
    renderPage(<HiringHistory />);
    await user.click(await screen.findByRole('button', { name: 'Show details: Site engineer' }));
    expect(screen.queryByRole('button', { name: 'Edit request' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close request' })).toBeNull();
  });

  it('shows each request as a card on a narrow screen, in French', async () => {
    wideScreen(false);
    await i18n.changeLanguage('fr');
    answer(() => json(200, [job({ status: 'approved' })], { 'X-Total-Count': '1' }));
    renderPage(<HiringHistory />);
    expect(await screen.findByRole('heading', { name: 'Site engineer', level: 3 })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Approuvée')).toBeTruthy();
    expect(screen.getByText('Envoyée le')).toBeTruthy();
  });
});
