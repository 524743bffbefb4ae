import type { BlogCategory, EmailTemplate, Menu, Page } from '@nuzul/shared/cms';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../app/i18n';
import { setToastApi } from '../../app/toast';
import { callsOf, NoResizeObserver, serveApi, type ApiRoutes } from '../inbox/test-harness';
import { cmsRoutes } from './routes';

const fetchMock = vi.fn<typeof fetch>();
const toasts = { error: vi.fn(), success: vi.fn(), info: vi.fn() };

const page: Page = {
  id: 3,
  slug: 'about',
  title: { ar: 'من نحن', en: 'About us' },
  body: { ar: '<p dir="auto">مرحبًا بكم</p>', en: '<p dir="auto">Welcome</p>' },
  status: 'published',
  createdAt: '2026-05-01T09:00:00.000Z',
  updatedAt: '2026-05-02T09:00:00.000Z',
};

const template: EmailTemplate = {
  kind: 'booking_confirmation',
  subject: { ar: 'تأكيد حجزك', en: 'Your booking is confirmed' },
  body: { ar: '<p>مرحبًا {{guest.firstName}}</p>', en: '<p>Hello {{guest.firstName}}</p>' },
  isDefault: true,
  placeholders: ['guest.firstName', 'property.name'],
  updatedAt: null,
};

const categories: BlogCategory[] = [
  { id: 4, slug: 'news', name: { ar: 'أخبار', en: 'News' }, postCount: 2 },
];

const menu: Menu = {
  location: 'header',
  items: [
    {
      id: 1,
      label: { ar: 'الرئيسية', en: 'Home' },
      target: { type: 'url', url: 'https://a.sa' },
      children: [],
    },
    { id: 2, label: { ar: 'المدونة', en: 'Blog' }, target: { type: 'blog' }, children: [] },
    {
      id: 3,
      label: { ar: 'من نحن', en: 'About' },
      target: { type: 'page', pageId: 3 },
      children: [],
    },
  ],
};

function renderCms(path: string, routes: ApiRoutes) {
  serveApi(fetchMock, {
    'GET /cms/pages': [200, { data: [page] }],
    'GET /listings': [200, { data: [], meta: { page: 1, pageSize: 50, total: 0 } }],
    ...routes,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ hydrateFallbackElement: <p data-testid="route-loading" />, children: cmsRoutes }],
    { initialEntries: [path] },
  );
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** The body of the last write to `METHOD /path`. */
function sent(method: string, path: string): unknown {
  const call = fetchMock.mock.calls.findLast(
    ([input, init]) =>
      init?.method === method &&
      new URL(String(input), 'http://localhost').pathname === `/api/v1${path}`,
  );
  return call?.[1]?.body === undefined ? undefined : JSON.parse(String(call[1].body));
}

