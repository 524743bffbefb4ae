import { parsePercent, parseSar, toSarText } from '@nuzul/shared/money';

/**
 * What a money or percent input hands the form. A value with more than two decimals has no
 * exact integer: it is passed on as the fraction it is (12.345 SAR → 1234.5), so the shared
 * schema refuses it with "At most 2 decimals allowed" instead of the input rounding silently.
 */
function hundredthsOf(
  text: string | null | undefined,
  parse: (text: string) => number | undefined,
) {
  if (text === null || text === undefined || text.trim() === '') return null;
  const exact = parse(text);
  if (exact !== undefined) return exact;
  const approximate = Number(text) * 100;
  return Number.isFinite(approximate) ? approximate : null;
}

/** "123.45" → 12345 halalas; blank → null. */
export function halalasFromText(text: string | null | undefined): number | null {
  return hundredthsOf(text, (value) => parseSar(value));
}

/** 12345 halalas → "123.45"; null or a fraction of a halala (not yet valid) → null. */
export function textFromHalalas(halalas: number | null | undefined): string | null {
  return typeof halalas === 'number' && Number.isSafeInteger(halalas) ? toSarText(halalas) : null;
}

/** "12.5" → 1250 basis points; blank → null. */
export function basisPointsFromText(text: string | null | undefined): number | null {
  return hundredthsOf(text, parsePercent);
}

/** 1250 basis points → "12.5", 1500 → "15"; null → null. */
export function textFromBasisPoints(basisPoints: number | null | undefined): string | null {
  if (typeof basisPoints !== 'number' || !Number.isSafeInteger(basisPoints) || basisPoints < 0) {
    return null;
  }
  const whole = Math.floor(basisPoints / 100);
  const rest = basisPoints % 100;
  if (rest === 0) return String(whole);
  return `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

/**
 * What an Arabic keyboard types, as the input's plain decimal text: Arabic-Indic digits
 * (١٢٣, ۱۲۳) as 123 and the Arabic decimal separator (٫) as a point.
 */
export function asciiDecimalText(text: string | undefined): string {
  return (text ?? '')
    .replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
      const code = digit.charCodeAt(0);
      return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
    })
    .replace(/\u066b/g, '.');
}
