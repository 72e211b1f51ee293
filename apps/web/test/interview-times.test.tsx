import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MARKET_UTC_OFFSET, type Interview } from '@talent/shared';
import { InterviewPanel } from '../src/components/conversation/interview-panel';
import { renderPage } from './support';
import { detailBody, fakeApi, json, token } from './support/fake-api';
import { withProfessionalTranslations } from './i18n-setup';

const ID = 4;
const JOB = 3;
const DAY = 24 * 3_600_000;
/** An ISO instant `ms` from now, on the hour. */
const at = (ms: number) => new Date(Math.floor((Date.now() + ms) / 3_600_000) * 3_600_000).toISOString();
const interview = (over: Partial<Interview>): Interview => ({
  id: 1,
  status: 'proposed',
  mode: 'phone',
  place: '',
  slots: [at(2 * DAY), at(3 * DAY)],
  chosen_slot: null,
  note: '',
  applicant_slots: [],
  cancelled_by: null,
  cancel_reason: '',
  created_at: at(-DAY),
  held: false,
  ...over,
});
const INTERVIEW_URL = `/hiring/applications/${ID}/interview/`;
const ACCEPT_URL = `/hiring/employer-jobs/${JOB}/applicants/${ID}/interview/accept/`;

describe('times from the applicant', () => {
  beforeAll(() => withProfessionalTranslations('en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('lets the applicant for whom none suits offer times of their own, with no note, and then shows them', async () => {
    localStorage.setItem('access', token(3600, 'x', 'person-1'));
    const day = new Date(Date.now() + 5 * DAY).toISOString().slice(0, 10);
    const mine = `${day}T10:00:00${MARKET_UTC_OFFSET}`;
    const calls = fakeApi({
      [`GET ${INTERVIEW_URL}`]: () => json(200, interview({})),
      [`POST ${INTERVIEW_URL}`]: () =>
        json(200, interview({ status: 'declined', applicant_slots: [new Date(mine).toISOString()] })),
    });
    renderPage(<InterviewPanel applicationId={ID} side="applicant" canPropose={false} canAct applicationOpen />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'None of these times suits me' }));
    const group = screen.getByRole('group', { name: 'Times that suit you (optional, up to three)' });
    fireEvent.change(within(group).getByLabelText('Time 1'), { target: { value: `${day}T10:00` } });
    await user.click(within(group).getByRole('button', { name: 'Add another time' }));
    expect(within(group).getByLabelText('Time 2')).toBeTruthy();
    await user.click(within(group).getByRole('button', { name: 'Remove time 2' }));
    expect(within(group).queryByLabelText('Time 2')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send my times' }));

    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ decline: true, note: '', slots: [mine] });
    expect(await screen.findByText('You offered other times: waiting for the employer')).toBeTruthy();
    expect(screen.getByText('The times you offered')).toBeTruthy();
    expect(screen.getByText(/ \(Kinshasa time\)$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Accept/ })).toBeNull();
  });

  it('still asks for other times without any, as before', async () => {
    localStorage.setItem('access', token(3600, 'x', 'person-2'));
    const calls = fakeApi({
      [`GET ${INTERVIEW_URL}`]: () => json(200, interview({})),
      [`POST ${INTERVIEW_URL}`]: () => json(200, interview({ status: 'declined', note: 'Not on Tuesdays' })),
    });
    renderPage(<InterviewPanel applicationId={ID} side="applicant" canPropose={false} canAct applicationOpen />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'None of these times suits me' }));
    await user.type(screen.getByLabelText('A note for the employer (optional)'), 'Not on Tuesdays');
    await user.click(screen.getByRole('button', { name: 'Ask for other times' }));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ decline: true, note: 'Not on Tuesdays' });
    expect(await screen.findByText('You asked for other times')).toBeTruthy();
  });

  it('shows the employer the applicant’s times, each with its accept button, beside the form to propose others', async () => {
    localStorage.setItem('access', token(3600, 'x', 'employer-1'));
    const [first, second] = [at(4 * DAY), at(5 * DAY)];
    const offered = interview({ status: 'declined', note: 'Mornings suit me', applicant_slots: [first, second] });
    const calls = fakeApi({
      [`GET ${INTERVIEW_URL}`]: () => json(200, offered),
      [`POST ${ACCEPT_URL}`]: (body) =>
        json(200, { ...offered, status: 'scheduled', chosen_slot: (body as { slot: string }).slot }),
      'GET /hiring/conversations/': () => json(200, []),
    });
    renderPage(<InterviewPanel applicationId={ID} side="employer" jobId={JOB} canPropose canAct applicationOpen />);
    expect(await screen.findByText('The applicant offered other times: accept one, or propose others')).toBeTruthy();
    expect(screen.getByText('Note: Mornings suit me')).toBeTruthy();
    const accepts = screen.getAllByRole('button', { name: /^Accept .* \(Kinshasa time\)$/ });
    expect(accepts).toHaveLength(2);
    // The employer may answer with times of their own instead, as before.
    expect(screen.getByRole('button', { name: /^Propose (other times|the interview)$/ })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(accepts[1]!);
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: ACCEPT_URL, body: { slot: second } });
    expect(await screen.findByText(/^Interview on .* \(Kinshasa time\)$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Accept / })).toBeNull();
  });

  it('tells the employer whose accept came too late why, and offers no accept to one who may not propose', async () => {
    localStorage.setItem('access', token(3600, 'x', 'employer-2'));
    const offered = interview({ status: 'declined', applicant_slots: [at(4 * DAY)] });
    fakeApi({
      [`GET ${INTERVIEW_URL}`]: () => json(200, offered),
      [`POST ${ACCEPT_URL}`]: () => json(409, detailBody('interviewTimesGone', 'no_interview')),
    });
    const { unmount } = renderPage(
      <InterviewPanel applicationId={ID} side="employer" jobId={JOB} canPropose canAct applicationOpen />,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Accept / }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'These times are no longer in force: the interview changed since. Reload the page.',
    );
    unmount();
    renderPage(
      <InterviewPanel applicationId={ID} side="employer" jobId={JOB} canPropose={false} canAct applicationOpen />,
    );
    expect(await screen.findByText('The times the applicant offered')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Accept / })).toBeNull();
  });
});
