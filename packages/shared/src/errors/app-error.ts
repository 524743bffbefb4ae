import { validationMessages, type ValidationMessageKey } from '../validation/messages';
import { errorCatalogue, type ErrorCode } from './codes';

/**
 * One refused field: where (`body.rooms.0.amenityIds`), the rule's message key as `code`
 * (the web app translates it), and the rule's English text for other API clients.
 */
export interface FieldIssue {
  path: string;
  code: ValidationMessageKey;
  message: string;
  /** What the rule's text names (`{{placeholder}}` in it), for the translated text too. */
  values?: Record<string, string>;
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

export function fieldIssue(
  path: string,
  code: ValidationMessageKey,
  values?: Record<string, string>,
): FieldIssue {
  if (!values) return { path, code, message: validationMessages[code] };
  const message = validationMessages[code].replace(
    /\{\{(\w+)\}\}/g,
    (whole, name: string) => values[name] ?? whole,
  );
  return { path, code, message, values };
}

/** 400 VALIDATION_FAILED for the issues; its message is the first issue's. */
export function validationFailed(issues: readonly FieldIssue[]): AppError {
  return new AppError('VALIDATION_FAILED', issues[0]?.message, [...issues]);
}
