import type {
  AmenitiesSection,
  DescriptionLanguage,
  DescriptionSection,
  LocationSection,
  PointOfInterestInput,
  Property,
  SpecificationsSection,
} from '@nuzul/shared/listings';
import { descriptionParts } from '@nuzul/shared/listings';

/** The country a new property starts in. */
export const DEFAULT_COUNTRY_CODE = 'SA';

/** A form's number input is empty (null) until the user types. */
type Blank<T> = { [K in keyof T]: T[K] | null | undefined };

export type PointValues = Blank<PointOfInterestInput>;

export interface LocationValues extends Blank<Omit<LocationSection, 'pointsOfInterest'>> {
  pointsOfInterest: PointValues[];
}

export type SpecificationsValues = Blank<SpecificationsSection>;

export interface RoomValues {
  compositionId: number | null | undefined;
  amenityIds: number[];
}

export interface AmenitiesValues {
  amenityIds: number[];
  rooms: RoomValues[];
}

export interface DescriptionValues {
  ar: DescriptionLanguage;
  en: DescriptionLanguage;
  /** YYYY-MM-DD, as the API has it. */
  availableFrom: string | null;
}

export function pointValuesOf(
  points: Property['location']['pointsOfInterest'] | undefined,
): PointValues[] {
  return (points ?? []).map(({ label, kindId, distanceValue, distanceUnitId }) => ({
    label,
    kindId,
    distanceValue,
    distanceUnitId,
  }));
}

export function locationValuesOf(property: Property | undefined): LocationValues {
  if (property === undefined) {
    return {
      countryCode: DEFAULT_COUNTRY_CODE,
      cityId: undefined,
      address: '',
      postalCode: '',
      floorNumber: undefined,
      totalFloors: undefined,
      latitude: null,
      longitude: null,
      pointsOfInterest: [],
    };
  }
  const { pointsOfInterest, ...location } = property.location;
  return { ...location, pointsOfInterest: pointValuesOf(pointsOfInterest) };
}

/** Schemas read the values as they are: blanks become undefined (required) or null. */
const orUndefined = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

export function toPointsBody(points: readonly PointValues[]): PointOfInterestInput[] {
  return points.map((point) => ({
    label: point.label ?? '',
    kindId: point.kindId ?? null,
    distanceValue: orUndefined(point.distanceValue) as number,
    distanceUnitId: orUndefined(point.distanceUnitId) as number,
  }));
}

export function toLocationBody(values: LocationValues): LocationSection {
  return {
    countryCode: values.countryCode ?? '',
    cityId: orUndefined(values.cityId) as number,
    address: values.address ?? '',
    postalCode: values.postalCode ?? '',
    floorNumber: orUndefined(values.floorNumber) as number,
    totalFloors: orUndefined(values.totalFloors) as number,
    latitude: values.latitude ?? null,
    longitude: values.longitude ?? null,
    pointsOfInterest: toPointsBody(values.pointsOfInterest ?? []),
  };
}

export function specificationsValuesOf(property: Property | undefined): SpecificationsValues {
  const specs = property?.specifications;
  if (specs === null || specs === undefined) {
    return {
      propertyTypeId: undefined,
      name: '',
      internalName: '',
      shortName: '',
      multiUnit: false,
      buildingId: property?.buildingId ?? null,
      areaM2: undefined,
      areaSqf: undefined,
      sleep: undefined,
      guests: undefined,
      bedrooms: undefined,
      bathrooms: undefined,
      toilets: undefined,
    };
  }
  return { ...specs, shortName: specs.shortName ?? '', buildingId: property?.buildingId ?? null };
}

export function toSpecificationsBody(values: SpecificationsValues): SpecificationsSection {
  const shortName = values.shortName?.trim() ?? '';
  return {
    propertyTypeId: orUndefined(values.propertyTypeId) as number,
    name: values.name ?? '',
    internalName: values.internalName ?? '',
    ...(shortName === '' ? {} : { shortName }),
    multiUnit: values.multiUnit ?? false,
    buildingId: values.buildingId ?? null,
    areaM2: orUndefined(values.areaM2) as number,
    areaSqf: orUndefined(values.areaSqf) as number,
    sleep: orUndefined(values.sleep) as number,
    guests: orUndefined(values.guests) as number,
    bedrooms: orUndefined(values.bedrooms) as number,
    bathrooms: orUndefined(values.bathrooms) as number,
    toilets: orUndefined(values.toilets) as number,
  };
}

export function amenitiesValuesOf(property: Property | undefined): AmenitiesValues {
  return {
    amenityIds: [...(property?.amenities.amenityIds ?? [])],
    rooms: (property?.amenities.rooms ?? []).map(({ compositionId, amenityIds }) => ({
      compositionId,
      amenityIds: [...amenityIds],
    })),
  };
}

export function toAmenitiesBody(values: AmenitiesValues): AmenitiesSection {
  return {
    amenityIds: values.amenityIds ?? [],
    rooms: (values.rooms ?? []).map((room) => ({
      compositionId: orUndefined(room?.compositionId) as number,
      amenityIds: room?.amenityIds ?? [],
    })),
  };
}

function languageValuesOf(parts: DescriptionLanguage | undefined): DescriptionLanguage {
  return Object.fromEntries(descriptionParts.map((part) => [part, parts?.[part] ?? '']));
}

export function descriptionValuesOf(property: Property | undefined): DescriptionValues {
  return {
    ar: languageValuesOf(property?.description.ar),
    en: languageValuesOf(property?.description.en),
    availableFrom: property?.description.availableFrom ?? null,
  };
}

function languageBody(parts: DescriptionLanguage | undefined): DescriptionLanguage {
  return Object.fromEntries(
    descriptionParts.flatMap((part) => {
      const value = parts?.[part]?.trim() ?? '';
      return value === '' ? [] : [[part, value]];
    }),
  );
}

export function toDescriptionBody(values: DescriptionValues): DescriptionSection {
  return {
    ar: languageBody(values.ar),
    en: languageBody(values.en),
    availableFrom: values.availableFrom ?? null,
  };
}

/**
 * Compares two section bodies as the API would store them: empty text, null and absent are
 * the same, and key order does not matter.
 */
export function sameBody(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function canonical(value: unknown): unknown {
  // Lists of ids are sets (amenities, image types): their order is not a change.
  if (Array.isArray(value)) {
    return value.every((item) => typeof item === 'number')
      ? [...value].sort((a: number, b: number) => a - b)
      : value.map(canonical);
  }
  if (typeof value === 'string') return value.trim();
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value)
    .map(([k, v]) => [k, canonical(v)] as const)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .sort(([a], [b]) => a.localeCompare(b));
  return Object.fromEntries(entries);
}
