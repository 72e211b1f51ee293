import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AdminJob } from '@talent/shared';
import i18n from '../src/i18n';
import { markedRanges } from '../src/features/admin/shared/marked-text';
import { json } from './support/fake-api';
import { freshConsoleEachTest, showStaffConsole } from './support/staff-console';

let id = 0;
const employer: AdminJob['employer'] = {
  id: 'e1',
  account_email: 'rh@kin-logistique.cd',
  company_name: 'Kin Logistique',
  industry: 'Logistics',
  company_website: null,
  company_size: '11-50',
  office_location: 'Gombe, Kinshasa',
  country: 'CD',
  contact_name: 'Patrick Ilunga',
  contact_job_title: null,
  contact_email: null,
  contact_phone: null,
  onboarding_completed: true,
  verified_at: null,
  suspended_at: null,
};
const job = (fields: Partial<AdminJob>): AdminJob => ({
  id: ++id,
  job_title: 'Magasinier',
  job_description: 'Gérer le stock du dépôt de Limete.',
  job_spec_document: null,
  job_spec_document_file: null,
  experience_level: 'mid',
  type_of_contract: 'full-time',
  required_skills: 'Inventaire',
  start_date: '2026-04-01',
  salary: 600,
  job_location: 'Kinshasa',
  advantages: '',
  relocation_fees: false,
  medical_aid: false,
  visa_sponsorship: false,
  housing: false,
  observation: '',
  work_model: 'on-site',
  application_deadline: '2026-03-20',
  sector: null,
  status: 'pending',
  submitted_at: '2026-03-02T09:30:00Z',
  applications_count: 0,
  risk_flags: [],
  open_reports: 0,
  rejection_reason: null,
  approved_at: null,
  closed_at: null,
  employer,
  ...fields,
});

const DESCRIPTION = [
  'Nous recrutons des chauffeurs pour notre dépôt de Limete.',
  'Permis B exigé.',
  'Trois ans d’expérience.',
  'Horaires : 7 h à 16 h.',
  'Tenue fournie.',
  'Entretien au dépôt.',
  'Frais de dossier : 20 $ à payer par M-Pesa avant l’entretien.',
  'Écrivez au +243 812 345 678 sur WhatsApp.',
  'Les FRAIS DE DOSSIER ne sont pas remboursés.',
].join('\n');

const flagged = job({
  job_title: 'Chauffeur poids lourd',
  job_description: DESCRIPTION,
  advantages: 'Prime mensuelle. Paiement des frais de dossier par m-pesa accepté.',
  salary: 5000,
  open_reports: 2,
  employer: { ...employer, verified_at: '2026-02-10T10:00:00Z' },
  risk_flags: [
    { code: 'fee_request', evidence: 'Frais de dossier' },
    { code: 'fee_request', evidence: '20 $ à payer' },
    { code: 'fee_request', evidence: 'M-Pesa' },
    { code: 'off_platform_contact', evidence: '+243 812 345 678' },
    { code: 'off_platform_contact', evidence: 'WhatsApp' },
    { code: 'copied_text', evidence: 'About 85% the same description as job #123 of another employer' },
    { code: 'salary_outlier', evidence: '5,000 against a usual 400–1,200 for mid-level jobs (23 approved)' },
  ],
});
const plain = job({ job_title: 'Magasinier', job_description: 'Gérer le stock. Frais de transport remboursés.' });

function showQueue(jobs: AdminJob[]) {
  showStaffConsole({ 'GET /api/admin/jobs/?page=1&page_size=10&status=pending': () => json(200, jobs) });
}

const marks = (element: HTMLElement) => [...element.querySelectorAll('mark')].map((mark) => mark.textContent);

describe('markedRanges', () => {
  it('finds every occurrence of each term, whatever its case, joining those that overlap', () => {
    const text = 'Frais de dossier : 20 $. FRAIS DE DOSSIER, frais de dossier.';
    expect(markedRanges(text, ['Frais de dossier', '20 $'])).toEqual([
      [0, 16],
      [19, 23],
      [25, 41],
      [43, 59],
    ]);
    expect(markedRanges('envoyez 20 $ par M-Pesa', ['20 $ par M-Pesa', 'M-Pesa'])).toEqual([[8, 23]]);
  });

  it('reads a term as plain words, not as a pattern', () => {
    expect(markedRanges('Payez (50 $) + frais', ['(50 $)', '+'])).toEqual([
      [6, 12],
      [13, 14],
    ]);
    expect(markedRanges('rien ici', ['', '  ', 'absent'])).toEqual([]);
  });
});

