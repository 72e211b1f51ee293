/**
 * Every table that holds a person's data, and what is done with it: where their export gives it and which columns
 * (a column of the table that is not listed is withheld, and says why), what their account's erasure does, and how
 * long it is kept. The export's sections are this list's, with the columns listed here (data-export.ts), and the
 * erasure runs from here (personal-data-sql.ts); a test reads the database's catalogue and fails when a table
 * pointing at a user or at a registered table has no entry, or a registered table has a column neither given nor
 * withheld.
 */
export interface PersonalTable {
  /** The table's name in SQL. */
  table: string;
  /** The column naming the person whose data the row is (a reference to `users.id`, or to the row of `via`). */
  person: string;
  /**
   * For a table whose rows are a person's through another table's row (an application's history): that table, whose
   * `id` the `person` column names, and its own column naming the person.
   */
  via?: { table: string; person: string };
  /**
   * What their export gives: the section of data.json that holds the rows (`one` for a table of one row a person,
   * given as an object), and the columns, in SQL names. Absent when the table is not exported at all (then `withheld`
   * says why).
   */
  exported?: { section: string; one?: true; columns: readonly string[] };
  /** Every other column, with why it stays out of the export. */
  withheld: Readonly<Record<string, string>>;
  /**
   * At the account's erasure: `delete` the rows; `empty` the columns given (to the SQL value given); `keep` them
   * (the reason says why that is not the person's data any more); `hook` for what a named step of the erasure does.
   */
  erasure: 'delete' | { empty: Readonly<Record<string, string>> } | { keep: string } | { hook: string };
  /** How long the rows are kept, when a rule other than the account's life applies. */
  retention?: string;
}

const BOOKKEEPING = 'the database’s own bookkeeping';
const SECRET = 'a secret (a hash, a code, a token): never given out';
const SELF = 'the person’s own id, the export’s subject';

