import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, type AdminUser } from '@talent/shared';
import { fakeApi, json } from './support/fake-api';
import { freshConsoleEachTest, showStaffConsole } from './support/staff-console';

const USERS = 'GET /api/admin/users/?page=1&page_size=20';

const user = (fields: Partial<AdminUser>): AdminUser => ({
  id: 'u1',
  email: 'rh@kin-logistique.cd',
  user_type: 'employer',
  first_name: 'Patrick',
  last_name: 'Ilunga',
  company_name: 'Kin Logistique',
  is_staff: false,
  is_demo: false,
  onboarding_completed: true,
  created_at: '2026-02-01T09:00:00Z',
  last_login_at: null,
  jobs_submitted: 2,
  applications_made: 0,
  verified_at: null,
  verification_note: null,
  suspended_at: null,
  suspension_reason: null,
  ...fields,
});
const employer = user({});
const professional = user({
  id: 'u2',
  email: 'amani@example.cd',
  user_type: 'professional',
  first_name: 'Amani',
  last_name: 'Kasongo',
  company_name: null,
});
const colleague = user({
  id: 'u3',
  email: 'staff@congotalent.cd',
  user_type: 'other',
  first_name: 'Nadine',
  last_name: 'Lukusa',
  company_name: null,
  is_staff: true,
});

/** A phone's screen: the users are cards, each headed by the name. */
function onAPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

function show(routes: Parameters<typeof fakeApi>[0], path = '/admin?tab=users') {
  onAPhone();
  return showStaffConsole(routes, path);
}

/** A user's card, headed by the name over the e-mail. */
const card = async (name: string) =>
  (await screen.findByRole('heading', { level: 3, name: new RegExp(`^${name} \\S+@`) })).closest('li') as HTMLElement;
const posts = (calls: ReturnType<typeof fakeApi>) =>
  calls.filter((call) => call.method === 'POST').map(({ url, body }) => ({ url, body }));

