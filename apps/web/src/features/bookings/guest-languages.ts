import { isLanguageCode } from '@nuzul/shared/bookings';

/**
 * The guest's language (ISO 639-1): Arabic and English first, then the languages most
 * guests of Saudi rentals speak. Names come from Intl in the interface language.
 */
export const guestLanguageCodes = [
  'ar',
  'en',
  'ur',
  'hi',
  'bn',
  'id',
  'ms',
  'tl',
  'fa',
  'tr',
  'fr',
  'de',
  'es',
  'it',
  'ru',
  'zh',
  'ja',
  'ko',
  'sw',
  'am',
  'so',
  'ha',
  'ps',
  'ml',
  'ta',
  'te',
  'ne',
  'si',
  'th',
  'vi',
  'pt',
  'nl',
] as const;

/** The codes as options named in the interface language, Arabic and English first. */
export function guestLanguageOptions(language: string): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([language], { type: 'language' });
  return guestLanguageCodes
    .filter(isLanguageCode)
    .map((code) => ({ value: code, label: names.of(code) ?? code }));
}
