import { z } from 'zod';
import { messageKey, type ValidationMessageKey } from './messages';

/** The largest PostgreSQL `integer`: the type of every numeric id column. */
export const DB_INTEGER_MAX = 2_147_483_647;

/**
 * The message of a field's own issues: a missing value is required, a value of another type
 * is `wrongType`, and a check without a message of its own is an invalid value. Null counts
 * as missing because the web forms send it for an emptied number or choice.
 */
export function fieldError(wrongType: ValidationMessageKey = 'invalidValue') {
  return {
    error: (issue: { code?: string; input?: unknown }) => {
      if (issue.input === undefined || issue.input === null) return messageKey('required');
      return messageKey(issue.code === 'invalid_type' ? wrongType : 'invalidValue');
    },
  };
}

// JSON may carry both, and PostgreSQL stores neither: `text` refuses NUL, and jsonb refuses
// the escape of half a surrogate pair. Without the `u` flag the pattern sees UTF-16 units.
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text without NUL characters and without half of a surrogate pair. */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/**
 * Every text field of a request: a string that the database can store. Chain the field's own
 * rules (trim, length, format) after it; they do not run on refused text.
 */
export function safeText() {
  return z
    .string(fieldError())
    .refine(isStorableText, { message: messageKey('invalidText'), abort: true });
}

/** A row id in a request body: a positive PostgreSQL integer. */
export const dbId = z
  .number(fieldError('mustBeNumber'))
  .int(messageKey('invalidValue'))
  .min(1, messageKey('invalidValue'))
  .max(DB_INTEGER_MAX, messageKey('invalidValue'));

/** A row id in a URL (path or query string), where every value arrives as text. */
export const dbIdParam = z.coerce
  .number(fieldError())
  .int(messageKey('invalidValue'))
  .min(1, messageKey('invalidValue'))
  .max(DB_INTEGER_MAX, messageKey('invalidValue'));
