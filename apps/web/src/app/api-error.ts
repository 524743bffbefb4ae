export interface ApiFieldIssue {
  path: string;
  message: string;
}

/** A failed API call: the status (0 without an answer) and the body's code and message. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: string | undefined;
  readonly details: ApiFieldIssue[] | undefined;

  constructor(init: {
    status: number;
    message: string;
    code?: string | undefined;
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
