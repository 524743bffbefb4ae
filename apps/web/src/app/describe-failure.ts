import type { ErrorCode } from '@nuzul/shared/errors';
import type enErrors from '../locales/en/errors.json';
import { isApiError } from './api-error';
import { arrivalInstructionsText, describers } from './error-texts';
import { i18n } from './i18n';

export { validationText } from './error-texts';

/** What a screen says when its own call failed (spec §8 "Failed to …"), under `errors:failures`. */
export type ScreenFailure = keyof (typeof enErrors)['failures'];

/** Spec §8: a failure about arrival instructions has its own message (seasonal pricing). */
const arrivalInstructionsMarker = 'arrivalInstructions.';

/** The text of a code on its own (a code that came in a redirect, a refusal without details). */
export function describeCode(code: ErrorCode): string {
  return describers[code]([]);
}

/**
 * Any failure as text in the interface language, by its code and its fields' message keys
 * only: no English sentence of the answer is looked up. Without an answer it is "Network
 * Error."; a failure that is no API call's is unexpected.
 */
export function describeFailure(error: unknown): string {
  if (!isApiError(error)) return describeCode('UNEXPECTED_ERROR');
  if (error.code === null) return screenFailureText('network');
  const details = error.details ?? [];
  if (
    error.message.includes(arrivalInstructionsMarker) ||
    details.some((issue) => issue.path.includes(arrivalInstructionsMarker))
  ) {
    return arrivalInstructionsText();
  }
  return describers[error.code](details);
}

export function screenFailureText(key: ScreenFailure): string {
  return i18n.t(`failures.${key}`, { ns: 'errors' });
}
