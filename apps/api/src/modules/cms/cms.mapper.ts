import type {
  BlogCategory,
  BlogPost,
  MenuItem,
  MenuTarget,
  Page,
  SiteSettings,
} from '@nuzul/shared/cms';
import type { CategoryRow, MenuItemRow, PageRow, PostRow, SiteRow } from './cms.repository';

export const toSiteSettings = (row: SiteRow): SiteSettings => ({
  slug: row.slug,
  displayName: { ar: row.displayNameAr, en: row.displayNameEn },
  brandColor: row.brandColor,
  contact: { phone: row.phone, email: row.email, whatsapp: row.whatsapp },
  logo: row.logoKey
    ? {
        small: `/media/logos/${row.logoKey}/small.webp`,
        medium: `/media/logos/${row.logoKey}/medium.webp`,
      }
    : null,
  updatedAt: row.updatedAt.toISOString(),
});

export const toPage = (row: PageRow): Page => ({
  id: row.id,
  slug: row.slug,
  title: { ar: row.titleAr, en: row.titleEn },
  body: { ar: row.bodyAr, en: row.bodyEn },
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toBlogCategory = (row: CategoryRow): BlogCategory => ({
  id: row.id,
  slug: row.slug,
  name: { ar: row.nameAr, en: row.nameEn },
  postCount: row.postCount,
});

export const toBlogPost = (row: PostRow): BlogPost => ({
  id: row.id,
  slug: row.slug,
  title: { ar: row.titleAr, en: row.titleEn },
  excerpt: { ar: row.excerptAr, en: row.excerptEn },
  body: { ar: row.bodyAr, en: row.bodyEn },
  categoryId: row.categoryId,
  cover: row.coverKey
    ? {
        thumb: `/media/blog-covers/${row.coverKey}/thumb.webp`,
        medium: `/media/blog-covers/${row.coverKey}/medium.webp`,
        large: `/media/blog-covers/${row.coverKey}/large.webp`,
      }
    : null,
  status: row.status,
  publishDate: row.publishDate,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

function targetOf(row: MenuItemRow): MenuTarget {
  switch (row.targetType) {
    case 'page':
      return { type: 'page', pageId: row.pageId! };
    case 'property':
      return { type: 'property', propertyId: row.propertyId! };
    case 'blog':
      return { type: 'blog' };
    case 'url':
      return { type: 'url', url: row.url! };
    default: {
      const unknown: never = row.targetType;
      throw new Error(`menu target ${String(unknown)}`);
    }
  }
}

/** Rows in order as the nested menu: each parent with its children. */
export function toMenuItems(rows: MenuItemRow[]): MenuItem[] {
  const item = (row: MenuItemRow) => ({
    id: row.id,
    label: { ar: row.labelAr, en: row.labelEn },
    target: targetOf(row),
  });
  return rows
    .filter((row) => row.parentId === null)
    .map((parent) => ({
      ...item(parent),
      children: rows.filter((row) => row.parentId === parent.id).map(item),
    }));
}
