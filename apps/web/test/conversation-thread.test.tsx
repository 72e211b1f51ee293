import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ThreadMessage, ThreadState } from '@talent/shared';
import en from '../src/i18n/locales/en/conversation';
import { Thread } from '../src/components/conversation/thread';
import { renderPage } from './support';
import { fakeApi, json, token } from './support/fake-api';
import { withProfessionalTranslations } from './i18n-setup';

const ID = 12;
const URL_ = `/hiring/applications/${ID}/messages/`;
const message = (over: Partial<ThreadMessage>): ThreadMessage => ({
  id: 1,
  from: 'employer',
  body: 'Bonjour',
  at: '2026-11-27T09:00:00Z',
  read_at: null,
  held: false,
  writer_suspended: false,
  ...over,
});

const OPEN: ThreadState = { can_write: true, closed_reason: null, writable_until: null };
const closed = (reason: NonNullable<ThreadState['closed_reason']>): ThreadState => ({
  can_write: false,
  closed_reason: reason,
  writable_until: null,
});

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

/**
 * An applicant's open thread with one message from the employer, on a server that appends what is posted; `before`
 * runs before each post is answered. Gives the posts, the list and the box.
 */
async function openThreadWithOneMessage(person: string, before: () => Promise<void> = async () => {}) {
  localStorage.setItem('access', token(3600, 'x', person));
  let thread = [message({ id: 1, body: 'Êtes-vous libre lundi ?' })];
  const calls = fakeApi({
    [`GET ${URL_}`]: () => json(200, thread),
    [`POST ${URL_}`]: async (body) => {
      await before();
      thread = [...thread, message({ id: 2, from: 'applicant', body: (body as { body: string }).body })];
      return json(201, thread);
    },
  });
  renderPage(<Thread applicationId={ID} side="applicant" state={OPEN} otherName="Bralima SARL" />);
  const list = await screen.findByRole('list', {
    name: en.conversation.messagesWith.replace('{{name}}', 'Bralima SARL'),
  });
  const box = screen.getByLabelText('Your message to Bralima SARL') as HTMLTextAreaElement;
  return { calls, list, box };
}

describe('a thread on the applicant’s card', () => {
  beforeAll(() => withProfessionalTranslations('en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    setOnline(true);
    localStorage.clear();
  });

  it('shows the messages oldest first, sends one and shows the thread the server answers', async () => {
    const { calls, list, box } = await openThreadWithOneMessage('person-1');
    const user = userEvent.setup();
    expect(within(list).getByText('Êtes-vous libre lundi ?')).toBeTruthy();
    await user.type(box, 'Oui, lundi me convient.');
    await user.click(screen.getByRole('button', { name: en.conversation.send }));
    await waitFor(() => expect(within(list).getByText('Oui, lundi me convient.')).toBeTruthy());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ body: 'Oui, lundi me convient.' }]);
    expect(box.value).toBe('');
  });

  it('keeps what is typed while a message is on its way: only the text sent leaves the box', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { list, box } = await openThreadWithOneMessage('person-3', () => answered);
    const user = userEvent.setup();
    await user.type(box, 'Oui.');
    await user.click(screen.getByRole('button', { name: en.conversation.send }));
    await user.type(box, ' Et mardi aussi.');
    answer();
    await waitFor(() => expect(within(list).getByText('Oui.')).toBeTruthy());
    expect(box.value).toBe('Oui. Et mardi aussi.');
  });

  it('says a held message is being checked, to its writer', async () => {
    localStorage.setItem('access', token(3600, 'x', 'employer-1'));
    fakeApi({ [`GET ${URL_}`]: () => json(200, [message({ body: 'Envoyez 20 $ par M-Pesa', held: true })]) });
    renderPage(<Thread applicationId={ID} side="employer" state={OPEN} otherName="Amani Kabila" />);
    expect(await screen.findByText('Our team is checking this message before it is delivered.')).toBeTruthy();
  });

  it('warns above the thread of an employer staff suspended, and marks each of their messages', async () => {
    localStorage.setItem('access', token(3600, 'x', 'person-4'));
    fakeApi({
      [`GET ${URL_}`]: () =>
        json(200, [
          message({ id: 1, body: 'Bienvenue dans l’équipe.', writer_suspended: true }),
          message({ id: 2, from: 'applicant', body: 'Merci !' }),
        ]),
    });
    renderPage(<Thread applicationId={ID} side="applicant" state={OPEN} otherName="Kin Mines" />);
    const warning = await screen.findByRole('alert');
    expect(warning.textContent).toContain('Our team suspended this employer.');
    const marked = screen.getAllByText(en.conversation.writerSuspended);
    expect(marked).toHaveLength(1);
    expect(marked[0]!.closest('li')!.textContent).toContain('Bienvenue');
  });

  it('keeps a message written offline on the device, and sends it once the connection is back', async () => {
    localStorage.setItem('access', token(3600, 'x', 'person-2'));
    let thread: ThreadMessage[] = [];
    const calls = fakeApi({
      [`GET ${URL_}`]: () => json(200, thread),
      [`POST ${URL_}`]: (body) => {
        thread = [message({ id: 3, from: 'applicant', body: (body as { body: string }).body })];
        return json(201, thread);
      },
    });
    const user = userEvent.setup();
    renderPage(<Thread applicationId={ID} side="applicant" state={OPEN} otherName="Bralima SARL" />);
    await screen.findByText(en.conversation.empty.replace('{{name}}', 'Bralima SARL'));
    setOnline(false);
    window.dispatchEvent(new Event('offline'));
    await user.type(screen.getByLabelText('Your message to Bralima SARL'), 'Je serai là à 10 h.');
    await user.click(screen.getByRole('button', { name: en.conversation.send }));
    expect(await screen.findByText(en.conversation.waitingOffline)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(localStorage.getItem('outgoing-messages:person-2')).toContain('Je serai là à 10 h.');

    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ body: 'Je serai là à 10 h.' }]),
    );
    await waitFor(() => expect(localStorage.getItem('outgoing-messages:person-2')).toBeNull());
    expect(await screen.findByText('Je serai là à 10 h.')).toBeTruthy();
    expect(screen.queryByText(en.conversation.waitingOffline)).toBeNull();
  });

  it('is closed to new messages once the application has its answer, and stays readable', async () => {
    localStorage.setItem('access', token(3600, 'x', 'person-3'));
    fakeApi({ [`GET ${URL_}`]: () => json(200, [message({ body: 'Merci pour votre temps.' })]) });
    renderPage(<Thread applicationId={ID} side="applicant" state={closed('job_closed')} otherName="Bralima SARL" />);
    expect(await screen.findByText('Merci pour votre temps.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: en.conversation.send })).toBeNull();
    expect(screen.getByText('This job is closed: its messages can be read, but no new one can be sent.')).toBeTruthy();
  });
});
