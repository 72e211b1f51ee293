import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminReportGroup, HeldMessage } from '@talent/shared';
import { detailBody, json } from './support/fake-api';
import { freshConsoleEachTest, showStaffConsole } from './support/staff-console';

const OPEN = 'GET /api/admin/reports/?page=1&page_size=10&status=open';
const FEE = 'Pour confirmer votre place, envoyez 20 $ de frais de dossier par M-Pesa.';
const held: HeldMessage = {
  id: 41,
  application_id: 5,
  kind: 'message',
  job_id: 7,
  job_title: 'Chauffeur poids lourd',
  employer_id: 'e1',
  company_name: 'Kin Logistique',
  body: FEE,
  held_for: [{ code: 'fee_request', evidence: '20 $ de frais de dossier' }],
  held_at: '2026-03-02T09:30:00Z',
};
const reported: AdminReportGroup = {
  job_id: 7,
  job_title: 'Chauffeur poids lourd',
  job_status: 'approved',
  employer_id: 'e1',
  company_name: 'Kin Logistique',
  employer_verified: false,
  employer_suspended: false,
  count: 1,
  reports: [
    {
      id: 1,
      reason: 'fee_requested',
      details: '',
      reporter_id: 'p1',
      reporter_email: 'amani@example.cd',
      message_id: 42,
      created_at: '2026-03-02T09:30:00Z',
    },
  ],
  last_reported_at: '2026-03-02T09:30:00Z',
  outcome: null,
  resolved_at: null,
};

describe('the console’s held messages', () => {
  freshConsoleEachTest();

  it('shows a held message with the words that asked for money marked, and releases it', async () => {
    let waiting = [held];
    const calls = showStaffConsole(
      {
        [OPEN]: () => json(200, []),
        'GET /api/admin/held-messages/': () => json(200, waiting),
        'POST /api/admin/held-messages/41/release/': () => {
          waiting = [];
          return json(200, detailBody('messageReleased'));
        },
      },
      '/admin?tab=reports',
    );
    const section = await screen.findByRole('region', { name: '1 message held for asking for money' });
    expect(within(section).getByText('20 $ de frais de dossier').tagName).toBe('MARK');
    await userEvent.click(within(section).getByRole('button', { name: 'Release' }));
    expect(await within(section).findByText('No other message is waiting for your check.')).toBeTruthy();
    expect(within(section).getByRole('status').textContent).toBe(
      'The message is released: the applicant can read it now.',
    );
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/admin/held-messages/41/release/')).toBe(true);
  });

  it('refuses with a reason in a labelled box, then says what happened and keeps the other held texts', async () => {
    const other: HeldMessage = {
      ...held,
      id: 52,
      employer_id: 'e2',
      company_name: 'Mbuji Transport',
      job_title: 'Mécanicien',
      body: 'Payez 15 $ pour la formation avant de commencer.',
      held_for: [{ code: 'fee_request', evidence: '15 $ pour la formation' }],
    };
    let waiting = [held, other];
    const calls = showStaffConsole(
      {
        [OPEN]: () => json(200, []),
        'GET /api/admin/held-messages/': () => json(200, waiting),
        'POST /api/admin/held-messages/41/refuse/': () => {
          waiting = [other];
          return json(200, detailBody('messageRefused'));
        },
      },
      '/admin?tab=reports',
    );
    const section = await screen.findByRole('region', { name: '2 messages held for asking for money' });
    const first = within(section).getAllByRole('article')[0]!;
    await userEvent.click(within(first).getByRole('button', { name: 'Refuse and suspend the employer' }));
    const reason = within(first).getByRole('textbox', { name: /Why the employer is suspended/ });
    expect(reason.tagName).toBe('TEXTAREA');
    expect(Number(reason.getAttribute('rows'))).toBeGreaterThanOrEqual(4);
    expect(within(first).getByRole('button', { name: 'Back' })).toBeTruthy();
    // No reason, nothing sent: the box says it is needed.
    await userEvent.click(within(first).getByRole('button', { name: 'Refuse and suspend the employer' }));
    expect(await within(first).findByText('This field is required.')).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('/refuse/'))).toBe(false);

    await userEvent.type(reason, 'Asked an applicant for a fee');
    await userEvent.click(within(first).getByRole('button', { name: 'Refuse and suspend the employer' }));
    const status = await within(section).findByRole('status');
    await waitFor(() =>
      expect(status.textContent).toBe(
        'Refused: the employer is suspended and receives your reason. None of their held texts will reach the applicants.',
      ),
    );
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(1));
    expect(within(section).getByText('15 $ pour la formation')).toBeTruthy();
    expect(screen.getByRole('region', { name: '1 message held for asking for money' })).toBe(section);
    expect(calls.filter((c) => c.url === '/api/admin/held-messages/41/refuse/').map((c) => c.body)).toEqual([
      { reason: 'Asked an applicant for a fee' },
    ]);
  });

  it('stays, with what happened, once the last held text is refused', async () => {
    let waiting = [held];
    showStaffConsole(
      {
        [OPEN]: () => json(200, []),
        'GET /api/admin/held-messages/': () => json(200, waiting),
        'POST /api/admin/held-messages/41/refuse/': () => {
          waiting = [];
          return json(200, detailBody('messageRefused'));
        },
      },
      '/admin?tab=reports',
    );
    const section = await screen.findByRole('region', { name: '1 message held for asking for money' });
    await userEvent.click(within(section).getByRole('button', { name: 'Refuse and suspend the employer' }));
    await userEvent.type(within(section).getByRole('textbox'), 'Asked an applicant for a fee');
    await userEvent.click(within(section).getByRole('button', { name: 'Refuse and suspend the employer' }));
    expect(await within(section).findByText('No other message is waiting for your check.')).toBeTruthy();
    expect(within(section).getByRole('status').textContent).toMatch(/^Refused: the employer is suspended/);
  });

  it('reads a reported message’s thread only when staff ask for it', async () => {
    const calls = showStaffConsole(
      {
        [OPEN]: () => json(200, [reported]),
        'GET /api/admin/held-messages/': () => json(200, []),
        'GET /api/admin/reports/messages/42/thread/': () =>
          json(200, {
            application_id: 5,
            messages: [
              { id: 41, from: 'employer', body: 'Bonjour', at: '2026-03-01T08:00:00Z', read_at: null, held: false },
              { id: 42, from: 'employer', body: FEE, at: '2026-03-02T08:00:00Z', read_at: null, held: false },
            ],
          }),
      },
      '/admin?tab=reports',
    );
    const read = await screen.findByRole('button', { name: 'Read the thread' });
    expect(calls.some((c) => c.url.includes('/thread/'))).toBe(false);
    await userEvent.click(read);
    const thread = await screen.findByRole('list', { name: 'The reported message’s thread' });
    expect(within(thread).getAllByRole('listitem')).toHaveLength(2);
    expect(within(thread).getByText(FEE)).toBeTruthy();
  });
});
