import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobForProfessional } from '@talent/shared';
import enPro from '../src/i18n/locales/en/professional';
import { JobCard } from '../src/features/professional/jobs/job-card';
import { renderPage } from './support';
import { withProfessionalTranslations } from './i18n-setup';
import { fakeApi, token } from './support/fake-api';

const job = (extra: Partial<JobForProfessional> = {}) =>
  ({
    id: 7,
    job_title: 'Gardien',
    job_description: 'Garder l’agence la nuit.',
    job_location: 'Goma',
    work_model: 'on-site',
    type_of_contract: 'full-time',
    experience_level: 'entry',
    salary: 300,
    application_deadline: '2030-12-15',
    required_skills: 'Surveillance, Premiers secours',
    skill_match_percentage: 0,
    matched_skills: [],
    missing_skills: ['Surveillance', 'Premiers secours'],
    has_applied: false,
    application_status: null,
    company: null,
    industry: 'Banque',
    sector: null,
    employer_verified: false,
    reported: false,
    saved: false,
    ...extra,
  }) as JobForProfessional;

const card = () => screen.getByRole('article', { name: 'Gardien' });
/** A list's card draws its details once they are opened, as a reader does with a tap on "Job details". */
const openDetails = async () => {
  await userEvent.click(within(card()).getByText(enPro.jobs.card.details));
  await waitFor(() => expect(card().querySelector('.job-card__skills')).not.toBeNull());
};

beforeAll(() => withProfessionalTranslations('en'));
// Opening a list's card's details counts a view: the server answers it here.
beforeEach(() => fakeApi({ 'POST /hiring/jobs/7/view/': () => new Response(null, { status: 204 }) }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a job card’s match', () => {
  it('has no badge when the job shares no skill with the professional; its details say what is missing', async () => {
    renderPage(<JobCard job={job()} onApply={() => {}} />);
    expect(card().querySelector('.match-badge')).toBeNull();
    expect(card().querySelector('.job-card__skills')).toBeNull();
    await openDetails();
    expect(within(card()).queryByText(/% match$/)).toBeNull();
    expect(within(card()).getByText('You have 0 of 2 required skills.')).toBeTruthy();
    const missing = within(card()).getByRole('list', { name: enPro.jobs.match.missing });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Surveillance', 'Premiers secours']);
  });

  it('has no badge for a job that lists no skills, whose details say so', async () => {
    renderPage(
      <JobCard
        job={job({ required_skills: '', skill_match_percentage: null, missing_skills: [] })}
        onApply={() => {}}
      />,
    );
    expect(card().querySelector('.match-badge')).toBeNull();
    await openDetails();
    expect(within(card()).getByText(enPro.jobs.match.noRequired)).toBeTruthy();
  });

  it('has its coloured badge from the first shared skill', () => {
    renderPage(
      <JobCard
        job={job({
          skill_match_percentage: 50,
          matched_skills: ['Surveillance'],
          missing_skills: ['Premiers secours'],
        })}
        onApply={() => {}}
      />,
    );
    const badge = within(card()).getByText('50% match');
    expect(badge.className).toContain('match--orange');
  });

  it('says which of the professional’s skills a related one stands for, and that it counts half', async () => {
    renderPage(
      <JobCard
        job={job({
          skill_match_percentage: 25,
          matched_skills: [],
          related_skills: [{ skill: 'Surveillance', through: 'CCTV Monitoring' }],
          missing_skills: ['Premiers secours'],
        })}
        onApply={() => {}}
      />,
    );
    await openDetails();
    const related = within(card()).getByRole('list', { name: enPro.jobs.match.related });
    expect(within(related).getByRole('listitem').textContent).toBe('≈ Surveillance, for your CCTV Monitoring');
    expect(within(card()).getByText('You have 0 of 2 required skills.')).toBeTruthy();
  });
});

describe('a job card’s sector', () => {
  const sectorFact = () =>
    [...card().querySelectorAll('.job-facts__item')].find(
      (item) => item.querySelector('dt')?.textContent === enPro.jobs.card.sector,
    );

  it('is the job’s own, in the reader’s language, never its employer’s industry', async () => {
    renderPage(<JobCard job={job({ sector: 'construction', industry: 'Banque' })} onApply={() => {}} />);
    await openDetails();
    expect(sectorFact()?.querySelector('dd')?.textContent).toBe('Construction');
    expect(within(card()).queryByText(/Banque|Banking/)).toBeNull();
    cleanup();
    await withProfessionalTranslations('fr');
    renderPage(<JobCard job={job({ sector: 'logistics' })} onApply={() => {}} variant="full" />);
    expect(within(card()).getByText('Logistique')).toBeTruthy();
    await withProfessionalTranslations('en');
  });

  it('is not said for a job without one, whatever its employer’s industry', () => {
    renderPage(<JobCard job={job({ sector: null, industry: 'Banque' })} onApply={() => {}} variant="full" />);
    expect(sectorFact()).toBeUndefined();
    expect(within(card()).queryByText(/Banque|Banking/)).toBeNull();
  });
});

describe('a job card’s details', () => {
  afterEach(() => localStorage.clear());

  it('count as a view of the job when first opened from a list, as its page does, and once', async () => {
    localStorage.setItem('access', token(3600, 'x', 'person-1'));
    const calls = fakeApi({ 'POST /hiring/jobs/7/view/': () => new Response(null, { status: 204 }) });
    renderPage(<JobCard job={job()} onApply={() => {}} />);
    await openDetails();
    await waitFor(() => expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /hiring/jobs/7/view/']));
    const details = within(card()).getByText(enPro.jobs.card.details);
    await userEvent.click(details);
    await userEvent.click(details);
    expect(calls).toHaveLength(1);
  });

  it('count no view on the job’s own page, whose reading counts one already', () => {
    const calls = fakeApi({});
    renderPage(<JobCard job={job()} onApply={() => {}} variant="full" />);
    expect(calls).toEqual([]);
  });
});
