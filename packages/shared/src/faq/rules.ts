/** The FAQ's sections, in the order the page shows them (requirements-next §13). */
export const faqCategories = [
  'getting_started',
  'properties_photos',
  'prices_seasons',
  'publishing_plans',
  'vat_invoices',
  'calendar_bookings',
  'channels_ical',
  'security_mfa',
  'notifications',
] as const;
export type FaqCategory = (typeof faqCategories)[number];

export const FAQ_QUESTION_MAX_LENGTH = 300;
export const FAQ_ANSWER_MAX_LENGTH = 4000;
export const FAQ_SEARCH_MAX_LENGTH = 100;
export const FAQ_SORT_ORDER_MAX = 100_000;

// Harakat, tanween, shadda, sukun, superscript alef (U+064B–U+065F, U+0670) and the
// Quranic marks (U+06D6–U+06ED): spelling marks that a reader may or may not type.
const TASHKEEL = /[\u064B-\u065F\u0670\u06D6-\u06ED]/g;
const TATWEEL = /\u0640/g;
const ALEF_VARIANTS = /[\u0622\u0623\u0625\u0671]/g; // آ أ إ ٱ
const TEH_MARBUTA = /\u0629/g; // ة
const ALEF_MAKSURA = /\u0649/g; // ى

/**
 * Text as the FAQ's search compares it: lower case, Arabic diacritics and tatweel removed,
 * أ إ آ written ا, ة written ه and ى written ي, so that the spelling variants people type
 * ("ايجار", "الضريبه") find the written ones. One character in gives at most one out, so an
 * index into the normalised text is found again in the original by `normalizedSpans`.
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(TASHKEEL, '')
    .replace(TATWEEL, '')
    .replace(ALEF_VARIANTS, '\u0627')
    .replace(TEH_MARBUTA, '\u0647')
    .replace(ALEF_MAKSURA, '\u064A');
}

/** The search's words: normalised, split on white space, empty ones dropped. */
export function searchTerms(query: string): string[] {
  return normalizeForSearch(query)
    .split(/\s+/u)
    .filter((term) => term.length > 0);
}

/** Every word of the query appears (normalised) in one of the texts. */
export function matchesSearch(query: string, ...texts: string[]): boolean {
  const terms = searchTerms(query);
  if (terms.length === 0) return true;
  const haystack = texts.map(normalizeForSearch).join('\n');
  return terms.every((term) => haystack.includes(term));
}

/** A part of a text to show, marked when it matched one of the query's words. */
export interface TextPart {
  text: string;
  match: boolean;
}

/**
 * The text cut into parts where the query's words match it after normalisation, for
 * highlighting: the parts carry the original characters (with their tashkeel), so
 * "الضريبه" highlights "الضريبة" as written.
 */
export function highlightParts(text: string, query: string): TextPart[] {
  const terms = searchTerms(query);
  if (terms.length === 0 || text.length === 0) return text ? [{ text, match: false }] : [];
  // Map each original character to its normalised form ('' when it is dropped).
  const starts: number[] = [];
  let normalized = '';
  for (const char of text) {
    starts.push(normalized.length);
    normalized += normalizeForSearch(char);
  }
  const marked = new Array<boolean>(normalized.length).fill(false);
  for (const term of terms) {
    let from = normalized.indexOf(term);
    while (from !== -1) {
      for (let i = from; i < from + term.length; i++) marked[i] = true;
      from = normalized.indexOf(term, from + term.length);
    }
  }
  const chars = [...text];
  const parts: TextPart[] = [];
  chars.forEach((char, index) => {
    const start = starts[index]!;
    const end = index + 1 < chars.length ? starts[index + 1]! : normalized.length;
    // A dropped mark belongs to the letter before it.
    const match =
      end > start ? marked.slice(start, end).some(Boolean) : (parts.at(-1)?.match ?? false);
    const last = parts.at(-1);
    if (last && last.match === match) last.text += char;
    else parts.push({ text: char, match });
  });
  return parts;
}
