import type { DefinitionKind } from '@nuzul/shared/definitions';
import { fieldIssue, validationFailed } from '@nuzul/shared/errors';
import type { RoomAmenityFacts } from '@nuzul/shared/listings';
import type { Database } from '../../db/client';
import { definitionsRepository, type DefinitionsRepository } from './definitions.repository';

/** What other modules ask of the definitions; every call is at most one query. */
export interface DefinitionsLookup {
  /**
   * Refuses (400 VALIDATION_FAILED, `unknownDefinition` at `path`) ids that are neither seeded
   * entries of the kind nor the owner's own; another owner's entry is unknown too.
   */
  assertKnown(
    ownerId: string,
    kind: DefinitionKind,
    ids: readonly number[],
    path: string,
  ): Promise<void>;
  /** The ids among `ids` that are seeded entries of the kind or the owner's own. */
  knownIds(ownerId: string, kind: DefinitionKind, ids: readonly number[]): Promise<Set<number>>;
  /** Seeded ids by code; codes that are not seeded are absent from the map. */
  idsByCode(kind: DefinitionKind, codes: readonly string[]): Promise<Map<string, number>>;
  /** How many people each bed among the room amenities sleeps (seeded or the owner's own). */
  roomAmenityFacts(ownerId: string, ids: readonly number[]): Promise<RoomAmenityFacts>;
  /** Whether an ISO 3166-1 alpha-2 code is a seeded country. */
  countryExists(code: string): Promise<boolean>;
  /**
   * The parent (a city's region, a region's country) of each id that is a seeded entry of
   * the kind or the owner's own; unknown ids are absent.
   */
  parentsOf(
    ownerId: string,
    kind: DefinitionKind,
    ids: readonly number[],
  ): Promise<Map<number, number | null>>;
}

function sleepsOf(meta: Record<string, unknown>): number | undefined {
  const sleeps = meta.sleeps;
  return typeof sleeps === 'number' && Number.isInteger(sleeps) && sleeps > 0 ? sleeps : undefined;
}

export function definitionsLookupWith(repo: DefinitionsRepository): DefinitionsLookup {
  return {
    async assertKnown(ownerId, kind, ids, path) {
      const wanted = [...new Set(ids)];
      if (wanted.length === 0) return;
      const known = new Set(await repo.knownIds(ownerId, kind, wanted));
      if (wanted.every((id) => known.has(id))) return;
      throw validationFailed([fieldIssue(path, 'unknownDefinition')]);
    },

    async knownIds(ownerId, kind, ids) {
      const wanted = [...new Set(ids)];
      return new Set(wanted.length ? await repo.knownIds(ownerId, kind, wanted) : []);
    },

    async idsByCode(kind, codes) {
      if (codes.length === 0) return new Map();
      const rows = await repo.seededIdsByCode(kind, [...new Set(codes)]);
      return new Map(rows.map((row) => [row.code, row.id]));
    },

    async roomAmenityFacts(ownerId, ids) {
      const wanted = [...new Set(ids)];
      const rows = wanted.length ? await repo.metaOf(ownerId, 'room_amenity', wanted) : [];
      const sleeps = new Map(rows.map((row) => [row.id, sleepsOf(row.meta)]));
      return { sleeps: (id) => sleeps.get(id) };
    },

    async countryExists(code) {
      return /^[A-Z]{2}$/.test(code) && repo.seededCodeExists('country', code);
    },

    async parentsOf(ownerId, kind, ids) {
      const wanted = [...new Set(ids)];
      const rows = wanted.length ? await repo.parentsOf(ownerId, kind, wanted) : [];
      return new Map(rows.map((row) => [row.id, row.parentId]));
    },
  };
}

export function definitionsLookup(db: Database): DefinitionsLookup {
  return definitionsLookupWith(definitionsRepository(db));
}
