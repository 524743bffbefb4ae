import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { routes } from '../router';
import { sessionStore } from '../session';

// The real-time connection of the signed-in shell is not this test's subject.
vi.mock('socket.io-client', () => ({
  io: () => ({ on: () => undefined, off: () => undefined, disconnect: () => undefined }),
}));

const fetchMock = vi.fn<typeof fetch>();

class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

const entry = {
  id: 3,
  category: 'getting_started',
  question: { ar: 'كيف أبدأ باستخدام نزل؟', en: 'How do I get started with Nuzul?' },
  answer: { ar: 'أضف عقارك الأول.', en: 'Add your first property.' },
  sortOrder: 0,
};

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

// The layout's and the FAQ's chunks, imported once before the clock of a test runs.
beforeAll(async () => {
  await Promise.all([import('./app-layout'), import('../../features/faq/pages/faq-page')]);
}, 60_000);
beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/v1/faq') return json({ data: [entry] });
    if (path === '/api/v1/user/me') return json({ data: { id: 'u1', role: 'owner' } });
    return json({ data: [] });
  });
  await i18n.changeLanguage('en');
});
afterEach(() => {
  localStorage.clear();
  sessionStore.reload();
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

describe('/faq', { timeout: 30_000 }, () => {
  it('opens inside the signed-in layout for a signed-in user: the shell around it, FAQ selected in the sidebar', async () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem(
      'user',
      JSON.stringify({ id: 'u1', firstName: 'Sara', lastName: 'A', role: 'owner' }),
    );
    sessionStore.reload();
    renderAt('/faq');
    const content = await screen.findByTestId('app-content', {}, { timeout: 20_000 });
    await within(content).findByTestId('faq-page', {}, { timeout: 20_000 });
    expect(
      await within(content).findByText('How do I get started with Nuzul?', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    // The shell's header; the sidebar (a drawer on this narrow screen) has FAQ marked current.
    expect(screen.getByTestId('app-header')).toBeTruthy();
    fireEvent.click(screen.getByTestId('menu-button'));
    const link = await screen.findByTestId('sidebar-faq');
    expect(link.getAttribute('href')).toBe('/faq');
    expect(link.closest('.ant-menu-item')?.classList.contains('ant-menu-item-selected')).toBe(true);
  });

  it('sends a signed-out visitor to sign in first and back to /faq after', async () => {
    sessionStore.reload();
    const router = renderAt('/faq');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), {
      timeout: 20_000,
    });
    expect(sessionStorage.getItem('redirectPath')).toBe('/faq');
  });
});
