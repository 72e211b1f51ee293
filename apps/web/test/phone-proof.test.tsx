import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { MSG } from '@talent/shared';
import i18n from '../src/i18n';
import { PhoneProof } from '../src/components/phone-proof';
import { errorMessage } from '../src/lib/api-client';
import { fieldMessages } from '../src/lib/field-messages';
import { tokenStorage } from '../src/lib/token-storage';
import { useAuth } from '../src/session/use-auth';
import { detailBody, fakeApi, fieldErrorBody, json, token } from './support/fake-api';
import { renderWithSession, session } from './support/render-app';

const PHONE = '+243812345678';
const professional = (fields: Record<string, unknown> = {}) => ({
  email: 'amani@example.cd',
  user_type: 'professional',
  is_staff: false,
  is_demo: false,
  phone_verified: false,
  phone_number: PHONE,
  ...fields,
});
/** A wrong or spent code as the API writes it: the messages of the field `code`, with their codes. */
const codeRefused = (key: 'phoneCodeWrong' | 'phoneCodeSpent') => json(400, fieldErrorBody({ code: [key] }));
const codeSent = () => json(202, detailBody('phoneCodeSent', undefined, { phone: PHONE, minutes: 10 }));

function show(phone: string | null = PHONE) {
  tokenStorage.setTokens(token(600), 'r1');
  renderWithSession(<Route path="/onboarding" element={<PhoneProof phone={phone} />} />, '/onboarding');
}

/** The code's field, and what is tied to it for a screen reader (its hint, then its error). */
function describedBy(input: HTMLElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
}

