import { Flex, Tabs } from 'antd';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { Heading } from '../../../components/heading';
import { NotFoundResult } from '../../../components/not-found-result';
import { CmsLoading } from '../components/cms-loading';

export const cmsSections = [
  'site',
  'content',
  'menus',
  'email-templates',
  'blog',
  'blog-categories',
] as const;
type CmsSection = (typeof cmsSections)[number];

const screen = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

// Each section is a chunk of its own, fetched when first shown.
const sectionScreens: Record<CmsSection, LazyExoticComponent<ComponentType>> = {
  site: screen(() => import('./site-settings-page'), 'SiteSettingsPage'),
  content: screen(() => import('./content-list-page'), 'ContentListPage'),
  menus: screen(() => import('./menus-page'), 'MenusPage'),
  'email-templates': screen(() => import('./email-templates-page'), 'EmailTemplatesPage'),
  blog: screen(() => import('./blog-list-page'), 'BlogListPage'),
  'blog-categories': screen(() => import('./blog-categories-page'), 'BlogCategoriesPage'),
};
/** The editors of `/cms/content/:id` and `/cms/blog/:id`. */
const itemScreens: Partial<Record<CmsSection, LazyExoticComponent<ComponentType>>> = {
  content: screen(() => import('./content-edit-page'), 'ContentEditPage'),
  blog: screen(() => import('./blog-edit-page'), 'BlogEditPage'),
};

const isSection = (value: string | undefined): value is CmsSection =>
  cmsSections.some((section) => section === value);

/**
 * The screen of the path under /cms (`menus`, `content/12`). Matched here rather than by
 * nested routes, so that the shell's router holds no list of the CMS's chunks and no
 * descendant-routes code.
 */
function screenOf(rest: string): ComponentType | 'index' | null {
  const [section, id, ...more] = rest.split('/').filter((part) => part !== '');
  if (section === undefined) return 'index';
  if (!isSection(section) || more.length > 0) return null;
  return id === undefined ? sectionScreens[section] : (itemScreens[section] ?? null);
}

/** The CMS's sections as tabs over their screens, one route each (`/cms/menus`). */
export function CmsLayout() {
  const { t } = useTranslation('cms');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const section = pathname.split('/')[2] ?? 'site';
  const Screen = screenOf(useParams()['*'] ?? '');

  return (
    <Flex vertical gap="small" data-testid="cms-layout" style={{ minWidth: 0 }}>
      <Heading level={1} look={3} style={{ margin: 0 }}>
        {t('title')}
      </Heading>
      <Tabs
        activeKey={section}
        onChange={(key) => void navigate(`/cms/${key}`)}
        items={cmsSections.map((key) => ({
          key,
          label: <span data-testid={`cms-tab-${key}`}>{t(`sections.${key}`)}</span>,
        }))}
      />
      <Suspense fallback={<CmsLoading />}>
        {Screen === 'index' ? (
          <Navigate to="/cms/site" replace />
        ) : Screen === null ? (
          <NotFoundResult />
        ) : (
          <Screen />
        )}
      </Suspense>
    </Flex>
  );
}
