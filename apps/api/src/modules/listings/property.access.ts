import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  buildings,
  pointsOfInterest,
  properties,
  propertyPhotos,
  propertyRooms,
} from '../../db/schema/listings';
import { assertCan, scopeOf, type Actor } from '../../platform/policy';

/**
 * The property's completed sections with `section` added: each once, sorted, whatever
 * order the steps were saved in. The one definition, for every step that completes one.
 */
export const withCompletedSection = (section: string) =>
  sql`(select array(select distinct unnest(${properties.completedSections} || array[${section}]::text[]) order by 1))`;

/**
 * What other modules (photos, definitions) may do with listings: the one ownership check of
 * a property, the one way to record a step as completed, and whether a definition is in use.
 * Each takes the caller's transaction handle where it has one, so it joins that transaction.
 */
export interface PropertyAccess {
  /**
   * Refuses (404, like a property that does not exist) unless the actor manages the
   * property; with `lock`, holds its row until the transaction `tx` ends, so that writes to
   * the property and its lists (photos, rooms, points) happen one after the other.
   */
  assertOwnedProperty(
    actor: Actor,
    propertyId: string,
    options?: { lock?: boolean; tx?: Database },
  ): Promise<void>;
  /** Records the step as saved and the property as changed, in the caller's transaction. */
  completeSection(tx: Database, propertyId: string, section: string): Promise<void>;
  /** Whether any listing refers to the definition entry, by foreign key or in an id array. */
  definitionInUse(id: number): Promise<boolean>;
  /**
   * What the terms and prices of a property depend on (no ownership check: the caller has
   * made it); undefined for a property that does not exist.
   */
  factsOf(propertyId: string, options?: { tx?: Database }): Promise<PropertyFacts | undefined>;
  /**
   * The property's name as its owner shows it (its name, else its internal name), for
   * notifications; null when it has neither, undefined when there is no such property.
   */
  nameOf(propertyId: string): Promise<string | null | undefined>;
  /**
   * How many properties the account has (what a plan's limit counts for creating and for
   * "properties used"), or with `published` how many are published, `except` one of them.
   */
  countOf(
    accountId: string,
    options?: { tx?: Database; published?: boolean; except?: string },
  ): Promise<number>;
}

export interface PropertyFacts {
  /** Max guests (specifications); null until the Specifications step is saved. */
  sleep: number | null;
  /** Decides the property's "today". */
  timeZone: string;
  completedSections: string[];
}

export function propertyAccess(db: Database): PropertyAccess {
  return {
    async assertOwnedProperty(actor, propertyId, options = {}) {
      const handle = options.tx ?? db;
      // Scoped in the query too: a foreign row is never locked, only refused.
      const query = handle
        .select({ accountId: properties.ownerId })
        .from(properties)
        .where(
          and(
            eq(properties.id, propertyId),
            eq(properties.ownerId, scopeOf(actor, 'listings:manage')),
          ),
        );
      const [row] = options.lock ? await query.for('update') : await query.limit(1);
      assertCan(actor, 'listings:manage', row);
    },

    async completeSection(tx, propertyId, section) {
      await tx
        .update(properties)
        .set({ completedSections: withCompletedSection(section), updatedAt: sql`now()` })
        .where(eq(properties.id, propertyId));
    },

    async factsOf(propertyId, options = {}) {
      const [row] = await (options.tx ?? db)
        .select({
          sleep: properties.sleep,
          timeZone: properties.timeZone,
          completedSections: properties.completedSections,
        })
        .from(properties)
        .where(eq(properties.id, propertyId))
        .limit(1);
      return row;
    },

    async nameOf(propertyId) {
      const [row] = await db
        .select({ name: properties.name, internalName: properties.internalName })
        .from(properties)
        .where(eq(properties.id, propertyId))
        .limit(1);
      return row && (row.name || row.internalName || null);
    },

    async countOf(accountId, options = {}) {
      const [row] = await (options.tx ?? db)
        .select({ value: count() })
        .from(properties)
        .where(
          and(
            eq(properties.ownerId, accountId),
            options.published ? eq(properties.status, 'published') : undefined,
            options.except ? ne(properties.id, options.except) : undefined,
          ),
        );
      return row?.value ?? 0;
    },

    async definitionInUse(id) {
      const result = await db.execute(sql`select
        exists (select 1 from ${properties} where ${properties.cityId} = ${id}
          or ${properties.propertyTypeId} = ${id} or ${id} = any(${properties.amenityIds}))
        or exists (select 1 from ${propertyRooms} where ${propertyRooms.compositionId} = ${id}
          or ${id} = any(${propertyRooms.amenityIds}))
        or exists (select 1 from ${pointsOfInterest} where ${pointsOfInterest.kindId} = ${id}
          or ${pointsOfInterest.distanceUnitId} = ${id})
        or exists (select 1 from ${propertyPhotos} where ${id} = any(${propertyPhotos.imageTypeIds}))
        or exists (select 1 from ${buildings} where ${buildings.propertyTypeId} = ${id})
        as used`);
      // Both drivers answer raw queries with { rows }; the shared Database type cannot say so.
      const { rows } = result as unknown as { rows: Array<{ used: boolean }> };
      return rows[0]?.used === true;
    },
  };
}
