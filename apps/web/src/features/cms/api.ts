import type {
  BlogCategory,
  BlogCategoryInput,
  BlogPost,
  BlogPostInput,
  BlogPostSummary,
  ContentStatus,
  EmailTemplate,
  EmailTemplateInput,
  EmailTemplateKind,
  Menu,
  MenuInput,
  MenuLocation,
  Page,
  PageInput,
  PageSummary,
  RenderedEmail,
  SiteSettings,
  SiteSettingsInput,
} from '@nuzul/shared/cms';
import type { ListingItem } from '@nuzul/shared/listings';
import { PAGE_SIZE_MAX } from '@nuzul/shared/listings';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiDelete,
  apiGet,
  apiGetPage,
  apiPost,
  apiPut,
  type PageMeta,
} from '../../app/api-client';
import type { ApiError } from '../../app/api-error';
import type { Language } from '../../app/i18n';
import { uploadFile } from '../listings';

/** Every CMS query starts with 'cms': a write reads the ones it changes again. */
export const cmsKeys = {
  site: ['cms', 'site'] as const,
  pages: ['cms', 'pages'] as const,
  page: (id: number) => ['cms', 'pages', id] as const,
  menu: (location: MenuLocation) => ['cms', 'menus', location] as const,
  templates: ['cms', 'email-templates'] as const,
  categories: ['cms', 'blog', 'categories'] as const,
  posts: ['cms', 'blog', 'posts'] as const,
  postsPage: (query: PostsFilter) => ['cms', 'blog', 'posts', 'page', query] as const,
  post: (id: number) => ['cms', 'blog', 'posts', id] as const,
  properties: ['cms', 'properties'] as const,
};

// Every call is silent: the screens tell their own failures ("Failed to fetch data" …).
const silent = { silent: true } as const;

/** The site's settings; null until the owner saves them the first time. */
export function useSiteSettings() {
  return useQuery<SiteSettings | null, ApiError>({
    queryKey: cmsKeys.site,
    queryFn: ({ signal }) => apiGet<SiteSettings | null>('/cms/site', { ...silent, signal }),
  });
}

export function useSaveSite() {
  const queryClient = useQueryClient();
  return useMutation<SiteSettings, ApiError, SiteSettingsInput>({
    mutationFn: (body) => apiPut<SiteSettings>('/cms/site', body, silent),
    onSuccess: (site) => queryClient.setQueryData(cmsKeys.site, site),
  });
}

/** Uploads the logo (the settings must be saved first), or removes it with `null`. */
export function useSiteLogo() {
  const queryClient = useQueryClient();
  return useMutation<SiteSettings, ApiError, File | null>({
    mutationFn: (file) =>
      file === null
        ? apiDelete<SiteSettings>('/cms/site/logo', silent)
        : uploadFile<SiteSettings>('/cms/site/logo', file),
    onSuccess: (site) => queryClient.setQueryData(cmsKeys.site, site),
  });
}

/** The owner's properties (published or not), for menu targets and the widget snippet. */
export function useOwnProperties() {
  return useQuery<ListingItem[], ApiError>({
    queryKey: cmsKeys.properties,
    queryFn: async ({ signal }) => {
      const query = { tab: 'properties', status: 'all', page: 1, pageSize: PAGE_SIZE_MAX };
      return (await apiGetPage<ListingItem>('/listings', { ...silent, query, signal })).data;
    },
  });
}

export function usePages() {
  return useQuery<PageSummary[], ApiError>({
    queryKey: cmsKeys.pages,
    queryFn: ({ signal }) => apiGet<PageSummary[]>('/cms/pages', { ...silent, signal }),
  });
}

export function usePage(id: number | null) {
  return useQuery<Page, ApiError>({
    queryKey: cmsKeys.page(id ?? 0),
    queryFn: ({ signal }) => apiGet<Page>(`/cms/pages/${id}`, { ...silent, signal }),
    enabled: id !== null,
  });
}

/** Adds a page (id null) or replaces one; the lists and menus read again. */
export function useSavePage() {
  const queryClient = useQueryClient();
  return useMutation<Page, ApiError, { id: number | null; body: PageInput }>({
    mutationFn: ({ id, body }) =>
      id === null
        ? apiPost<Page>('/cms/pages', body, silent)
        : apiPut<Page>(`/cms/pages/${id}`, body, silent),
    onSuccess: (page) => {
      queryClient.setQueryData(cmsKeys.page(page.id), page);
      return queryClient.invalidateQueries({ queryKey: cmsKeys.pages, exact: true });
    },
  });
}

export function useDeletePage() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, number>({
    mutationFn: (id) => apiDelete(`/cms/pages/${id}`, silent),
    // Its menu items go with it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cms'] }),
  });
}

export function useMenu(location: MenuLocation) {
  return useQuery<Menu, ApiError>({
    queryKey: cmsKeys.menu(location),
    queryFn: ({ signal }) => apiGet<Menu>(`/cms/menus/${location}`, { ...silent, signal }),
  });
}

