import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationsResponse } from '@talent/shared';
import i18n from '../src/i18n';
import enAccount from '../src/i18n/locales/en/account';
import frAccount from '../src/i18n/locales/fr/account';
import NotificationBell from '../src/components/layout/notification-bell';
import { fakeApi, json } from './support/fake-api';
import { renderPage } from './support';

const receipt: NotificationsResponse = {
  unread: 1,
  items: [
    {
      id: 41,
      kind: 'application_sent',
      data: { application_id: 9, job_id: 7, job_title: 'Comptable' },
      read: false,
      created_at: '2030-11-21T10:00:00Z',
    },
  ],
};

/** The receipt of an application, as its applicant reads it in the bell. */
describe('the bell’s line for an application sent', () => {
  beforeAll(() => {
    i18n.addResources('en', 'account', enAccount);
    i18n.addResources('fr', 'account', frAccount);
  });
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  const openBell = async () => {
    fakeApi({
      'GET /api/notifications/': () => json(200, receipt),
      'POST /api/notifications/read/': () => json(200, {}),
    });
    renderPage(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: /1 unread|1 notification non lue/ }));
  };

  it('names the job and what happens next, and leads to the applications', async () => {
    await openBell();
    const line = await screen.findByRole('link', { name: /Comptable/ });
    expect(line.textContent).toBe(
      'Your application for "Comptable" is sent. Our team reviews it before the employer sees it; you will hear back here, by e-mail and by SMS, as you chose.',
    );
    expect(line.getAttribute('href')).toBe('/my-applications');
  });

  it('reads in French, with its typography', async () => {
    await i18n.changeLanguage('fr');
    await openBell();
    const line = await screen.findByRole('link', { name: /Comptable/ });
    expect(line.textContent).toBe(
      'Votre candidature pour «\u202fComptable\u202f» est envoyée. Notre équipe l’examine avant que l’employeur la voie\u202f; vous aurez des nouvelles ici, par e-mail et par SMS, selon vos réglages.',
    );
  });
});