describe('proving the profile’s phone number', () => {
  beforeEach(async () => {
    localStorage.clear();
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends a code, shows a wrong code as the field’s error, then shows the number proven', async () => {
    let proven = false;
    let confirms = 0;
    const calls = fakeApi({
      'GET /api/user-status/': () => json(200, professional({ phone_verified: proven })),
      'POST /api/phone-verification/': codeSent,
      'POST /api/phone-verification/confirm/': () => {
        if (++confirms === 1) return codeRefused('phoneCodeWrong');
        proven = true;
        return json(200, detailBody('phoneVerified'));
      },
    });
    show();

    expect(await screen.findByText(`${PHONE} is not proven yet`, { exact: false })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      `We have sent a 6-digit code by SMS to ${PHONE}. It works for 10 minutes.`,
    );

    const code = screen.getByLabelText(/^Code from the SMS/);
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    // The button gave way to the field: the focus is where the reader types next.
    await waitFor(() => expect(document.activeElement).toBe(code));

    await userEvent.type(code, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(code)).toBe(`The 6 digits we sent to ${PHONE}. | ${MSG.phoneCodeWrong}`);
    expect(screen.queryByText('Proven')).toBeNull();

    await userEvent.clear(code);
    await userEvent.type(code, '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Proven')).toBeTruthy();
    expect(screen.getByText(`${PHONE} is proven: we can reach you there by SMS.`, { exact: false })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(MSG.phoneVerified);
    expect(screen.queryByLabelText(/^Code from the SMS/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Choose which SMS you receive' }).getAttribute('href')).toBe(
      '/settings/email',
    );
    expect(calls.filter((c) => c.url === '/api/phone-verification/confirm/').map((c) => c.body)).toEqual([
      { code: '111111' },
      { code: '123456' },
    ]);
    // The session asked the API again, which now says the number is proven.
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/user-status/').length).toBe(2));
  });

  it('checks the code’s six digits before sending it', async () => {
    const calls = fakeApi({
      'GET /api/user-status/': () => json(200, professional()),
      'POST /api/phone-verification/': codeSent,
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Send me a code' }));
    const code = await screen.findByLabelText(/^Code from the SMS/);
    await userEvent.type(code, '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(MSG.phoneCodeWrong)).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.url === '/api/phone-verification/confirm/')).toBe(false);
  });

  it('after a spent code, sends a new one on asking, and says when another must wait', async () => {
    let sends = 0;
    fakeApi({
      'GET /api/user-status/': () => json(200, professional()),
      'POST /api/phone-verification/': () =>
        ++sends < 3 ? codeSent() : json(429, detailBody('phoneCodeWait', 'throttled', { seconds: 42 })),
      'POST /api/phone-verification/confirm/': () => codeRefused('phoneCodeSpent'),
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Send me a code' }));
    const code = await screen.findByLabelText(/^Code from the SMS/);
    await userEvent.type(code, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(MSG.phoneCodeSpent)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(sends).toBe(2));
    expect((await screen.findByRole('status')).textContent).toContain('We have sent a 6-digit code');
    expect((screen.getByLabelText(/^Code from the SMS/) as HTMLInputElement).value).toBe('');

    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A code was sent a moment ago. Wait 42 seconds before asking for another.',
    );
    // The code already sent still works: its field stays.
    expect(screen.getByLabelText(/^Code from the SMS/)).toBeTruthy();
  });

  it('shows the API’s refusal in the reader’s language', async () => {
    await i18n.changeLanguage('fr');
    fakeApi({
      'GET /api/user-status/': () => json(200, professional()),
      'POST /api/phone-verification/': () => json(429, detailBody('phoneCodesToday', 'throttled')),
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'M’envoyer un code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Vous avez demandé trop de codes aujourd’hui. Réessayez demain.',
    );
    expect(screen.queryByLabelText(/^Code reçu par SMS/)).toBeNull();
  });

  it('tells a demo account that it cannot receive SMS, and offers no code', async () => {
    fakeApi({ 'GET /api/user-status/': () => json(200, professional({ is_demo: true })) });
    show();
    expect(await screen.findByText(/demo account: it cannot receive SMS/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send me a code' })).toBeNull();
  });

  it('holds a number saved in place of a proven one unproven, and starts its steps again', async () => {
    fakeApi({ 'GET /api/user-status/': () => json(200, professional({ phone_verified: true })) });
    tokenStorage.setTokens(token(600), 'r1');
    /** The number as the page has it: the profile saved, merged into the session (as onboarding's stores do). */
    function SavedNumber() {
      const { user } = useAuth();
      return <PhoneProof phone={typeof user?.phone_number === 'string' ? user.phone_number : null} />;
    }
    renderWithSession(<Route path="/onboarding" element={<SavedNumber />} />, '/onboarding');
    expect(await screen.findByText('Proven')).toBeTruthy();

    act(() => session.current!.updateUser({ phone_number: '+243998887766' }));
    expect(await screen.findByText('+243998887766 is not proven yet', { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send me a code' })).toBeTruthy();
    // The same number saved again leaves it as it is.
    act(() => session.current!.updateUser({ phone_verified: true }));
    act(() => session.current!.updateUser({ phone_number: '+243998887766', first_name: 'Amani' }));
    expect(await screen.findByText('Proven')).toBeTruthy();
  });

  it('asks for a number first when the profile has none', async () => {
    fakeApi({ 'GET /api/user-status/': () => json(200, professional({ phone_number: null })) });
    show(null);
    expect(await screen.findByText(/Add your phone number above and save it/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send me a code' })).toBeNull();
  });
});

describe('an error body’s `code`', () => {
  it('is a failure’s name as a string, and a field’s messages as a list', () => {
    const throttled = detailBody('phoneCodeWait', 'throttled', { seconds: 42 });
    expect(fieldMessages(throttled)).toEqual({});
    expect(errorMessage(throttled, 'serverError')).toEqual({ key: 'phoneCodeWait', params: { seconds: 42 } });
    const wrong = fieldErrorBody({ code: ['phoneCodeWrong'] });
    expect(fieldMessages(wrong)).toEqual({ code: MSG.phoneCodeWrong });
    expect(errorMessage(wrong, 'serverError')).toEqual({ text: MSG.phoneCodeWrong });
  });
});
