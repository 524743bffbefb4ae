import { USER_DEFINITIONS_MAX } from '../definitions/kinds';

/**
 * Stable error codes with their HTTP status and the English message of the
 * specification's catalogue (§8). The web app translates by code; the English
 * message is what an API client sees.
 *
 * Business refusals are never 401 or 403: the web app ends the session on those (spec §8).
 * They answer 402 when the subscription does not allow it, 409 when the state of the data
 * forbids it, and 422 when a valid request cannot be done. 401/403 are only for a session
 * that is missing or not allowed, and for sign-in answers to calls made without one.
 */
export const errorCatalogue = {
  VALIDATION_FAILED: { status: 400, message: 'This field is required' },
  BAD_REQUEST: { status: 400, message: 'An error occurred. Please try again.' },
  UNAUTHORIZED: { status: 401, message: 'Your session has ended. Please log in again.' },
  FORBIDDEN: { status: 403, message: 'An error has occurred. Please, contact support.' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  CONFLICT: { status: 409, message: 'An error occurred. Please try again.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'An error occurred. Please try again.' },
  /** The request line and headers passed the server's limit (16 KiB). */
  HEADERS_TOO_LARGE: { status: 431, message: 'An error occurred. Please try again.' },
  /** The request did not arrive whole in time. */
  REQUEST_TIMEOUT: { status: 408, message: 'An error occurred. Please try again.' },
  RATE_LIMITED: { status: 429, message: 'Too many attempts. Please wait and try again.' },
  SIGNUP_FAILED: { status: 500, message: 'Signup failed. Please try again.' },
  LOGIN_FAILED: { status: 401, message: 'Login failed. Please check your credentials.' },
  INVALID_CREDENTIALS: { status: 401, message: 'Invalid credentials' },
  EMAIL_ALREADY_EXISTS: { status: 409, message: 'Email already exists.' },
  ACCOUNT_ALREADY_VERIFIED: { status: 409, message: 'Account already verified.' },
  ACCOUNT_NOT_VERIFIED: { status: 403, message: 'Please verify your email address first.' },
  /** The platform admin suspended the account: no sign-in until it is reactivated. */
  ACCOUNT_SUSPENDED: {
    status: 409,
    message: 'This account is suspended. Contact support to reactivate it.',
  },
  /** An admin suspending their own account would lock the platform's operator out. */
  ACCOUNT_SUSPEND_SELF: { status: 409, message: 'You cannot suspend your own account.' },
  VERIFICATION_FAILED: { status: 400, message: 'Verification failed. Please try again.' },
  CODE_EXPIRED: { status: 400, message: 'This code has expired. Request a new one.' },
  CODE_ATTEMPTS_EXCEEDED: {
    status: 400,
    message: 'Too many wrong codes. Request a new one.',
  },
  RESEND_TOO_SOON: { status: 429, message: 'Please wait before requesting a new code.' },
  RESEND_FAILED: { status: 500, message: 'Failed to resend code.' },
  RESET_TOKEN_INVALID: {
    status: 400,
    message: 'This reset link is no longer valid. Start again.',
  },
  CAPTCHA_FAILED: { status: 400, message: 'reCAPTCHA failed. Please try again.' },
  MFA_CHALLENGE_INVALID: {
    status: 401,
    message: 'Your sign-in has expired. Please log in again.',
  },
  MFA_NOT_ENABLED: { status: 409, message: 'Two-factor authentication is not enabled.' },
  MFA_ALREADY_ENABLED: { status: 409, message: 'Two-factor authentication is already on.' },
  MFA_SETUP_INVALID: {
    status: 409,
    message: 'This two-factor setup is no longer valid. Start again.',
  },
  GOOGLE_SIGN_IN_UNAVAILABLE: { status: 404, message: 'Google sign-in is not available.' },
  GOOGLE_SIGN_IN_FAILED: { status: 400, message: 'Login failed. Please check your credentials.' },
  UNEXPECTED_ERROR: {
    status: 500,
    message: 'Oops! Something went wrong. If the problem persists, contact support.',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: 'An error has occurred. Please, contact support.',
  },
  DEFINITION_DUPLICATE: {
    status: 409,
    message: 'You already have a definition of this kind with this name.',
  },
  /** A listing names the entry: deleting it would change that listing. */
  DEFINITION_IN_USE: {
    status: 409,
    message: 'This definition is used by a listing and cannot be deleted.',
  },
  DEFINITIONS_LIMIT_REACHED: {
    status: 422,
    message: `You can add at most ${USER_DEFINITIONS_MAX} definitions of your own. Delete one you no longer use first.`,
  },
  // Subscriptions and bookings (requirements-next §1.4), with the specification's texts.
  SUBSCRIPTION_MISSING: {
    status: 402,
    message: "You don't have subscription. Subscribe To a Plan first.",
  },
  SUBSCRIPTION_INACTIVE: {
    status: 402,
    message: 'You do not have an active subscription. Please subscribe to a plan first.',
  },
  SUBSCRIPTION_NO_CREATION: {
    status: 402,
    message: 'Your subscription does not allow property creation. Please upgrade your plan.',
  },
  PROPERTY_LIMIT_REACHED: {
    status: 402,
    message: 'You have reached your property limit for this subscription plan.',
  },
  SUBSCRIPTION_EXPIRED: {
    status: 402,
    message: 'Your subscription has expired. Please renew your subscription.',
  },
  /** Spec §6 writes it without a full stop. */
  PUBLISH_NEEDS_SUBSCRIPTION: {
    status: 402,
    message: 'You need an active subscription to publish properties',
  },
  NO_SPACE_FOR_DATES: {
    status: 409,
    message:
      'Property is not available for a given dates - There is no space to add this apartment!',
  },
  DATES_UNAVAILABLE: {
    status: 409,
    message:
      'Your selected date range contains one or more unavailable days. Please select only available dates.',
  },
  /** Two seasons of a property share a day (inclusive ranges: 1–10 and 10–20 June do). */
  SEASON_OVERLAP: { status: 409, message: 'Seasons cannot overlap' },
  /** Publishing a listing that misses items of spec §5 "Publish readiness" (details list them). */
  PROPERTY_NOT_READY: { status: 409, message: 'Complete the listing before publishing.' },
  PAYMENT_FAILED: { status: 402, message: 'An error occurred. Please try again.' },
  // Billing (requirements-next §7).
  /** Unknown, inactive, outside its dates, used up, already used by the account, or not for this plan. */
  PROMO_CODE_INVALID: { status: 400, message: 'This promo code is not valid.' },
  PROMO_CODE_DUPLICATE: { status: 409, message: 'A promo code with this code already exists.' },
  /** The plan was deactivated by the platform admin. */
  PLAN_UNAVAILABLE: { status: 409, message: 'This plan is no longer available.' },
  PLAN_IN_USE: {
    status: 409,
    message: 'This plan has subscriptions and cannot be deleted. Deactivate it instead.',
  },
  /** A free plan (the trial) is taken once per account. */
  TRIAL_ALREADY_USED: { status: 409, message: 'You have already used the free trial.' },
  // Payments (requirements-next §7.6).
  INVOICE_ALREADY_PAID: { status: 409, message: 'This invoice is already paid.' },
  /** A void invoice (its subscription was replaced or left unpaid) is never paid. */
  INVOICE_NOT_PAYABLE: { status: 409, message: 'This invoice can no longer be paid.' },
  /** A payment webhook whose signature, secret or timestamp does not hold: nothing changes. */
  WEBHOOK_SIGNATURE_INVALID: { status: 400, message: 'The webhook signature is not valid.' },
  // Availability and bookings (requirements-next §4, §5).
  /** A block, make-available or day setting on a day before the property's today. */
  PAST_DATES: { status: 400, message: 'Past dates cannot be changed.' },
  /** An Idempotency-Key already used for a booking with another body. */
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    message: 'This request was already sent with other data. Reload and try again.',
  },
  /** The payment gateway could not be reached, timed out or answered it is down: try again later. */
  PAYMENT_PROVIDER_UNAVAILABLE: {
    status: 503,
    message: 'The payment service cannot be reached right now. Please try again in a few minutes.',
  },
  /** The payment gateway refused our request (e.g. a revoked key) or answered what it never should. */
  PAYMENT_PROVIDER_ERROR: {
    status: 502,
    message: 'The payment service could not handle this payment. Please, contact support.',
  },
  // Chat with threads (requirements-next §10).
  /** A guest sent more messages through their link than GUEST_MESSAGE_LIMIT allows. */
  CHAT_RATE_LIMITED: {
    status: 429,
    message:
      'You have sent many messages in a short time. Please wait a few minutes and try again.',
  },
  /**
   * Not a refusal: the notice beside a sent message when the booking has no guest e-mail. The
   * message is kept in the thread, but the guest is not told of it.
   */
  GUEST_EMAIL_MISSING: {
    status: 422,
    message: 'This guest has no e-mail address, so they were not told of your message.',
  },
  /** Arrival instructions for a cancelled booking, or one whose departure day has passed. */
  ARRIVAL_INSTRUCTIONS_BOOKING_CLOSED: {
    status: 409,
    message: 'Arrival instructions cannot be sent for a cancelled or past booking.',
  },
  /** The property's terms have no arrival information (the wizard's Arrival Information). */
  ARRIVAL_INFORMATION_MISSING: {
    status: 422,
    message: "Add the property's arrival information first.",
  },
  // Channels: iCal sync (requirements-next §11).
  /** The property (or unit) already has a connection to this channel. */
  CHANNEL_ALREADY_CONNECTED: {
    status: 409,
    message: 'This property is already connected to this channel.',
  },
  /** Sync now on a connection that only exports (no import URL). */
  CHANNEL_NO_IMPORT_URL: { status: 409, message: "Add the channel's calendar link first." },
  /** Confirm on a connection whose feed is not held by the emptied-feed guard. */
  CHANNEL_NOTHING_TO_CONFIRM: { status: 409, message: 'There is no held sync to confirm.' },
  /** The feed's address is not http(s) or points to a loopback, private or metadata address. */
  CHANNEL_FEED_BLOCKED: {
    status: 422,
    message: 'This calendar link points to an address that cannot be used.',
  },
  /** The feed could not be fetched: DNS, connection, timeout, HTTP error, size or redirects. */
  CHANNEL_FEED_UNREACHABLE: {
    status: 422,
    message: 'The calendar link could not be fetched. Check it and try again.',
  },
  /** The feed was fetched but is not an iCal calendar. */
  CHANNEL_FEED_INVALID: { status: 422, message: 'This link does not return an iCal calendar.' },
  // CMS and the owner's site (requirements-next §14).
  /** Site addresses are unique across owners. */
  SITE_SLUG_TAKEN: {
    status: 409,
    message: 'This site address is already taken. Choose another one.',
  },
  /** Page, post and category addresses are unique per owner. */
  SLUG_TAKEN: { status: 409, message: 'You already use this address. Choose another one.' },
  BLOG_CATEGORY_IN_USE: {
    status: 409,
    message: 'This category has blog posts and cannot be deleted.',
  },
  // The owner's public site and its booking requests (issue 19).
  /** A site slug that no owner has (spec §8 "Failed to load white label content"). */
  SITE_NOT_FOUND: {
    status: 404,
    message: 'Failed to load white label content',
  },
  /** A property that is not one of the site owner's published properties. */
  SITE_PROPERTY_NOT_FOUND: {
    status: 404,
    message: 'This property is not available on this site.',
  },
  /** A visitor sent more booking requests than BOOKING_REQUEST_LIMIT allows. */
  BOOKING_REQUEST_RATE_LIMITED: {
    status: 429,
    message:
      'You have sent many booking requests in a short time. Please wait a few minutes and try again.',
  },
  /** Confirm or decline of a booking that is not Pending (already confirmed or cancelled). */
  BOOKING_NOT_PENDING: {
    status: 409,
    message: 'Only a pending booking request can be confirmed or declined.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}

/**
 * The code of an answer that carries none of its own, by its HTTP status: a framework's 4xx,
 * or a proxy's page in front of the API.
 */
export function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 408) return 'REQUEST_TIMEOUT';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 431) return 'HEADERS_TOO_LARGE';
  if (status === 503) return 'SERVICE_UNAVAILABLE';
  if (status >= 500) return 'UNEXPECTED_ERROR';
  return 'BAD_REQUEST';
}
