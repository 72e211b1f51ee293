import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type EmployerApplicant, type Interview } from '@talent/shared';
import i18n from '../src/i18n';
import { ApplicantStage } from '../src/features/employer/hiring/applicant-stage';
import { StatusBadge } from '../src/components/ui/status-badge';
import { InterviewPanel } from '../src/components/conversation/interview-panel';
import { employerApplicant } from './support/employer-applicant';
import { renderPage } from './support';
import { detailBody, fakeApi, json } from './support/fake-api';

const MOVE = 'POST /hiring/employer-jobs/3/applicants/7/status/';

/** A forwarded applicant, Chantal Mbuyi, as the API sends it. */
const applicant = (over: Partial<EmployerApplicant> = {}): EmployerApplicant =>
  employerApplicant({ first_name: 'Chantal', last_name: 'Mbuyi', email: 'chantal@example.cd', ...over });

describe('the employer’s next step for an applicant', () => {
  beforeEach(() => i18n.changeLanguage('en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks a real question before marking someone not selected, in both languages', async () => {
    fakeApi({});
    renderPage(<ApplicantStage applicant={applicant()} name="Chantal Mbuyi" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Not selected' }));
    expect(screen.getByRole('dialog', { name: 'Mark Chantal Mbuyi as not selected?' })).toBeTruthy();
    cleanup();

    await i18n.changeLanguage('fr');
    renderPage(<ApplicantStage applicant={applicant()} name="Chantal Mbuyi" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Non retenu·e' }));
    expect(screen.getByRole('dialog', { name: 'Marquer Chantal Mbuyi comme non retenu·e\u202f?' })).toBeTruthy();
  });

  it('says the employer proposes the interview’s times and the applicant picks one', async () => {
    fakeApi({});
    renderPage(<ApplicantStage applicant={applicant()} name="Chantal Mbuyi" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Invite to an interview' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite Chantal Mbuyi to an interview?' });
    expect(dialog.textContent).toContain('propose up to three times in “Messages with Chantal Mbuyi”');
    expect(dialog.textContent).toContain('Chantal Mbuyi picks the one that suits them.');
    expect(dialog.textContent).not.toContain('directly');
  });

  it('sends “not selected” once when its confirm button is pressed twice, and shows the success', async () => {
    let sent = 0;
    const calls = fakeApi({
      [MOVE]: () =>
        ++sent === 1
          ? json(200, applicant({ status: 'rejected' }))
          : json(409, detailBody('applicationStatusUnchanged', 'invalid_status')),
    });
    renderPage(<ApplicantStage applicant={applicant()} name="Chantal Mbuyi" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Not selected' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark Chantal Mbuyi as not selected?' });
    await userEvent.selectOptions(within(dialog).getByLabelText(/Reason/), 'position_filled');
    // A double click: both presses land before the page is drawn again with the button disabled.
    const confirm = within(dialog).getByRole('button', { name: 'Not selected' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);

    expect(await screen.findByText('Chantal Mbuyi is told they were not selected.')).toBeTruthy();
    expect(calls.filter((c) => `${c.method} ${c.url}` === MOVE)).toHaveLength(1);
    expect(calls.find((c) => `${c.method} ${c.url}` === MOVE)?.body).toEqual({
      status: 'rejected',
      reason: 'position_filled',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('The application already has this status.')).toBeNull();
  });

  it('reads the interview again once the applicant is not selected: the ending cancelled it', async () => {
    const interview = (over: Partial<Interview>): Interview => ({
      id: 1,
      status: 'proposed',
      mode: 'in_person',
      place: 'Entrepôt D, Limete',
      slots: ['2026-12-02T09:00:00Z'],
      chosen_slot: null,
      note: '',
      applicant_slots: [],
      cancelled_by: null,
      cancel_reason: '',
      created_at: '2026-11-29T08:00:00Z',
      held: false,
      ...over,
    });
    let current = interview({});
    fakeApi({
      'GET /hiring/applications/7/interview/': () => json(200, current),
      [MOVE]: () => {
        current = interview({ status: 'cancelled', cancelled_by: 'system' });
        return json(200, applicant({ status: 'rejected' }));
      },
    });
    renderPage(
      <>
        <ApplicantStage applicant={applicant({ status: 'interview' })} name="Chantal Mbuyi" />
        <InterviewPanel applicationId={7} side="employer" canPropose={false} canAct applicationOpen />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Cancel the interview' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Not selected' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark Chantal Mbuyi as not selected?' });
    await userEvent.selectOptions(within(dialog).getByLabelText(/Reason/), 'position_filled');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not selected' }));
    expect(await screen.findByText('Cancelled: the application has ended.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel the interview' })).toBeNull();
  });
});

describe('an application’s stage as the employer reads it', () => {
  afterEach(cleanup);

  it('says “Not selected”, never “Rejected”, in English and in French', async () => {
    await i18n.changeLanguage('en');
    renderPage(<StatusBadge kind="application" status="rejected" />);
    expect(await screen.findByText('Not selected')).toBeTruthy();
    expect(screen.queryByText('Rejected')).toBeNull();
    cleanup();

    await i18n.changeLanguage('fr');
    renderPage(<StatusBadge kind="application" status="rejected" />);
    expect(await screen.findByText('Non retenue')).toBeTruthy();
  });
});
