/**
 * Bounds of listings. Where the specification names a value it is used; where it leaves a
 * bound unstated (room counts, photo count), the choice is made here, once.
 */
export const DESCRIPTION_MIN_LENGTH = 400;
export const SHORT_TEXT_MAX_LENGTH = 80;
export const LONG_TEXT_MAX_LENGTH = 5000;
export const NAME_MAX_LENGTH = 120;

export const ROOM_COUNT_MIN = 1;
/** Bedrooms, bathrooms and toilets: the specification leaves the upper bound open. */
export const ROOM_COUNT_MAX = 50;
export const GUESTS_MAX = 100;
export const AREA_M2_MAX = 100_000;
export const FLOOR_MIN = 0;
export const FLOORS_MAX = 200;
export const SQF_PER_M2 = 10.7639;
/** Coordinates are degrees: latitude within ±90, longitude within ±180. */
export const LATITUDE_MAX = 90;
export const LONGITUDE_MAX = 180;

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_MIN_WIDTH = 1024;
export const PHOTO_MIN_HEIGHT = 768;
/** Per property: the specification names a minimum and maximum without values. */
export const PHOTO_MIN_COUNT = 5;
export const PHOTO_MAX_COUNT = 40;
export const PHOTO_DESCRIPTION_MAX_LENGTH = 200;

/** Room compositions fixed by the specification. */
export const BATHROOM_COMPOSITION_ID = 2;
export const BEDROOM_COMPOSITION_ID = 6;

/** Image types every property's photos must include (codes of the image-type definitions). */
export const REQUIRED_IMAGE_TYPE_CODES = ['bedroom', 'bathroom'] as const;

export const POINTS_OF_INTEREST_MAX = 30;
export const UNIT_TYPES_MAX = 50;
export const UNIT_QUANTITY_MAX = 10_000;

export const PAGE_SIZE_DEFAULT = 12;
export const PAGE_SIZE_MAX = 50;

/**
 * The wizard's steps (spec §2): Property Booking holds the eight sections of
 * `bookingSections` (@nuzul/shared/terms); the last step is "Description & Booking".
 */
export const wizardSections = [
  'location',
  'photos',
  'specifications',
  'amenities',
  'booking',
  'description',
] as const;
export type WizardSection = (typeof wizardSections)[number];

export const propertyStatuses = ['pending', 'published', 'approved'] as const;
export type PropertyStatus = (typeof propertyStatuses)[number];

export const descriptionParts = [
  'description',
  'space',
  'access',
  'neighborhood',
  'notes',
  'houseRules',
  'headline',
  'whyPurchased',
  'ownerListingStory',
] as const;
export type DescriptionPart = (typeof descriptionParts)[number];

export function sqfFromM2(m2: number): number {
  return Math.round(m2 * SQF_PER_M2 * 100) / 100;
}

export function m2FromSqf(sqf: number): number {
  return Math.round((sqf / SQF_PER_M2) * 100) / 100;
}

/** The floor of a property is in its building: at most the total floors (spec §5). */
export function floorExceedsTotal(floorNumber: number, totalFloors: number): boolean {
  return floorNumber > totalFloors;
}

/** At most two decimals, tolerant of binary floating point. */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}