/** Replaces the whole menu in one call. */
export function useSaveMenu(location: MenuLocation) {
  const queryClient = useQueryClient();
  return useMutation<Menu, ApiError, MenuInput>({
    mutationFn: (body) => apiPut<Menu>(`/cms/menus/${location}`, body, silent),
    onSuccess: (menu) => queryClient.setQueryData(cmsKeys.menu(location), menu),
  });
}

export function useEmailTemplates() {
  return useQuery<EmailTemplate[], ApiError>({
    queryKey: cmsKeys.templates,
    queryFn: ({ signal }) => apiGet<EmailTemplate[]>('/cms/email-templates', { ...silent, signal }),
  });
}

/** Saves a template, or resets it to the default (`body` null). */
export function useSaveTemplate(kind: EmailTemplateKind) {
  const queryClient = useQueryClient();
  return useMutation<EmailTemplate, ApiError, EmailTemplateInput | null>({
    mutationFn: (body) =>
      body === null
        ? apiDelete<EmailTemplate>(`/cms/email-templates/${kind}`, silent)
        : apiPut<EmailTemplate>(`/cms/email-templates/${kind}`, body, silent),
    onSuccess: (saved) =>
      queryClient.setQueryData<EmailTemplate[]>(cmsKeys.templates, (list) =>
        list?.map((template) => (template.kind === kind ? saved : template)),
      ),
  });
}

/** The template as edited, rendered with a sample booking in one language. */
export function usePreviewTemplate(kind: EmailTemplateKind) {
  return useMutation<RenderedEmail, ApiError, { locale: Language; template: EmailTemplateInput }>({
    mutationFn: (body) =>
      apiPost<RenderedEmail>(`/cms/email-templates/${kind}/preview`, body, silent),
  });
}

/** Sends the saved template to the owner's own address; answers that address. */
export function useTestTemplate(kind: EmailTemplateKind) {
  return useMutation<{ email: string }, ApiError, Language>({
    mutationFn: (locale) =>
      apiPost<{ email: string }>(`/cms/email-templates/${kind}/test`, { locale }, silent),
  });
}

export function useCategories() {
  return useQuery<BlogCategory[], ApiError>({
    queryKey: cmsKeys.categories,
    queryFn: ({ signal }) => apiGet<BlogCategory[]>('/cms/blog/categories', { ...silent, signal }),
  });
}

export function useCategoryWrites() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: cmsKeys.categories });
  return {
    save: useMutation<BlogCategory, ApiError, { id: number | null; body: BlogCategoryInput }>({
      mutationFn: ({ id, body }) =>
        id === null
          ? apiPost<BlogCategory>('/cms/blog/categories', body, silent)
          : apiPut<BlogCategory>(`/cms/blog/categories/${id}`, body, silent),
      onSuccess,
    }),
    remove: useMutation<unknown, ApiError, number>({
      mutationFn: (id) => apiDelete(`/cms/blog/categories/${id}`, silent),
      onSuccess,
    }),
  };
}

/** A page of the posts list, by status and category (all when absent). */
export interface PostsFilter {
  page: number;
  status?: ContentStatus | undefined;
  categoryId?: number | undefined;
}

export function usePosts(query: PostsFilter) {
  return useQuery<{ data: BlogPostSummary[]; meta: PageMeta }, ApiError>({
    queryKey: cmsKeys.postsPage(query),
    queryFn: ({ signal }) =>
      apiGetPage<BlogPostSummary>('/cms/blog/posts', { ...silent, query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePost(id: number | null) {
  return useQuery<BlogPost, ApiError>({
    queryKey: cmsKeys.post(id ?? 0),
    queryFn: ({ signal }) => apiGet<BlogPost>(`/cms/blog/posts/${id}`, { ...silent, signal }),
    enabled: id !== null,
  });
}

/** The post's writes; each keeps the post's query and the category counts up to date. */
export function usePostWrites() {
  const queryClient = useQueryClient();
  const stored = (post: BlogPost) => {
    queryClient.setQueryData(cmsKeys.post(post.id), post);
    return queryClient.invalidateQueries({
      predicate: ({ queryKey }) =>
        queryKey[0] === 'cms' &&
        queryKey[1] === 'blog' &&
        (queryKey[2] === 'categories' || queryKey[3] === 'page'),
    });
  };
  return {
    save: useMutation<BlogPost, ApiError, { id: number | null; body: BlogPostInput }>({
      mutationFn: ({ id, body }) =>
        id === null
          ? apiPost<BlogPost>('/cms/blog/posts', body, silent)
          : apiPut<BlogPost>(`/cms/blog/posts/${id}`, body, silent),
      onSuccess: stored,
    }),
    cover: useMutation<BlogPost, ApiError, { id: number; file: File | null }>({
      mutationFn: ({ id, file }) =>
        file === null
          ? apiDelete<BlogPost>(`/cms/blog/posts/${id}/cover`, silent)
          : uploadFile<BlogPost>(`/cms/blog/posts/${id}/cover`, file),
      onSuccess: stored,
    }),
    remove: useMutation<unknown, ApiError, number>({
      mutationFn: (id) => apiDelete(`/cms/blog/posts/${id}`, silent),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cms', 'blog'] }),
    }),
  };
}
