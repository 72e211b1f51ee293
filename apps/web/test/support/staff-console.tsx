import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { Route } from 'react-router';
import i18n from '../../src/i18n';
import AdminPage from '../../src/features/admin/admin-page';
import { queryClient } from '../../src/lib/query';
import { tokenStorage } from '../../src/lib/token-storage';
import { fakeApi, json, token } from './fake-api';
import { renderWithSession } from './render-app';

/** A staff member whose one-time code is set up: the console opens at once. */
export const STAFF_USER = {
  email: 'staff@congotalent.cd',
  user_type: 'other',
  is_staff: true,
  otp_enrolment_required: false,
};

/** The staff console at `path`, signed in as staff, over a fake API answering `routes`; the calls it received. */
export function showStaffConsole(routes: Parameters<typeof fakeApi>[0], path = '/admin') {
  tokenStorage.setTokens(token(600), 'r1');
  const calls = fakeApi({ 'GET /api/user-status/': () => json(200, STAFF_USER), ...routes });
  renderWithSession(<Route path="/admin" element={<AdminPage />} />, path);
  return calls;
}

/** Each test of the file starts afresh: no stored session, no cached answer, in English; nothing left after it. */
export function freshConsoleEachTest() {
  beforeEach(async () => {
    localStorage.clear();
    queryClient.clear();
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