/** In the order the erasure runs: the profiles before the files they point at. */
export const PERSONAL_DATA = [
  {
    table: 'users',
    person: 'id',
    exported: {
      section: 'account',
      one: true,
      columns: [
        'id',
        'email',
        'user_type',
        'first_name',
        'last_name',
        'language',
        'email_confirmed_at',
        'phone_verified',
        'phone_verified_at',
        'verified_at',
        'suspended_at',
        'last_login_at',
        'created_at',
      ],
    },
    withheld: {
      password_hash: SECRET,
      session_version: BOOKKEEPING,
      is_staff: 'read for the read-me page only (which e-mail categories concern the account)',
      is_demo: 'a demo account is never exported (its data is erased when it expires)',
      demo_expires_at: 'a demo account is never exported',
      updated_at: BOOKKEEPING,
      verification_note: 'staff’s note on checking an employer: staff’s record',
      suspension_reason: 'staff’s record; the person was told it when suspended',
      deleted_at: 'set only once the account is erased',
      files_warned_at: 'retention’s bookkeeping: the warning mail itself is in the messages sent',
      erasure_warned_at: 'retention’s bookkeeping: the warning mail itself is in the messages sent',
      privacy_notice_version: 'given in the consents section, with its time',
      privacy_accepted_at: 'given in the consents section',
    },
    erasure: { hook: 'the row stays, emptied of everything personal, its address replaced (anonymiseAccount)' },
    retention: 'erased after years unused, once warned (unused-account-erasure.ts)',
  },
  {
    table: 'professional_profiles',
    person: 'user_id',
    exported: {
      section: 'professional_profile',
      one: true,
      columns: [
        'country',
        'phone_number',
        'date_of_birth',
        'professional_summary',
        'current_job_title',
        'years_of_experience',
        'linkedin_profile_url',
        'skills',
        'onboarding_completed',
        'created_at',
        'updated_at',
      ],
    },
    withheld: {
      user_id: SELF,
      skills_normalized: 'a derived copy of the skills, for matching',
      cv_file_id: 'the CV itself is in the export’s files',
      profile_photo_file_id: 'the photo itself is in the export’s files',
    },
    erasure: 'delete',
  },
  {
    table: 'employer_profiles',
    person: 'user_id',
    exported: {
      section: 'employer_profile',
      one: true,
      columns: [
        'company_name',
        'industry',
        'company_website',
        'company_size',
        'job_title',
        'work_email',
        'phone_number',
        'country',
        'office_location',
        'description',
        'onboarding_completed',
        'created_at',
        'updated_at',
      ],
    },
    withheld: { user_id: SELF, company_logo_file_id: 'the logo itself is in the export’s files' },
    erasure: 'delete',
  },
  {
    // Before the files they are copies of: the erasure runs in this order, and finds them through those files.
    table: 'stored_file_renditions',
    person: 'file_id',
    via: { table: 'stored_files', person: 'owner_id' },
    withheld: {
      file_id: 'the photo or logo it is a smaller copy of, given in the export’s files',
      size: 'a smaller copy of a photo or logo given in the export’s files',
      content_type: 'a smaller copy of a photo or logo given in the export’s files',
      data: 'a smaller copy of a photo or logo given in the export’s files',
    },
    erasure: 'delete',
  },
  {
    table: 'stored_files',
    person: 'owner_id',
    exported: {
      section: 'files',
      columns: ['id', 'kind', 'content_type', 'filename', 'data', 'created_at'],
    },
    withheld: { owner_id: SELF, size: 'the file’s own length', sha256: 'a checksum of the bytes given' },
    erasure: 'delete',
    retention: 'an unused account’s files go after years, once warned (unused-account-files.ts)',
  },
  {
    table: 'applications',
    person: 'professional_id',
    exported: {
      section: 'applications',
      columns: ['id', 'job_id', 'cover_letter', 'status', 'forwarded_at', 'created_at', 'updated_at'],
    },
    withheld: {
      professional_id: SELF,
      closed_reason: 'why a job’s end closed it: the status and the notices say it to the person',
    },
    erasure: { empty: { cover_letter: "''" } },
    retention: 'a cover letter is dropped a while after its job closed (repositories/retention.ts)',
  },
  {
    table: 'application_events',
    person: 'application_id',
    via: { table: 'applications', person: 'professional_id' },
    exported: {
      section: 'application_history',
      columns: ['application_id', 'status', 'reason', 'note', 'created_at'],
    },
    withheld: { id: BOOKKEEPING, actor: 'who moved the application: the status says it to the person' },
    // The application stays for its employer without the person (its job, dates and statuses); the employer's note
    // to them goes.
    erasure: { empty: { note: 'null' } },
  },
  {
    table: 'application_messages',
    person: 'sender_id',
    exported: {
      section: 'application_messages',
      columns: ['application_id', 'kind', 'side', 'body', 'created_at', 'read_at'],
    },
    withheld: {
      id: BOOKKEEPING,
      sender_id: SELF,
      subject_id: 'the interview or application an act’s text belongs to: both are in the export already',
      held_at: 'staff’s check of a message that asked for money: their review, not the person’s data',
      held_for: 'the words staff’s check marked, already in the message itself',
      released_at: 'staff’s review of a held message',
      refused_at: 'staff’s review of a held message',
      told_at: 'when the other side was told of it: bookkeeping of the notices',
    },
    // The other side keeps the conversation they took part in: the messages stay, read as a deleted account's.
    erasure: { keep: 'the other side of the thread keeps reading it, its writer shown as a deleted account' },
    retention: 'a year after its job closed (drop-old-threads)',
  },
  {
    table: 'interviews',
    person: 'application_id',
    via: { table: 'applications', person: 'professional_id' },
    exported: {
      section: 'interviews',
      columns: [
        'application_id',
        'status',
        'mode',
        'place',
        'slots',
        'chosen_slot',
        'note',
        'applicant_slots',
        'cancelled_by',
        'cancel_reason',
        'created_at',
      ],
    },
    withheld: {
      id: BOOKKEEPING,
      reminded_at: 'when both sides were reminded: bookkeeping of the notices',
      updated_at: BOOKKEEPING,
      sequence: 'the version calendars read to replace the event: bookkeeping',
    },
    // An interview with nobody left to meet: it goes.
    erasure: 'delete',
    retention: 'a year after its job closed (drop-old-threads)',
  },
  {
    table: 'job_offers',
    person: 'application_id',
    via: { table: 'applications', person: 'professional_id' },
    exported: {
      section: 'offers',
      columns: [
        'application_id',
        'salary',
        'currency',
        'start_date',
        'note',
        'made_at',
        'answer',
        'answered_at',
        'decline_reason',
      ],
    },
    withheld: {
      reminded_at: 'when the applicant was reminded: bookkeeping of the notices',
    },
    // An offer to nobody: it goes with the application's person.
    erasure: 'delete',
  },
  {
    table: 'job_views',
    person: 'viewer_id',
    exported: { section: 'jobs_seen', columns: ['job_id', 'day'] },
    withheld: { viewer_id: SELF },
    erasure: 'delete',
  },
  {
    table: 'saved_jobs',
    person: 'user_id',
    exported: { section: 'saved_jobs', columns: ['job_id', 'saved_at'] },
    withheld: { user_id: SELF },
    erasure: 'delete',
  },
  {
    table: 'job_alerts',
    person: 'user_id',
    exported: {
      section: 'job_alerts',
      columns: ['id', 'name', 'frequency', 'search', 'paused', 'window_start', 'next_run_at', 'created_at'],
    },
    withheld: { user_id: SELF },
    erasure: 'delete',
  },
  {
    table: 'notifications',
    person: 'user_id',
    exported: { section: 'notifications', columns: ['kind', 'data', 'read_at', 'created_at'] },
    withheld: { user_id: SELF, id: BOOKKEEPING, once_key: BOOKKEEPING },
    erasure: 'delete',
  },
  {
    table: 'email_opt_outs',
    person: 'user_id',
    exported: { section: 'email_turned_off', columns: ['category', 'created_at'] },
    withheld: { user_id: SELF },
    erasure: 'delete',
  },
  {
    table: 'sms_settings',
    person: 'user_id',
    exported: {
      section: 'sms_choices',
      columns: ['category', 'enabled', 'stopped', 'source', 'changed_at'],
    },
    withheld: { user_id: SELF },
    erasure: 'delete',
  },
  {
    table: 'phone_codes',
    person: 'user_id',
    withheld: {
      user_id: SELF,
      phone: 'the number being proved: once proved it is the profile’s',
      code_hash: SECRET,
      expires_at: 'a code’s bookkeeping',
      wrong_tries: 'a code’s bookkeeping',
      created_at: 'a code’s bookkeeping',
    },
    erasure: 'delete',
    retention: 'a code lives minutes',
  },
  {
    table: 'deletion_codes',
    person: 'user_id',
    withheld: {
      user_id: SELF,
      code_hash: SECRET,
      expires_at: 'a code’s bookkeeping',
      wrong_tries: 'a code’s bookkeeping',
      created_at: 'a code’s bookkeeping',
    },
    erasure: 'delete',
  },
  {
    table: 'social_identities',
    person: 'user_id',
    exported: { section: 'social_sign_in', columns: ['provider', 'email', 'created_at'] },
    withheld: { user_id: SELF, subject: 'the provider’s own id for the person: a key, not information' },
    erasure: 'delete',
  },
  {
    table: 'job_reports',
    person: 'reporter_id',
    exported: {
      section: 'job_reports',
      columns: ['job_id', 'message_id', 'reason', 'details', 'created_at', 'outcome'],
    },
    withheld: {
      id: BOOKKEEPING,
      reporter_id: SELF,
      resolved_at: 'staff’s record; the outcome is given',
      resolved_by: 'a staff member’s id: another person’s data',
    },
    erasure: 'delete',
  },
  {
    table: 'refresh_tokens',
    person: 'user_id',
    withheld: {
      id: SECRET,
      family_id: SECRET,
      user_id: SELF,
      expires_at: 'a session’s bookkeeping (sign-ins are in the account events)',
      used_at: 'a session’s bookkeeping',
      revoked_at: 'a session’s bookkeeping',
      created_at: 'a session’s bookkeeping',
    },
    erasure: 'delete',
  },
  {
    table: 'password_reset_tokens',
    person: 'user_id',
    withheld: {
      token_hash: SECRET,
      user_id: SELF,
      expires_at: 'a link’s bookkeeping',
      used_at: 'a link’s bookkeeping',
      created_at: 'a link’s bookkeeping',
    },
    erasure: 'delete',
  },
  {
    table: 'outbox',
    person: 'user_id',
    exported: {
      section: 'messages_sent',
      columns: ['channel', 'category', 'kind', 'subject', 'status', 'delivery', 'created_at', 'sent_at'],
    },
    withheld: {
      id: BOOKKEEPING,
      user_id: SELF,
      recipient: 'the address or number, given in the account and profile',
      language: 'the account’s language, given',
      text_body: 'a message may hold a code or a link that signs in',
      html_body: 'a message may hold a code or a link that signs in',
      unsubscribe_url: 'a link that acts for the person',
      attempts: 'sending’s bookkeeping',
      next_attempt_at: 'sending’s bookkeeping',
      claimed_until: 'sending’s bookkeeping',
      claim_token: 'sending’s bookkeeping',
      last_error: 'sending’s bookkeeping',
      provider_message_id: 'sending’s bookkeeping',
      delivered_at: 'sending’s bookkeeping; the delivery is given',
      about: 'sending’s bookkeeping: which application an SMS was about, to drop it when untrue',
      decisive: 'sending’s bookkeeping: the order of SMS due together',
      sms_day: 'sending’s bookkeeping: the day an SMS counts against the daily limit',
      written_by: 'whose words a mail carries, to withdraw it if they are suspended: another person’s id',
    },
    erasure: 'delete',
  },
  {
    table: 'jobs',
    person: 'employer_id',
    exported: {
      section: 'job_requests',
      columns: [
        'id',
        'job_title',
        'job_description',
        'status',
        'submitted_at',
        'approved_at',
        'closed_at',
        'rejection_reason',
      ],
    },
    withheld: Object.fromEntries(
      [
        'employer_id',
        'job_spec_file_id',
        'experience_level',
        'type_of_contract',
        'required_skills',
        'required_skills_normalized',
        'start_date',
        'salary',
        'job_location',
        'advantages',
        'relocation_fees',
        'medical_aid',
        'visa_sponsorship',
        'housing',
        'observation',
        'work_model',
        'application_deadline',
        'updated_at',
        'location_key',
        'search_document',
        'change_xid',
        'risk_flags',
        'text_signature',
        'sector',
      ].map((column) => [column, 'a job request is the company’s ad: its title, text and history are given']),
    ),
    erasure: { keep: 'a closed request is the applicants’ history; the employer’s open ones close at the deletion' },
  },
  {
    // A copy of the newest approved jobs' search columns (the job lists'), kept by triggers: it follows `jobs`.
    table: 'job_search_recent',
    person: 'employer_id',
    withheld: Object.fromEntries(
      [
        'id',
        'employer_id',
        'status',
        'application_deadline',
        'submitted_at',
        'search_document',
        'location_key',
        'type_of_contract',
        'work_model',
        'experience_level',
        'salary',
        'required_skills_normalized',
        'sector',
      ].map((column) => [column, 'a copy of a job’s search columns: the job is given through `jobs`']),
    ),
    erasure: { keep: 'it follows `jobs`, which are kept' },
  },
  {
    table: 'audit_log',
    person: 'actor_id',
    exported: {
      section: 'account_events',
      columns: ['action', 'details', 'created_at'],
    },
    withheld: {
      id: BOOKKEEPING,
      actor_id: 'who acted: the person, or a staff member (another person’s data)',
      target_type: 'the account itself',
      target_id: 'the account itself',
    },
    erasure: {
      keep:
        'the security record: ids and actions, and for a sign-in the network address and the kind of device, ' +
        'which stay after the account is emptied',
    },
  },
  {
    table: 'staff_otp',
    person: 'user_id',
    withheld: {
      user_id: SELF,
      secret: SECRET,
      confirmed_at: 'a staff account’s second factor',
      last_step: SECRET,
      created_at: 'a staff account’s second factor',
    },
    erasure: { keep: 'a staff account is never deleted through the API' },
  },
  {
    table: 'staff_recovery_codes',
    person: 'user_id',
    withheld: {
      id: BOOKKEEPING,
      user_id: SELF,
      code_hash: SECRET,
      used_at: 'a staff account’s second factor',
      created_at: 'a staff account’s second factor',
    },
    erasure: { keep: 'a staff account is never deleted through the API' },
  },
] as const satisfies readonly PersonalTable[];

/** A table whose rows the export gives. */
export type ExportedTable = Extract<(typeof PERSONAL_DATA)[number], { exported: object }>['table'];

/** The registry's entry of a table. */
export function personalTable(table: string): PersonalTable {
  const entry = (PERSONAL_DATA as readonly PersonalTable[]).find((candidate) => candidate.table === table);
  if (!entry) throw new Error(`${table} has no entry in the personal-data registry`);
  return entry;
}
