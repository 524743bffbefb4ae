import type { Booking, BookingListItem } from '@nuzul/shared/bookings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { Mock } from 'vitest';
import { serveApi, type ApiRoutes } from '../billing/test-harness';
import type { DefinitionItem } from '@nuzul/shared/definitions';
import { definitionsQueryKey } from '../definitions';
import { bookingsRoutes } from './routes';

/** The bookings screens' tests: a booking as the API answers it, and the screens' routes. */

export const propertyId = '00000000-0000-4000-8000-000000000001';
export const bookingId = '00000000-0000-4000-8000-0000000000b1';

export const property = {
  id: propertyId,
  name: 'Olaya flat',
  internalName: 'OLAYA-1',
  thumbnailUrl: null,
  cityId: 3001,
  cityNameAr: 'الرياض',
  cityNameEn: 'Riyadh',
  address: 'King Fahd Road',
  timeZone: 'Asia/Riyadh',
};

export const row: BookingListItem = {
  id: bookingId,
  property,
  unitNo: 1,
  status: 'pending',
  dateFrom: '2026-03-12',
  dateTo: '2026-03-15',
  nights: 3,
  guests: 2,
  guestName: 'Huda Saleh',
  guestEmail: 'huda@example.sa',
  guestPhone: '+966501234567',
  bookingSourceId: null,
  guestPrice: 135_000,
  alreadyPaid: 50_000,
  balance: 85_000,
  paymentStatus: 'partly',
  createdAt: '2026-03-01T10:00:00.000Z',
};

export const booking: Booking = {
  ...row,
  priceToYou: 120_000,
  comment: null,
  guest: {
    firstName: 'Huda',
    lastName: 'Saleh',
    nationality: 'SA',
    passportNumber: null,
    address: 'Olaya Street 12',
    postalCode: '12211',
    country: 'SA',
    language: 'ar',
    email: 'huda@example.sa',
    skype: null,
    phone: '+966501234567',
    mobile: '0501234567',
    fax: null,
  },
  cancelledAt: null,
  cancelReason: null,
  cancellation: { daysBefore: 2, penaltyPercent: 5_000, penalty: 67_500 },
  history: [{ kind: 'created', at: '2026-03-01T10:00:00.000Z', changes: {} }],
  priceBreakdown: null,
  updatedAt: '2026-03-01T10:00:00.000Z',
};

export const page = (data: BookingListItem[]) => ({
  data,
  meta: { page: 1, pageSize: 20, total: data.length },
});

function Probe() {
  const { pathname, search } = useLocation();
  return <p data-testid="probe" data-path={`${pathname}${search}`} />;
}

/**
 * The bookings screens at `path`, the API answering `routes` (and an empty listings page), the
 * definitions (sources, countries) already read.
 */
export function renderBookings(
  fetchMock: Mock<typeof fetch>,
  definitions: DefinitionItem[],
  path: string,
  routes: ApiRoutes,
) {
  serveApi(fetchMock, {
    'GET /listings': [200, { data: [], meta: { page: 1, pageSize: 50, total: 0 } }],
    ...routes,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(definitionsQueryKey, { items: definitions });
  const router = createMemoryRouter(
    [
      {
        hydrateFallbackElement: <p data-testid="route-loading" />,
        children: [...bookingsRoutes, { path: '*', element: <Probe /> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

export const slow = { timeout: 15_000 };
