import { USER_DEFINITIONS_MAX } from '@nuzul/shared/definitions';
import type { ErrorCode } from '@nuzul/shared/errors';
import type { ValidationMessageKey } from '@nuzul/shared/validation';
import type enErrors from '../locales/en/errors.json';
import type { ApiFieldIssue } from './api-error';
import { i18n } from './i18n';

/** A text of the `errors` namespace for an API code. */
type CodeText = Exclude<keyof typeof enErrors, 'failures'>;

export type Describe = (details: readonly ApiFieldIssue[]) => string;

const text =
  (key: CodeText, values?: Record<string, unknown>): Describe =>
  () =>
    i18n.t(key, { ns: 'errors', ...values });

/**
 * A validation rule's text (`common:validation.<key>`): the same on the form and from the API,
 * with what the API's issue names (`values`: the unknown placeholder) put into it.
 */
export function validationText(
  key: ValidationMessageKey,
  values?: Record<string, string | number>,
): string {
  // Spec §8: the failure about arrival instructions has its own text, at the field as in a toast.
  if (key === 'arrivalInstructionsNotEmpty') return arrivalInstructionsText();
  return i18n.t(`validation.${key}`, { ...values, ns: 'common' });
}

export function arrivalInstructionsText(): string {
  return i18n.t('errors.arrivalInstructionsnotempty', { ns: 'seasonalPricing' });
}

/** A refusal of fields says the first field's rule; without one, the generic text. */
const firstFieldRule: Describe = (details) => {
  const issue = details[0];
  return issue === undefined
    ? i18n.t('VALIDATION_FAILED', { ns: 'errors' })
    : validationText(issue.code, issue.values);
};

/**
 * How each code is told. A code added to the shared catalogue breaks the type check until it
 * has its entry here, and each entry names a text that exists in en/errors.json
 * (describe-failure.test.ts checks that Arabic has it too).
 */
