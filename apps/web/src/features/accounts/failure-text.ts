import { isToastSilenced } from '../../app/api-failure';
import { isApiError, type ApiError } from '../../app/api-error';
import { describeFailure } from '../../app/describe-failure';
import { toast } from '../../app/toast';
import { apiFieldErrors } from '../../components/form/field-errors';

export interface FieldError<Field extends string> {
  name: Field;
  errors: string[];
}

/**
 * The API's refusals of the form's own fields (`details[].path` = `body.<field>`), translated,
 * for `form.setFields`; a refusal of anything else is left to `describeFailure`.
 */
export function fieldErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): FieldError<Field>[] {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return [];
  return apiFieldErrors(error).flatMap(({ name, errors }) => {
    const field = name.length === 1 ? fields.find((known) => known === name[0]) : undefined;
    return field === undefined ? [] : [{ name: field, errors }];
  });
}

/** A toast with the failure, unless the spec silences its text (reCAPTCHA, ...). */
export function toastFailure(error: ApiError | Error): void {
  if (isToastSilenced(error.message, '')) return;
  toast.error(describeFailure(error));
}