describe('the console’s users: verify and suspend', () => {
  freshConsoleEachTest();

  it('offers each action only where it applies', async () => {
    show({
      [USERS]: () =>
        json(200, [
          employer,
          professional,
          colleague,
          user({
            id: 'u4',
            first_name: 'Grâce',
            last_name: 'Mbuyi',
            verified_at: '2026-02-10T10:00:00Z',
            verification_note: 'RCCM CD/KIN/RCCM/24-B-01234 vérifié',
          }),
          user({
            id: 'u5',
            first_name: 'Joël',
            last_name: 'Tshibanda',
            suspended_at: '2026-02-12T10:00:00Z',
            suspension_reason: 'Frais demandés aux candidats',
          }),
        ]),
    });
    const patrick = await card('Patrick Ilunga');
    expect(
      within(patrick)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Verify', 'Suspend']);
    expect(
      within(await card('Amani Kasongo'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Suspend']);
    const grace = await card('Grâce Mbuyi');
    expect(within(grace).getByText('Verified on 10 Feb 2026')).toBeTruthy();
    expect(within(grace).getByText('How: RCCM CD/KIN/RCCM/24-B-01234 vérifié')).toBeTruthy();
    expect(
      within(grace)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Suspend']);
    const joel = await card('Joël Tshibanda');
    expect(within(joel).getByText('Suspended on 12 Feb 2026')).toBeTruthy();
    expect(within(joel).getByText('Why: Frais demandés aux candidats')).toBeTruthy();
    expect(
      within(joel)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Lift the suspension']);
    expect(within(await card('Nadine Lukusa')).queryByRole('button')).toBeNull();
  });

  it('verifies an employer with a note of how, then shows the list again', async () => {
    let verified = false;
    const calls = show({
      [USERS]: () =>
        json(200, [
          verified ? { ...employer, verified_at: '2026-03-05T10:00:00Z', verification_note: 'Visite' } : employer,
        ]),
      'POST /api/admin/users/u1/verify/': () => (
        (verified = true),
        json(200, { ...employer, verified_at: '2026-03-05T10:00:00Z' })
      ),
    });
    await userEvent.click(within(await card('Patrick Ilunga')).getByRole('button', { name: 'Verify Patrick Ilunga' }));
    const dialog = screen.getByRole('dialog', { name: 'Verify Patrick Ilunga' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify the employer' }));
    const note = within(dialog).getByLabelText(/^How you checked this employer/);
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(posts(calls)).toEqual([]);

    await userEvent.type(note, 'RCCM CD/KIN/RCCM/24-B-01234 checked, and a call to the office.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify the employer' }));
    expect(await screen.findByText('Patrick Ilunga is verified.')).toBeTruthy();
    expect(posts(calls)).toEqual([
      {
        url: '/api/admin/users/u1/verify/',
        body: { note: 'RCCM CD/KIN/RCCM/24-B-01234 checked, and a call to the office.' },
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Verified on 5 Mar 2026')).toBeTruthy();
    await waitFor(() =>
      expect(
        within(screen.getAllByRole('listitem')[0]!)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Suspend']),
    );
  });

  it('suspends an account with a reason, after saying what it does', async () => {
    let answer = json(400, { detail: MSG.staffCannotBeSuspended, detail_code: { code: 'staffCannotBeSuspended' } });
    const calls = show({
      [USERS]: () => json(200, [professional]),
      'POST /api/admin/users/u2/suspend/': () => answer,
    });
    await userEvent.click(within(await card('Amani Kasongo')).getByRole('button', { name: 'Suspend Amani Kasongo' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend Amani Kasongo' });
    const reason = within(dialog).getByLabelText(/^Reason/);
    // The warning is read with the field.
    const warning = reason
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(warning).toContain('Every session of this account ends at once');
    expect(warning).toContain('Its open jobs are closed');

    await userEvent.type(reason, 'Asked applicants for money on WhatsApp.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend the account' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      `That did not work: ${MSG.staffCannotBeSuspended}`,
    );
    answer = json(200, { ...professional, suspended_at: '2026-03-05T10:00:00Z' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend the account' }));
    expect(
      await screen.findByText('Amani Kasongo is suspended: signed out everywhere, and their open jobs are closed.'),
    ).toBeTruthy();
    expect(posts(calls).at(-1)).toEqual({
      url: '/api/admin/users/u2/suspend/',
      body: { reason: 'Asked applicants for money on WhatsApp.' },
    });
  });

  it('lifts a suspension with a reason, saying first what it does not undo', async () => {
    const suspended = user({
      id: 'u5',
      first_name: 'Joël',
      last_name: 'Tshibanda',
      suspended_at: '2026-02-12T10:00:00Z',
      suspension_reason: 'Frais demandés aux candidats',
    });
    let lifted = false;
    const calls = show({
      [USERS]: () => json(200, [lifted ? { ...suspended, suspended_at: null, suspension_reason: null } : suspended]),
      'POST /api/admin/users/u5/unsuspend/': () => (
        (lifted = true),
        json(200, { ...suspended, suspended_at: null, suspension_reason: null })
      ),
    });
    await userEvent.click(
      within(await card('Joël Tshibanda')).getByRole('button', { name: 'Lift the suspension of Joël Tshibanda' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Lift the suspension of Joël Tshibanda' });
    const reason = within(dialog).getByLabelText(/^Why you lift it/);
    const said = reason
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(said).toContain('The account can sign in again, and is told so by e-mail.');
    expect(said).toContain('its jobs stay closed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lift the suspension' }));
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(posts(calls)).toEqual([]);

    await userEvent.type(reason, 'RCCM checked; the fee was the bank’s, not the employer’s.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lift the suspension' }));
    expect(await screen.findByText('The suspension of Joël Tshibanda is lifted: they can sign in again.')).toBeTruthy();
    expect(posts(calls)).toEqual([
      {
        url: '/api/admin/users/u5/unsuspend/',
        body: { reason: 'RCCM checked; the fee was the bank’s, not the employer’s.' },
      },
    ]);
    await waitFor(() =>
      expect(
        within(screen.getAllByRole('listitem')[0]!)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Verify', 'Suspend']),
    );
  });

  it('shows one account alone when a report links to it, with the way back to every account', async () => {
    const calls = show(
      { 'GET /api/admin/users/?page=1&page_size=20&id=u1': () => json(200, [employer]) },
      '/admin?tab=users&user=u1',
    );
    expect(await card('Patrick Ilunga')).toBeTruthy();
    expect(calls.map((c) => c.url)).toContain('/api/admin/users/?page=1&page_size=20&id=u1');
    expect(screen.getByText(/Showing one account/)).toBeTruthy();
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.getByRole('link', { name: 'Show every account' }).getAttribute('href')).toBe('/admin?tab=users');
  });
});
