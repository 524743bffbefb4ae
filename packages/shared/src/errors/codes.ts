/**
 * Stable error codes with their HTTP status and the English message of the
 * specification's catalogue (§8). The web app translates by code; the English
 * message is what an API client sees.
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
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}
