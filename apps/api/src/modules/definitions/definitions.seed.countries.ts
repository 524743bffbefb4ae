import { createRequire } from 'node:module';
import countries, { type LocaleData } from 'i18n-iso-countries/index.js';
import { countryIdFromNumeric } from '@nuzul/shared/definitions';
import type { SeedEntry } from './definitions.seed';

// The package's main entry loads all of its ~80 languages; only Arabic and English are needed.
const require = createRequire(import.meta.url);
countries.registerLocale(require('i18n-iso-countries/langs/ar.json') as LocaleData);
countries.registerLocale(require('i18n-iso-countries/langs/en.json') as LocaleData);

/** Saudi Arabia first, then the other Gulf states; the rest follow by English name. */
const FIRST = ['SA', 'AE', 'KW', 'BH', 'QA', 'OM'];

/** The ISO short names that read like a catalogue entry, in the form people use. */
const ENGLISH_NAMES: Record<string, string> = {
  CN: 'China',
  CZ: 'Czechia',
  FM: 'Micronesia',
  IR: 'Iran',
  MD: 'Moldova',
  MK: 'North Macedonia',
  PS: 'Palestine',
  RU: 'Russia',
  TW: 'Taiwan',
  TZ: 'Tanzania',
  US: 'United States',
  VA: 'Vatican City',
  VG: 'British Virgin Islands',
  VI: 'U.S. Virgin Islands',
};

const byEnglishName = new Intl.Collator('en').compare;

/** Every ISO 3166-1 country: id = COUNTRY_ID_OFFSET + numeric code, code = alpha-2. */
export function countryEntries(): SeedEntry[] {
  const english = countries.getNames('en');
  const arabic = countries.getNames('ar');
  const rank = (code: string) => {
    const first = FIRST.indexOf(code);
    return first === -1 ? FIRST.length : first;
  };
  return Object.keys(english)
    .map((code) => ({ code, en: ENGLISH_NAMES[code] ?? english[code]! }))
    .sort((a, b) => rank(a.code) - rank(b.code) || byEnglishName(a.en, b.en))
    .map(({ code, en }) => ({
      id: countryIdFromNumeric(Number(countries.alpha2ToNumeric(code))),
      code,
      en,
      ar: arabic[code] ?? en,
    }));
}
