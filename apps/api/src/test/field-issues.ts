import type { FieldIssue } from '@nuzul/shared/errors';
import { validationMessages, type ValidationMessageKey } from '@nuzul/shared/validation';

const keys = Object.keys(validationMessages) as ValidationMessageKey[];

/**
 * The issue the API answers for a field refused with `message`. Tests name the rules by their
 * English words; the answer must carry the key of those words as its `code` beside them.
 */
export function issueSaying(path: string, message: string): FieldIssue {
  const code = keys.find((key) => validationMessages[key] === message);
  if (code === undefined) throw new Error(`no validation message says "${message}"`);
  return { path, code, message };
}
