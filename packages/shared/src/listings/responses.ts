import { z } from 'zod';
import { descriptionLanguage } from './schemas';
import { propertyStatuses } from './rules';

export const photoVariants = ['thumb', 'medium', 'large'] as const;
export type PhotoVariant = (typeof photoVariants)[number];

export const photoUrls = z.object({ thumb: z.string(), medium: z.string(), large: z.string() });

/** Where the processed WebP variants of a stored image are served. */
export function photoUrlsFor(storageKey: string): z.infer<typeof photoUrls> {
  return {
    thumb: `/media/${storageKey}/thumb.webp`,
    medium: `/media/${storageKey}/medium.webp`,
    large: `/media/${storageKey}/large.webp`,
  };
}

export const photo = z.object({
  id: z.uuid(),
  description: z.string(),
  imageTypeIds: z.array(z.number().int()),
  position: z.number().int(),
  isMain: z.boolean(),
  width: z.number().int(),
  height: z.number().int(),
  urls: photoUrls,
});
export type Photo = z.infer<typeof photo>;

export const pointOfInterest = z.object({
  id: z.uuid(),
  label: z.string(),
  kindId: z.number().int().nullable(),
  distanceValue: z.number(),
  distanceUnitId: z.number().int(),
});

export const owner = z.object({ id: z.uuid(), name: z.string(), email: z.string() });

export const property = z.object({
  id: z.uuid(),
  status: z.enum(propertyStatuses),
  completedSections: z.array(z.string()),
  buildingId: z.uuid().nullable(),
  location: z.object({
    countryCode: z.string(),
    cityId: z.number().int(),
    address: z.string(),
    postalCode: z.string(),
    floorNumber: z.number().int(),
    totalFloors: z.number().int(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    pointsOfInterest: z.array(pointOfInterest),
  }),
  specifications: z
    .object({
      propertyTypeId: z.number().int(),
      name: z.string(),
      internalName: z.string(),
      shortName: z.string().nullable(),
      multiUnit: z.boolean(),
      areaM2: z.number(),
      areaSqf: z.number(),
      sleep: z.number().int(),
      guests: z.number().int(),
      bedrooms: z.number(),
      bathrooms: z.number(),
      toilets: z.number(),
    })
    .nullable(),
  amenities: z.object({
    amenityIds: z.array(z.number().int()),
    rooms: z.array(
      z.object({
        id: z.uuid(),
        compositionId: z.number().int(),
        amenityIds: z.array(z.number().int()),
      }),
    ),
  }),
  description: z.object({
    ar: descriptionLanguage,
    en: descriptionLanguage,
    availableFrom: z.string().nullable(),
  }),
  photos: z.array(photo),
  owner,
  bookingsCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type Property = z.infer<typeof property>;
export const propertyResponse = z.object({ data: property });

/** `GET /properties/:id/readiness`: the missing items of spec §5 "Publish readiness". */
export const readinessResponse = z.object({
  data: z.object({
    missing: z.array(z.string()),
    completeness: z.number().int(),
    ready: z.boolean(),
  }),
});

export const unitType = z.object({ id: z.uuid(), name: z.string(), quantity: z.number().int() });

export const building = z.object({
  id: z.uuid(),
  name: z.string(),
  propertyTypeId: z.number().int(),
  photoKey: z.string(),
  photoUrls,
  destinations: z.array(pointOfInterest),
  unitTypes: z.array(unitType),
  properties: z.array(
    z.object({ id: z.uuid(), name: z.string().nullable(), status: z.enum(propertyStatuses) }),
  ),
  owner,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Building = z.infer<typeof building>;
export const buildingResponse = z.object({ data: building });

export const listingItem = z.object({
  id: z.uuid(),
  kind: z.enum(['property', 'building']),
  name: z.string().nullable(),
  status: z.enum(propertyStatuses).nullable(),
  mainPhotoUrl: z.string().nullable(),
  bookingsCount: z.number().int(),
  /** "From X SAR / night" in halalas: the lowest current season price, else the base price. */
  fromPrice: z.number().int().nullable(),
  /** Percent of the publish readiness items a property has (null for a building). */
  completeness: z.number().int().nullable(),
  owner,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ListingItem = z.infer<typeof listingItem>;

export const pageMeta = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

export const listingsResponse = z.object({ data: z.array(listingItem), meta: pageMeta });
export type ListingsResponse = z.infer<typeof listingsResponse>;

export const uploadedPhotoResponse = z.object({
  data: z.object({ photoKey: z.string(), urls: photoUrls }),
});
