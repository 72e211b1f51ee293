import { Suspense } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { JobForProfessional } from '@talent/shared';
import enPro from '../src/i18n/locales/en/professional';
import frPro from '../src/i18n/locales/fr/professional';
import { JobCard } from '../src/features/professional/jobs/job-card';
import { ApplyModal } from '../src/features/professional/jobs/apply-modal';
import JobPage from '../src/features/professional/job-page';
import { queryClient } from '../src/lib/query';
import { renderPage } from './support';
import { fakeApi, json } from './support/fake-api';
import { withProfessionalTranslations } from './i18n-setup';

const job = (extra: Partial<JobForProfessional> = {}) =>
  ({
    id: 3,
    job_title: 'Comptable senior',
    job_description: 'Tenir la comptabilité.',
    job_location: 'Lubumbashi',
    work_model: 'on-site',
    type_of_contract: 'full-time',
    experience_level: 'senior',
    salary: 1800,
    application_deadline: '2030-12-15',
    required_skills: 'Comptabilité',
    skill_match_percentage: 100,
    matched_skills: ['Comptabilité'],
    missing_skills: [],
    has_applied: false,
    application_status: null,
    company: null,
    industry: null,
    employer_verified: true,
    reported: false,
    saved: false,
    ...extra,
  }) as JobForProfessional;

const card = () => screen.getByRole('article', { name: 'Comptable senior' });

describe('the verified employer badge', () => {
  beforeAll(() => withProfessionalTranslations('en'));
  afterEach(async () => {
    cleanup();
    await withProfessionalTranslations('en');
  });

  it('shows on a card of a list, next to the title, without naming the confidential company', async () => {
    renderPage(<JobCard job={job()} onApply={() => {}} />);
    const badge = within(card()).getByText(enPro.jobs.card.verified);
    expect(badge.closest('.verified-badge')).not.toBeNull();
    // The check mark is decoration: the words say it.
    expect(badge.closest('.verified-badge')!.textContent).toBe(`✓ ${enPro.jobs.card.verified}`);
    expect(badge.closest('.verified-badge')!.querySelector('[aria-hidden="true"]')!.textContent).toBe('✓ ');
    expect(within(card()).queryByText(enPro.jobs.card.company, { exact: false })).toBeNull();
    // A list's card says the employer is confidential once, in its details (drawn once opened).
    await userEvent.click(within(card()).getByText(enPro.jobs.card.details));
    expect(await within(card()).findByText(enPro.jobs.card.confidential)).toBeTruthy();
  });

  it('shows on the job’s page with what it means, the company still confidential', () => {
    renderPage(<JobCard job={job()} onApply={() => {}} variant="full" />);
    expect(within(card()).getByText(enPro.jobs.card.verified)).toBeTruthy();
    expect(within(card()).getByText(enPro.jobs.card.verifiedHelp)).toBeTruthy();
    expect(within(card()).getByText(enPro.jobs.card.confidential)).toBeTruthy();
  });

  it('is not there for an employer staff have not checked, nor for a job from an API that does not say', () => {
    renderPage(<JobCard job={job({ employer_verified: false })} onApply={() => {}} variant="full" />);
    expect(screen.queryByText(enPro.jobs.card.verified)).toBeNull();
    expect(screen.queryByText(enPro.jobs.card.verifiedHelp)).toBeNull();
    cleanup();
    const older = job();
    delete (older as Partial<JobForProfessional>).employer_verified;
    renderPage(<JobCard job={older} onApply={() => {}} />);
    expect(screen.queryByText(enPro.jobs.card.verified)).toBeNull();
  });

  it('stays beside a company once it is revealed', () => {
    const company = {
      company_name: 'Rawbank',
      company_website: null,
      company_logo: null,
      description: null,
      office_location: null,
    };
    renderPage(<JobCard job={job({ company })} onApply={() => {}} variant="full" />);
    expect(within(card()).getByText('Rawbank')).toBeTruthy();
    expect(within(card()).getByText(enPro.jobs.card.verified)).toBeTruthy();
  });

  it('reads "Employeur vérifié" in French', async () => {
    await withProfessionalTranslations('fr');
    renderPage(<JobCard job={job()} onApply={() => {}} />);
    expect(within(card()).getByText(frPro.jobs.card.verified)).toBeTruthy();
    expect(frPro.jobs.card.verified).toBe('Employeur vérifié');
  });
});

describe('the words on scams', () => {
  beforeAll(() => withProfessionalTranslations('en'));
  beforeEach(() => {
    localStorage.setItem('access', 'x.eyJleHAiOjQxMDI0NDQ4MDB9.y');
    queryClient.clear();
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await withProfessionalTranslations('en');
  });

  it('are the ones every job seeker is told, in English and in French', () => {
    expect(enPro.jobs.safety.words).toBe(
      'Congo Talent and real employers never ask you to pay to apply, to be trained or to get an interview. If someone does, report this job.',
    );
    expect(frPro.jobs.safety.words).toContain('ne vous demandent jamais de payer pour postuler');
    expect(frPro.jobs.safety.words).toContain('signalez cette offre');
  });

  it('are on the job’s page before the apply button, with the report button and the safety page', async () => {
    fakeApi({ 'GET /hiring/jobs/3/': () => json(200, job()) });
    render(
      <MemoryRouter initialEntries={['/jobs/3']}>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/jobs/:id" element={<JobPage />} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );
    const words = await screen.findByText(enPro.jobs.safety.words);
    const apply = within(card()).getByRole('button', { name: 'Apply for Comptable senior' });
    expect(words.compareDocumentPosition(apply) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(card()).getByRole('button', { name: enPro.job.report.open })).toBeTruthy();
    expect(within(card()).getByRole('link', { name: enPro.jobs.safety.more }).getAttribute('href')).toBe('/safety');
    expect(within(card()).getByText(enPro.jobs.card.verified)).toBeTruthy();
  });

  it('are in the apply dialog, in the reader’s language', async () => {
    await withProfessionalTranslations('fr');
    renderPage(<ApplyModal job={job()} onClose={() => {}} onApplied={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(frPro.jobs.safety.words)).toBeTruthy();
  });
});
