/** A signed-in professional as /api/user-status/ gives them, for the tests of the settings page. */
export const PROFESSIONAL = {
  email: 'amani@example.cd',
  user_type: 'professional',
  is_staff: false,
  is_demo: false,
  first_name: 'Amani',
  last_name: 'Kasongo',
};

/** The answer of /api/me/consents/ for an account just registered: the notice in force, nothing chosen yet. */
export const FRESH_CONSENTS = {
  registered_at: '2026-11-27T10:00:00.000Z',
  privacy_notice: { version: '2026-11-27', accepted_at: '2026-11-27T10:00:00.000Z', current_version: '2026-11-27' },
  choices: [],
  job_alerts: [],
};
