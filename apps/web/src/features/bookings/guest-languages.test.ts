import { isLanguageCode } from '@nuzul/shared/bookings';
import { describe, expect, it } from 'vitest';
import { guestLanguageCodes, guestLanguageOptions } from './guest-languages';

describe('guest languages', () => {
  it('offers only codes the shared rule accepts, Arabic and English first', () => {
    expect(guestLanguageCodes.every((code) => isLanguageCode(code))).toBe(true);
    const options = guestLanguageOptions('en');
    expect(options.slice(0, 2)).toEqual([
      { value: 'ar', label: 'Arabic' },
      { value: 'en', label: 'English' },
    ]);
    expect(guestLanguageOptions('ar')[0]).toEqual({ value: 'ar', label: 'العربية' });
  });
});
