import { validationMessages } from '@nuzul/shared/validation';
import type { FormInstance } from 'antd';
import type { ApiError } from '../../app/api-error';
import { i18n } from '../../app/i18n';
import { translateFailureText } from '../../app/translate-message';

export type FieldName = (string | number)[];

export interface FieldError {
  name: FieldName;
  errors: string[];
}

const keyByEnglish = new Map<string, string>(
  Object.entries(validationMessages).map(([key, english]) => [english, key]),
);

/** A server issue's path (`body.rooms.0.amenityIds`) as an antd field name. */
export function fieldNameOf(path: string): FieldName {
  const parts = path.split('.').filter((part) => part !== '');
  if (parts[0] === 'body' || parts[0] === 'querystring') parts.shift();
  return parts.map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * A validation message in the interface language: a schema key (`validation.max80`) or the
 * API's English text of one, which maps back to its key; other texts go through `errors`.
 */
export function translateValidation(message: string): string {
  if (message.startsWith('validation.')) {
    return i18n.t(message, { ns: 'common', defaultValue: message });
  }
  const key = keyByEnglish.get(message);
  if (key !== undefined) return i18n.t(`validation.${key}`, { ns: 'common' });
  return translateFailureText(message, undefined);
}

/**
 * Issues (zod or the API's details) as antd field errors, one entry per field. A field inside
 * a list (`rooms.0.amenityIds`) shows its first message only, the most specific when the
 * caller lists those first; a top-level field or list shows every rule it breaks.
 */
export function fieldErrorsOf(
  issues: ReadonlyArray<{ path: readonly PropertyKey[] | string; message: string }>,
): FieldError[] {
  const byField = new Map<string, FieldError>();
  for (const issue of issues) {
    const name =
      typeof issue.path === 'string'
        ? fieldNameOf(issue.path)
        : issue.path.filter((p): p is string | number => typeof p !== 'symbol');
    const id = JSON.stringify(name);
    const text = translateValidation(issue.message);
    const entry = byField.get(id);
    if (entry === undefined) byField.set(id, { name, errors: [text] });
    else if (name.length === 1 && !entry.errors.includes(text)) entry.errors.push(text);
  }
  return [...byField.values()];
}

/** The field errors of a refused request (400 VALIDATION_FAILED with details), else none. */
export function apiFieldErrors(error: ApiError): FieldError[] {
  if (error.details === undefined || error.details.length === 0) return [];
  return fieldErrorsOf(error.details);
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
