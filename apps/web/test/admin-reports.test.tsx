import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, type AdminReportGroup } from '@talent/shared';
import i18n from '../src/i18n';
import { detailBody, fakeApi, json } from './support/fake-api';
import { freshConsoleEachTest, showStaffConsole } from './support/staff-console';

const OPEN = 'GET /api/admin/reports/?page=1&page_size=10&status=open';
const RESOLVED = 'GET /api/admin/reports/?page=1&page_size=10&status=resolved';

const group = (fields: Partial<AdminReportGroup>): AdminReportGroup => ({
  job_id: 7,
  job_title: 'Chauffeur poids lourd',
  job_status: 'approved',
  employer_id: 'e1',
  company_name: 'Kin Logistique',
  employer_verified: false,
  employer_suspended: false,
  count: 2,
  reports: [
    {
      id: 1,
      reason: 'fee_requested',
      details: 'On m’a demandé 20 $ par M-Pesa pour le dossier.',
      reporter_id: 'p1',
      reporter_email: 'amani@example.cd',
      message_id: null,
      created_at: '2026-03-02T09:30:00Z',
    },
    {
      id: 2,
      reason: 'fake_job',
      details: '',
      reporter_id: 'p2',
      reporter_email: 'grace@example.cd',
      message_id: null,
      created_at: '2026-03-03T11:00:00Z',
    },
  ],
  last_reported_at: '2026-03-03T11:00:00Z',
  outcome: null,
  resolved_at: null,
  ...fields,
});
const driver = group({});
const cashier = group({
  job_id: 9,
  job_title: 'Caissière',
  company_name: null,
  employer_verified: true,
  count: 1,
  reports: [
    {
      id: 3,
      reason: 'misleading',
      details: 'Le salaire n’est pas celui annoncé.',
      reporter_id: 'p3',
      reporter_email: 'joel@example.cd',
      message_id: null,
      created_at: '2026-03-01T08:00:00Z',
    },
  ],
  last_reported_at: '2026-03-01T08:00:00Z',
});

function show(routes: Parameters<typeof fakeApi>[0], path = '/admin?tab=reports') {
  return showStaffConsole(
    {
      'GET /api/admin/audit-log/?page=1&page_size=30': () => json(200, []),
      ...routes,
    },
    path,
  );
}

const posts = (calls: ReturnType<typeof fakeApi>) =>
  calls.filter((call) => call.method === 'POST').map(({ url, body }) => ({ url, body }));

