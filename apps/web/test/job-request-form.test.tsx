import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EmployerJob } from '@talent/shared';
import i18n from '../src/i18n';
import { JobRequestForm } from '../src/features/employer/hiring/job-request-form';
import { missingRequiredFields } from '../src/features/employer/hiring/required-fields';
import { renderPage } from './support';
import { withSelectDefaults } from './support/select-defaults';
import { fakeXhr } from './support/fake-xhr';
import { detailBody, fakeApi, json } from './support/fake-api';

describe('missingRequiredFields', () => {
  const complete = {
    job_title: 'Site engineer',
    job_description: 'Supervise the works.',
    experience_level: 'mid',
    type_of_contract: 'full-time',
    work_model: 'on-site',
    start_date: '2031-01-10',
    application_deadline: '2030-12-01',
    salary: '1500',
    job_location: 'Kolwezi, DR Congo',
  };

  it('finds nothing missing in a complete request, whatever the optional fields hold', () => {
    expect(missingRequiredFields({ ...complete, required_skills: '', advantages: '', housing: false })).toEqual([]);
  });

  it('names each required field that is empty, blank or unchosen', () => {
    expect(missingRequiredFields({ ...complete, job_title: '   ', work_model: '', salary: undefined }).sort()).toEqual([
      'job_title',
      'salary',
      'work_model',
    ]);
    // The shared schema's required fields, and only those.
    expect(missingRequiredFields({}).sort()).toEqual([
      'application_deadline',
      'experience_level',
      'job_description',
      'job_location',
      'job_title',
      'salary',
      'start_date',
      'type_of_contract',
      'work_model',
    ]);
  });

  it('accepts a salary of zero as given', () => {
    expect(missingRequiredFields({ ...complete, salary: 0 })).toEqual([]);
    expect(missingRequiredFields({ ...complete, salary: Number.NaN })).toEqual(['salary']);
  });
});

async function fillRequiredFields(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Job title/), 'Site engineer');
  await user.type(screen.getByLabelText(/^Job description/), 'Supervise the works.');
  await user.selectOptions(screen.getByLabelText(/^Experience level/), 'mid');
  await user.selectOptions(screen.getByLabelText(/^Type of contract/), 'full-time');
  await user.selectOptions(screen.getByLabelText(/^Work model/), 'on-site');
  const soon = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  await user.type(screen.getByLabelText(/^Start date/), soon);
  await user.type(screen.getByLabelText(/^Application deadline/), soon);
  await user.type(screen.getByLabelText(/^Salary/), '1500');
  await user.type(screen.getByLabelText(/^Job location/), 'Kolwezi, DR Congo');
}

