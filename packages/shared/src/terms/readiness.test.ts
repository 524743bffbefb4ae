import { describe, expect, it } from 'vitest';
import { paymentMethodIds, feeTypeIds } from '../definitions/ids';
import type { Photo, Property } from '../listings/responses';
import type { RoomAmenityFacts } from '../listings/rooms';
import {
  BATHROOM_COMPOSITION_ID,
  BEDROOM_COMPOSITION_ID,
  DESCRIPTION_MIN_LENGTH,
  PHOTO_MAX_COUNT,
  PHOTO_MIN_COUNT,
} from '../listings/rules';
import { completenessOf, readinessOf, type ReadinessFacts } from './readiness';
import type { BookingSettings } from './responses';
import { readinessItems, type ReadinessItem } from './rules';

const today = '2026-05-01';
const BEDROOM_TYPE = 201;
const BATHROOM_TYPE = 202;
const LIVING_TYPE = 203;
const DOUBLE_BED = 801;
const TOWELS = 802;
const SOFA = 803;
const KITCHEN = 7;

const roomFacts: RoomAmenityFacts = {
  sleeps: (id) => (id === DOUBLE_BED ? 2 : undefined),
};

const uuid = (n: number) => `6a1f0c7e-2b3d-4e5f-8a9b-${String(n).padStart(12, '0')}`;

function photo(n: number, changes: Partial<Photo> = {}): Photo {
  return {
    id: uuid(100 + n),
    description: `Photo ${n}`,
    imageTypeIds: [n === 0 ? BEDROOM_TYPE : n === 1 ? BATHROOM_TYPE : LIVING_TYPE],
    position: n,
    isMain: n === 0,
    width: 1600,
    height: 1200,
    urls: { thumb: '/t.webp', medium: '/m.webp', large: '/l.webp' },
    ...changes,
  };
}
const photos = (count: number) => Array.from({ length: count }, (_, n) => photo(n));

type Section<K extends keyof BookingSettings> = NonNullable<BookingSettings[K]>;

const specifications: NonNullable<Property['specifications']> = {
  propertyTypeId: 100,
  name: 'Olaya apartment',
  internalName: 'OLA-3',
  shortName: null,
  multiUnit: false,
  areaM2: 120,
  areaSqf: 1291.67,
  sleep: 2,
  guests: 2,
  bedrooms: 1,
  bathrooms: 1,
  toilets: 1,
};

const property: Property = {
  id: uuid(1),
  status: 'pending',
  completedSections: ['location', 'photos', 'specifications', 'amenities', 'description'],
  buildingId: null,
  location: {
    countryCode: 'SA',
    cityId: 3001,
    address: 'Olaya Street 12',
    postalCode: '12211',
    floorNumber: 3,
    totalFloors: 10,
    latitude: 24.7,
    longitude: 46.68,
    pointsOfInterest: [],
  },
  specifications,
  amenities: {
    amenityIds: [501, 502],
    rooms: [
      { id: uuid(11), compositionId: BEDROOM_COMPOSITION_ID, amenityIds: [DOUBLE_BED] },
      { id: uuid(12), compositionId: BATHROOM_COMPOSITION_ID, amenityIds: [TOWELS] },
      { id: uuid(13), compositionId: KITCHEN, amenityIds: [SOFA] },
    ],
  },
  description: {
    ar: { description: 'و'.repeat(DESCRIPTION_MIN_LENGTH) },
    en: { description: '' },
    availableFrom: null,
  },
  photos: photos(PHOTO_MIN_COUNT),
  owner: { id: uuid(2), name: 'Sara Alharbi', email: 'sara@example.com' },
  bookingsCount: 0,
  createdAt: '2026-04-01T08:00:00.000Z',
  updatedAt: '2026-04-02T08:00:00.000Z',
  publishedAt: null,
};

