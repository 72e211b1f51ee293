import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { SECTORS, type Sector } from '@talent/shared';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Text as the search compares it: lower case, without accents (`talent_unaccent` is an immutable wrapper of
 * unaccent, created by the migration that adds search, so that generated columns and indexes may use it).
 */
const searchable = (column: unknown) => sql`lower(talent_unaccent(${column}))`;
/**
 * The text's words as written (lower case, without accents). Word forms meet at query time instead: a search
 * word's French and English stems become prefixes (`comptab:*`) that find every form of the word in the text, so
 * the stored document needs no stems of its own, and a bulk import parses each text once instead of three times.
 */
const searchWords = (column: unknown, weight: 'A' | 'B' | 'C') =>
  sql`setweight(to_tsvector('simple', ${searchable(column)}), ${sql.raw(`'${weight}'`)})`;

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    userType: text('user_type').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    isStaff: boolean('is_staff').notNull().default(false),
    isDemo: boolean('is_demo').notNull().default(false),
    demoExpiresAt: timestamp('demo_expires_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** The language the person last used (en or fr): what is sent to them later is written in it. */
    language: text('language').notNull().default('en'),
    /** When the address was proven by a link mailed to it; null until then. */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** The number (E.164) last proven by a code: the profile's number is proven while it is still this one. */
    phoneVerified: text('phone_verified'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** An employer staff checked (an RCCM number, a call, a visit): when, and how. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verificationNote: text('verification_note'),
    /** A suspended account gets no token (sessions.ts) and its jobs are closed. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    /** The privacy notice's version the person accepted by creating the account, and when; null before it was kept. */
    privacyNoticeVersion: text('privacy_notice_version'),
    privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }),
    /** The person deleted their account: the row is emptied of everything personal and never signs in again. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * When the person was told that the CV and photo (or logo) of their unused account would go a month later
     * (privacy/repositories/retention.ts); a use of the account after this time cancels the warning.
     */
    filesWarnedAt: timestamp('files_warned_at', { withTimezone: true }),
    /**
     * When the person was told that their account, unused for years, would be erased a month later with everything
     * personal in it (privacy/repositories/retention.ts); a use of the account after this time cancels the warning.
     */
    erasureWarnedAt: timestamp('erasure_warned_at', { withTimezone: true }),
    /**
     * Raised by a logout, a password change or reset: an access token carries the version it was issued under,
     * and one of an earlier version is refused at once.
     */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_phone_verified_idx')
      .on(t.phoneVerified)
      .where(sql`${t.phoneVerified} is not null`),
    index('users_demo_expiry_idx')
      .on(t.demoExpiresAt)
      .where(sql`${t.isDemo}`),
    index('users_files_warned_idx')
      .on(t.filesWarnedAt)
      .where(sql`${t.filesWarnedAt} is not null`),
    index('users_erasure_warned_idx')
      .on(t.erasureWarnedAt)
      .where(sql`${t.erasureWarnedAt} is not null`),
    check('users_user_type_check', sql`${t.userType} in ('professional', 'employer', 'other')`),
    check('users_language_check', sql`${t.language} in ('en', 'fr')`),
  ],
);

/** Uploaded files live in the database, written in the same transaction as the record that points at them. */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    filename: text('filename').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('stored_files_owner_idx').on(t.ownerId)],
);

/** The other renditions of a re-encoded photo or logo (the stored file itself is the display-size JPEG). */
export const storedFileRenditions = pgTable(
  'stored_file_renditions',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ name: 'stored_file_renditions_pk', columns: [t.fileId, t.size, t.contentType] })],
);

