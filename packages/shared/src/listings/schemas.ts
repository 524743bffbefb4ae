import { z } from 'zod';
import { connectionFilters, syncStatuses } from '../channels/rules';
import { DB_INTEGER_MAX, dbId, fieldError, safeText } from '../validation/fields';
import { messageKey } from '../validation/messages';
import {
  AREA_M2_MAX,
  DESCRIPTION_MIN_LENGTH,
  FLOOR_MIN,
  FLOORS_MAX,
  GUESTS_MAX,
  LONG_TEXT_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  PHOTO_DESCRIPTION_MAX_LENGTH,
  POINTS_OF_INTEREST_MAX,
  ROOM_COUNT_MAX,
  ROOM_COUNT_MIN,
  SHORT_TEXT_MAX_LENGTH,
  UNIT_QUANTITY_MAX,
  UNIT_TYPES_MAX,
  floorExceedsTotal,
  hasAtMostTwoDecimals,
  propertyStatuses,
  wizardSections,
  BATHROOM_COMPOSITION_ID,
  BEDROOM_COMPOSITION_ID,
  LATITUDE_MAX,
  LONGITUDE_MAX,
} from './rules';
import { postalCodeIssue } from './postal-code';

const required = fieldError();
const numberField = fieldError('mustBeNumber');

const text = (max: number) =>
  safeText()
    .trim()
    .min(1, messageKey('required'))
    .max(max, messageKey(max === SHORT_TEXT_MAX_LENGTH ? 'max80' : 'tooLong'));
const optionalText = (max: number) =>
  safeText()
    .trim()
    .max(max, messageKey(max === SHORT_TEXT_MAX_LENGTH ? 'max80' : 'tooLong'))
    .optional();
const definitionId = dbId;

/** A room count: at least 1, at most ROOM_COUNT_MAX, at most 2 decimals (spec §5, §9). */
const roomCount = z
  .number(numberField)
  .min(ROOM_COUNT_MIN, messageKey('atLeastOne'))
  .max(ROOM_COUNT_MAX, messageKey('tooLarge'))
  .refine(hasAtMostTwoDecimals, messageKey('maxTwoDecimals'));

export const pointOfInterestInput = z.object(
  {
    label: text(SHORT_TEXT_MAX_LENGTH),
    kindId: definitionId.nullable().optional(),
    distanceValue: z
      .number(numberField)
      .min(0, messageKey('invalidValue'))
      .max(100_000, messageKey('tooLarge'))
      .refine(hasAtMostTwoDecimals, messageKey('maxTwoDecimals')),
    distanceUnitId: definitionId,
  },
  required,
);
export type PointOfInterestInput = z.input<typeof pointOfInterestInput>;

const pointsOfInterest = z
  .array(pointOfInterestInput, required)
  .max(POINTS_OF_INTEREST_MAX, messageKey('tooLarge'));

export const locationSection = z
  .object(
    {
      countryCode: safeText().regex(/^[A-Z]{2}$/, messageKey('required')),
      cityId: definitionId,
      address: text(200),
      postalCode: text(10),
      floorNumber: z
        .number(numberField)
        .int(messageKey('mustBeNumber'))
        .min(FLOOR_MIN, messageKey('invalidValue'))
        .max(FLOORS_MAX, messageKey('tooLarge')),
      totalFloors: z
        .number(numberField)
        .int(messageKey('mustBeNumber'))
        .min(1, messageKey('atLeastOne'))
        .max(FLOORS_MAX, messageKey('tooLarge')),
      latitude: z
        .number(numberField)
        .min(-LATITUDE_MAX, messageKey('latitudeRange'))
        .max(LATITUDE_MAX, messageKey('latitudeRange'))
        .nullable()
        .optional(),
      longitude: z
        .number(numberField)
        .min(-LONGITUDE_MAX, messageKey('longitudeRange'))
        .max(LONGITUDE_MAX, messageKey('longitudeRange'))
        .nullable()
        .optional(),
      pointsOfInterest: pointsOfInterest.default([]),
    },
    required,
  )
  .refine((s) => !floorExceedsTotal(s.floorNumber, s.totalFloors), {
    message: messageKey('floorAboveTotal'),
    path: ['floorNumber'],
  })
  .superRefine((s, ctx) => {
    const issue = postalCodeIssue(s.countryCode, s.postalCode);
    if (issue !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: messageKey(issue) });
    }
  });
