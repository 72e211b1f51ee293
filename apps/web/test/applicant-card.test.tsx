import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { adminApplicationSchema, type EmployerApplicant } from '@talent/shared';
import i18n from '../src/i18n';
import { ApplicantCard } from '../src/features/employer/hiring/applicant-card';
import { ApplicationReview } from '../src/features/admin/jobs/application-review';
import { employerApplicant } from './support/employer-applicant';
import { renderPage } from './support';
import { fakeApi, json } from './support/fake-api';

/** An applicant as the API sends it, with a letter, skills, a match and a CV. */
const applicant = (over: Partial<EmployerApplicant>): EmployerApplicant =>
  employerApplicant({
    cover_letter: 'Je suis disponible.',
    phone_number: '+243812345678',
    skills: ['AutoCAD'],
    skill_match_percentage: 50,
    matched_skills: ['AutoCAD'],
    missing_skills: ['Site Supervision'],
    cv: '/api/files/x?sig=y',
    ...over,
  });

/** What the API sends for an applicant whose account was deleted: the application, nothing of the person. */
const deleted = applicant({
  applicant_deleted: true,
  cover_letter: '',
  first_name: '',
  last_name: '',
  email: '',
  phone_number: null,
  country: null,
  current_job_title: null,
  years_of_experience: null,
  skills: [],
  skill_match_percentage: null,
  matched_skills: [],
  missing_skills: [],
  cv: null,
});

describe('ApplicantCard', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    // The card's conversation counts its unread messages: none here.
    fakeApi({ 'GET /hiring/conversations/': () => json(200, []) });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says an applicant deleted their account, with the status and date of the application, and nothing blank', async () => {
    renderPage(<ApplicantCard applicant={deleted} />);
    const card = (await screen.findByRole('heading', { name: 'This applicant deleted their account' })).closest(
      'article',
    )!;
    const inCard = within(card as HTMLElement);
    expect(inCard.getByText('Shortlisted')).toBeTruthy();
    expect(inCard.getByText('Applied on 2 Nov 2026')).toBeTruthy();
    expect(card.textContent).toContain('Their profile, CV and contact details were deleted with it.');
    // None of the blank card's fields: no title "not given", no 0% match, no empty e-mail link, no CV line.
    expect(card.textContent).not.toContain('Job title not given');
    expect(card.textContent).not.toMatch(/\d+\s?%/);
    expect(card.querySelector('a')).toBeNull();
    expect(card.textContent).not.toContain('No CV uploaded');
  });

  it('says it in French to a French reader', async () => {
    await i18n.changeLanguage('fr');
    renderPage(<ApplicantCard applicant={deleted} />);
    expect(await screen.findByRole('heading', { name: 'Cette personne a supprimé son compte' })).toBeTruthy();
    expect(screen.getByText(/^Candidature du 2 nov\. 2026$/)).toBeTruthy();
  });

  it('shows an applicant who has an account as before: name, title, match, contact and CV', async () => {
    renderPage(<ApplicantCard applicant={applicant({})} />);
    expect(await screen.findByRole('heading', { name: 'Amani Kasongo' })).toBeTruthy();
    expect(screen.getByText(/Site engineer/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'amani@example.cd' }).getAttribute('href')).toBe('mailto:amani@example.cd');
    expect(screen.getByRole('link', { name: 'View CV of Amani Kasongo' })).toBeTruthy();
    expect(screen.queryByText('This applicant deleted their account')).toBeNull();
  });

  it('says it to staff too, keeping the application, with nothing blank and no decision to take', async () => {
    const review = adminApplicationSchema.parse({ ...deleted, professional_id: 'p-1' });
    renderPage(<ApplicationReview application={review} busy={false} onChange={() => {}} />);
    const card = (await screen.findByRole('heading', { name: 'This applicant deleted their account' })).closest(
      'article',
    )!;
    expect(card.textContent).toContain('Applied on 2 Nov 2026');
    expect(card.textContent).not.toContain('Job title not given');
    expect(card.textContent).not.toMatch(/\d+\s?%/);
    expect(card.querySelector('a')).toBeNull();
    expect(within(card as HTMLElement).queryAllByRole('button')).toEqual([]);
    expect(card.textContent).toContain('No decision to take: the person is no longer here.');
  });
});