describe('JobRequestForm', () => {
  beforeEach(async () => {
    localStorage.setItem('access', 'x.eyJleHAiOjQxMDI0NDQ4MDB9.y');
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends nothing while a required field is empty: says so, and marks and describes each missing field', async () => {
    const sent = fakeXhr({ status: 201 });
    const user = userEvent.setup();
    renderPage(<JobRequestForm />);
    await user.type(await screen.findByLabelText(/^Job title/), 'Site engineer');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    expect(await screen.findByText('Please fill out all required fields.')).toBeTruthy();
    const description = screen.getByLabelText(/^Job description/);
    expect(description.getAttribute('aria-invalid')).toBe('true');
    const described = description
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('This field is required.');
    // A select left on its placeholder is missing, not a wrong choice.
    const level = screen.getByLabelText(/^Experience level/);
    expect(level.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(level.getAttribute('aria-describedby')!)?.textContent).toBe(
      'This field is required.',
    );
    expect(screen.getByLabelText(/^Job title/).getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText(/^Advantages/).getAttribute('aria-invalid')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('posts the request as multipart to /hiring/create/ and says it was submitted', async () => {
    const sent = fakeXhr({ status: 201, body: { id: 1 } });
    const user = userEvent.setup();
    renderPage(<JobRequestForm />);
    await screen.findByLabelText(/^Job title/);
    await fillRequiredFields(user);
    await user.click(screen.getByLabelText('Housing'));
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    expect(await screen.findByText('Job request submitted successfully!')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.url).toBe('/hiring/create/');
    expect(sent[0]!.body.get('salary')).toBe('1500');
    expect(sent[0]!.body.get('housing')).toBe('true');
    expect(sent[0]!.body.get('medical_aid')).toBe('false');
    await waitFor(() => expect((screen.getByLabelText(/^Job title/) as HTMLInputElement).value).toBe(''));
  });

  it('tells a refusal by the server from a request that could not be made', async () => {
    fakeXhr({ status: 400, body: { job_location: ['This text is too long.'] } });
    const user = userEvent.setup();
    renderPage(<JobRequestForm />);
    await screen.findByLabelText(/^Job title/);
    await fillRequiredFields(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Failed to submit request. Try again.')).toBeTruthy();
    expect(screen.getByText('This text is too long.')).toBeTruthy();
    expect(screen.getByLabelText(/^Job location/).getAttribute('aria-invalid')).toBe('true');

    vi.unstubAllGlobals();
    fakeXhr('network-error');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Error submitting request.')).toBeTruthy();
  });
});

describe('JobRequestForm, the job’s sector', () => {
  beforeAll(withSelectDefaults);
  beforeEach(async () => {
    localStorage.setItem('access', 'x.eyJleHAiOjQxMDI0NDQ4MDB9.y');
    await i18n.changeLanguage('en');
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });
  const sector = () => screen.getByLabelText(/^Sector/) as HTMLSelectElement;

  it('starts on the sector the employer’s industry names, which they change for a job of another, or leave out', async () => {
    const sent = fakeXhr({ status: 201, body: { id: 1 } });
    const user = userEvent.setup();
    renderPage(<JobRequestForm employerIndustry="Banque commerciale" />);
    await screen.findByLabelText(/^Job title/);
    expect(sector().value).toBe('banking');
    expect(sector().getAttribute('aria-required')).toBeNull();
    expect([...sector().options].map((option) => option.text)).toEqual([
      'Other or none',
      'Banking',
      'Hospitality',
      'Construction',
      'IT',
      'Logistics',
      'Mining',
    ]);

    // The bank's guard is not in banking.
    await fillRequiredFields(user);
    await user.selectOptions(sector(), '');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Job request submitted successfully!')).toBeTruthy();
    expect(sent[0]!.body.get('sector')).toBeNull();
    // The next request starts on the employer's sector again.
    await waitFor(() => expect(sector().value).toBe('banking'));

    await fillRequiredFields(user);
    await user.selectOptions(sector(), 'Construction');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.body.get('sector')).toBe('construction');
  });

  it('starts on "Other or none" when the industry names no sector, and reads in French', async () => {
    renderPage(<JobRequestForm employerIndustry="Agriculture" />);
    await screen.findByLabelText(/^Job title/);
    expect(sector().value).toBe('');
    cleanup();
    await i18n.changeLanguage('fr');
    renderPage(<JobRequestForm employerIndustry="Logistique et transport" />);
    const select = (await screen.findByLabelText(/^Secteur/)) as HTMLSelectElement;
    expect(select.value).toBe('logistics');
    expect(select.selectedOptions[0]!.text).toBe('Logistique');
    expect(select.options[0]!.text).toBe('Autre ou aucun');
  });
});

describe('JobRequestForm, changing a request', () => {
  beforeAll(withSelectDefaults);
  const soon = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const existing = (over: Partial<EmployerJob> = {}): EmployerJob => ({
    id: 5,
    job_title: 'Site engineer',
    job_description: 'Supervise the works.',
    job_spec_document: 'specs/5.pdf',
    job_spec_document_file: null,
    experience_level: 'mid',
    type_of_contract: 'full-time',
    required_skills: 'AutoCAD, Excel',
    start_date: soon(40),
    salary: 1500,
    job_location: 'Kolwezi, DR Congo',
    advantages: 'Transport',
    relocation_fees: false,
    medical_aid: true,
    visa_sponsorship: false,
    housing: false,
    observation: '',
    work_model: 'on-site',
    application_deadline: soon(20),
    sector: null,
    status: 'approved',
    submitted_at: '2030-11-21T10:00:00Z',
    applications_count: 2,
    rejection_reason: null,
    pipeline: { submitted: 0, shortlisted: 0, interview: 0, offer: 0, hired: 0, rejected: 0, withdrawn: 0, closed: 0 },
    figures: { views: 0, applied: 0, forwarded: 0, interviewed: 0, hired: 0, first_answer_hours: null },
    ...over,
  });
  const PATCH = 'PATCH /hiring/employer-jobs/5/';

  beforeEach(async () => {
    localStorage.setItem('access', 'x.eyJleHAiOjQxMDI0NDQ4MDB9.y');
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens filled with the request, without the file, and sends the changes as JSON', async () => {
    const calls = fakeApi({ [PATCH]: (body) => json(200, { ...existing(), ...(body as object), status: 'pending' }) });
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderPage(<JobRequestForm job={existing({ sector: 'construction' })} onSaved={onSaved} onCancel={() => {}} />);
    const title = (await screen.findByLabelText(/^Job title/)) as HTMLInputElement;
    expect(title.value).toBe('Site engineer');
    expect((screen.getByLabelText(/^Salary/) as HTMLInputElement).value).toBe('1500');
    expect((screen.getByLabelText(/^Work model/) as HTMLSelectElement).value).toBe('on-site');
    expect((screen.getByLabelText('Medical aid') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/^Sector/) as HTMLSelectElement).value).toBe('construction');
    expect(screen.queryByLabelText(/^Job specification/)).toBeNull();
    expect(screen.getByText('The job specification (PDF) stays as it is.')).toBeTruthy();

    await user.clear(title);
    await user.type(title, 'Senior site engineer');
    await user.selectOptions(screen.getByLabelText(/^Sector/), 'Mining');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('jobBackToModeration'));
    const patches = calls.filter((call) => `${call.method} ${call.url}` === PATCH);
    expect(patches).toHaveLength(1);
    expect(patches[0]!.body).toMatchObject({
      job_title: 'Senior site engineer',
      salary: 1500,
      medical_aid: true,
      housing: false,
      start_date: existing().start_date,
      sector: 'mining',
    });
    expect(patches[0]!.body).not.toHaveProperty('job_spec_document');
  });

  it('says only that the changes are saved when the job stays as it was (pending, or approved still)', async () => {
    for (const status of ['pending', 'approved'] as const) {
      fakeApi({ [PATCH]: () => json(200, existing({ status })) });
      const onSaved = vi.fn();
      const user = userEvent.setup();
      renderPage(<JobRequestForm job={existing({ status })} onSaved={onSaved} />);
      await user.click(await screen.findByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(onSaved).toHaveBeenCalledWith('jobSaved'));
      cleanup();
    }
  });

  it('says why the server refused it: a request closed meanwhile, or a field', async () => {
    fakeApi({ [PATCH]: () => json(400, detailBody('onlyPendingOrApprovedCanBeEdited', 'invalid_status')) });
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderPage(<JobRequestForm job={existing()} onSaved={onSaved} />);
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Only a job request waiting for review or approved can be changed.')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('cancels without sending anything', async () => {
    const calls = fakeApi({});
    const onCancel = vi.fn();
    const user = userEvent.setup();
    renderPage(<JobRequestForm job={existing()} onCancel={onCancel} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});
