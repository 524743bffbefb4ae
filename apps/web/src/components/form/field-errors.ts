import { validationKeyOf } from '@nuzul/shared/validation';
import type { FormInstance } from 'antd';
import type { ApiError } from '../../app/api-error';
import { validationText } from '../../app/describe-failure';

export type FieldName = (string | number)[];

export interface FieldError {
  name: FieldName;
  errors: string[];
}

/** A server issue's path (`body.rooms.0.amenityIds`) as an antd field name. */
export function fieldNameOf(path: string): FieldName {
  const parts = path.split('.').filter((part) => part !== '');
  if (parts[0] === 'body' || parts[0] === 'querystring') parts.shift();
  return parts.map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** A rule that zod refused with (its message is `validation.<key>`), in the interface language. */
export function translateValidation(schemaMessage: string): string {
  return validationText(validationKeyOf(schemaMessage));
}

/**
 * One entry per field. A field inside a list (`rooms.0.amenityIds`) shows its first message
 * only, the most specific when the caller lists those first; a top-level field or list shows
 * every rule it breaks.
 */
function byField(entries: ReadonlyArray<{ name: FieldName; text: string }>): FieldError[] {
  const fields = new Map<string, FieldError>();
  for (const { name, text } of entries) {
    const id = JSON.stringify(name);
    const entry = fields.get(id);
    if (entry === undefined) fields.set(id, { name, errors: [text] });
    else if (name.length === 1 && !entry.errors.includes(text)) entry.errors.push(text);
  }
  return [...fields.values()];
}

/** zod's issues of a form's body (a schema of @nuzul/shared) as antd field errors. */
export function fieldErrorsOf(
  issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>,
): FieldError[] {
  return byField(
    issues.map((issue) => ({
      name: issue.path.filter((p): p is string | number => typeof p !== 'symbol'),
      text: translateValidation(issue.message),
    })),
  );
}

/** The field errors of a refused request (400 VALIDATION_FAILED with details), by their keys. */
export function apiFieldErrors(error: ApiError): FieldError[] {
  return byField(
    (error.details ?? []).map((issue) => ({
      name: fieldNameOf(issue.path),
      text: validationText(issue.code, issue.values),
    })),
  );
}

/** Field errors go to their fields; what no field of the form shows goes to the step's alert. */
export function showFieldErrors(form: FormInstance, errors: FieldError[]): string[] {
  const roots = new Set(Object.keys(form.getFieldsValue(true) as object));
  const onFields = errors.filter((error) => roots.has(String(error.name[0])));
  const elsewhere = errors.filter((error) => !roots.has(String(error.name[0])));
  form.setFields(onFields.map(({ name, errors: texts }) => ({ name, errors: texts })));
  const first = onFields[0];
  if (first !== undefined) form.scrollToField(first.name, { block: 'center' });
  return elsewhere.flatMap((error) => error.errors);
}
