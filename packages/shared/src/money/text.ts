import type { Language } from '../accounts/rules';
import { intlLocale, toAsciiDigits } from '../intl/locales';
import { assertHalalas, CURRENCY, HALALAS_PER_RIYAL, type Halalas } from './amounts';
import { BASIS_POINTS_PER_WHOLE, type BasisPoints } from './rates';

// A decimal with at most two decimals. Grouping separators are not accepted: "1,234" in one
// locale is 1.234 in another, and a form field has no need for them.
const DECIMAL_TEXT = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** Decimal text with at most two decimals in hundredths, exactly; undefined otherwise. */
function parseHundredths(text: string, allowNegative: boolean): number | undefined {
  const match = DECIMAL_TEXT.exec(toAsciiDigits(text.trim()).replace('\u066b', '.'));
  if (!match) return undefined;
  const [, sign, whole = '', fraction = ''] = match;
  if (sign && !allowNegative) return undefined;
  const magnitude = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  const hundredths = Number(sign ? -magnitude : magnitude);
  return Number.isSafeInteger(hundredths) ? hundredths : undefined;
}

/**
 * Riyals written as text ("123.45", "١٢٣٫٤٥", "7") as halalas, exactly: 12345, 12345, 700.
 * Undefined for anything else: more than two decimals, grouping, exponents, a negative
 * amount unless `allowNegative`, or a value past the safe integers.
 */
export function parseSar(
  text: string,
  options: { allowNegative?: boolean } = {},
): Halalas | undefined {
  return parseHundredths(text, options.allowNegative ?? false);
}

/** A percentage written as text ("15", "12.5", "١٢٫٥") as basis points: 1500, 1250, 1250. */
export function parsePercent(text: string): BasisPoints | undefined {
  return parseHundredths(text, false);
}

/**
 * Halalas as riyals in plain decimal text with two decimals: 12345 → "123.45", −5 → "-0.05".
 * The form an input in string mode edits and the ZATCA QR code carries ("1000.00").
 */
export function toSarText(halalas: Halalas): string {
  assertHalalas(halalas);
  const magnitude = Math.abs(halalas);
  const riyals = Math.floor(magnitude / HALALAS_PER_RIYAL);
  const rest = String(magnitude % HALALAS_PER_RIYAL).padStart(2, '0');
  return `${halalas < 0 ? '-' : ''}${riyals}.${rest}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(language: Language, style: 'currency' | 'percent'): Intl.NumberFormat {
  const key = `${language}:${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(
      intlLocale(language),
      style === 'currency'
        ? { style, currency: CURRENCY }
        : { style, minimumFractionDigits: 0, maximumFractionDigits: 2 },
    );
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * An amount for people to read, in the interface language's Saudi locale. Intl is given the
 * exact decimal text, never a float. With Node 20's ICU, 123456 halalas read
 * "SAR 1,234.56" in English and "١٬٢٣٤٫٥٦ ر.س." in Arabic (Arabic-Indic digits and
 * separators, the abbreviation "ر.س." after the amount); both put a no-break space between
 * amount and currency, and Arabic wraps the whole in right-to-left marks (U+200F). Browsers
 * with another ICU may differ in these details (a newer CLDR may show the riyal sign).
 */
export function formatMoney(halalas: Halalas, language: Language): string {
  return formatterFor(language, 'currency').format(toSarText(halalas) as `${number}`);
}

/** A rate for people to read: 1500 → "15%" in English, "١٥٪؜" in Arabic; 1250 → "12.5%". */
export function formatPercent(basisPoints: BasisPoints, language: Language): string {
  if (!Number.isSafeInteger(basisPoints)) {
    throw new RangeError(`basis points must be an integer, got ${String(basisPoints)}`);
  }
  const magnitude = Math.abs(basisPoints);
  const whole = Math.floor(magnitude / BASIS_POINTS_PER_WHOLE);
  const rest = String(magnitude % BASIS_POINTS_PER_WHOLE).padStart(4, '0');
  const fraction = `${basisPoints < 0 ? '-' : ''}${whole}.${rest}` as `${number}`;
  return formatterFor(language, 'percent').format(fraction);
}
