import { roomAmenityCategories, type RoomAmenityCategory } from '../definitions/kinds';

/**
 * The room amenities that fit a room, by the code of its composition: beds where people
 * sleep (a sofa bed in a living room, a floor mattress in a majlis), bathroom items in
 * bathrooms and toilets, and so on. A composition not named here offers every amenity.
 */
const roomAmenityCategoriesByComposition: Readonly<Record<string, readonly RoomAmenityCategory[]>> =
  {
    bedroom: ['bed', 'comfort'],
    bathroom: ['bath', 'laundry'],
    toilet: ['bath'],
    living_room: ['comfort', 'bed'],
    hall: ['comfort', 'bed'],
    majlis: ['comfort', 'bed'],
    womens_majlis: ['comfort', 'bed'],
    dining_room: ['comfort'],
    kitchen: ['kitchen', 'laundry'],
    laundry: ['laundry'],
    balcony: ['comfort'],
    roof_terrace: ['comfort'],
    courtyard: ['comfort'],
    office: ['comfort'],
    prayer_room: ['comfort'],
    maid_room: ['bed', 'comfort', 'bath'],
    driver_room: ['bed', 'comfort', 'bath'],
    storage: ['laundry'],
  };

/** A room amenity's group: its `meta.category`, or a bed when it sleeps people (an owner's own). */
export function roomAmenityCategoryOf(
  meta: Readonly<Record<string, unknown>>,
): RoomAmenityCategory | undefined {
  const category = roomAmenityCategories.find((name) => name === meta.category);
  if (category !== undefined) return category;
  return typeof meta.sleeps === 'number' ? 'bed' : undefined;
}

/**
 * Whether a room amenity belongs in a room of this composition. An owner's own amenity that is
 * not a bed has no group and fits every room; so does every amenity of an unknown composition.
 */
export function roomAmenityFits(
  compositionCode: string | undefined,
  meta: Readonly<Record<string, unknown>>,
): boolean {
  if (
    compositionCode === undefined ||
    !Object.hasOwn(roomAmenityCategoriesByComposition, compositionCode)
  ) {
    return true;
  }
  const category = roomAmenityCategoryOf(meta);
  return (
    category === undefined ||
    (roomAmenityCategoriesByComposition[compositionCode] ?? []).includes(category)
  );
}
