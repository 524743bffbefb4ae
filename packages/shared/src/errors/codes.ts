/**
 * Stable error codes with their HTTP status and the English message of the
 * specification's catalogue (§8). The web app translates by code; the English
 * message is what an API client sees.
 */
export const errorCatalogue = {
  VALIDATION_FAILED: { status: 400, message: 'This field is required' },
  BAD_REQUEST: { status: 400, message: 'An error occurred. Please try again.' },
  UNAUTHORIZED: { status: 401, message: 'Login failed. Please check your credentials.' },
  FORBIDDEN: { status: 403, message: 'An error has occurred. Please, contact support.' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  CONFLICT: { status: 409, message: 'An error occurred. Please try again.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'An error occurred. Please try again.' },
  RATE_LIMITED: { status: 429, message: 'Too many attempts. Please wait and try again.' },
  UNEXPECTED_ERROR: {
    status: 500,
    message: 'Oops! Something went wrong. If the problem persists, contact support.',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: 'An error has occurred. Please, contact support.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}
