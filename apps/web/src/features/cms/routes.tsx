import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { loadNamespaces } from '../../app/i18n';

/** A CMS screen: a chunk of its own, fetched when its route matches. */
const screen = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  lazy: async () => ({ Component: await load() }),
});

/**
 * The owner's CMS (requirements-next §14): its layout (the tabs) and texts come with its
 * chunk, each screen with its own; the rich-text editor loads with the first editor shown.
 */
export const cmsRoutes: RouteObject[] = [
  {
    path: '/cms',
    lazy: async () => {
      const [{ CmsLayout }] = await Promise.all([
        import('./pages/cms-layout'),
        loadNamespaces(['cms']),
      ]);
      return { Component: CmsLayout };
    },
    children: [
      { index: true, element: <Navigate to="/cms/site" replace /> },
      screen('site', async () => (await import('./pages/site-settings-page')).SiteSettingsPage),
      screen('content', async () => (await import('./pages/content-list-page')).ContentListPage),
      screen(
        'content/:id',
        async () => (await import('./pages/content-edit-page')).ContentEditPage,
      ),
      screen('menus', async () => (await import('./pages/menus-page')).MenusPage),
      screen(
        'email-templates',
        async () => (await import('./pages/email-templates-page')).EmailTemplatesPage,
      ),
      screen('blog', async () => (await import('./pages/blog-list-page')).BlogListPage),
      screen('blog/:id', async () => (await import('./pages/blog-edit-page')).BlogEditPage),
      screen(
        'blog-categories',
        async () => (await import('./pages/blog-categories-page')).BlogCategoriesPage,
      ),
    ],
  },
];