beforeAll(async () => {
  await Promise.all([
    import('./pages/cms-route'),
    import('./pages/cms-layout'),
    import('./pages/content-edit-page'),
    import('./pages/email-templates-page'),
    import('./pages/blog-categories-page'),
    import('./pages/menus-page'),
    import('./pages/blog-list-page'),
    import('./components/rich-text-editor'),
  ]);
}, 60_000);
beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  setToastApi(toasts);
  await i18n.changeLanguage('en');
});
afterEach(() => {
  setToastApi(null);
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

describe('CMS › content page', { timeout: 45_000 }, () => {
  it('saves the page with its Arabic and English bodies and says so; unchanged, it says "No changes to save." and sends nothing', async () => {
    renderCms('/cms/content/3', {
      'GET /cms/pages/3': [200, { data: page }],
      'PUT /cms/pages/3': ({ body }) => [200, { data: { ...page, ...(body as object) } }],
    });
    const title = await screen.findByTestId('cms-item-title-en', {}, { timeout: 20_000 });
    await screen.findByTestId('cms-item-body-ar', {}, { timeout: 20_000 });

    fireEvent.click(screen.getByTestId('cms-item-save'));
    await waitFor(() => expect(toasts.info).toHaveBeenCalledWith('No changes to save.'));
    expect(callsOf(fetchMock).filter((call) => call.startsWith('PUT'))).toEqual([]);

    fireEvent.change(title, { target: { value: 'Who we are' } });
    fireEvent.click(screen.getByTestId('cms-item-save'));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Saved.'));
    expect(sent('PUT', '/cms/pages/3')).toEqual({
      slug: 'about',
      title: { ar: 'من نحن', en: 'Who we are' },
      body: page.body,
      status: 'published',
    });
  });
});

describe('CMS › deleting a page', { timeout: 45_000 }, () => {
  it('asks first, deletes the page, says so and goes back to the list', async () => {
    renderCms('/cms/content/3', {
      'GET /cms/pages/3': [200, { data: page }],
      'DELETE /cms/pages/3': [200, {}],
      'GET /cms/pages': [200, { data: [] }],
    });
    await screen.findByTestId('cms-item-title-en', {}, { timeout: 20_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    // Nothing is sent before the confirmation.
    expect(callsOf(fetchMock).filter((call) => call.startsWith('DELETE'))).toEqual([]);
    const confirm = await screen.findAllByRole('button', { name: 'Delete' });
    fireEvent.click(confirm.at(-1)!);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Deleted.'));
    expect(callsOf(fetchMock)).toContain('DELETE /cms/pages/3');
    await waitFor(() => expect(screen.queryByTestId('cms-page-form')).toBeNull());
  });
});

describe('CMS › e-mail templates', { timeout: 45_000 }, () => {
  it.each([
    ['en', 'Unknown placeholder: {{guest.middleName}}'],
    ['ar', 'متغيّر غير معروف: {{guest.middleName}}'],
  ] as const)(
    'in %s, an unknown placeholder refused by the API is named at its field',
    async (language, text) => {
      await i18n.changeLanguage(language);
      renderCms('/cms/email-templates', {
        'GET /cms/email-templates': [200, { data: [template] }],
        'PUT /cms/email-templates/booking_confirmation': [
          400,
          {
            code: 'VALIDATION_FAILED',
            message: 'Validation failed',
            details: [
              {
                path: 'body.subject.en',
                code: 'unknownPlaceholder',
                message: 'Unknown placeholder: {{guest.middleName}}',
                values: { placeholder: '{{guest.middleName}}' },
              },
            ],
          },
        ],
      });
      const subject = await screen.findByTestId('cms-template-subject-en', {}, { timeout: 20_000 });
      fireEvent.change(subject, { target: { value: 'Hi {{guest.middleName}}' } });
      fireEvent.click(screen.getByTestId('cms-template-save'));

      const field = subject.closest('.ant-form-item') as HTMLElement;
      // The error is at the English subject (its tab is marked while the Arabic one shows).
      await waitFor(() =>
        expect(field.querySelector('.ant-form-item-explain-error')?.textContent).toBe(text),
      );
      expect(screen.getByTestId('cms-language-tab-en').textContent).toContain('●');
      expect(sent('PUT', '/cms/email-templates/booking_confirmation')).toMatchObject({
        subject: { en: 'Hi {{guest.middleName}}' },
      });
      expect(toasts.error).toHaveBeenCalledWith(
        language === 'en' ? 'Failed to save data' : 'تعذّر حفظ البيانات',
      );
    },
  );
});

describe('CMS › placeholder buttons', { timeout: 45_000 }, () => {
  it.each([
    ['en', "Guest's first name", 'Property name'],
    ['ar', 'الاسم الأول للضيف', 'اسم العقار'],
  ] as const)(
    'in %s, name each placeholder in words, show its {{syntax}} beside, and type the syntax',
    async (language, firstName, propertyName) => {
      await i18n.changeLanguage(language);
      renderCms('/cms/email-templates', {
        'GET /cms/email-templates': [200, { data: [template] }],
      });
      const subject = await screen.findByTestId('cms-template-subject-en', {}, { timeout: 20_000 });
      // Each language's pane has its own bar; the English pane is the second one.
      const buttons = screen.getAllByRole('button', { name: firstName, hidden: true });
      expect(buttons).toHaveLength(2);
      const button = buttons.at(-1)!;
      const description = document.getElementById(button.getAttribute('aria-describedby') ?? '');
      expect(description?.textContent).toBe('{{guest.firstName}}');
      expect(button.textContent).toBe(`${firstName}{{guest.firstName}}`);
      expect(screen.getAllByRole('button', { name: propertyName, hidden: true })).toHaveLength(2);

      fireEvent.change(subject, { target: { value: 'Hello ' } });
      fireEvent.focus(subject);
      fireEvent.click(button);
      expect((subject as HTMLInputElement).value).toBe('Hello {{guest.firstName}}');
    },
  );
});

describe('CMS › the message from the owner', { timeout: 45_000 }, () => {
  it('says that the guest’s link to answer is always added after the text, in Arabic', async () => {
    await i18n.changeLanguage('ar');
    const ownerMessage: EmailTemplate = {
      ...template,
      kind: 'owner_message',
      placeholders: ['guest.firstName', 'message.body'],
    };
    renderCms('/cms/email-templates?kind=owner_message', {
      'GET /cms/email-templates': [200, { data: [template, ownerMessage] }],
    });
    const hint = await screen.findByTestId('cms-template-reply-link', {}, { timeout: 20_000 });
    expect(hint.textContent).toBe(
      'بعد نصك يضيف البريد دائمًا رابط الضيف الخاص لقراءة المحادثة والرد.',
    );
  });

  it('says nothing of it for the other e-mails', async () => {
    renderCms('/cms/email-templates', {
      'GET /cms/email-templates': [200, { data: [template] }],
    });
    await screen.findByTestId('cms-template-subject-en', {}, { timeout: 20_000 });
    expect(screen.queryByTestId('cms-template-reply-link')).toBeNull();
  });
});

describe('CMS › blog categories', { timeout: 45_000 }, () => {
  it('deleting a category that posts use shows the API’s translated refusal', async () => {
    renderCms('/cms/blog-categories', {
      'GET /cms/blog/categories': [200, { data: categories }],
      'DELETE /cms/blog/categories/4': [
        409,
        { code: 'BLOG_CATEGORY_IN_USE', message: 'This category has blog posts' },
      ],
    });
    fireEvent.click(await screen.findByTestId('cms-delete-4', {}, { timeout: 20_000 }));
    fireEvent.click(
      await screen.findByRole('button', { name: 'Delete', hidden: false, description: undefined }),
    );
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        'This category has blog posts and cannot be deleted.',
      ),
    );
    expect(screen.getByTestId('cms-categories-table').textContent).toContain('News');
  });
});

describe('CMS › menus', { timeout: 45_000 }, () => {
  it('moves an item with Alt+↓ on its handle and saves the whole menu in that order in one call', async () => {
    renderCms('/cms/menus', {
      'GET /cms/menus/header': [200, { data: menu }],
      'PUT /cms/menus/header': ({ body }) => [200, { data: { ...menu, ...(body as object) } }],
    });
    const handles = await screen.findAllByTestId('cms-menu-handle', {}, { timeout: 20_000 });
    fireEvent.keyDown(handles[0]!, { key: 'ArrowDown', altKey: true });
    const labels = () =>
      screen.getAllByTestId('cms-menu-row').map((row) => row.getAttribute('data-label'));
    expect(labels()).toEqual(['المدونة', 'الرئيسية', 'من نحن']);

    fireEvent.click(screen.getByTestId('cms-menu-save'));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Saved.'));
    const body = sent('PUT', '/cms/menus/header') as { items: { label: { en: string } }[] };
    expect(body.items.map((item) => item.label.en)).toEqual(['Blog', 'Home', 'About']);
    expect(callsOf(fetchMock).filter((call) => call.startsWith('PUT'))).toEqual([
      'PUT /cms/menus/header',
    ]);
  });
});

describe('CMS › blog posts', { timeout: 45_000 }, () => {
  it('lists the posts with their category, and asks again by status from the first page', async () => {
    const post = {
      id: 9,
      slug: 'riyadh-season',
      title: { ar: 'موسم الرياض', en: 'Riyadh Season' },
      excerpt: { ar: '', en: '' },
      categoryId: 4,
      cover: null,
      status: 'published',
      publishDate: '2026-05-03',
      createdAt: '2026-05-01T09:00:00.000Z',
      updatedAt: '2026-05-02T09:00:00.000Z',
    };
    renderCms('/cms/blog?page=2', {
      'GET /cms/blog/categories': [200, { data: categories }],
      'GET /cms/blog/posts': [200, { data: [post], meta: { page: 1, pageSize: 20, total: 1 } }],
    });
    const table = await screen.findByTestId('cms-posts-table', {}, { timeout: 20_000 });
    await waitFor(() => expect(table.textContent).toContain('News'));
    expect(table.textContent).toContain('Riyadh Season');
    fireEvent.click(screen.getByText('Draft'));
    await waitFor(() =>
      expect(callsOf(fetchMock)).toContain('GET /cms/blog/posts?page=1&status=draft'),
    );
    expect(callsOf(fetchMock)).toContain('GET /cms/blog/posts?page=2');
  });
});
