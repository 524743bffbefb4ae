import type { IsoDate } from '../dates/days';
import type { Property } from '../listings/responses';
import { roomIssues, type RoomAmenityFacts } from '../listings/rooms';
import { DESCRIPTION_MIN_LENGTH, PHOTO_MAX_COUNT, PHOTO_MIN_COUNT } from '../listings/rules';
import type { BookingSettings } from './responses';
import { readinessItems, type ReadinessItem } from './rules';

/** What readiness is judged on: the property, its terms and prices, and the property's today. */
export interface ReadinessFacts {
  property: Property;
  settings: BookingSettings;
  today: IsoDate;
  /**
   * The ids of the image types every property's photos must show (the seeded definitions of
   * REQUIRED_IMAGE_TYPE_CODES); without them that part of the photos item is not checked.
   */
  requiredImageTypeIds?: readonly number[];
  /** The room amenities' facts; with them the rooms also pass the bedroom and bed rules. */
  roomFacts?: RoomAmenityFacts;
}

/**
 * Still what the photos step saved: a count within bounds, one main photo, each with a
 * description and a type (a photo uploaded since has neither), and the required types.
 */
function photosReady({ property, requiredImageTypeIds }: ReadinessFacts): boolean {
  const { photos } = property;
  return (
    photos.length >= PHOTO_MIN_COUNT &&
    photos.length <= PHOTO_MAX_COUNT &&
    photos.filter((photo) => photo.isMain).length === 1 &&
    photos.every((photo) => photo.description.trim() !== '' && photo.imageTypeIds.length > 0) &&
    (requiredImageTypeIds ?? []).every((id) =>
      photos.some((photo) => photo.imageTypeIds.includes(id)),
    )
  );
}

function roomsReady({ property, roomFacts }: ReadinessFacts): boolean {
  const { rooms } = property.amenities;
  return (
    rooms.length > 0 &&
    rooms.every((room) => room.compositionId > 0 && room.amenityIds.length > 0) &&
    (!roomFacts || roomIssues(rooms, roomFacts, property.specifications ?? {}).length === 0)
  );
}

/** A down payment is complete with the value its type names, above 0. */
function downPaymentReady({ settings }: ReadinessFacts): boolean {
  const deposit = settings.chargeProfile?.downPayment;
  if (!deposit) return false;
  const value = deposit.type === 'percentage' ? deposit.percentage : deposit.amount;
  return value !== null && value > 0;
}

/** As the description step validates it: one language's description of the minimum length. */
function descriptionReady({ property }: ReadinessFacts): boolean {
  return [property.description.ar, property.description.en].some(
    (language) => (language.description ?? '').trim().length >= DESCRIPTION_MIN_LENGTH,
  );
}

const checks: Record<ReadinessItem, (facts: ReadinessFacts) => boolean> = {
  // Decision A-8: a published listing needs its name and capacity.
  specifications: ({ property }) => property.specifications !== null,
  photos: photosReady,
  generalAmenities: ({ property }) => property.amenities.amenityIds.length > 0,
  rooms: roomsReady,
  // A season entirely in the past prices nothing any guest can book.
  seasonalPrices: ({ settings, today }) => settings.seasons.some((s) => s.dateTo >= today),
  availability: ({ settings, today }) =>
    settings.availability !== null && settings.availability.openUntil >= today,
  downPayment: downPaymentReady,
  arrivalInstructions: ({ settings }) =>
    (settings.arrival?.arrivalInstructions ?? []).some((i) => i.howToArrive.trim() !== ''),
  paymentMethods: ({ settings }) => (settings.paymentMethods?.methods.length ?? 0) > 0,
  terms: ({ settings }) => (settings.terms?.terms.length ?? 0) > 0,
  cancellationPolicies: ({ settings }) => (settings.cancellation?.policies.length ?? 0) > 0,
  description: descriptionReady,
};

/**
 * What a listing still misses before it can be published (spec §5 "Publish readiness",
 * plus specifications by decision A-8), in the order of `readinessItems`; none when ready.
 */
export function readinessOf(facts: ReadinessFacts): ReadinessItem[] {
  return readinessItems.filter((item) => !checks[item](facts));
}

/** The share of readiness items present, as a whole percent rounded down (100 only when ready). */
export function completenessOf(missing: readonly ReadinessItem[]): number {
  const present = readinessItems.filter((item) => !missing.includes(item)).length;
  return Math.floor((present * 100) / readinessItems.length);
}