describe('the moderation queue, with what the checks found', () => {
  freshConsoleEachTest();

  it('lists the flags and marks their words wherever the request shows them', async () => {
    showQueue([flagged, plain]);
    const card = await screen.findByRole('article', { name: 'Chauffeur poids lourd' });

    const flags = within(card).getByRole('region', { name: /Points to check/ });
    const kinds = within(flags).getAllByRole('listitem');
    expect(kinds.map((kind) => kind.querySelector('strong')?.textContent)).toEqual([
      'Fee asked of applicants',
      'Contact outside Congo Talent',
      'Copied text',
      'Salary far from the market',
    ]);
    expect(marks(kinds[0]!)).toEqual(['"Frais de dossier"', '"20 $ à payer"', '"M-Pesa"']);
    expect(marks(kinds[1]!)).toEqual(['"+243 812 345 678"', '"WhatsApp"']);
    // The copied job opens in the console; the salary is said with the job's own level.
    expect(within(kinds[2]!).getByRole('link', { name: 'Job #123' }).getAttribute('href')).toBe(
      '/admin?tab=jobs&job=123',
    );
    expect(kinds[2]!.textContent).toBe(
      'Copied textAbout 85% the same description as a job of another employer: Job #123',
    );
    expect(kinds[3]!.textContent).toBe(
      'Salary far from the marketSalary of $5,000; at this level (mid level), approved jobs usually offer $400 to $1,200. Compared with 23 jobs.',
    );

    // The seventh line of the description, the repeat in capitals, the advantages: every occurrence is marked.
    const description = card.querySelector('.job-summary__description') as HTMLElement;
    expect(marks(description)).toEqual([
      'Frais de dossier',
      '20 $ à payer',
      'M-Pesa',
      '+243 812 345 678',
      'WhatsApp',
      'FRAIS DE DOSSIER',
    ]);
    expect(description.textContent).toBe(DESCRIPTION);
    expect(marks(within(card).getByText(/Prime mensuelle/))).toEqual(['frais de dossier', 'm-pesa']);
    expect(marks(within(card).getByText('Salary').nextElementSibling as HTMLElement)).toEqual(['$5,000']);

    expect(within(card).getByText('Reported by 2 people')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'See the reports' }).getAttribute('href')).toBe('/admin?tab=reports');
    expect(within(card).getByText('Verified on 10 Feb 2026')).toBeTruthy();
  });

  it('adds nothing to a request without flags', async () => {
    showQueue([plain]);
    const card = await screen.findByRole('article', { name: 'Magasinier' });
    expect(card.querySelectorAll('mark')).toHaveLength(0);
    expect(within(card).queryByRole('region', { name: /Points to check/ })).toBeNull();
    expect(within(card).queryByText(/Reported by/)).toBeNull();
    expect(within(card).getByText('Not verified')).toBeTruthy();
  });

  it('lists the required skills as a list, without the comma the employer left at the end', async () => {
    showQueue([job({ job_title: 'Chauffeur', required_skills: 'Driving, Logistics,Heavy vehicles,' })]);
    const card = await screen.findByRole('article', { name: 'Chauffeur' });
    const skills = within(card).getByText('Required skills').nextElementSibling!;
    expect(skills.textContent).toBe('Driving, Logistics and Heavy vehicles');
  });

  it('says what the API found in its other ways, or its own sentence when it cannot read it', async () => {
    showQueue([
      job({
        job_title: 'Chauffeur',
        risk_flags: [
          { code: 'copied_text', evidence: 'Mostly the same text as job #77 of another employer' },
          {
            code: 'salary_outlier',
            evidence: '9,000 against a usual 500–1,500 for "Chauffeur" jobs at senior level (7 approved)',
          },
          { code: 'salary_outlier', evidence: 'Far above the market' },
        ],
      }),
    ]);
    const card = await screen.findByRole('article', { name: 'Chauffeur' });
    const kinds = within(within(card).getByRole('region', { name: /Points to check/ })).getAllByRole('listitem');
    expect(kinds[0]!.textContent).toBe('Copied textMostly the same description as a job of another employer: Job #77');
    const [outlier, unread] = kinds[1]!.querySelectorAll('.risk-flags__evidence');
    expect(outlier!.textContent).toBe(
      'Salary of $9,000; approved "Chauffeur" jobs at this level (senior) usually offer $500 to $1,500. Compared with 7 jobs.',
    );
    expect(unread!.textContent).toBe('Far above the market');
    expect(unread!.getAttribute('lang')).toBe('en');
    // Only the words of the request itself are marked in its text.
    expect(card.querySelectorAll('.job-summary mark')).toHaveLength(1);
  });

  it('says the flags in French', async () => {
    await i18n.changeLanguage('fr');
    showQueue([flagged]);
    const card = await screen.findByRole('article', { name: 'Chauffeur poids lourd' });
    const flags = within(card).getByRole('region', { name: /Points à vérifier/ });
    const kinds = within(flags).getAllByRole('listitem');
    expect(kinds.map((kind) => kind.querySelector('strong')?.textContent)).toEqual([
      'Frais demandés aux candidats',
      'Contact en dehors de Congo Talent',
      'Texte copié',
      'Salaire éloigné du marché',
    ]);
    expect(marks(kinds[0]!)[0]).toBe('«\u202fFrais de dossier\u202f»');
    expect(within(kinds[2]!).getByRole('link', { name: 'Offre n° 123' })).toBeTruthy();
    expect(kinds[2]!.textContent).toContain('Description identique à environ 85\u202f% à celle d’une offre');
    expect(kinds[3]!.textContent).toBe(
      'Salaire éloigné du marchéSalaire de 5\u202f000\u00a0$US\u202f; à ce niveau (intermédiaire), les offres approuvées vont d’habitude de 400\u00a0$US à 1\u202f200\u00a0$US. Comparaison avec 23 offres.',
    );
    expect(within(card).getByText('Signalée par 2 personnes')).toBeTruthy();
  });
});