const chargeProfile: Section<'chargeProfile'> = {
  fees: [
    {
      kind: 'fee',
      typeId: feeTypeIds.cleaning,
      discriminator: 'per_stay',
      value: 15_000,
      percentage: null,
      collectionTime: 'at_booking',
      optional: false,
    },
  ],
  downPayment: { type: 'percentage', percentage: 2_000, amount: null },
  securityDeposit: { type: 'amount', percentage: null, amount: 0 },
};

// The season and the window end today: still ready (both ends are inclusive).
const season: BookingSettings['seasons'][number] = {
  id: uuid(21),
  seasonName: 'Spring',
  dailyPrice: 50_000,
  extraGuestPrice: 0,
  guests: 1,
  minStay: 1,
  maxStay: 30,
  dateFrom: '2026-03-01',
  dateTo: today,
};

const availability: Section<'availability'> = {
  basePrice: 40_000,
  minNights: 1,
  maxNights: 60,
  preparationHours: 24,
  openFrom: '2026-04-01',
  openUntil: today,
};

const arrival: Section<'arrival'> = {
  landlordName: 'Sara Alharbi',
  landlordEmail: 'sara@example.com',
  landlordContact: '+966501234567',
  arrivalContactHours: 24,
  arrivalInstructions: [
    { language: 'ar', howToArrive: 'المدخل من شارع العليا', pickupDetails: '' },
  ],
};

const settings: BookingSettings = {
  propertyId: property.id,
  timeZone: 'Asia/Riyadh',
  completedSections: [],
  chargeProfile,
  checkInOut: null,
  seasons: [season],
  availability,
  arrival,
  paymentMethods: { methods: [{ methodId: paymentMethodIds.mada, note: '' }] },
  terms: { terms: [{ language: 'en', url: 'https://example.com/terms' }] },
  cancellation: { policies: [{ fromDays: 0, toDays: 7, penaltyPercent: 10_000 }] },
};

const complete: ReadinessFacts = {
  property,
  settings,
  today,
  requiredImageTypeIds: [BEDROOM_TYPE, BATHROOM_TYPE],
  roomFacts,
};

const withProperty = (changes: Partial<Property>): ReadinessFacts => ({
  ...complete,
  property: { ...property, ...changes },
});
const withSettings = (changes: Partial<BookingSettings>): ReadinessFacts => ({
  ...complete,
  settings: { ...settings, ...changes },
});
const withRooms = (rooms: Property['amenities']['rooms']) =>
  withProperty({ amenities: { ...property.amenities, rooms } });
const withDescription = (ar: string, en: string) =>
  withProperty({
    description: { ar: { description: ar }, en: { description: en }, availableFrom: null },
  });