export type LocationSection = z.input<typeof locationSection>;

export const specificationsSection = z
  .object(
    {
      propertyTypeId: definitionId,
      name: text(NAME_MAX_LENGTH),
      internalName: text(NAME_MAX_LENGTH),
      shortName: optionalText(SHORT_TEXT_MAX_LENGTH),
      multiUnit: z.boolean(required).default(false),
      buildingId: z.uuid(messageKey('invalidValue')).nullable().optional(),
      areaM2: z
        .number(numberField)
        .positive(messageKey('atLeastOne'))
        .max(AREA_M2_MAX, messageKey('tooLarge'))
        .refine(hasAtMostTwoDecimals, messageKey('maxTwoDecimals')),
      areaSqf: z
        .number(numberField)
        .positive(messageKey('atLeastOne'))
        .max(AREA_M2_MAX * 11, messageKey('tooLarge'))
        .refine(hasAtMostTwoDecimals, messageKey('maxTwoDecimals')),
      /** Maximum guests. */
      sleep: z
        .number(numberField)
        .int(messageKey('mustBeNumber'))
        .min(1, messageKey('atLeastOne'))
        .max(GUESTS_MAX, messageKey('tooLarge')),
      /** Minimum occupancy. */
      guests: z
        .number(numberField)
        .int(messageKey('mustBeNumber'))
        .min(1, messageKey('atLeastOne'))
        .max(GUESTS_MAX, messageKey('tooLarge')),
      bedrooms: roomCount,
      bathrooms: roomCount,
      toilets: roomCount,
    },
    required,
  )
  .refine((s) => s.sleep > s.guests, { message: messageKey('sleepAboveGuests'), path: ['sleep'] });
export type SpecificationsSection = z.input<typeof specificationsSection>;

export const roomInput = z.object(
  {
    compositionId: definitionId,
    amenityIds: z
      .array(definitionId, required)
      .min(1, messageKey('roomNeedsAmenities'))
      .max(60, messageKey('tooLarge')),
  },
  required,
);
export type RoomInput = z.input<typeof roomInput>;

export const amenitiesSection = z
  .object(
    {
      amenityIds: z
        .array(definitionId, required)
        .min(1, messageKey('amenityRequired'))
        .max(200, messageKey('tooLarge')),
      rooms: z
        .array(roomInput, required)
        .min(1, messageKey('roomRequired'))
        .max(100, messageKey('tooLarge')),
    },
    required,
  )
  .refine(
    (s) =>
      s.rooms.some((r) => r.compositionId === BATHROOM_COMPOSITION_ID) &&
      s.rooms.some((r) => r.compositionId === BEDROOM_COMPOSITION_ID),
    { message: messageKey('bathroomAndBedroomRequired'), path: ['rooms'] },
  );
export type AmenitiesSection = z.input<typeof amenitiesSection>;

const longText = optionalText(LONG_TEXT_MAX_LENGTH);
const shortText = optionalText(SHORT_TEXT_MAX_LENGTH);

/** One language's description parts; only the description has a minimum (400). */
export const descriptionLanguage = z.object(
  {
    description: safeText()
      .trim()
      .max(LONG_TEXT_MAX_LENGTH, messageKey('tooLong'))
      .refine(
        (value) => value === '' || value.length >= DESCRIPTION_MIN_LENGTH,
        messageKey('descriptionMin400'),
      )
      .optional(),
    space: shortText,
    access: longText,
    neighborhood: longText,
    notes: longText,
    houseRules: longText,
    headline: shortText,
    whyPurchased: longText,
    ownerListingStory: longText,
  },
  required,
);
export type DescriptionLanguage = z.infer<typeof descriptionLanguage>;

