import { USER_DEFINITIONS_MAX } from '@nuzul/shared/definitions';
import type { ErrorCode } from '@nuzul/shared/errors';
import type { ValidationMessageKey } from '@nuzul/shared/validation';
import type enErrors from '../locales/en/errors.json';
import { isApiError, type ApiFieldIssue } from './api-error';
import { i18n } from './i18n';

/** A text of the `errors` namespace for an API code. */
type CodeText = Exclude<keyof typeof enErrors, 'failures'>;
/** What a screen says when its own call failed (spec §8 "Failed to …"), under `errors:failures`. */
export type ScreenFailure = keyof (typeof enErrors)['failures'];

type Describe = (details: readonly ApiFieldIssue[]) => string;

const text =
  (key: CodeText, values?: Record<string, unknown>): Describe =>
  () =>
    i18n.t(key, { ns: 'errors', ...values });

/** A validation rule's text (`common:validation.<key>`): the same on the form and from the API. */
export function validationText(key: ValidationMessageKey): string {
  // Spec §8: the failure about arrival instructions has its own text, at the field as in a toast.
  if (key === 'arrivalInstructionsNotEmpty') return arrivalInstructionsText();
  return i18n.t(`validation.${key}`, { ns: 'common' });
}

function arrivalInstructionsText(): string {
  return i18n.t('errors.arrivalInstructionsnotempty', { ns: 'seasonalPricing' });
}

/** A refusal of fields says the first field's rule; without one, the generic text. */
const firstFieldRule: Describe = (details) => {
  const issue = details[0];
  return issue === undefined
    ? i18n.t('VALIDATION_FAILED', { ns: 'errors' })
    : validationText(issue.code);
};

/**
 * How each code is told. A code added to the shared catalogue breaks the type check until it
 * has its entry here, and each entry names a text that exists in en/errors.json
 * (describe-failure.test.ts checks that Arabic has it too).
 */
const describers: Record<ErrorCode, Describe> = {
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
  INVOICE_ALREADY_PAID: text('INVOICE_ALREADY_PAID'),
  INVOICE_NOT_PAYABLE: text('INVOICE_NOT_PAYABLE'),
  WEBHOOK_SIGNATURE_INVALID: text('WEBHOOK_SIGNATURE_INVALID'),
};

/** Spec §8: a failure about arrival instructions has its own message (seasonal pricing). */
const arrivalInstructionsMarker = 'arrivalInstructions.';

/** The text of a code on its own (a code that came in a redirect, a refusal without details). */
export function describeCode(code: ErrorCode): string {
  return describers[code]([]);
}

/**
 * Any failure as text in the interface language, by its code and its fields' message keys
 * only: no English sentence of the answer is looked up. Without an answer it is "Network
 * Error."; a failure that is no API call's is unexpected.
 */
export function describeFailure(error: unknown): string {
  if (!isApiError(error)) return describeCode('UNEXPECTED_ERROR');
  if (error.code === null) return screenFailureText('network');
  const details = error.details ?? [];
  if (
    error.message.includes(arrivalInstructionsMarker) ||
    details.some((issue) => issue.path.includes(arrivalInstructionsMarker))
  ) {
    return arrivalInstructionsText();
  }
  return describers[error.code](details);
}

export function screenFailureText(key: ScreenFailure): string {
  return i18n.t(`failures.${key}`, { ns: 'errors' });
}
