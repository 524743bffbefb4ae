import type { DefinitionKind } from '@nuzul/shared/definitions';
import type { Database } from '../../db/client';
import { amenitiesByCategory } from './definitions.seed.amenities';
import { countryEntries } from './definitions.seed.countries';
import {
  distanceUnits,
  imageTypes,
  pointOfInterestKinds,
  propertyTypes,
} from './definitions.seed.listings';
import { cities, regions } from './definitions.seed.places';
import { bookingSources, feeTypes, paymentMethods } from './definitions.seed.terms';
import { roomAmenities, roomCompositions } from './definitions.seed.rooms';
import { definitionsRepository, type SeedRow } from './definitions.repository';

/** One seeded entry as the data files write it; its sort order is its place in the list. */
export interface SeedEntry {
  id: number;
  code: string;
  en: string;
  ar: string;
  parentId?: number;
  meta?: Record<string, unknown>;
}

const rowsOf = (kind: DefinitionKind, entries: readonly SeedEntry[]): SeedRow[] =>
  entries.map((entry, index) => ({
    id: entry.id,
    kind,
    code: entry.code,
    nameAr: entry.ar,
    nameEn: entry.en,
    parentId: entry.parentId ?? null,
    sortOrder: index,
    meta: entry.meta ?? {},
  }));

let cached: SeedRow[] | undefined;

/** All seeded reference data, with the fixed ids of definitionIdBlocks. */
export function seedRows(): SeedRow[] {
  cached ??= [
    ...rowsOf('country', countryEntries()),
    ...rowsOf('region', regions),
    ...rowsOf('city', cities),
    ...rowsOf('property_type', propertyTypes),
    ...rowsOf(
      'amenity',
      Object.entries(amenitiesByCategory).flatMap(([category, entries]) =>
        entries.map((entry) => ({ ...entry, meta: { category } })),
      ),
    ),
    ...rowsOf('room_composition', roomCompositions),
    ...rowsOf('room_amenity', roomAmenities),
    ...rowsOf('image_type', imageTypes),
    ...rowsOf('distance_unit', distanceUnits),
    ...rowsOf('poi_kind', pointOfInterestKinds),
    ...rowsOf('fee_type', feeTypes),
    ...rowsOf('payment_method', paymentMethods),
    ...rowsOf('booking_source', bookingSources),
  ];
  return cached;
}

/** JSON with sorted keys: jsonb does not keep the order in which keys were written. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function sameRow(stored: SeedRow | undefined, row: SeedRow): boolean {
  return (
    stored !== undefined &&
    stored.kind === row.kind &&
    stored.code === row.code &&
    stored.nameAr === row.nameAr &&
    stored.nameEn === row.nameEn &&
    stored.parentId === row.parentId &&
    stored.sortOrder === row.sortOrder &&
    canonical(stored.meta) === canonical(row.meta)
  );
}

/**
 * Brings the seeded definitions up to date at start-up: reads what is stored (one query) and
 * upserts, in one transaction, only the rows that are missing or differ, so a restart on an
 * up-to-date database writes nothing. Rows dropped from the seed stay: listings refer to them.
 */
export async function seedDefinitions(db: Database): Promise<{ written: number }> {
  const repo = definitionsRepository(db);
  const stored = new Map((await repo.seededRows()).map((row) => [row.id, row]));
  const changed = seedRows().filter((row) => !sameRow(stored.get(row.id), row));
  if (changed.length > 0) await repo.upsertSeeded(changed);
  return { written: changed.length };
}
