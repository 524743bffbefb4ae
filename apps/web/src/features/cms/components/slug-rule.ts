import {
  CONTENT_SLUG_MAX_LENGTH,
  SLUG_PATTERN,
  isSiteSlugFormat,
  reservedPageSlugs,
  reservedSiteSlugs,
} from '@nuzul/shared/cms';
import type { ValidationMessageKey } from '@nuzul/shared/validation';
import type { FormRule } from 'antd';
import { validationText } from '../../../app/describe-failure';

export type SlugKind = 'site' | 'page' | 'content';

/**
 * The first rule of the shared address rules (@nuzul/shared/cms) that a slug breaks, by the
 * API's own message keys; null when it keeps them all. The API checks them again on save.
 * (The shared schemas themselves would bring the booking form's phone and money rules along.)
 */
export function slugRefusal(kind: SlugKind, value: string): ValidationMessageKey | null {
  const slug = value.trim();
  if (slug === '') return 'required';
  if (kind === 'site') {
    if (!isSiteSlugFormat(slug)) return 'siteSlugFormat';
    return reservedSiteSlugs.has(slug) ? 'slugReserved' : null;
  }
  if (slug.length > CONTENT_SLUG_MAX_LENGTH) return 'tooLong';
  if (!SLUG_PATTERN.test(slug)) return 'slugFormat';
  return kind === 'page' && reservedPageSlugs.has(slug) ? 'slugReserved' : null;
}

/** The same as an antd Form rule, its text in the interface language. */
export function slugRule(kind: SlugKind): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const refusal = slugRefusal(kind, typeof value === 'string' ? value : '');
      if (refusal !== null) throw new Error(validationText(refusal));
    },
  };
}
