import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { EmployerJob } from '@talent/shared';
import i18n from '../src/i18n';
import { PipelineSummary } from '../src/features/employer/hiring/pipeline-summary';
import { renderPage } from './support';

const NONE = { submitted: 0, shortlisted: 0, interview: 0, offer: 0, hired: 0, rejected: 0, withdrawn: 0, closed: 0 };
const job = (over: Partial<EmployerJob>): EmployerJob => ({
  id: 1,
  job_title: 'Site engineer',
  job_description: 'Supervise the works.',
  job_spec_document: null,
  job_spec_document_file: null,
  experience_level: 'mid',
  type_of_contract: 'full-time',
  required_skills: 'AutoCAD',
  start_date: '2031-01-10',
  salary: 1500,
  job_location: 'Kolwezi, DR Congo',
  advantages: '',
  relocation_fees: false,
  medical_aid: false,
  visa_sponsorship: false,
  housing: false,
  observation: '',
  work_model: 'on-site',
  application_deadline: '2030-12-01',
  sector: null,
  status: 'approved',
  submitted_at: '2030-11-21T10:00:00Z',
  applications_count: 0,
  rejection_reason: null,
  pipeline: NONE,
  figures: { views: 0, applied: 0, forwarded: 0, interviewed: 0, hired: 0, first_answer_hours: null },
  ...over,
});

/** The count the list beside the sentence gives for `name`. */
const figure = (name: string) => {
  const term = screen.getAllByRole('term').find((dt) => dt.textContent === name)!;
  return term.nextElementSibling!.textContent;
};

describe('a request’s sentence and its counts', () => {
  beforeEach(() => i18n.changeLanguage('en'));
  afterEach(cleanup);

  it('agree once the request closed: the applicants forwarded stay forwarded, and the sentence adds up', async () => {
    // Three applied; two were forwarded (one interviewed then closed with the request, one hired); one waited for our
    // team and closed with the request.
    renderPage(
      <PipelineSummary
        job={job({
          status: 'closed',
          applications_count: 3,
          pipeline: { ...NONE, hired: 1, closed: 2 },
          figures: { views: 5, applied: 3, forwarded: 2, interviewed: 1, hired: 1, first_answer_hours: 3 },
        })}
      />,
    );
    expect(
      await screen.findByText('3 applications: 0 with our team, 2 forwarded to you, 1 not forwarded.'),
    ).toBeTruthy();
    expect(figure('Forwarded')).toBe('2');
    expect(figure('Applied')).toBe('3');
  });

  it('agree while the request is open, with nobody left out', async () => {
    renderPage(
      <PipelineSummary
        job={job({
          applications_count: 3,
          pipeline: { ...NONE, submitted: 1, interview: 1, hired: 1 },
          figures: { views: 4, applied: 3, forwarded: 2, interviewed: 1, hired: 1, first_answer_hours: 3 },
        })}
      />,
    );
    expect(await screen.findByText('3 applications: 1 with our team, 2 forwarded to you.')).toBeTruthy();
    expect(figure('Forwarded')).toBe('2');
    const stages = screen.getByRole('list', { name: 'Where each application stands' });
    expect(within(stages).getAllByRole('listitem')).toHaveLength(3);
  });

  it('say it in French', async () => {
    await i18n.changeLanguage('fr');
    renderPage(
      <PipelineSummary
        job={job({
          status: 'closed',
          applications_count: 3,
          pipeline: { ...NONE, hired: 1, closed: 2 },
          figures: { views: 5, applied: 3, forwarded: 2, interviewed: 1, hired: 1, first_answer_hours: 3 },
        })}
      />,
    );
    expect(
      await screen.findByText(/^3 candidatures\s: 0 chez notre équipe, 2 vous ont été transmises, 1 non transmise\.$/),
    ).toBeTruthy();
  });
});
