import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OutboxMessage, SmsDay } from '@talent/shared';
import { json } from './support/fake-api';
import { freshConsoleEachTest, showStaffConsole } from './support/staff-console';

let id = 0;
const message = (fields: Partial<OutboxMessage>): OutboxMessage => ({
  id: ++id,
  recipient: '+243812345678',
  language: 'en',
  category: 'applications',
  kind: 'application_status',
  channel: 'sms',
  subject: '',
  text_body: 'Congo Talent: your application for Mine Surveyor was shortlisted.',
  status: 'sent',
  attempts: 1,
  last_error: null,
  created_at: '2026-03-02T09:30:00Z',
  sent_at: '2026-03-02T09:30:05Z',
  delivery: null,
  ...fields,
});

/** A phone's screen (360 px): the outbox's rows are cards there, the SMS of each day still a table. */
function onAPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

function show(outbox: OutboxMessage[], days: SmsDay[]) {
  onAPhone();
  showStaffConsole(
    {
      'GET /api/admin/outbox/?page=1&page_size=30': () => json(200, outbox),
      'GET /api/admin/sms-days/': () => json(200, days),
    },
    '/admin?tab=outbox',
  );
}

describe('the console’s outbox, with SMS', () => {
  freshConsoleEachTest();

  it('names each message’s channel, and an SMS’s delivery beside its status', async () => {
    show(
      [
        message({
          channel: 'email',
          recipient: 'amani@example.cd',
          subject: 'You have been shortlisted - Congo Talent',
          text_body: 'Hello',
        }),
        message({ delivery: 'delivered' }),
        message({ text_body: 'Congo Talent: your code is 123456. It works for 10 minutes.' }),
        message({ delivery: 'failed' }),
        message({ status: 'pending', attempts: 0, sent_at: null }),
      ],
      [
        { day: '2026-03-02', sent: 4, delivered: 2, failed: 1 },
        { day: '2026-03-01', sent: 0, delivered: 0, failed: 0 },
      ],
    );
    const list = await screen.findByRole('list', { name: 'E-mails and SMS, newest first' });
    const cards = within(list).getAllByRole('listitem');
    const facts = (card: HTMLElement) =>
      Object.fromEntries(
        within(card)
          .getAllByRole('term')
          .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      );
    expect(facts(cards[0]!)).toMatchObject({ Channel: 'E-mail', Status: 'Sent (1 attempt)' });
    expect(facts(cards[1]!)).toMatchObject({ Channel: 'SMS', Status: 'Sent (1 attempt), delivered' });
    expect(facts(cards[2]!)).toMatchObject({ Channel: 'SMS', Status: 'Sent (1 attempt), awaiting receipt' });
    expect(facts(cards[3]!)).toMatchObject({ Status: 'Sent (1 attempt), not delivered' });
    expect(facts(cards[4]!)).toMatchObject({ Status: 'Waiting (0 attempts)' });

    // An SMS has no subject: it is named by its recipient, and read whole.
    await userEvent.click(within(cards[2]!).getByRole('button', { name: 'Read' }));
    const opened = screen.getByRole('article', { name: 'SMS to +243812345678' });
    expect(opened.textContent).toContain('your code is 123456');

    const table = screen.getByRole('table', { name: 'SMS sent per day, newest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Day', 'Sent', 'Delivered', 'Not delivered'],
      ['2 Mar 2026', '4', '2', '1'],
      ['1 Mar 2026', '0', '0', '0'],
    ]);
  });

  it('says when no SMS was sent in the two weeks', async () => {
    show([], [{ day: '2026-03-02', sent: 0, delivered: 0, failed: 0 }]);
    expect(await screen.findByText('No SMS has been sent in the last two weeks.')).toBeTruthy();
    expect(screen.getByText('No e-mail or SMS has been written yet.')).toBeTruthy();
  });
});
