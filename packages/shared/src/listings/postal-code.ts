import type { ValidationMessageKey } from '../validation/messages';

/** Saudi national address postal codes: five digits (12211 is in Riyadh's Olaya). */
const SAUDI_POSTAL_CODE = /^\d{5}$/;
/** Elsewhere: letters, digits, spaces and dashes, at least one letter or digit, at most 10. */
const OTHER_POSTAL_CODE = /^(?=.*[A-Za-z0-9])[A-Za-z0-9 -]{1,10}$/;

/**
 * What is wrong with a postal code in a country, or undefined when it fits. An empty code is
 * left to the field's own "required" rule.
 */
export function postalCodeIssue(
  countryCode: string | null | undefined,
  postalCode: string,
): ValidationMessageKey | undefined {
  const code = postalCode.trim();
  if (code === '') return undefined;
  if (countryCode === 'SA') return SAUDI_POSTAL_CODE.test(code) ? undefined : 'postalCodeSaudi';
  return OTHER_POSTAL_CODE.test(code) ? undefined : 'postalCodeInvalid';
}