export const professionalProfiles = pgTable('professional_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  country: text('country'),
  phoneNumber: text('phone_number'),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  professionalSummary: text('professional_summary'),
  currentJobTitle: text('current_job_title'),
  yearsOfExperience: integer('years_of_experience'),
  linkedinProfileUrl: text('linkedin_profile_url'),
  /** As the professional typed them, for display. */
  skills: text('skills')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Normalised (see @talent/shared skills), for matching in SQL. */
  skillsNormalized: text('skills_normalized')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  cvFileId: uuid('cv_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
  profilePhotoFileId: uuid('profile_photo_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
  onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const employerProfiles = pgTable('employer_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyName: text('company_name'),
  industry: text('industry'),
  companyWebsite: text('company_website'),
  companySize: text('company_size'),
  jobTitle: text('job_title'),
  workEmail: text('work_email'),
  phoneNumber: text('phone_number'),
  country: text('country'),
  officeLocation: text('office_location'),
  description: text('description'),
  companyLogoFileId: uuid('company_logo_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
  onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One row per refresh token issued; a family is one login's chain of rotations. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    familyId: uuid('family_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

/** A staff account's one-time-code secret: pending until a first code confirms it. */
export const staffOtp = pgTable('staff_otp', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The time step of the last code accepted: a code works only once. */
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Recovery codes, as hashes, each usable once in place of a one-time code. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_recovery_codes_user_idx').on(t.userId)],
);

export const socialIdentities = pgTable(
  'social_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('social_identities_user_idx').on(t.userId)],
);

/**
 * The social sign-in states and sign-up tokens already presented, by their jti: each is accepted once, by
 * whichever API instance sees it first. Rows can go once `expires_at` has passed (the token is refused then).
 */
export const usedSocialTokens = pgTable(
  'used_social_tokens',
  {
    jti: uuid('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('used_social_tokens_expiry_idx').on(t.expiresAt)],
);

export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobTitle: text('job_title').notNull(),
    jobDescription: text('job_description').notNull(),
    jobSpecFileId: uuid('job_spec_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    experienceLevel: text('experience_level').notNull(),
    typeOfContract: text('type_of_contract').notNull(),
    requiredSkills: text('required_skills').notNull().default(''),
    requiredSkillsNormalized: text('required_skills_normalized')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    salary: numeric('salary', { precision: 12, scale: 2, mode: 'number' }),
    jobLocation: text('job_location').notNull(),
    advantages: text('advantages').notNull().default(''),
    relocationFees: boolean('relocation_fees').notNull().default(false),
    medicalAid: boolean('medical_aid').notNull().default(false),
    visaSponsorship: boolean('visa_sponsorship').notNull().default(false),
    housing: boolean('housing').notNull().default(false),
    observation: text('observation').notNull().default(''),
    workModel: text('work_model').notNull(),
    applicationDeadline: date('application_deadline', { mode: 'string' }).notNull(),
    /** The job's own sector, chosen by its employer (not their industry); null when none was chosen. */
    sector: text('sector').$type<Sector>(),
    status: text('status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    updatedAt: updatedAt(),
    /** What the request's checks point staff to, `[{code, evidence}]` (src/moderation/). */
    riskFlags: jsonb('risk_flags')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The MinHash signature of the description's word shingles, to find a request copied from another's. */
    textSignature: integer('text_signature').array(),
    /** What `q` searches: the title first, then the skills and the place, then the description. */
    searchDocument: tsvector('search_document')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`${searchWords(sql`"job_title"`, 'A')} || ${searchWords(sql`"required_skills" || ' ' || "job_location"`, 'B')} || ${searchWords(sql`"job_description"`, 'C')}`,
      ),
    /** The location as words between spaces (` mbuji mayi kasai oriental `), for the forgiving location filter. */
    locationKey: text('location_key')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`' ' || trim(regexp_replace(${searchable(sql`"job_location"`)}, '[^a-z0-9]+', ' ', 'g')) || ' '`,
      ),
  },
  (t) => [
    index('jobs_employer_idx').on(t.employerId, t.submittedAt),
    index('jobs_open_idx').on(t.status, t.applicationDeadline, t.submittedAt),
    index('jobs_skills_gin_idx').using('gin', t.requiredSkillsNormalized),
    index('jobs_text_signature_idx').using('gin', t.textSignature),
    index('jobs_search_gin_idx').using('gin', t.searchDocument),
    index('jobs_location_trgm_idx').using('gin', sql`${t.locationKey} gin_trgm_ops`),
    // The words of the place, for the place filter (migration 0015).
    index('jobs_location_words_idx').using('gin', sql`string_to_array(btrim(${t.locationKey}), ' ')`),
    // The jobs approved within a job alert's window.
    index('jobs_approved_at_idx')
      .on(t.approvedAt)
      .where(sql`${t.status} = 'approved'`),
    // Counting the open jobs (up to the exact-total limit) reads this index alone, not the table: the employer is
    // in it for the demo sandbox test.
    index('jobs_open_count_idx')
      .on(t.applicationDeadline, t.employerId)
      .where(sql`${t.status} = 'approved'`),
    // "All Available Jobs" reads approved jobs newest first and stops after one page. Migration 0014 adds
    // INCLUDE (application_deadline, employer_id), which drizzle cannot declare, so that a page is read from the index.
    index('jobs_approved_recent_idx')
      .on(t.submittedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'approved'`),
    check('jobs_status_check', sql`${t.status} in ('pending', 'approved', 'rejected', 'closed')`),
    check('jobs_sector_check', sql`${t.sector} in (${sql.raw(SECTORS.map((s) => `'${s}'`).join(', '))})`),
  ],
);

export const applications = pgTable(
  'applications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    coverLetter: text('cover_letter').notNull().default(''),
    status: text('status').notNull().default('submitted'),
    /** Why a `closed` application is closed (APPLICATION_CLOSED_REASONS); null for every other status. */
    closedReason: text('closed_reason'),
    /** When staff forwarded the applicant: from then on the employer sees them, and they see the company. */
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('applications_job_professional_idx').on(t.jobId, t.professionalId),
    index('applications_professional_idx').on(t.professionalId, t.createdAt),
    index('applications_waiting_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'submitted'`),
    check(
      'applications_status_check',
      sql`${t.status} in ('submitted', 'shortlisted', 'interview', 'offer', 'hired', 'rejected', 'withdrawn', 'closed')`,
    ),
    check(
      'applications_closed_reason_check',
      sql`(${t.status} = 'closed') = (${t.closedReason} is not null) and (${t.closedReason} is null or ${t.closedReason} in ('job_withdrawn', 'job_closed'))`,
    ),
  ],
);

/**
 * Who opened a job's details (its page, or a list's card), a row a person a day: how many saw a request, for its
 * employer's figures.
 */
export const jobViews = pgTable(
  'job_views',
  {
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    viewerId: uuid('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.viewerId, t.day] }), index('job_views_viewer_idx').on(t.viewerId)],
);

/**
 * Every status an application went through: when, who moved it, and for a rejection its reason and the note to the
 * applicant. The applicant's timeline and the employers' figures read it.
 */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    /** A rejection's reason (REJECTION_REASONS), or a closing's (APPLICATION_CLOSED_REASONS). */
    reason: text('reason'),
    /** The employer's note to the applicant, with a rejection. */
    note: text('note'),
    actor: text('actor').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('application_events_application_idx').on(t.applicationId, t.createdAt),
    check('application_events_actor_check', sql`${t.actor} in ('applicant', 'staff', 'employer', 'system')`),
  ],
);

/**
 * An application's conversation, once staff forwarded the applicant: its job's employer and the applicant write to
 * each other. A message of the employer that asks for money is held (`held_at`) until staff release it (shown to the
 * applicant from then on) or refuse it (never shown); the applicant never sees a held one.
 */
export const applicationMessages = pgTable(
  'application_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** Its writer; the row stays when their account is erased, read as a deleted account's. */
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    side: text('side').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    /** When the other side read it. */
    readAt: timestamp('read_at', { withTimezone: true }),
    heldAt: timestamp('held_at', { withTimezone: true }),
    /** Why it was held: the words that ask for money, as written, for staff to see marked. */
    heldFor: jsonb('held_for').$type<{ code: string; evidence: string }[]>().notNull().default([]),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    refusedAt: timestamp('refused_at', { withTimezone: true }),
    /** When its reader was told by mail and SMS: at most one such message a thread an hour is. */
    toldAt: timestamp('told_at', { withTimezone: true }),
    /**
     * What the text is (GATED_TEXT_KINDS): a message of the thread, or the text an act of the thread carries (an
     * interview's place, a cancellation's reason, a refusal's note, a rejection's note), kept here to pass the same
     * gate and count towards the same limit.
     */
    kind: text('kind').notNull().default('message'),
    /** The record an act's text belongs to: the interview, or the application for a rejection's note. */
    subjectId: bigint('subject_id', { mode: 'number' }),
  },
  (t) => [
    index('application_messages_thread_idx')
      .on(t.applicationId, t.id)
      .where(sql`${t.kind} = 'message'`),
    index('application_messages_subject_idx')
      .on(t.kind, t.subjectId)
      .where(sql`${t.kind} <> 'message'`),
    index('application_messages_sender_idx').on(t.senderId, t.createdAt),
    index('application_messages_held_idx')
      .on(t.heldAt)
      .where(sql`${t.heldAt} is not null and ${t.releasedAt} is null and ${t.refusedAt} is null`),
    check('application_messages_side_check', sql`${t.side} in ('employer', 'applicant')`),
    check(
      'application_messages_kind_check',
      sql`${t.kind} in ('message', 'interview_place', 'interview_cancel_reason', 'interview_decline_note', 'rejection_note', 'offer_note', 'offer_decline_reason')`,
    ),
  ],
);

/**
 * The interviews an employer proposes to a forwarded applicant: one to three times, a mode and its place. The
 * applicant picks a time (scheduled) or asks for others (declined), offering times of their own the employer may
 * accept (scheduled at it); either side may cancel. The latest is the one in force.
 */
export const interviews = pgTable(
  'interviews',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('proposed'),
    mode: text('mode').notNull(),
    place: text('place').notNull().default(''),
    slots: timestamp('slots', { withTimezone: true }).array().notNull(),
    chosenSlot: timestamp('chosen_slot', { withTimezone: true }),
    /** The applicant's note when they asked for other times. */
    note: text('note').notNull().default(''),
    /** The times the applicant offered instead (declined), for the employer to accept one of. */
    applicantSlots: timestamp('applicant_slots', { withTimezone: true })
      .array()
      .notNull()
      .default(sql`'{}'`),
    cancelledBy: text('cancelled_by'),
    cancelReason: text('cancel_reason').notNull().default(''),
    /** When both sides were reminded of it, the day before; set at once for a time chosen less than a day ahead. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** Raised at each change, so that a calendar replaces (or, cancelled, removes) the event it holds. */
    sequence: integer('sequence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('interviews_application_idx').on(t.applicationId, t.id),
    index('interviews_reminder_idx')
      .on(t.chosenSlot)
      .where(sql`${t.status} = 'scheduled' and ${t.remindedAt} is null`),
    check('interviews_status_check', sql`${t.status} in ('proposed', 'scheduled', 'declined', 'cancelled')`),
    check('interviews_mode_check', sql`${t.mode} in ('in_person', 'phone', 'video')`),
    check('interviews_cancelled_by_check', sql`${t.cancelledBy} in ('employer', 'applicant', 'staff', 'system')`),
    check('interviews_chosen_check', sql`(${t.status} = 'scheduled') <= (${t.chosenSlot} is not null)`),
  ],
);

/**
 * An offer's terms and the applicant's answer: one an application. Accepting it hires the applicant; declining it
 * (with a reason the employer reads) withdraws the application.
 */
export const jobOffers = pgTable(
  'job_offers',
  {
    applicationId: bigint('application_id', { mode: 'number' })
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** A monthly salary, in `currency` (USD, or CDF: Congolese francs). */
    salary: integer('salary').notNull(),
    currency: text('currency').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** The employer's note as the applicant reads it: empty while staff check one that asked for money. */
    note: text('note').notNull().default(''),
    madeAt: timestamp('made_at', { withTimezone: true }).notNull().defaultNow(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    declineReason: text('decline_reason').notNull().default(''),
    /** When the applicant was reminded of the offer they had not answered: once. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    index('job_offers_unanswered_idx')
      .on(t.madeAt)
      .where(sql`${t.answer} is null and ${t.remindedAt} is null`),
    check('job_offers_salary_check', sql`${t.salary} > 0`),
    check('job_offers_currency_check', sql`${t.currency} in ('USD', 'CDF')`),
    check('job_offers_answer_check', sql`${t.answer} in ('accepted', 'declined')`),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt),
  ],
);

/**
 * Every word that job texts have used (lower case, without accents), kept by a trigger on jobs: the vocabulary a
 * mistyped search word is corrected against.
 */
export const jobSearchTerms = pgTable('job_search_terms', { term: text('term').primaryKey() }, (t) => [
  index('job_search_terms_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`),
]);

/** The fingerprint of the skill reading that wrote the stored skills' keys (one row; none before the first). */
export const skillReading = pgTable('skill_reading', {
  id: boolean('id').primaryKey().default(true),
  fingerprint: text('fingerprint').notNull(),
});

/**
 * Which process runs each background job in its current period: processes and instances sharing the database run
 * each job once a period between them. A holder that dies leaves its lease to run out.
 */
export const backgroundJobLeases = pgTable('background_job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  leasedUntil: timestamp('leased_until', { withTimezone: true }).notNull(),
});

/**
 * Mail to send, written in the same transaction as the change that causes it, rendered in the recipient's language.
 * A sender claims a message until `claimedUntil`; should it die holding it, the lease runs out and another sends it.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    language: text('language').notNull(),
    category: text('category').notNull(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** The one-click unsubscribe address of the message's category; none for mail about the account itself. */
    unsubscribeUrl: text('unsubscribe_url'),
    /** email, or sms: an SMS's recipient is the number (E.164), its subject empty, its whole text in textBody. */
    channel: text('channel').notNull().default('email'),
    /** The operator's id of a sent SMS, which its delivery receipt names. */
    providerMessageId: text('provider_message_id'),
    /** What the operator's delivery receipt said of an SMS: delivered or failed; null until one came. */
    delivery: text('delivery'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    claimToken: uuid('claim_token'),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * What an SMS of news is about (`application:<id>`): one still waiting is dropped when a later change about the
     * same thing supersedes it. Null for what stays true (a message waits to be read, a job alert).
     */
    about: text('about'),
    /** An SMS that decides something (an offer, a hire, not selected, an interview fixed): it goes before news. */
    decisive: boolean('decisive').notNull().default(false),
    /** The Kinshasa day (YYYY-MM-DD) an SMS of news counts against its person's daily limit: the day it is due. */
    smsDay: date('sms_day', { mode: 'string' }),
    /**
     * The account whose own words the message carries to someone else (a thread's message, an interview's place, a
     * stage's note), or null: those still waiting are withdrawn when staff suspend that account.
     */
    writtenBy: uuid('written_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    index('outbox_created_idx').on(t.createdAt),
    index('outbox_user_idx').on(t.userId),
    index('outbox_written_by_idx')
      .on(t.writtenBy)
      .where(sql`${t.status} = 'pending'`),
    check('outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed', 'dropped')`),
    check('outbox_channel_check', sql`${t.channel} in ('email', 'sms')`),
    check('outbox_delivery_check', sql`${t.delivery} in ('delivered', 'failed')`),
    index('outbox_provider_message_idx')
      .on(t.providerMessageId)
      .where(sql`${t.providerMessageId} is not null`),
    index('outbox_sms_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.channel} = 'sms'`),
    index('outbox_sms_recipient_idx')
      .on(t.recipient, t.createdAt)
      .where(sql`${t.channel} = 'sms'`),
    index('outbox_sms_sent_idx')
      .on(t.sentAt)
      .where(sql`${t.channel} = 'sms'`),
    index('outbox_waiting_about_idx')
      .on(t.about)
      .where(sql`${t.status} = 'pending' and ${t.about} is not null`),
    index('outbox_sms_day_idx')
      .on(t.userId, t.smsDay)
      .where(sql`${t.channel} = 'sms'`),
  ],
);

/** The code mailed to confirm the deletion of an account without a password, hashed; spent as a phone code is. */
export const deletionCodes = pgTable('deletion_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  wrongTries: integer('wrong_tries').notNull().default(0),
  createdAt: createdAt(),
});

/** The code last sent by SMS to prove a number, hashed; spent by its expiry, its last wrong try or a new code. */
export const phoneCodes = pgTable('phone_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  wrongTries: integer('wrong_tries').notNull().default(0),
  createdAt: createdAt(),
});

/**
 * A person's choice for an SMS category once made (a category without a row has its default), with when and how it
 * was given (the page, or an SMS STOP or START): the consent to be sent SMS, kept. `stopped` marks what a STOP
 * turned off, which START turns back on.
 */
export const smsSettings = pgTable(
  'sms_settings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    enabled: boolean('enabled').notNull(),
    stopped: boolean('stopped').notNull().default(false),
    source: text('source').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'sms_settings_pk', columns: [t.userId, t.category] }),
    check('sms_settings_source_check', sql`${t.source} in ('web', 'sms')`),
  ],
);

/** The categories of mail a person has turned off, by the one-click unsubscribe link or the settings page. */
export const emailOptOuts = pgTable(
  'email_opt_outs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);

/** A password reset link's token, by its SHA-256 hash only; spent once (`usedAt`), refused after `expiresAt`. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: bytea('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('password_reset_tokens_user_idx').on(t.userId),
    index('password_reset_tokens_expiry_idx').on(t.expiresAt),
  ],
);

/**
 * What the site tells a person in the app (the bell), kept whatever their e-mail settings; `data` holds what the
 * notice names, so that the app words it in the language it shows. `onceKey` names a notice that must exist once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    data: jsonb('data')
      .notNull()
      .default(sql`'{}'::jsonb`),
    readAt: timestamp('read_at', { withTimezone: true }),
    onceKey: text('once_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_once_idx')
      .on(t.userId, t.onceKey)
      .where(sql`${t.onceKey} is not null`),
  ],
);

/** A job a professional saved to read again (GET /hiring/saved-jobs/), newest saved first. */
export const savedJobs = pgTable(
  'saved_jobs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'saved_jobs_pkey', columns: [t.userId, t.jobId] }),
    index('saved_jobs_user_idx').on(t.userId, t.savedAt.desc(), t.jobId.desc()),
    index('saved_jobs_job_idx').on(t.jobId),
  ],
);

/**
 * A professional's saved search of /recommended-jobs, mailed daily or weekly: each run lists the jobs approved since
 * `windowStart` that match `search` (as GET /hiring/jobs/ reads it), then moves the window to the run's time.
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    frequency: text('frequency').notNull(),
    /** The saved filters and tab, as jobAlertSearchSchema reads them. */
    search: jsonb('search').notNull(),
    paused: boolean('paused').notNull().default(false),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('job_alerts_user_idx').on(t.userId, t.createdAt),
    // The worker reads the due alerts of one frequency that are not paused, soonest first, and stops after a batch.
    index('job_alerts_due_idx')
      .on(t.frequency, t.nextRunAt, t.id)
      .where(sql`not ${t.paused}`),
    check('job_alerts_frequency_check', sql`${t.frequency} in ('daily', 'weekly')`),
  ],
);

/** A professional's report of a job: one a person and job; staff settle a job's open reports together. */
export const jobReports = pgTable(
  'job_reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    /** A report of one message of a thread about the job, by either side of it; null for a report of the job. */
    messageId: bigint('message_id', { mode: 'number' }).references(() => applicationMessages.id, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt(),
    outcome: text('outcome'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('job_reports_once_idx')
      .on(t.jobId, t.reporterId)
      .where(sql`${t.messageId} is null`),
    uniqueIndex('job_reports_message_once_idx')
      .on(t.messageId, t.reporterId)
      .where(sql`${t.messageId} is not null`),
    index('job_reports_open_idx')
      .on(t.jobId)
      .where(sql`${t.resolvedAt} is null`),
    check(
      'job_reports_reason_check',
      sql`${t.reason} in ('fee_requested', 'fake_job', 'misleading', 'discriminatory', 'other')`,
    ),
    check('job_reports_outcome_check', sql`${t.outcome} in ('dismissed', 'job_closed', 'employer_suspended')`),
  ],
);