describe('readinessOf', () => {
  it('misses nothing for a complete listing (its season and window end today)', () => {
    expect(readinessOf(complete)).toEqual([]);
  });

  const missingAlone: Array<[ReadinessItem, string, ReadinessFacts]> = [
    ['specifications', 'specifications never saved', withProperty({ specifications: null })],
    [
      'photos',
      `${PHOTO_MIN_COUNT - 1} photos`,
      withProperty({ photos: photos(PHOTO_MIN_COUNT - 1) }),
    ],
    [
      'photos',
      `${PHOTO_MAX_COUNT + 1} photos`,
      withProperty({ photos: photos(PHOTO_MAX_COUNT + 1) }),
    ],
    [
      'photos',
      'no main photo',
      withProperty({ photos: photos(PHOTO_MIN_COUNT).map((p) => ({ ...p, isMain: false })) }),
    ],
    [
      'photos',
      'two main photos',
      withProperty({ photos: photos(PHOTO_MIN_COUNT).map((p, n) => ({ ...p, isMain: n < 2 })) }),
    ],
    [
      'photos',
      'no photo of a required image type (bathroom)',
      withProperty({
        photos: photos(PHOTO_MIN_COUNT).map((p) => ({
          ...p,
          imageTypeIds: p.imageTypeIds.map((id) => (id === BATHROOM_TYPE ? LIVING_TYPE : id)),
        })),
      }),
    ],
    [
      'photos',
      'a photo uploaded after the step was saved, without a type',
      withProperty({ photos: [...photos(PHOTO_MIN_COUNT), photo(5, { imageTypeIds: [] })] }),
    ],
    [
      'photos',
      'a photo without a description',
      withProperty({ photos: [...photos(PHOTO_MIN_COUNT), photo(5, { description: '' })] }),
    ],
    [
      'generalAmenities',
      'no general amenity',
      withProperty({ amenities: { ...property.amenities, amenityIds: [] } }),
    ],
    ['rooms', 'no room', withRooms([])],
    [
      'rooms',
      'a room without an amenity',
      withRooms([
        ...property.amenities.rooms,
        { id: uuid(14), compositionId: KITCHEN, amenityIds: [] },
      ]),
    ],
    [
      'rooms',
      'a bedroom without a bed (roomIssues)',
      withRooms(
        property.amenities.rooms.map((room) =>
          room.compositionId === BEDROOM_COMPOSITION_ID ? { ...room, amenityIds: [SOFA] } : room,
        ),
      ),
    ],
    ['seasonalPrices', 'no season', withSettings({ seasons: [] })],
    [
      'seasonalPrices',
      'only a season that ended yesterday',
      withSettings({ seasons: [{ ...season, dateTo: '2026-04-30' }] }),
    ],
    ['availability', 'availability never saved', withSettings({ availability: null })],
    [
      'availability',
      'a window that closed yesterday',
      withSettings({ availability: { ...availability, openUntil: '2026-04-30' } }),
    ],
    ['downPayment', 'charge profile never saved', withSettings({ chargeProfile: null })],
    [
      'downPayment',
      'an amount down payment without its amount',
      withSettings({
        chargeProfile: {
          ...chargeProfile,
          downPayment: { type: 'amount', percentage: 2_000, amount: null },
        },
      }),
    ],
    [
      'downPayment',
      'a down payment of 0 %',
      withSettings({
        chargeProfile: {
          ...chargeProfile,
          downPayment: { type: 'percentage', percentage: 0, amount: null },
        },
      }),
    ],
    ['arrivalInstructions', 'arrival information never saved', withSettings({ arrival: null })],
    [
      'arrivalInstructions',
      'no instruction',
      withSettings({ arrival: { ...arrival, arrivalInstructions: [] } }),
    ],
    [
      'arrivalInstructions',
      'an instruction whose how-to-arrive is blank',
      withSettings({
        arrival: {
          ...arrival,
          arrivalInstructions: [
            { language: 'en', howToArrive: '  ', pickupDetails: 'At the gate' },
          ],
        },
      }),
    ],
    ['paymentMethods', 'payment methods never saved', withSettings({ paymentMethods: null })],
    ['paymentMethods', 'no payment method', withSettings({ paymentMethods: { methods: [] } })],
    ['terms', 'terms never saved', withSettings({ terms: null })],
    ['terms', 'no terms entry', withSettings({ terms: { terms: [] } })],
    ['cancellationPolicies', 'cancellation never saved', withSettings({ cancellation: null })],
    [
      'cancellationPolicies',
      'no cancellation policy',
      withSettings({ cancellation: { policies: [] } }),
    ],
    ['description', 'no description in either language', withDescription('', '')],
    [
      'description',
      `${DESCRIPTION_MIN_LENGTH - 1} characters in each language`,
      withDescription(
        'و'.repeat(DESCRIPTION_MIN_LENGTH - 1),
        'a'.repeat(DESCRIPTION_MIN_LENGTH - 1),
      ),
    ],
    [
      'description',
      'spaces that pad a short description to the minimum',
      withDescription(` ${'و'.repeat(DESCRIPTION_MIN_LENGTH - 2)} `, ''),
    ],
  ];

  it.each(missingAlone)('misses exactly %s with %s', (item, _case, facts) => {
    expect(readinessOf(facts)).toEqual([item]);
  });

  it('covers every readiness item in the cases above', () => {
    expect(new Set(missingAlone.map(([item]) => item))).toEqual(new Set(readinessItems));
  });

  it.each([
    ['exactly the minimum photo count', withProperty({ photos: photos(PHOTO_MIN_COUNT) })],
    ['exactly the maximum photo count', withProperty({ photos: photos(PHOTO_MAX_COUNT) })],
    [
      'a description of exactly the minimum in English only',
      withDescription('', 'a'.repeat(DESCRIPTION_MIN_LENGTH)),
    ],
    [
      'an English instruction only',
      withSettings({
        arrival: {
          ...arrival,
          arrivalInstructions: [{ language: 'en', howToArrive: 'Gate 2', pickupDetails: '' }],
        },
      }),
    ],
    [
      'an amount down payment',
      withSettings({
        chargeProfile: {
          ...chargeProfile,
          downPayment: { type: 'amount', percentage: null, amount: 1 },
        },
      }),
    ],
    [
      'a past season beside a current one',
      withSettings({
        seasons: [
          { ...season, id: uuid(22), dateFrom: '2025-01-01', dateTo: '2025-01-31' },
          ...settings.seasons,
        ],
      }),
    ],
  ])('is ready with %s', (_case, facts) => {
    expect(readinessOf(facts)).toEqual([]);
  });

  it('checks the required image types only when their ids are given', () => {
    const noBathroomPhoto = withProperty({
      photos: photos(PHOTO_MIN_COUNT).map((p) => ({ ...p, imageTypeIds: [LIVING_TYPE] })),
    });
    expect(readinessOf(noBathroomPhoto)).toEqual(['photos']);
    expect(readinessOf({ ...noBathroomPhoto, requiredImageTypeIds: undefined })).toEqual([]);
  });

  it('checks the bedroom and bed rules only when the room amenities’ facts are given', () => {
    const bedless = withRooms(
      property.amenities.rooms.map((room) =>
        room.compositionId === BEDROOM_COMPOSITION_ID ? { ...room, amenityIds: [SOFA] } : room,
      ),
    );
    expect(readinessOf({ ...bedless, roomFacts: undefined })).toEqual([]);
    // Beds for fewer people than the property sleeps.
    const small = withProperty({ specifications: { ...specifications, sleep: 3 } });
    expect(readinessOf(small)).toEqual(['rooms']);
  });

  it('lists several missing items in the order of the wizard', () => {
    const bare: ReadinessFacts = {
      ...complete,
      property: {
        ...property,
        photos: [],
        description: { ar: {}, en: {}, availableFrom: null },
      },
      settings: { ...settings, seasons: [], cancellation: null, availability: null },
    };
    expect(readinessOf(bare)).toEqual([
      'photos',
      'seasonalPrices',
      'availability',
      'cancellationPolicies',
      'description',
    ]);
  });

  it('misses every item for a property made by the location step alone', () => {
    const fresh: ReadinessFacts = {
      property: {
        ...property,
        specifications: null,
        photos: [],
        amenities: { amenityIds: [], rooms: [] },
        description: { ar: {}, en: {}, availableFrom: null },
      },
      settings: {
        ...settings,
        chargeProfile: null,
        seasons: [],
        availability: null,
        arrival: null,
        paymentMethods: null,
        terms: null,
        cancellation: null,
      },
      today,
    };
    expect(readinessOf(fresh)).toEqual([...readinessItems]);
  });
});

describe('completenessOf', () => {
  it.each([
    [0, 100],
    [1, 91],
    [5, 58],
    [11, 8],
    [12, 0],
  ])('with %i of the 12 items missing is %i % (rounded down)', (missing, percent) => {
    expect(completenessOf(readinessItems.slice(0, missing))).toBe(percent);
  });

  it('is 100 only when nothing is missing', () => {
    expect(completenessOf([])).toBe(100);
    expect(completenessOf(['terms'])).toBeLessThan(100);
  });
});
