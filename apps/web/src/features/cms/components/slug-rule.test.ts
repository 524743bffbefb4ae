import { describe, expect, it } from 'vitest';
import { slugRefusal } from './slug-rule';

describe('CMS addresses, by the shared rules', () => {
  it.each([
    ['site', 'my-villas', null],
    ['site', 'ab', 'siteSlugFormat'],
    ['site', 'My-Villas', 'siteSlugFormat'],
    ['site', '-villas', 'siteSlugFormat'],
    ['site', 'admin', 'slugReserved'],
    ['site', '   ', 'required'],
    ['page', 'about-us', null],
    ['page', 'blog', 'slugReserved'],
    ['page', 'about us', 'slugFormat'],
    ['page', 'a'.repeat(81), 'tooLong'],
    ['content', 'blog', null],
    ['content', 'news_2026', 'slugFormat'],
  ] as const)('%s address %j → %s', (kind, slug, refusal) => {
    expect(slugRefusal(kind, slug)).toBe(refusal);
  });
});
