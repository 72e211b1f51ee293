import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { addDaysIso, todayIso, type JobOffer } from '@talent/shared';
import i18n from '../src/i18n';
import { OfferAnswer } from '../src/components/offer/offer-answer';
import { OfferSummary } from '../src/components/offer/offer-summary';
import { ApplicantStage } from '../src/features/employer/hiring/applicant-stage';
import { employerApplicant } from './support/employer-applicant';
import { renderPage } from './support';
import { fakeApi, json } from './support/fake-api';
import { professionalApplication } from './support/professional-application';

const offer = (over: Partial<JobOffer> = {}): JobOffer => ({
  salary: 1_500_000,
  currency: 'CDF',
  start_date: '2030-12-14',
  note: 'À Gombe, du lundi au vendredi.',
  made_at: '2030-11-20T09:00:00Z',
  answer: null,
  answered_at: null,
  decline_reason: '',
  ...over,
});

describe('an offer, as each side reads and answers it', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('fr');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the applicant its terms in their language, the employer’s note, and that an answer is awaited', async () => {
    renderPage(<OfferSummary offer={offer()} side="applicant" withdrawn={false} />);
    expect(await screen.findByText(/^1\s500\s000\sFC par mois, à partir du 14 déc\. 2030$/)).toBeTruthy();
    expect(screen.getByText(/À Gombe, du lundi au vendredi\./)).toBeTruthy();
    expect(screen.getByText('L’employeur attend votre réponse.')).toBeTruthy();
  });

  it('shows the employer the answer: declined, with the applicant’s reason', async () => {
    await i18n.changeLanguage('en');
    renderPage(
      <OfferSummary
        offer={offer({
          currency: 'USD',
          salary: 520,
          answer: 'declined',
          answered_at: '2030-11-22T10:00:00Z',
          decline_reason: 'I took another job.',
        })}
        side="employer"
        withdrawn={false}
      />,
    );
    expect(await screen.findByText(/^520\sUSD a month, starting on (14 Dec 2030|Dec 14, 2030)$/)).toBeTruthy();
    expect(screen.getByText(/^Declined on .+\. Their reason: I took another job\.$/)).toBeTruthy();
  });

  it('asks the applicant why before declining, sends the answer once, and says it was sent', async () => {
    let answered: unknown = null;
    const calls = fakeApi({
      'POST /hiring/applications/4/offer/': (body) => {
        answered = body;
        return json(200, professionalApplication({ status: 'withdrawn', offer: offer({ answer: 'declined' }) }));
      },
    });
    renderPage(<OfferAnswer application={professionalApplication({ status: 'offer', offer: offer() })} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Décliner' }));
    const confirm = await screen.findByRole('button', { name: 'Décliner l’offre' });
    fireEvent.click(confirm);
    expect(
      await screen.findByText(/^Dites en quelques mots pourquoi vous déclinez\s: l’employeur le lira\.$/),
    ).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.change(screen.getByLabelText(/Pourquoi vous déclinez/), { target: { value: 'Trop loin de chez moi.' } });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText('Vous avez décliné l’offre. L’employeur en est informé.')).toBeTruthy();
    expect(answered).toEqual({ decline: true, reason: 'Trop loin de chez moi.' });
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('offers nothing to answer once the offer is answered', async () => {
    renderPage(
      <OfferAnswer application={professionalApplication({ status: 'hired', offer: offer({ answer: 'accepted' }) })} />,
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Accepter l’offre' })).toBeNull());
  });

  it('lets the employer make an offer only with its terms, sent as the API reads them', async () => {
    await i18n.changeLanguage('en');
    let sent: unknown = null;
    const applicant = employerApplicant({ status: 'interview', first_name: 'Chantal', last_name: 'Mbuyi' });
    fakeApi({
      'POST /hiring/employer-jobs/3/applicants/7/status/': (body) => {
        sent = body;
        return json(200, { ...applicant, status: 'offer' });
      },
    });
    renderPage(<ApplicantStage applicant={applicant} name="Chantal Mbuyi" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Make an offer' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Make the offer' }));
    expect(await screen.findByText('Write the monthly salary as a whole number above zero.')).toBeTruthy();
    expect(sent).toBeNull();
    const start = addDaysIso(todayIso(), 10);
    fireEvent.change(screen.getByLabelText(/Monthly salary/), { target: { value: '1 200' } });
    fireEvent.change(screen.getByLabelText(/Currency/), { target: { value: 'CDF' } });
    fireEvent.change(screen.getByLabelText(/Start date/), { target: { value: start } });
    fireEvent.click(screen.getByRole('button', { name: 'Make the offer' }));
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent).toEqual({ status: 'offer', salary: 1200, currency: 'CDF', start_date: start });
  });
});
