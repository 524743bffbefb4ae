import type { DefinitionKind } from './kinds';

export { BATHROOM_COMPOSITION_ID, BEDROOM_COMPOSITION_ID } from '../listings/rules';

/**
 * Seeded definitions keep fixed ids below USER_DEFINITION_ID_MIN, so that an id means the
 * same thing on every install and in every saved listing. Each kind owns a block; an owner's
 * own entries take ids from the table's sequence, which starts at USER_DEFINITION_ID_MIN.
 */
export const definitionIdBlocks = {
  room_composition: { from: 1, to: 99 },
  property_type: { from: 100, to: 199 },
  image_type: { from: 200, to: 299 },
  distance_unit: { from: 300, to: 399 },
  poi_kind: { from: 400, to: 499 },
  amenity: { from: 500, to: 799 },
  room_amenity: { from: 800, to: 999 },
  country: { from: 1000, to: 1999 },
  region: { from: 2000, to: 2999 },
  city: { from: 3000, to: 9999 },
  fee_type: { from: 10_000, to: 10_099 },
  payment_method: { from: 10_100, to: 10_199 },
  booking_source: { from: 10_200, to: 10_299 },
} as const satisfies Record<DefinitionKind, { from: number; to: number }>;

/** A country's id is this plus its ISO 3166-1 numeric code (Saudi Arabia 682 → 1682). */
export const COUNTRY_ID_OFFSET = 1000;
/** A Saudi region's id is this plus its ISO 3166-2:SA number (Riyadh SA-01 → 2001). */
export const REGION_ID_OFFSET = 2000;
export const CITY_ID_OFFSET = 3000;
export const USER_DEFINITION_ID_MIN = 100_000;

export const SAUDI_ARABIA_ID = COUNTRY_ID_OFFSET + 682;

export function countryIdFromNumeric(isoNumeric: number): number {
  return COUNTRY_ID_OFFSET + isoNumeric;
}

export function isSeededDefinitionId(id: number): boolean {
  return id > 0 && id < USER_DEFINITION_ID_MIN;
}

/** Seeded fee and tax types (kind `fee_type`), by code. */
export const feeTypeIds = {
  cleaning: 10_001,
  service: 10_002,
  housekeeping: 10_003,
  linen: 10_004,
  resort: 10_005,
  parking: 10_006,
  pet: 10_007,
  utilities: 10_008,
  tourism: 10_009,
  municipality: 10_010,
  vat: 10_011,
  other: 10_012,
} as const;

/** The fee type whose tax lines a price quote reports as VAT. */
export const VAT_FEE_TYPE_ID = feeTypeIds.vat;

/** Seeded payment methods an owner may accept from guests (kind `payment_method`), by code. */
export const paymentMethodIds = {
  cash: 10_101,
  bank_transfer: 10_102,
  credit_card: 10_103,
  mada: 10_104,
  apple_pay: 10_105,
  stc_pay: 10_106,
  sadad: 10_107,
  cheque: 10_108,
} as const;

/** Seeded channels a booking may come from (kind `booking_source`), by code. */
export const bookingSourceIds = {
  direct: 10_201,
  phone: 10_202,
  walk_in: 10_203,
  airbnb: 10_204,
  booking_com: 10_205,
  gathern: 10_206,
  vrbo: 10_207,
  expedia: 10_208,
  agoda: 10_209,
  other: 10_210,
} as const;

/** The source a new booking starts with: the owner took it themselves. */
export const DIRECT_BOOKING_SOURCE_ID = bookingSourceIds.direct;
