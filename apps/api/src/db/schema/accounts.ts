import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; the unique index makes sign-up races impossible. */
    email: text('email').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Null for an account made by Google sign-in that never set a password. */
    passwordHash: text('password_hash'),
    language: text('language', { enum: ['ar', 'en'] })
      .notNull()
      .default('ar'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * `admin` is the platform operator (plans, promo codes, FAQ), granted by
     * `npm run admin -- grant <email>`; accounts in ADMIN_EMAILS are admins as well.
     */
    role: text('role', { enum: ['owner', 'admin'] })
      .notNull()
      .default('owner'),
    /** `suspended` by the platform admin: no sign-in, no session. */
    status: text('status', { enum: ['active', 'suspended'] })
      .notNull()
      .default('active'),
    /** Two-factor is asked at sign-in; only ever true with a confirmed secret (see the check). */
    mfaEnabled: boolean('mfa_enabled').notNull().default(false),
    /** Confirmed authenticator secret, encrypted (AES-256-GCM). */
    mfaSecret: text('mfa_secret'),
    /** Secret shown during enrolment, encrypted, until a code confirms it. */
    mfaPendingSecret: text('mfa_pending_secret'),
    /**
     * The session that started the enrolment: only it is shown the pending secret and may
     * confirm it, so a password alone never sees the secret that the owner will scan.
     */
    mfaPendingSessionId: uuid('mfa_pending_session_id'),
    /** Last accepted TOTP time step: a code is never accepted twice. */
    mfaLastStep: bigint('mfa_last_step', { mode: 'number' }),
    // The profile (requirements-next §12). Region and city are definition ids when the
    // country is Saudi Arabia, free text otherwise.
    address: text('address'),
    countryCode: text('country_code').default('SA'),
    regionId: integer('region_id'),
    cityId: integer('city_id'),
    regionName: text('region_name'),
    cityName: text('city_name'),
    postCode: text('post_code'),
    birthday: date('birthday', { mode: 'string' }),
    mobile: text('mobile'),
    about: text('about'),
    nationality: text('nationality'),
    /** Storage key of the picture's WebP variants (`avatars/<key>/<size>`), or null. */
    pictureKey: text('picture_key'),
    /** Master switches of delivery; each notification kind's own switches apply under them. */
    notifyPush: boolean('notify_push').notNull().default(true),
    notifySms: boolean('notify_sms').notNull().default(true),
    notifyEmail: boolean('notify_email').notNull().default(true),
    ...timestamps,
  },
  (table) => [
    // Two-factor without a confirmed authenticator would let the next sign-in enrol one.
    check(
      'users_mfa_enabled_has_secret',
      sql`not ${table.mfaEnabled} or ${table.mfaSecret} is not null`,
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/**
 * Single-use codes that stand in for an authenticator code at sign-in. Only keyed hashes
 * are kept; the codes are shown once, when they are made.
 */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('mfa_recovery_codes_user_hash_idx').on(table.userId, table.codeHash)],
);

export const oneTimeCodePurposes = [
  'verify_email',
  'reset_password',
  'reset_token',
  'mfa_challenge',
  'login_exchange',
] as const;
export type OneTimeCodePurpose = (typeof oneTimeCodePurposes)[number];

/**
 * E-mailed codes, reset tokens, two-factor challenges and the Google exchange code: all
 * hashed, short-lived, single use and with a count of wrong tries.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: oneTimeCodePurposes }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    data: jsonb('data').$type<Record<string, unknown>>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('one_time_codes_user_purpose_idx').on(table.userId, table.purpose),
    uniqueIndex('one_time_codes_hash_idx')
      .on(table.codeHash)
      .where(sql`purpose in ('reset_token', 'mfa_challenge', 'login_exchange')`),
  ],
);

export const oidcIdentities = pgTable(
  'oidc_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('oidc_identities_issuer_subject_idx').on(table.issuer, table.subject)],
);

/** An authorization request in flight: state (hashed), nonce and PKCE verifier. */
export const oidcRequests = pgTable('oidc_requests', {
  stateHash: text('state_hash').primaryKey(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Mail kept when no SMTP server is configured, shown at /dev/mailbox. */
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