describe('the console’s reports', () => {
  freshConsoleEachTest();

  it('shows each reported job with its reports, and dismisses them after a confirmation', async () => {
    let settled = false;
    const calls = show({
      [OPEN]: () => json(200, settled ? [cashier] : [driver, cashier]),
      'POST /api/admin/reports/7/resolve/': () => {
        settled = true;
        return json(200, detailBody('reportsResolved'));
      },
    });
    const card = await screen.findByRole('article', { name: 'Chauffeur poids lourd' });
    expect(within(card).getByRole('link', { name: 'Chauffeur poids lourd' }).getAttribute('href')).toBe(
      '/admin?tab=jobs&job=7&from=reports&status=open',
    );
    expect(within(card).getByText('Reported by 2 people')).toBeTruthy();
    expect(within(card).getByText('Not verified')).toBeTruthy();
    const reports = within(within(card).getByRole('list', { name: 'Reports of "Chauffeur poids lourd"' })).getAllByRole(
      'listitem',
    );
    expect(reports.map((report) => report.textContent)).toEqual([
      'Asks applicants for moneyOn m’a demandé 20 $ par M-Pesa pour le dossier.By amani@example.cd on 2 Mar 2026',
      'Fake jobNo details given.By grace@example.cd on 3 Mar 2026',
    ]);
    const other = screen.getByRole('article', { name: 'Caissière' });
    expect(within(other).getByText('Reported by 1 person')).toBeTruthy();
    expect(within(other).getByText('Verified')).toBeTruthy();

    // Cancel leaves things as they were.
    await userEvent.click(within(card).getByRole('button', { name: 'Dismiss the reports of "Chauffeur poids lourd"' }));
    let dialog = screen.getByRole('dialog', { name: 'Dismiss the reports of "Chauffeur poids lourd"?' });
    expect(dialog.textContent).toContain('the 2 people who reported it are told');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts(calls)).toEqual([]);

    await userEvent.click(within(card).getByRole('button', { name: /^Dismiss/ }));
    dialog = screen.getByRole('dialog', { name: 'Dismiss the reports of "Chauffeur poids lourd"?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(
      await screen.findByText(
        'The reports of "Chauffeur poids lourd" are dismissed, and the people who made them are told.',
      ),
    ).toBeTruthy();
    expect(posts(calls)).toEqual([{ url: '/api/admin/reports/7/resolve/', body: { outcome: 'dismissed' } }]);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Chauffeur poids lourd' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Caissière' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Reported jobs' }));
  });

  it('closes the job, and says in the dialog why it could not', async () => {
    let answer = json(400, detailBody('jobNotOpen'));
    const calls = show({
      [OPEN]: () => json(200, [cashier]),
      'POST /api/admin/reports/9/resolve/': () => answer,
    });
    const card = await screen.findByRole('article', { name: 'Caissière' });
    await userEvent.click(within(card).getByRole('button', { name: 'Close the job "Caissière"' }));
    const dialog = screen.getByRole('dialog', { name: 'Close "Caissière"?' });
    expect(dialog.textContent).toContain('Its applications waiting for a decision are closed');
    expect(dialog.textContent).toContain(
      'its applicants are told that the job is withdrawn (in the app, by e-mail and by SMS, as each chose), as is the person who reported it.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the job' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(`That did not work: ${MSG.jobNotOpen}`);

    answer = json(200, detailBody('reportsResolved'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the job' }));
    expect(await screen.findByText('"Caissière" is closed, and the people who reported it are told.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts(calls)).toEqual([
      { url: '/api/admin/reports/9/resolve/', body: { outcome: 'job_closed' } },
      { url: '/api/admin/reports/9/resolve/', body: { outcome: 'job_closed' } },
    ]);
  });

  it('shows the settled reports with their outcome, without actions', async () => {
    show({
      [OPEN]: () => json(200, []),
      [RESOLVED]: () =>
        json(200, [group({ job_status: 'closed', outcome: 'job_closed', resolved_at: '2026-03-04T10:00:00Z' })]),
    });
    expect(await screen.findByText('No reports are waiting to be settled.')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Settled' }));
    const card = await screen.findByRole('article', { name: 'Chauffeur poids lourd' });
    expect(within(card).getByText('Job closed on 4 Mar 2026')).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/admin?tab=reports&status=resolved');
  });

  it('leads from a report to its employer’s account and to their other jobs', async () => {
    const job = (id: number, title: string) => ({
      id,
      job_title: title,
      status: 'approved',
      submitted_at: '2026-03-01T08:00:00Z',
      applications_count: 3,
      employer: { id: 'e1', company_name: 'Kin Logistique', verified_at: null, suspended_at: null },
    });
    const calls = show({
      [OPEN]: () => json(200, [driver]),
      'GET /api/admin/jobs/?page=1&page_size=20&employer=e1': () =>
        json(200, [job(7, 'Chauffeur poids lourd'), job(8, 'Magasinier')]),
    });
    const card = await screen.findByRole('article', { name: 'Chauffeur poids lourd' });
    const account = within(card).getByRole('link', { name: /^Open the account/ });
    expect(account.getAttribute('aria-label')).toBe(
      'Open the account of Kin Logistique (suspend it, or lift its suspension)',
    );
    expect(account.getAttribute('href')).toBe('/admin?tab=users&user=e1');
    const jobs = within(card).getByRole('link', { name: 'Their jobs: every job of Kin Logistique' });
    expect(jobs.getAttribute('href')).toBe('/admin?tab=jobs&employer=e1');

    await userEvent.click(jobs);
    expect(await screen.findByRole('heading', { level: 2, name: 'Jobs of Kin Logistique' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Magasinier' }).getAttribute('href')).toBe(
      '/admin?tab=jobs&employer=e1&job=8',
    );
    expect(screen.getByRole('link', { name: 'Show every job' }).getAttribute('href')).toBe('/admin?tab=jobs');
    expect(calls.map((c) => c.url)).toContain('/api/admin/jobs/?page=1&page_size=20&employer=e1');
  });

  it('offers to try again when the reports cannot be loaded', async () => {
    let failed = 0;
    show({ [OPEN]: () => (++failed === 1 ? json(403, { detail: 'No.' }) : json(200, [driver])) });
    expect(await screen.findByText('Unable to load the reports.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Chauffeur poids lourd' })).toBeTruthy();
  });

  it('speaks French, with its typography', async () => {
    await i18n.changeLanguage('fr');
    show({ [OPEN]: () => json(200, [driver]) });
    const card = await screen.findByRole('article', { name: 'Chauffeur poids lourd' });
    expect(within(card).getByText('Signalée par 2 personnes')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: /^Classer sans suite/ }));
    expect(
      screen.getByRole('dialog', {
        name: 'Classer sans suite les signalements de «\u202fChauffeur poids lourd\u202f»\u202f?',
      }),
    ).toBeTruthy();
  });
});
