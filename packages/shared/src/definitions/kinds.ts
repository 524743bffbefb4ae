/** The kinds of keyed lookup data (spec §3 "Definition state"). */
export const definitionKinds = [
  'country',
  'region',
  'city',
  'property_type',
  'amenity',
  'room_amenity',
  'room_composition',
  'image_type',
  'distance_unit',
  'poi_kind',
  'fee_type',
  'payment_method',
  'booking_source',
] as const;
export type DefinitionKind = (typeof definitionKinds)[number];

/** The kinds an owner may add entries of, visible only to that owner. */
export const userDefinitionKinds = [
  'amenity',
  'room_amenity',
  'poi_kind',
  'city',
  'fee_type',
  'payment_method',
  'booking_source',
] as const;
export type UserDefinitionKind = (typeof userDefinitionKinds)[number];

/** Groups of the general amenities (`meta.category`), in the order the wizard shows them. */
export const amenityCategories = [
  'essentials',
  'family',
  'religious',
  'kitchen',
  'outdoor',
  'leisure',
  'views',
  'access',
  'safety',
  'services',
] as const;
export type AmenityCategory = (typeof amenityCategories)[number];

/** Groups of the room amenities (`meta.category`); a bed also has `meta.sleeps`. */
export const roomAmenityCategories = ['bed', 'bath', 'comfort', 'kitchen', 'laundry'] as const;
export type RoomAmenityCategory = (typeof roomAmenityCategories)[number];

/** An owner's own entries per account. */
export const USER_DEFINITIONS_MAX = 200;
/** How many people one bed of an owner's own may sleep. */
export const BED_SLEEPS_MAX = 10;
