import { errorCodes } from '@nuzul/shared/errors';
import { validationMessages } from '@nuzul/shared/validation';
import { describe, expect, it } from 'vitest';
import { namespaces, resources } from './resources';

type Tree = { readonly [key: string]: string | Tree };

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** Leaf keys as paths; plural forms collapse to their base key (Arabic has more forms). */
function keysOf(tree: Tree, prefix = ''): string[] {
  const keys = Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key.replace(pluralSuffix, '')}`]
      : keysOf(value, `${prefix}${key}.`),
  );
  return [...new Set(keys)].sort();
}

describe('locales', () => {
  it.each(namespaces)('has the same %s keys in Arabic and English', (ns) => {
    expect(keysOf(resources.ar[ns])).toEqual(keysOf(resources.en[ns]));
  });

  it.each(namespaces)('has no empty %s text', (ns) => {
    for (const language of ['ar', 'en'] as const) {
      const texts = JSON.stringify(resources[language][ns]);
      expect(texts).not.toContain('""');
    }
  });

  it('translates every API error code and the client-side failures', () => {
    const keys = Object.keys(resources.en.errors);
    for (const code of errorCodes) expect(keys).toContain(code);
    expect(Object.keys(resources.en.errors.failures)).toEqual(
      expect.arrayContaining(['network', 'fetchData', 'saveData', 'noChanges']),
    );
  });

  it('looks no text up by an English sentence: every key is a name', () => {
    for (const ns of namespaces) {
      for (const key of keysOf(resources.en[ns])) expect(key).toMatch(/^[\w.-]+$/);
    }
  });

  it('translates every shared validation message key', () => {
    for (const key of Object.keys(validationMessages)) {
      expect(resources.ar.common.validation).toHaveProperty(key);
      expect(resources.en.common.validation).toHaveProperty(key);
    }
  });

  it('has the arrival-instructions message under seasonalPricing', () => {
    expect(resources.ar.seasonalPricing.errors.arrivalInstructionsnotempty).not.toBe('');
    expect(resources.en.seasonalPricing.errors.arrivalInstructionsnotempty).not.toBe('');
  });
});
