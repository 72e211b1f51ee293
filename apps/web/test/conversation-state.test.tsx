import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ConversationListItem, type EmployerApplicant, type Interview, type ThreadState } from '@talent/shared';
import { ApplicationCard } from '../src/features/professional/applications/application-card';
import { ApplicantCard } from '../src/features/employer/hiring/applicant-card';
import { employerApplicant } from './support/employer-applicant';
import { renderPage } from './support';
import { fakeApi, json, token } from './support/fake-api';
import { withProfessionalTranslations } from './i18n-setup';
import { professionalApplication } from './support/professional-application';

const ID = 4;
const DAY = 24 * 3_600_000;
const OPEN: ThreadState = { can_write: true, closed_reason: null, writable_until: null };
const closed = (reason: NonNullable<ThreadState['closed_reason']>): ThreadState => ({
  can_write: false,
  closed_reason: reason,
  writable_until: null,
});
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
const summary = (i: Interview | null): ConversationListItem[] => [
  { application_id: ID, unread_messages: 0, interview: i, employer_suspended: false, texts_being_checked: 0 },
];

/** The API of one thread: its summary, its state, its messages and its interview. */
function threadApi(state: ThreadState, i: Interview | null = null) {
  return fakeApi({
    'GET /hiring/conversations/': () => json(200, summary(i)),
    [`GET /hiring/applications/${ID}/thread/`]: () => json(200, state),
    [`GET /hiring/applications/${ID}/messages/`]: () => json(200, []),
    [`GET /hiring/applications/${ID}/interview/`]: () => json(200, i),
  });
}

const forwarded = (status: 'interview' | 'rejected' | 'hired' | 'shortlisted') =>
  professionalApplication({
    id: ID,
    status,
    company: {
      company_name: 'Bralima SARL',
      company_website: null,
      office_location: null,
      company_description: null,
      company_logo: null,
    } as never,
    history: [
      { status: 'submitted', at: at(-5 * DAY) },
      { status: 'shortlisted', at: at(-4 * DAY) },
      ...(status === 'shortlisted' ? [] : [{ status, at: at(-DAY) }]),
    ],
  });

const openConversation = async (name: string) => {
  await userEvent.setup().click(await screen.findByText(`Messages with ${name}`));
};

