import type { ListingItem } from '@nuzul/shared/listings';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithData } from '../test-harness';
import { PropertyListPage } from './property-list-page';

const fetchMock = vi.fn<typeof fetch>();

const owner = {
  id: '00000000-0000-4000-8000-0000000000aa',
  name: 'Sara',
  email: 'sara@example.sa',
};
const item = (change: Partial<ListingItem>): ListingItem => ({
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'property',
  name: 'Olaya flat',
  status: 'pending',
  mainPhotoUrl: null,
  bookingsCount: 2,
  fromPrice: null,
  completeness: null,
  owner,
  createdAt: '2025-05-01T10:00:00.000Z',
  updatedAt: '2025-05-01T10:00:00.000Z',
  ...change,
});

function page(data: ListingItem[], total = data.length) {
  return Response.json({ data, meta: { page: 1, pageSize: 12, total } });
}

/** jsdom has no ResizeObserver; the tabs and the ellipsis measure with one. */
class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

function renderList(path = '/properties') {
  return renderWithData(
    [
      { path: '/properties', element: <PropertyListPage /> },
      { path: '/properties/new', element: <p>wizard</p> },
      { path: '/buildings/new', element: <p>building form</p> },
    ],
    { path },
  );
}

// The first render pays for antd's styles on a busy machine.
describe('PropertyListPage', { timeout: 30_000 }, () => {
  it('shows each listing with its name, status, date, bookings and owner; no photo is a placeholder', async () => {
    fetchMock.mockResolvedValue(
      page([
        item({}),
        item({
          id: '00000000-0000-4000-8000-000000000002',
          kind: 'building',
          name: 'Tower',
          status: null,
          mainPhotoUrl: '/media/k/thumb.webp',
        }),
      ]),
    );
    renderList();
    const cards = await screen.findAllByTestId('listing-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]?.textContent).toContain('Olaya flat');
    expect(cards[0]?.textContent).toContain('Pending');
    expect(cards[0]?.textContent).toContain('2 bookings');
    expect(cards[0]?.textContent).toContain('Created May 1, 2025');
    expect(cards[0]?.textContent).toContain('Sara');
    expect(cards[0]?.querySelector('[data-testid="listing-photo-placeholder"]')).not.toBeNull();
    expect(cards[1]?.getAttribute('href')).toBe('/buildings/00000000-0000-4000-8000-000000000002');
    expect(cards[1]?.querySelector('img')?.getAttribute('src')).toBe('/media/k/thumb.webp');
  });

  it('shows a property\'s "from" price per night and, while Pending, how complete it is', async () => {
    fetchMock.mockResolvedValue(
      page([
        item({ fromPrice: 45_050, completeness: 58 }),
        item({
          id: '00000000-0000-4000-8000-000000000003',
          status: 'published',
          fromPrice: null,
          completeness: 100,
        }),
      ]),
    );
    renderList();
    const [pending, published] = await screen.findAllByTestId('listing-card');
    expect(pending?.querySelector('[data-testid="listing-from-price"]')?.textContent).toMatch(
      /From SAR\s450\.50 \/ night/,
    );
    expect(pending?.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe(
      '58',
    );
    expect(published?.querySelector('[data-testid="listing-from-price"]')).toBeNull();
    expect(published?.querySelector('[data-testid="listing-completeness"]')).toBeNull();
  });

  it('invites the first property when there is none, and the button opens the wizard', async () => {
    fetchMock.mockResolvedValue(page([]));
    renderList();
    expect(await screen.findByTestId('listings-empty')).toBeTruthy();
    expect(screen.getByTestId('listings-empty-building')).toBeTruthy();
    fireEvent.click(screen.getByTestId('listings-empty-add'));
    expect(await screen.findByText('wizard')).toBeTruthy();
  });

  it('invites the first building on the Buildings tab when there is none, not "nothing matches"', async () => {
    fetchMock.mockResolvedValue(page([]));
    renderList('/properties?tab=buildings');
    const invitation = await screen.findByTestId('buildings-empty');
    expect(invitation.textContent).toContain('You have no buildings yet');
    expect(screen.queryByTestId('listings-no-match')).toBeNull();
    fireEvent.click(screen.getByTestId('buildings-empty-create'));
    expect(await screen.findByText('building form')).toBeTruthy();
  });

  it('asks for buildings without the status filter, which does not apply to them', async () => {
    fetchMock.mockResolvedValue(page([]));
    renderList('/properties?tab=buildings&status=pending');
    expect(await screen.findByTestId('buildings-empty')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/api/v1/listings?tab=buildings&status=all&page=1&pageSize=12',
    );
  });

  it('says "Nothing matches these filters." for a search that finds no building', async () => {
    fetchMock.mockResolvedValue(page([]));
    renderList('/properties?tab=buildings&search=Tower');
    expect((await screen.findByTestId('listings-no-match')).textContent).toContain(
      'Nothing matches these filters.',
    );
    expect(screen.queryByTestId('buildings-empty')).toBeNull();
  });

  it('says "Failed to load properties" and tries again on request', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ code: 'UNEXPECTED_ERROR', message: 'x' }, { status: 500 }),
    );
    renderList();
    expect(
      (await screen.findByTestId('listings-error', {}, { timeout: 4000 })).textContent,
    ).toContain('Failed to load properties');
    fetchMock.mockResolvedValue(page([item({})]));
    fireEvent.click(screen.getByTestId('listings-error-retry'));
    expect(await screen.findByTestId('listing-card')).toBeTruthy();
  });

  it(
    'filters by the last channel sync, success or failed (spec §4, requirements §3.5)',
    { timeout: 30_000 },
    async () => {
      fetchMock.mockImplementation(async () => page([]));
      const { router } = renderList('/properties?status=failed');
      await waitFor(() => expect(fetchMock).toHaveBeenCalled());
      expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
        '/api/v1/listings?tab=all&status=failed&page=1&pageSize=12',
      );
      fireEvent.mouseDown(within(screen.getByTestId('listings-status')).getByRole('combobox'));
      fireEvent.click(await screen.findByTitle('Sync success'));
      await waitFor(() => expect(router.state.location.search).toBe('?status=success'));
    },
  );

  it(
    "filters to the dashboard's connected or ready-to-connect properties, said in a tag that clears it",
    { timeout: 30_000 },
    async () => {
      fetchMock.mockImplementation(async () => page([]));
      const { router } = renderList('/properties?tab=properties&connection=ready');
      await waitFor(() => expect(fetchMock).toHaveBeenCalled());
      expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
        '/api/v1/listings?tab=properties&status=all&connection=ready&page=1&pageSize=12',
      );
      const tag = await screen.findByTestId('listings-connection');
      expect(tag.textContent).toBe('Ready to connect');
      // Nothing found under a filter is "nothing matches", not the first-property invitation.
      expect(await screen.findByText('Nothing matches these filters.')).toBeTruthy();

      fireEvent.click(tag.querySelector('.ant-tag-close-icon')!);
      await waitFor(() => expect(router.state.location.search).toBe('?tab=properties'));
      await waitFor(() =>
        expect(String(fetchMock.mock.lastCall?.[0])).toBe(
          '/api/v1/listings?tab=properties&status=all&page=1&pageSize=12',
        ),
      );
      expect(screen.queryByTestId('listings-connection')).toBeNull();
    },
  );

  it('asks the API for the tab, status and search in the URL, searching after a pause in typing', async () => {
    fetchMock.mockImplementation(async () => page([]));
    const { router } = renderList('/properties?tab=properties&status=pending');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/api/v1/listings?tab=properties&status=pending&page=1&pageSize=12',
    );

    fireEvent.change(screen.getByTestId('listings-search'), { target: { value: 'Olaya' } });
    expect(router.state.location.search).not.toContain('search');
    await waitFor(() => expect(router.state.location.search).toContain('search=Olaya'));
    await waitFor(() => expect(String(fetchMock.mock.lastCall?.[0])).toContain('search=Olaya'));
  });
});
