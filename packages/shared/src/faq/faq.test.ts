import { describe, expect, it } from 'vitest';
import { highlightParts, matchesSearch, normalizeForSearch } from './rules';

describe('FAQ search normalisation (requirements-next §13)', () => {
  it('writes أ إ آ as ا, ة as ه, ى as ي, and drops tashkeel and tatweel', () => {
    expect(normalizeForSearch('أإآا')).toBe('اااا');
    expect(normalizeForSearch('الضريبة')).toBe('الضريبه');
    expect(normalizeForSearch('مستوى')).toBe('مستوي');
    expect(normalizeForSearch('الحَجْزُ')).toBe('الحجز');
    expect(normalizeForSearch('الحـــجز')).toBe('الحجز');
    expect(normalizeForSearch('iCal VAT')).toBe('ical vat');
  });

  it('finds "ايجار" when "إيجار" is typed, and "إيجار" when "ايجار" is typed', () => {
    expect(matchesSearch('إيجار', 'عقد ايجار شهري')).toBe(true);
    expect(matchesSearch('ايجار', 'كيف أحدد سعر الإيجار؟')).toBe(true);
  });

  it('finds "الضريبه" when "الضريبة" is typed', () => {
    expect(matchesSearch('الضريبة', 'تضاف الضريبه إلى الفاتورة')).toBe(true);
  });

  it('finds the bare word when a word with tashkeel is typed, and the other way round', () => {
    expect(matchesSearch('الحَجْز', 'يظهر الحجز في التقويم')).toBe(true);
    expect(matchesSearch('الحجز', 'يظهر الحَجْزُ في التقويم')).toBe(true);
  });

  it('needs every word of the query, in any of the texts; an empty query matches all', () => {
    expect(matchesSearch('two factor', 'Two-factor sign-in', 'factor')).toBe(true);
    expect(matchesSearch('two invoice', 'Two-factor sign-in', 'A code')).toBe(false);
    expect(matchesSearch('   ', 'anything')).toBe(true);
  });

  it('highlights the written characters that matched, with their marks', () => {
    expect(highlightParts('ما هي الضريبة؟', 'الضريبه')).toEqual([
      { text: 'ما هي ', match: false },
      { text: 'الضريبة', match: true },
      { text: '؟', match: false },
    ]);
    expect(highlightParts('الحَجْزُ اليوم', 'الحجز')).toEqual([
      { text: 'الحَجْزُ', match: true },
      { text: ' اليوم', match: false },
    ]);
    expect(highlightParts('Add a VAT number', 'vat')).toEqual([
      { text: 'Add a ', match: false },
      { text: 'VAT', match: true },
      { text: ' number', match: false },
    ]);
    expect(highlightParts('text', '')).toEqual([{ text: 'text', match: false }]);
  });
});
