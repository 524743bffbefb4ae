/**
 * Validation messages of the specification (§5), by key. Schemas carry `validation.<key>`
 * as their message; the API answers with the English text and the web app translates the
 * key, so both sides show the same rule in the same words.
 */
export const validationMessages = {
  required: 'This field is required',
  invalidEmail: 'Invalid email format',
  passwordLength: 'Password must be 8 to 128 characters',
  passwordMix: 'Password must mix letters, digits and special characters',
  passwordCommon: 'This password is too common. Choose another one.',
  passwordsDoNotMatch: 'Passwords do not match',
  codeLength: 'Please enter the 6-digit code',
  max80: 'Maximum 80 characters allowed',
  tooLong: 'This value is too long',
  invalidValue: 'Invalid value',
} as const;

export type ValidationMessageKey = keyof typeof validationMessages;

const PREFIX = 'validation.';

export function messageKey(key: ValidationMessageKey): string {
  return PREFIX + key;
}

/** English text for a schema message; messages that are not keys pass through. */
export function englishMessage(message: string): string {
  if (!message.startsWith(PREFIX)) return message;
  const key = message.slice(PREFIX.length);
  return Object.hasOwn(validationMessages, key)
    ? validationMessages[key as ValidationMessageKey]
    : message;
}
