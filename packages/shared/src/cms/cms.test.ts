import { describe, expect, it } from 'vitest';
import { emailPlaceholders, isSiteSlugFormat, isWebUrl, placeholdersByKind } from './rules';
import { menuInput, siteSlugField } from './schemas';

describe('site slug (requirements-next §14)', () => {
  it.each([
    ['abc', true],
    ['a'.repeat(40), true],
    ['ab', false],
    ['a'.repeat(41), false],
    ['Abc', false],
    ['a_b', false],
    ['-abc', false],
    ['abc-', false],
    ['a-b-1', true],
  ])('%s is %s', (slug, ok) => {
    expect(isSiteSlugFormat(slug)).toBe(ok);
  });

  it('refuses the reserved words with their own message', () => {
    const result = siteSlugField.safeParse('admin');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.slugReserved');
  });
});

describe('menu links', () => {
  it('are http or https only', () => {
    expect(isWebUrl('https://example.sa')).toBe(true);
    expect(isWebUrl('http://example.sa/x')).toBe(true);
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
    expect(isWebUrl('data:text/html,x')).toBe(false);
    expect(isWebUrl('/s/site')).toBe(false);
  });

  it('count children towards the 30 items', () => {
    const item = { label: { ar: 'أ', en: 'a' }, target: { type: 'blog' } };
    const menu = (parents: number, children: number) => ({
      items: Array.from({ length: parents }, () => ({
        ...item,
        children: Array.from({ length: children }, () => item),
      })),
    });
    expect(menuInput.safeParse(menu(15, 1)).success).toBe(true);
    expect(menuInput.safeParse(menu(11, 2)).success).toBe(false);
  });
});

describe('placeholders', () => {
  it('give every kind only names of the catalogue, the guest and the property always', () => {
    for (const names of Object.values(placeholdersByKind)) {
      for (const name of names) expect(emailPlaceholders).toContain(name);
      expect(names).toEqual(expect.arrayContaining(['guest.firstName', 'property.name']));
    }
  });
});
