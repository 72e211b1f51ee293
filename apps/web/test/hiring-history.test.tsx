import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EmployerJob } from '@talent/shared';
import i18n from '../src/i18n';
import { HiringHistory } from '../src/features/employer/hiring/hiring-history';
import { json, renderPage } from './support';

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
  status: 'pending',
  submitted_at: '2030-11-21T10:00:00Z',
  applications_count: 0,
  rejection_reason: null,
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
    expect(within(row).getByText('Nov 21, 2030')).toBeTruthy();
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
