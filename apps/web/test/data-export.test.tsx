import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { MSG } from '@talent/shared';
import i18n from '../src/i18n';
import enCommon from '../src/i18n/locales/en/common';
import frCommon from '../src/i18n/locales/fr/common';
import frMsg from '../src/i18n/locales/fr/msg';
import { Header } from '../src/components/layout/header';
import EmailSettingsPage from '../src/features/account/email-settings-page';
import { dispositionFilename } from '../src/lib/api-client';
import { REVOKE_AFTER_MS } from '../src/lib/save-file';
import { tokenStorage } from '../src/lib/token-storage';
import { detailBody, fakeApi, file, json, token } from './support/fake-api';
import { renderWithSession } from './support/render-app';
import { FRESH_CONSENTS, PROFESSIONAL } from './support/settings-page';

const EXPORT = 'GET /api/me/export/';
const ZIP_BYTES = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
const SERVER_NAME = 'congo-talent-data-2026-11-27.zip';
const user = PROFESSIONAL;

/** What the page handed to the browser's download: each link clicked (its URL and name), each URL revoked. */
function watchSaves() {
  const saved: { href: string; download: string; blob: Blob | undefined }[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${++next}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download, blob: blobs.get(this.href) });
  });
  return { saved, revoked };
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

function show(answer: () => Response | Promise<Response>, where: 'header' | 'settings' = 'header') {
  tokenStorage.setTokens(token(600), 'r1');
  const calls = fakeApi({
    'GET /api/user-status/': () => json(200, user),
    'GET /api/notifications/': () => json(200, { unread: 0, items: [] }),
    'GET /api/email-settings/': () => json(200, { applications: true, job_alerts: true }),
    'GET /api/sms-settings/': () => json(200, { phone_verified: false, phone_number: null }),
    'GET /api/me/consents/': () => json(200, FRESH_CONSENTS),
    [EXPORT]: answer,
  });
  if (where === 'header') renderWithSession(<Route path="/" element={<Header />} />, '/');
  else renderWithSession(<Route path="/settings/email" element={<EmailSettingsPage />} />, '/settings/email');
  return calls;
}

/** The header's main navigation (the bar's, not the phone's menu, which is hidden). */
const bar = async () => (await screen.findAllByRole('navigation', { name: enCommon.nav.mainMenu }))[0]!;

describe('downloading my data', () => {
  beforeEach(async () => {
    localStorage.clear();
    setOnline(true);
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    setOnline(true);
  });

  it('from the header: asks the API with the token, then saves the ZIP under the server’s name', async () => {
    const { saved, revoked } = watchSaves();
    let release = () => {};
    const calls = show(
      () =>
        new Promise<Response>((resolve) => (release = () => resolve(file(ZIP_BYTES, 'application/zip', SERVER_NAME)))),
    );
    const button = await within(await bar()).findByRole('button', { name: enCommon.dataExport.action });
    await userEvent.click(button);

    // While the file comes the button says so, and stays where the focus is; a second press asks nothing more.
    await waitFor(() => expect(button.textContent).toBe(enCommon.dataExport.busy));
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);
    await userEvent.click(button);
    expect(screen.getAllByRole('status').some((s) => s.textContent === enCommon.dataExport.busy)).toBe(true);
    release();

    await waitFor(() => expect(saved).toHaveLength(1));
    const exports = calls.filter((c) => `${c.method} ${c.url}` === EXPORT);
    expect(exports).toHaveLength(1);
    expect(exports[0]!.auth).toBe(`Bearer ${tokenStorage.getAccess()}`);
    expect(saved[0]!.download).toBe(SERVER_NAME);
    expect(new Uint8Array(await saved[0]!.blob!.arrayBuffer())).toEqual(ZIP_BYTES);
    // The link is gone at once; its URL is let go once the browser has begun the download.
    expect(document.querySelector('a[download]')).toBeNull();
    await waitFor(() => expect(revoked).toHaveBeenCalledWith(saved[0]!.href), { timeout: REVOKE_AFTER_MS + 1000 });
    await waitFor(() => expect(button.textContent).toBe(enCommon.dataExport.action));
    expect(screen.getAllByRole('status').some((s) => s.textContent === enCommon.dataExport.saved)).toBe(true);
  });

  it('saves under congo-talent-data.zip when the server names no file', async () => {
    const { saved } = watchSaves();
    show(() => file(ZIP_BYTES, 'application/zip'), 'settings');
    await screen.findByRole('heading', { level: 2, name: 'Your data' });
    await userEvent.click(screen.getByRole('button', { name: enCommon.dataExport.action }));
    await waitFor(() => expect(saved.map((s) => s.download)).toEqual(['congo-talent-data.zip']));
  });

  it('says why when asked too often, in French, and lets the reader dismiss it', async () => {
    await i18n.changeLanguage('fr');
    const { saved } = watchSaves();
    show(
      () =>
        new Response(JSON.stringify(detailBody('tooManyRequests', 'throttled')), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '60' },
        }),
    );
    const nav = (await screen.findAllByRole('navigation', { name: frCommon.nav.mainMenu }))[0]!;
    await userEvent.click(await within(nav).findByRole('button', { name: frCommon.dataExport.action }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(frMsg.tooManyRequests);
    expect(saved).toEqual([]);
    await userEvent.click(within(alert).getByRole('button', { name: frCommon.dismiss }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the server failed, or that the device is offline (then asks nothing)', async () => {
    watchSaves();
    const calls = show(() => new Response('<html>Bad gateway</html>', { status: 502 }), 'settings');
    const button = await screen.findByRole('button', { name: enCommon.dataExport.action });
    await userEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toContain(MSG.serverError);

    setOnline(false);
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(enCommon.dataExport.offline));
    expect(calls.filter((c) => `${c.method} ${c.url}` === EXPORT)).toHaveLength(1);
  });
});

describe('the name in Content-Disposition', () => {
  it.each([
    ['attachment; filename="congo-talent-data-2026-11-27.zip"', 'congo-talent-data-2026-11-27.zip'],
    ['attachment; filename=plain.zip', 'plain.zip'],
    ['attachment; filename="x.zip"; filename*=UTF-8\'\'donn%C3%A9es.zip', 'données.zip'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment', null],
    [null, null],
  ])('%s gives %s', (header, name) => expect(dispositionFilename(header)).toBe(name));
});