export const descriptionSection = z
  .object(
    {
      ar: descriptionLanguage,
      en: descriptionLanguage,
      availableFrom: z.iso.date(messageKey('invalidValue')).nullable().optional(),
    },
    required,
  )
  .refine((s) => Boolean(s.ar.description || s.en.description), {
    message: messageKey('descriptionRequired'),
    path: ['ar', 'description'],
  });
export type DescriptionSection = z.input<typeof descriptionSection>;

export const photoUpdate = z.object(
  {
    id: z.uuid(messageKey('invalidValue')),
    description: text(PHOTO_DESCRIPTION_MAX_LENGTH).or(z.literal('').transform(() => '')),
    imageTypeIds: z.array(definitionId, required).max(20, messageKey('tooLarge')),
    position: z
      .number(numberField)
      .int(messageKey('mustBeNumber'))
      .min(0, messageKey('invalidValue'))
      .max(DB_INTEGER_MAX, messageKey('photoOrder')),
    isMain: z.boolean(required),
  },
  required,
);

/** The photos step: each needs a description and a type, one main, order 0..n-1. */
export const photosSection = z
  .object(
    {
      photos: z.array(
        photoUpdate.extend({
          description: text(PHOTO_DESCRIPTION_MAX_LENGTH).refine(
            Boolean,
            messageKey('photoDescriptionRequired'),
          ),
          imageTypeIds: z
            .array(definitionId, required)
            .min(1, messageKey('photoTypeRequired'))
            .max(20, messageKey('tooLarge')),
        }),
        required,
      ),
    },
    required,
  )
  .refine((s) => s.photos.filter((p) => p.isMain).length === 1, {
    message: messageKey('oneMainPhoto'),
    path: ['photos'],
  })
  .refine(
    (s) => {
      const positions = s.photos.map((p) => p.position).sort((a, b) => a - b);
      return positions.every((position, index) => position === index);
    },
    { message: messageKey('photoOrder'), path: ['photos'] },
  );
export type PhotosSection = z.input<typeof photosSection>;

export const unitTypeInput = z.object(
  {
    name: text(SHORT_TEXT_MAX_LENGTH),
    quantity: z
      .number(numberField)
      .int(messageKey('mustBeNumber'))
      .gt(0, messageKey('quantityPositive'))
      .max(UNIT_QUANTITY_MAX, messageKey('tooLarge')),
  },
  required,
);

export const buildingInput = z.object(
  {
    name: text(NAME_MAX_LENGTH),
    propertyTypeId: definitionId,
    photoKey: safeText().min(1, messageKey('photoRequired')).max(100, messageKey('invalidValue')),
    destinations: pointsOfInterest.default([]),
    unitTypes: z
      .array(unitTypeInput, required)
      .min(1, messageKey('unitTypeRequired'))
      .max(UNIT_TYPES_MAX, messageKey('tooLarge')),
  },
  required,
);
export type BuildingInput = z.input<typeof buildingInput>;

export const listingsQuery = z.object(
  {
    tab: z.enum(['all', 'properties', 'buildings'], required).default('all'),
    /** A property status, all, or the last channel sync status (requirements §3.5, A-30). */
    status: z.enum([...propertyStatuses, 'all', ...syncStatuses], required).default('all'),
    /** Properties connected to a channel, or ready to connect (the dashboard's counts). */
    connection: z.enum(connectionFilters, required).optional(),
    search: safeText().trim().max(100, messageKey('tooLong')).optional(),
    page: z.coerce
      .number(required)
      .int(messageKey('invalidValue'))
      .min(1, messageKey('invalidValue'))
      .max(DB_INTEGER_MAX, messageKey('invalidValue'))
      .default(1),
    pageSize: z.coerce
      .number(required)
      .int(messageKey('invalidValue'))
      .min(1, messageKey('invalidValue'))
      .max(PAGE_SIZE_MAX, messageKey('invalidValue'))
      .default(PAGE_SIZE_DEFAULT),
  },
  required,
);
export type ListingsQuery = z.input<typeof listingsQuery>;

export const wizardSection = z.enum(wizardSections);
