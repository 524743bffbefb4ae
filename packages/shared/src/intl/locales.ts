import type { Language } from '../accounts/rules';

/**
 * The `Intl` locale of each interface language. Saudi Arabia in both, so English shows
 * amounts in SAR and Arabic uses the Saudi conventions (Arabic-Indic digits).
 */
const intlLocales: Record<Language, string> = { ar: 'ar-SA', en: 'en-SA' };

export function intlLocale(language: Language): string {
  return intlLocales[language];
}

/** Arabic-Indic (U+0660) and Eastern Arabic-Indic (U+06F0) digits as ASCII digits. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}
