import type { FaqEntry } from '@nuzul/shared/faq';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../app/i18n';
import { faqRoutes } from '../routes';

const fetchMock = vi.fn<typeof fetch>();

const entries: FaqEntry[] = [
  {
    id: 7,
    category: 'vat_invoices',
    sortOrder: 10,
    question: { ar: 'هل الأسعار تشمل الضريبة؟', en: 'Do prices include VAT?' },
    answer: { ar: 'تُضاف الضريبة بنسبة ١٥٪.', en: 'VAT at 15% is added.' },
  },
  {
    id: 3,
    category: 'getting_started',
    sortOrder: 10,
    question: { ar: 'كيف أبدأ؟', en: 'How do I start?' },
    answer: { ar: 'أنشئ حسابك.', en: 'Create your account.' },
  },
];

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** Answers GET /faq as the API does: the entries holding the search in the asked language. */
function serveFaq(fail = false) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (fail) return json(500, { code: 'INTERNAL', message: 'An error occurred.' });
    const search = url.searchParams.get('search') ?? '';
    const lang = url.searchParams.get('lang') as 'ar' | 'en';
    return json(200, {
      data: entries.filter((entry) =>
        `${entry.question[lang]} ${entry.answer[lang]}`
          .toLowerCase()
          .includes(search.toLowerCase()),
      ),
    });
  });
}

function renderFaq(path = '/faq') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ hydrateFallbackElement: <p data-testid="route-loading" />, children: faqRoutes }],
    { initialEntries: [path] },
  );
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

describe('FaqPage', { timeout: 20_000 }, () => {
  it('shows the categories as sections in the page order, and asks in the interface language', async () => {
    serveFaq();
    renderFaq();
    await screen.findByTestId('faq-section-getting_started', {}, { timeout: 10_000 });
    const headings = [...document.querySelectorAll('section h2')].map((h) => h.textContent);
    expect(headings).toEqual(['Getting started', 'VAT and invoices']);
    const asked = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(asked.pathname).toBe('/api/v1/faq');
    expect(asked.searchParams.get('lang')).toBe('en');
  });

  it('searches as one types and marks what matched; "No results" names the query', async () => {
    serveFaq();
    renderFaq();
    await screen.findByTestId('faq-section-getting_started', {}, { timeout: 10_000 });
    fireEvent.change(screen.getByLabelText('Search the FAQ'), { target: { value: 'vat' } });
    await waitFor(() => expect(screen.queryByTestId('faq-section-getting_started')).toBeNull());
    expect(screen.getAllByTestId('faq-match').map((mark) => mark.textContent)).toContain('VAT');
    fireEvent.change(screen.getByLabelText('Search the FAQ'), { target: { value: 'zebra' } });
    expect((await screen.findByTestId('faq-empty')).textContent).toContain(
      'No results for “zebra”',
    );
  });

  it('opens the entry a deep link names', async () => {
    serveFaq();
    Element.prototype.scrollIntoView = vi.fn();
    renderFaq('/faq#7');
    expect(await screen.findByText('VAT at 15% is added.')).toBeTruthy();
    expect(screen.queryByText('Create your account.')).toBeNull();
  });

  it('says "Failed to fetch data" with a retry that asks again', async () => {
    serveFaq(true);
    renderFaq();
    expect((await screen.findByTestId('faq-error')).textContent).toContain('Failed to fetch data');
    serveFaq();
    fireEvent.click(screen.getByTestId('faq-error-retry'));
    expect(await screen.findByTestId('faq-section-getting_started')).toBeTruthy();
  });
});