describe('a conversation says where it stands before anyone writes', () => {
  beforeAll(() => withProfessionalTranslations('en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('tells an applicant not selected why the thread is closed, with no box to type in and no interview invited', async () => {
    localStorage.setItem('access', token(3600, 'x', 'person-1'));
    threadApi(closed('not_selected'));
    renderPage(<ApplicationCard application={forwarded('rejected')} />);
    await openConversation('Bralima SARL');
    expect(
      await screen.findByText(
        'You were not selected for this job, so the conversation is closed: its messages can be read, but no new one can be sent.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(screen.queryByText(/No interview proposed yet/)).toBeNull();
    expect(screen.queryByText(/No message yet/)).toBeNull();
    expect(screen.queryByText('This job is closed: its messages can be read, but no new one can be sent.')).toBeNull();
  });

  it('lets the hired applicant write until the days after the hire end, and says until when', async () => {
    localStorage.setItem('access', token(3600, 'x', 'person-2'));
    threadApi({ ...OPEN, writable_until: '2030-12-31T10:00:00Z' });
    renderPage(<ApplicationCard application={forwarded('hired')} />);
    await openConversation('Bralima SARL');
    expect(await screen.findByLabelText('Your message to Bralima SARL')).toBeTruthy();
    expect(screen.getByText(/You can write to each other until .*2030, to agree on the start\./)).toBeTruthy();
    expect(screen.queryByText(/No interview proposed yet/)).toBeNull();
  });

  it('tells the employer, in their words, that the days after the hire passed', async () => {
    localStorage.setItem('access', token(3600, 'x', 'employer-1'));
    threadApi(closed('hire_window_passed'));
    const hired: EmployerApplicant = employerApplicant({ id: ID, status: 'hired' });
    renderPage(<ApplicantCard applicant={hired} />);
    await openConversation('Amani Kasongo');
    expect(
      await screen.findByText(
        'The conversation closed 30 days after the hire: its messages can be read, but no new one can be sent.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('every line reads the interview as it stands now', () => {
  beforeAll(() => withProfessionalTranslations('en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('says times were proposed, to pick one, on the card and on the thread’s header', async () => {
    localStorage.setItem('access', token(3600, 'x', 'person-3'));
    threadApi(OPEN, interview({}));
    renderPage(<ApplicationCard application={forwarded('interview')} />);
    expect(
      await screen.findByText(
        'The employer proposed times for an interview: pick one in your conversation with them below.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/will contact you to agree on a time/)).toBeNull();
    expect(screen.getByText('Times proposed: pick one')).toBeTruthy();
  });

  it('says on the card that the applicant offered times of their own, and that the employer answers', async () => {
    localStorage.setItem('access', token(3600, 'x', 'person-7'));
    threadApi(OPEN, interview({ status: 'declined', applicant_slots: [at(4 * DAY)] }));
    renderPage(<ApplicationCard application={forwarded('interview')} />);
    expect(
      await screen.findByText(
        'You offered the employer times of your own: they accept one, or propose others, in your conversation below.',
      ),
    ).toBeTruthy();
  });

  it('says the day the interview is on, once fixed', async () => {
    localStorage.setItem('access', token(3600, 'x', 'person-4'));
    const fixed = interview({ status: 'scheduled', chosen_slot: at(2 * DAY) });
    threadApi(OPEN, fixed);
    renderPage(<ApplicationCard application={forwarded('interview')} />);
    const card = await screen.findByText(/^Your interview is on .* \(Kinshasa time\)\.$/);
    expect(card).toBeTruthy();
    expect(screen.getByText(/^Interview on .* \(Kinshasa time\)$/)).toBeTruthy();
    expect(screen.queryByText(/will contact you to agree on a time/)).toBeNull();
    expect(screen.queryByText('Interview scheduled')).toBeNull();
  });

  it('after the hire, reads a past interview as past on both sides, never as scheduled', async () => {
    const past = interview({ status: 'scheduled', chosen_slot: at(-3 * DAY), slots: [at(-3 * DAY)] });
    localStorage.setItem('access', token(3600, 'x', 'person-5'));
    threadApi({ ...OPEN, writable_until: at(20 * DAY) }, past);
    renderPage(<ApplicationCard application={forwarded('hired')} />);
    await openConversation('Bralima SARL');
    const section = await screen.findByRole('region', { name: 'Interview' });
    await waitFor(() => expect(section.textContent).toMatch(/The interview was on .* \(Kinshasa time\)/));
    expect(screen.getByText('Congratulations: the employer chose you for this job.')).toBeTruthy();
    expect(screen.queryByText(/Interview scheduled|Interview on/)).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Add to my calendar' })).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Cancel the interview' })).toBeNull();
    cleanup();

    localStorage.setItem('access', token(3600, 'x', 'employer-2'));
    threadApi(closed('job_closed'), past);
    renderPage(<ApplicantCard applicant={employerApplicant({ id: ID, status: 'hired' })} />);
    await openConversation('Amani Kasongo');
    const employerSection = await screen.findByRole('region', { name: 'Interview' });
    await waitFor(() => expect(employerSection.textContent).toMatch(/The interview was on/));
    expect(screen.queryByText(/Interview scheduled|Interview on/)).toBeNull();
  });

  it('says an interview the application’s end cancelled was cancelled by it, and offers nothing to pick', async () => {
    localStorage.setItem('access', token(3600, 'x', 'person-6'));
    threadApi(closed('job_closed'), interview({ status: 'cancelled', cancelled_by: 'system' }));
    renderPage(
      <ApplicationCard application={{ ...forwarded('interview'), status: 'closed', closed_reason: 'job_closed' }} />,
    );
    await openConversation('Bralima SARL');
    const section = await screen.findByRole('region', { name: 'Interview' });
    await waitFor(() => expect(section.textContent).toContain('Interview cancelled: the application ended'));
    expect(within(section).queryByRole('radio')).toBeNull();
    expect(screen.getByText('This job is closed: its messages can be read, but no new one can be sent.')).toBeTruthy();
  });
});