export const describers: Record<ErrorCode, Describe> = {
  VALIDATION_FAILED: firstFieldRule,
  BAD_REQUEST: text('BAD_REQUEST'),
  UNAUTHORIZED: text('UNAUTHORIZED'),
  FORBIDDEN: text('FORBIDDEN'),
  NOT_FOUND: text('NOT_FOUND'),
  CONFLICT: text('CONFLICT'),
  PAYLOAD_TOO_LARGE: text('PAYLOAD_TOO_LARGE'),
  HEADERS_TOO_LARGE: text('HEADERS_TOO_LARGE'),
  REQUEST_TIMEOUT: text('REQUEST_TIMEOUT'),
  RATE_LIMITED: text('RATE_LIMITED'),
  SIGNUP_FAILED: text('SIGNUP_FAILED'),
  LOGIN_FAILED: text('LOGIN_FAILED'),
  INVALID_CREDENTIALS: text('INVALID_CREDENTIALS'),
  EMAIL_ALREADY_EXISTS: text('EMAIL_ALREADY_EXISTS'),
  ACCOUNT_ALREADY_VERIFIED: text('ACCOUNT_ALREADY_VERIFIED'),
  ACCOUNT_NOT_VERIFIED: text('ACCOUNT_NOT_VERIFIED'),
  ACCOUNT_SUSPENDED: text('ACCOUNT_SUSPENDED'),
  ACCOUNT_SUSPEND_SELF: text('ACCOUNT_SUSPEND_SELF'),
  VERIFICATION_FAILED: text('VERIFICATION_FAILED'),
  CODE_EXPIRED: text('CODE_EXPIRED'),
  CODE_ATTEMPTS_EXCEEDED: text('CODE_ATTEMPTS_EXCEEDED'),
  RESEND_TOO_SOON: text('RESEND_TOO_SOON'),
  RESEND_FAILED: text('RESEND_FAILED'),
  RESET_TOKEN_INVALID: text('RESET_TOKEN_INVALID'),
  CAPTCHA_FAILED: text('CAPTCHA_FAILED'),
  MFA_CHALLENGE_INVALID: text('MFA_CHALLENGE_INVALID'),
  MFA_NOT_ENABLED: text('MFA_NOT_ENABLED'),
  MFA_ALREADY_ENABLED: text('MFA_ALREADY_ENABLED'),
  MFA_SETUP_INVALID: text('MFA_SETUP_INVALID'),
  GOOGLE_SIGN_IN_UNAVAILABLE: text('GOOGLE_SIGN_IN_UNAVAILABLE'),
  GOOGLE_SIGN_IN_FAILED: text('GOOGLE_SIGN_IN_FAILED'),
  UNEXPECTED_ERROR: text('UNEXPECTED_ERROR'),
  SERVICE_UNAVAILABLE: text('SERVICE_UNAVAILABLE'),
  DEFINITION_DUPLICATE: text('DEFINITION_DUPLICATE'),
  DEFINITION_IN_USE: text('DEFINITION_IN_USE'),
  DEFINITIONS_LIMIT_REACHED: text('DEFINITIONS_LIMIT_REACHED', { max: USER_DEFINITIONS_MAX }),
  SUBSCRIPTION_MISSING: text('SUBSCRIPTION_MISSING'),
  SUBSCRIPTION_INACTIVE: text('SUBSCRIPTION_INACTIVE'),
  SUBSCRIPTION_NO_CREATION: text('SUBSCRIPTION_NO_CREATION'),
  PROPERTY_LIMIT_REACHED: text('PROPERTY_LIMIT_REACHED'),
  SUBSCRIPTION_EXPIRED: text('SUBSCRIPTION_EXPIRED'),
  PUBLISH_NEEDS_SUBSCRIPTION: text('PUBLISH_NEEDS_SUBSCRIPTION'),
  NO_SPACE_FOR_DATES: text('NO_SPACE_FOR_DATES'),
  DATES_UNAVAILABLE: text('DATES_UNAVAILABLE'),
  SEASON_OVERLAP: text('SEASON_OVERLAP'),
  PROPERTY_NOT_READY: text('PROPERTY_NOT_READY'),
  PAYMENT_FAILED: text('PAYMENT_FAILED'),
  PROMO_CODE_INVALID: text('PROMO_CODE_INVALID'),
  PROMO_CODE_DUPLICATE: text('PROMO_CODE_DUPLICATE'),
  PLAN_UNAVAILABLE: text('PLAN_UNAVAILABLE'),
  PLAN_IN_USE: text('PLAN_IN_USE'),
  TRIAL_ALREADY_USED: text('TRIAL_ALREADY_USED'),
  SITE_SLUG_TAKEN: text('SITE_SLUG_TAKEN'),
  SLUG_TAKEN: text('SLUG_TAKEN'),
  BLOG_CATEGORY_IN_USE: text('BLOG_CATEGORY_IN_USE'),
  SITE_NOT_FOUND: text('SITE_NOT_FOUND'),
  SITE_PROPERTY_NOT_FOUND: text('SITE_PROPERTY_NOT_FOUND'),
  BOOKING_REQUEST_RATE_LIMITED: text('BOOKING_REQUEST_RATE_LIMITED'),
  BOOKING_NOT_PENDING: text('BOOKING_NOT_PENDING'),
  INVOICE_ALREADY_PAID: text('INVOICE_ALREADY_PAID'),
  INVOICE_NOT_PAYABLE: text('INVOICE_NOT_PAYABLE'),
  WEBHOOK_SIGNATURE_INVALID: text('WEBHOOK_SIGNATURE_INVALID'),
  PAST_DATES: text('PAST_DATES'),
  IDEMPOTENCY_KEY_REUSED: text('IDEMPOTENCY_KEY_REUSED'),
  PAYMENT_PROVIDER_UNAVAILABLE: text('PAYMENT_PROVIDER_UNAVAILABLE'),
  PAYMENT_PROVIDER_ERROR: text('PAYMENT_PROVIDER_ERROR'),
  CHANNEL_ALREADY_CONNECTED: text('CHANNEL_ALREADY_CONNECTED'),
  CHANNEL_NO_IMPORT_URL: text('CHANNEL_NO_IMPORT_URL'),
  CHANNEL_NOTHING_TO_CONFIRM: text('CHANNEL_NOTHING_TO_CONFIRM'),
  CHANNEL_FEED_BLOCKED: text('CHANNEL_FEED_BLOCKED'),
  CHANNEL_FEED_UNREACHABLE: text('CHANNEL_FEED_UNREACHABLE'),
  CHANNEL_FEED_INVALID: text('CHANNEL_FEED_INVALID'),
  CHAT_RATE_LIMITED: text('CHAT_RATE_LIMITED'),
  GUEST_EMAIL_MISSING: text('GUEST_EMAIL_MISSING'),
  ARRIVAL_INSTRUCTIONS_BOOKING_CLOSED: text('ARRIVAL_INSTRUCTIONS_BOOKING_CLOSED'),
  ARRIVAL_INFORMATION_MISSING: text('ARRIVAL_INFORMATION_MISSING'),
};

/**
 * Whether an answer's code is one of the catalogue's. Read from the texts above rather than
 * from the shared catalogue, whose English messages the browser has no use for.
 */
export function isKnownCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(describers, value);
}
