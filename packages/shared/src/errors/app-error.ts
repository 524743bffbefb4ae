import { errorCatalogue, type ErrorCode } from './codes';

export interface FieldIssue {
  path: string;
  message: string;
}

/** A failure a service means to report: the code decides the HTTP status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly details: FieldIssue[] | undefined;

  constructor(code: ErrorCode, message?: string, details?: FieldIssue[], cause?: unknown) {
    super(message ?? errorCatalogue[code].message, cause === undefined ? undefined : { cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = errorCatalogue[code].status;
    this.details = details;
  }
}
