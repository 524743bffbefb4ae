import { validationMessages, type ValidationMessageKey } from '@nuzul/shared/validation';
import { isToastSilenced } from '../../app/api-failure';
import { isApiError, type ApiError } from '../../app/api-error';
import { i18n } from '../../app/i18n';
import { toast } from '../../app/toast';
import { translateApiError, translateFailureText } from '../../app/translate-message';

const keyOfEnglish = new Map(
  Object.entries(validationMessages).map(([key, text]) => [text as string, key]),
);

/** A validation text of the API (English, from the shared catalogue) in the user's language. */
export function translateIssue(message: string): string {
  const key = keyOfEnglish.get(message) as ValidationMessageKey | undefined;
  if (key !== undefined) return i18n.t(`validation.${key}`, { ns: 'common' });
  return translateFailureText(message, undefined);
}

/**
 * What a failed call says, in the user's language: by error code, except a refused field,
 * whose own message is more precise than VALIDATION_FAILED's catalogue text.
 */
export function failureText(error: unknown): string {
  if (!isApiError(error)) {
    return translateFailureText(error instanceof Error ? error.message : '', undefined);
  }
  const issue = error.details?.[0];
  if (error.code === 'VALIDATION_FAILED' && issue !== undefined) {
    return translateIssue(issue.message);
  }
  return translateApiError(error);
}

export interface FieldError<Field extends string> {
  name: Field;
  errors: string[];
}

/**
 * The API's refusals of named request fields (`details[].path` = `body.<field>`), as antd
 * form errors; `fields` maps request fields to form fields (newPassword → password, ...).
 */
export function fieldErrors<Field extends string>(
  error: unknown,
  fields: Partial<Record<string, Field>>,
): FieldError<Field>[] {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return [];
  return (error.details ?? []).flatMap((issue) => {
    const field = fields[issue.path.replace(/^body\./, '')];
    return field === undefined ? [] : [{ name: field, errors: [translateIssue(issue.message)] }];
  });
}

/** A toast with the failure, unless the spec silences its text (reCAPTCHA, ...). */
export function toastFailure(error: ApiError | Error): void {
  if (isToastSilenced(error.message, '')) return;
  toast.error(failureText(error));
}
