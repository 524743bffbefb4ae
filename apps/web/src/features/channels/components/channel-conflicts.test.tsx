import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../app/i18n';
import { queriesOf, serveApi } from '../../billing/test-harness';
import { connectionId, propertyId } from '../test-harness';
import { ChannelConflicts } from './channel-conflicts';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

const conflict = {
  id: '00000000-0000-4000-8000-0000000000e1',
  connectionId,
  propertyId,
  unitNo: 1,
  channel: 'airbnb',
  externalUid: 'abc@airbnb.com',
  summary: 'Reserved',
  dateFrom: '2026-03-12',
  dateTo: '2026-03-15',
  conflictingBookingId: '00000000-0000-4000-8000-0000000000d1',
  detectedAt: '2026-03-01T10:00:00.000Z',
};

function renderConflicts() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: <ChannelConflicts propertyId={propertyId} from="2026-03-01" to="2026-04-30" />,
      },
    ],
    { initialEntries: ['/calendar'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('ChannelConflicts', { timeout: 60_000 }, () => {
  it('warns of a channel booking that overlaps one on the calendar, with the channel and dates', async () => {
    serveApi(fetchMock, {
      'GET /channels/conflicts': [
        200,
        { data: [conflict, { ...conflict, id: 'x', conflictingBookingId: null }] },
      ],
    });
    renderConflicts();
    const items = await screen.findAllByTestId(
      'calendar-channel-conflict',
      {},
      { timeout: 40_000 },
    );
    expect(items[0]?.textContent).toContain(
      'Airbnb: March 12, 2026 to March 15, 2026 overlaps a booking.',
    );
    expect(
      within(items[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe(`/bookings/${conflict.conflictingBookingId}`);
    expect(items[1]?.textContent).toBe(
      'Airbnb: March 12, 2026 to March 15, 2026 overlaps blocked days.',
    );
    expect(queriesOf(fetchMock, '/channels/conflicts')).toEqual([
      `?propertyId=${propertyId}&from=2026-03-01&to=2026-04-30`,
    ]);
  });

  it('says it in Arabic', async () => {
    await i18n.changeLanguage('ar');
    serveApi(fetchMock, { 'GET /channels/conflicts': [200, { data: [conflict] }] });
    renderConflicts();
    const [item] = await screen.findAllByTestId(
      'calendar-channel-conflict',
      {},
      { timeout: 40_000 },
    );
    expect(item?.textContent).toContain('يتداخل مع حجز.');
  });

  it('shows nothing without conflicts', async () => {
    serveApi(fetchMock, { 'GET /channels/conflicts': [200, { data: [] }] });
    renderConflicts();
    await vi.waitFor(() => expect(queriesOf(fetchMock, '/channels/conflicts')).toHaveLength(1));
    expect(screen.queryByTestId('calendar-channel-conflicts')).toBeNull();
  });
});
