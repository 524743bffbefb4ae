import type { DefinitionItem } from '@nuzul/shared/definitions';
import type { Property } from '@nuzul/shared/listings';
import type { BookingSettings } from '@nuzul/shared/terms';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { definitionsQueryKey } from '../definitions';
import { listingKeys } from './api';

/** Test data shaped as the API answers it (not used by the app). */
function item(
  id: number,
  kind: DefinitionItem['kind'],
  code: string,
  nameEn: string,
  extra: Partial<DefinitionItem> = {},
): DefinitionItem {
  return {
    id,
    kind,
    code,
    nameAr: nameEn,
    nameEn,
    parentId: null,
    sortOrder: 0,
    own: false,
    meta: {},
    ...extra,
  };
}

export const testDefinitions: DefinitionItem[] = [
  item(1682, 'country', 'SA', 'Saudi Arabia'),
  item(2001, 'region', 'riyadh', 'Riyadh Region', { parentId: 1682 }),
  item(3001, 'city', 'riyadh', 'Riyadh', { parentId: 2001 }),
  item(101, 'property_type', 'apartment', 'Apartment'),
  item(201, 'image_type', 'bedroom', 'Bedroom', { meta: { required: true } }),
  item(202, 'image_type', 'bathroom', 'Bathroom', { meta: { required: true } }),
  item(302, 'distance_unit', 'km', 'km'),
  item(2, 'room_composition', 'bathroom', 'Bathroom'),
  item(6, 'room_composition', 'bedroom', 'Bedroom'),
  item(501, 'amenity', 'wifi', 'Wi-Fi', { meta: { category: 'essentials' } }),
  item(801, 'room_amenity', 'king_bed', 'King bed', { meta: { category: 'bed', sleeps: 2 } }),
  item(821, 'room_amenity', 'shower', 'Shower', { meta: { category: 'bath' } }),
  item(840, 'room_amenity', 'wardrobe', 'Wardrobe', { meta: { category: 'comfort' } }),
  item(10_001, 'fee_type', 'cleaning', 'Cleaning fee'),
  item(10_011, 'fee_type', 'vat', 'VAT'),
  item(10_101, 'payment_method', 'cash', 'Cash on arrival'),
  item(10_104, 'payment_method', 'mada', 'mada'),
];

/** A property's booking settings with nothing saved yet (GET …/booking-settings). */
export const emptyBookingSettings: BookingSettings = {
  propertyId: '00000000-0000-4000-8000-000000000001',
  timeZone: 'Asia/Riyadh',
  completedSections: ['location', 'photos', 'specifications', 'amenities'],
  chargeProfile: null,
  checkInOut: null,
  seasons: [],
  availability: null,
  arrival: null,
  paymentMethods: null,
  terms: null,
  cancellation: null,
};

export const testProperty: Property = {
  id: '00000000-0000-4000-8000-000000000001',
  status: 'pending',
  completedSections: ['location', 'photos', 'specifications', 'amenities', 'description'],
  buildingId: null,
  location: {
    countryCode: 'SA',
    cityId: 3001,
    address: 'King Fahd Road',
    postalCode: '12345',
    floorNumber: 2,
    totalFloors: 5,
    latitude: null,
    longitude: null,
    pointsOfInterest: [],
  },
  specifications: {
    propertyTypeId: 101,
    name: 'Olaya flat',
    internalName: 'OLAYA-1',
    shortName: null,
    multiUnit: false,
    areaM2: 100,
    areaSqf: 1076.39,
    sleep: 4,
    guests: 1,
    bedrooms: 2,
    bathrooms: 1,
    toilets: 1,
  },
  amenities: { amenityIds: [501], rooms: [] },
  description: { ar: {}, en: {}, availableFrom: null },
  photos: [],
  owner: { id: '00000000-0000-4000-8000-0000000000aa', name: 'Sara', email: 'sara@example.sa' },
  bookingsCount: 0,
  createdAt: '2025-05-01T10:00:00.000Z',
  updatedAt: '2025-05-01T10:00:00.000Z',
  publishedAt: null,
};

/** Renders routes in a memory router with the definitions (and a property) already loaded. */
export function renderWithData(
  routes: RouteObject[],
  { path = '/', property }: { path?: string; property?: Property } = {},
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  client.setQueryData(definitionsQueryKey, { items: testDefinitions });
  // The maps' tile server (GET /app-config): known, so a test's fetch sees only its own calls.
  client.setQueryData(['app-config'], { mapTileUrl: '', mapAttribution: '' });
  if (property !== undefined) client.setQueryData(listingKeys.property(property.id), property);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}
