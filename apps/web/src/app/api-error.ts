import { codeForStatus, type ErrorCode } from '@nuzul/shared/errors';
import { isValidationMessageKey, type ValidationMessageKey } from '@nuzul/shared/validation';
import { NETWORK_ERROR_MESSAGE, pickFailureText } from './api-failure';
import { isKnownCode } from './error-texts';

/** A refused field: where, the rule's message key, its English text and the text's values. */
export interface ApiFieldIssue {
  path: string;
  code: ValidationMessageKey;
  message: string;
  /** What the rule's text names (`{ placeholder: '{{guest.middleName}}' }`). */
  values?: Record<string, string | number>;
}

/**
 * A failed API call: the status (0 without an answer), the failure's code, the field issues
 * of a refused request, and the answer's English text (for logs and the spec's silencing
 * rules; the screens show `describeFailure`, which reads only the code and the keys).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  /** The answer's own code, else the one for its status; null when no answer came. */
  readonly code: ErrorCode | null;
  readonly details: ApiFieldIssue[] | undefined;

  constructor(init: {
    status: number;
    message: string;
    code: ErrorCode | null;
    details?: ApiFieldIssue[] | undefined;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The request never got an answer (spec §8 "Network Error."). */
export function noAnswerError(): ApiError {
  return new ApiError({ status: 0, message: NETWORK_ERROR_MESSAGE, code: null });
}

/**
 * The failure that an answer describes. A body without a code the app knows (a proxy's page,
 * a newer server) is named by the status; a field issue without a known key is an invalid value.
 */
export function apiErrorOf(status: number, body: unknown): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const text = (key: string): string | undefined =>
    typeof record[key] === 'string' ? record[key] : undefined;
  const code = text('code');
  return new ApiError({
    status,
    message: pickFailureText({
      body: { message: text('message'), error: text('error') },
      errorMessage: undefined,
    }),
    code: isKnownCode(code) ? code : codeForStatus(status),
    details: Array.isArray(record.details) ? record.details.flatMap(fieldIssueOf) : undefined,
  });
}

function fieldIssueOf(value: unknown): ApiFieldIssue[] {
  if (typeof value !== 'object' || value === null) return [];
  const { path, code, message } = value as Record<string, unknown>;
  if (typeof path !== 'string') return [];
  return [
    {
      // The issue as answered, with its `values` (what its text names): i18next shows any
      // value as text.
      ...(value as Pick<ApiFieldIssue, 'values'>),
      path,
      code: isValidationMessageKey(code) ? code : 'invalidValue',
      message: typeof message === 'string' ? message : '',
    },
  ];
}
