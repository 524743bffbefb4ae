import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { ConnectionFilter } from '@nuzul/shared/channels';
import type { Database } from '../../db/client';
import {
  buildingUnitTypes,
  buildings,
  photoUploads,
  pointsOfInterest,
  properties,
  propertyPhotos,
  propertyRooms,
} from '../../db/schema/listings';
import type { JobRequest } from '../../platform/jobs/job-types';
import { enqueueJobs } from '../../platform/jobs/jobs.repository';
import { withCompletedSection } from './property.access';
import { connectionCondition, syncStatusCondition } from '../channels/channels.lookup';

/**
 * The list's status filter (spec "pending, published, all, success, failed"): a property
 * status, or its last channel sync status (requirements §3.5, A-30).
 */
function statusCondition(status: string): SQL {
  if (status === 'all') return sql``;
  if (status === 'success' || status === 'failed') return sql`and ${syncStatusCondition(status)}`;
  return sql`and p.status = ${status}`;
}

export type PropertyRow = typeof properties.$inferSelect;
export type NewProperty = typeof properties.$inferInsert;
export type BuildingRow = typeof buildings.$inferSelect;
export type PoiInsert = Omit<
  typeof pointsOfInterest.$inferInsert,
  'propertyId' | 'buildingId' | 'position'
>;

export interface ListingRow {
  id: string;
  kind: 'property' | 'building';
  name: string | null;
  status: PropertyRow['status'] | null;
  photoKey: string | null;
  ownerId: string;
  createdAt: Date;
  updatedAt: Date;
}

/** Listing queries. Every read and write names the owner: another account's rows are invisible. */
function queries(db: Database) {
  return {
    /** The database or transaction these queries run on, for other modules to join it. */
    handle: db,

    async insertProperty(values: NewProperty): Promise<PropertyRow> {
      const [row] = await db.insert(properties).values(values).returning();
      return row!;
    },

    async findProperty(ownerId: string, id: string): Promise<PropertyRow | undefined> {
      const [row] = await db
        .select()
        .from(properties)
        .where(and(eq(properties.id, id), eq(properties.ownerId, ownerId)))
        .limit(1);
      return row;
    },

    /** Updates a section and records it as completed; undefined when not the owner's. */
    async updateProperty(
      ownerId: string,
      id: string,
      values: Partial<NewProperty>,
      section: string,
    ): Promise<PropertyRow | undefined> {
      const [row] = await db
        .update(properties)
        .set({
          ...values,
          completedSections: withCompletedSection(section),
          updatedAt: sql`now()`,
        })
        .where(and(eq(properties.id, id), eq(properties.ownerId, ownerId)))
        .returning();
      return row;
    },

    /**
     * Publishes or withdraws a property; publishing stamps publishedAt once per publication.
     * Undefined when the property is not the owner's.
     */
    async setPublished(
      ownerId: string,
      id: string,
      published: boolean,
    ): Promise<PropertyRow | undefined> {
      const [row] = await db
        .update(properties)
        .set(
          published
            ? {
                status: 'published',
                publishedAt: sql`case when ${properties.status} = 'published' then ${properties.publishedAt} else now() end`,
                updatedAt: sql`now()`,
              }
            : { status: 'pending', publishedAt: null, updatedAt: sql`now()` },
        )
        .where(and(eq(properties.id, id), eq(properties.ownerId, ownerId)))
        .returning();
      return row;
    },

    async deleteProperty(ownerId: string, id: string): Promise<string[] | undefined> {
      const keys = await db
        .select({ key: propertyPhotos.storageKey })
        .from(propertyPhotos)
        .innerJoin(properties, eq(properties.id, propertyPhotos.propertyId))
        .where(and(eq(properties.id, id), eq(properties.ownerId, ownerId)));
      const deleted = await db
        .delete(properties)
        .where(and(eq(properties.id, id), eq(properties.ownerId, ownerId)))
        .returning({ id: properties.id });
      return deleted.length ? keys.map((k) => k.key) : undefined;
    },

    rooms: (propertyId: string) =>
      db
        .select()
        .from(propertyRooms)
        .where(eq(propertyRooms.propertyId, propertyId))
        .orderBy(asc(propertyRooms.position)),

    async replaceRooms(
      propertyId: string,
      rooms: Array<{ compositionId: number; amenityIds: number[] }>,
    ) {
      await db.delete(propertyRooms).where(eq(propertyRooms.propertyId, propertyId));
      if (rooms.length) {
        await db
          .insert(propertyRooms)
          .values(rooms.map((room, position) => ({ ...room, propertyId, position })));
      }
    },

    pointsOf: (parent: { propertyId: string } | { buildingId: string }) =>
      db
        .select()
        .from(pointsOfInterest)
        .where(
          'propertyId' in parent
            ? eq(pointsOfInterest.propertyId, parent.propertyId)
            : eq(pointsOfInterest.buildingId, parent.buildingId),
        )
        .orderBy(asc(pointsOfInterest.position)),

    async replacePoints(
      parent: { propertyId: string } | { buildingId: string },
      points: PoiInsert[],
    ) {
      await db
        .delete(pointsOfInterest)
        .where(
          'propertyId' in parent
            ? eq(pointsOfInterest.propertyId, parent.propertyId)
            : eq(pointsOfInterest.buildingId, parent.buildingId),
        );
      if (points.length) {
        await db
          .insert(pointsOfInterest)
          .values(points.map((point, position) => ({ ...point, ...parent, position })));
      }
    },

    photosOf: (propertyId: string) =>
      db
        .select()
        .from(propertyPhotos)
        .where(eq(propertyPhotos.propertyId, propertyId))
        .orderBy(asc(propertyPhotos.position)),

    async insertBuilding(values: typeof buildings.$inferInsert): Promise<BuildingRow> {
      const [row] = await db.insert(buildings).values(values).returning();
      return row!;
    },

    async findBuilding(ownerId: string, id: string): Promise<BuildingRow | undefined> {
      const [row] = await db
        .select()
        .from(buildings)
        .where(and(eq(buildings.id, id), eq(buildings.ownerId, ownerId)))
        .limit(1);
      return row;
    },

    async updateBuilding(
      ownerId: string,
      id: string,
      values: Partial<typeof buildings.$inferInsert>,
    ) {
      const [row] = await db
        .update(buildings)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(buildings.id, id), eq(buildings.ownerId, ownerId)))
        .returning();
      return row;
    },

    /**
     * The owner's building, locked until the transaction ends, so that concurrent writes to
     * it and to its lists (points of interest, unit types) happen one after the other.
     */
    async lockBuilding(ownerId: string, id: string): Promise<BuildingRow | undefined> {
      const [row] = await db
        .select()
        .from(buildings)
        .where(and(eq(buildings.id, id), eq(buildings.ownerId, ownerId)))
        .for('update');
      return row;
    },

    /**
     * Locks the owner's upload of that key until the transaction ends, so that requests
     * naming the same upload take it one after the other; false when it is not theirs.
     */
    async lockUpload(ownerId: string, key: string): Promise<boolean> {
      const [row] = await db
        .select({ key: photoUploads.key })
        .from(photoUploads)
        .where(and(eq(photoUploads.key, key), eq(photoUploads.ownerId, ownerId)))
        .for('update');
      return row !== undefined;
    },

    /** Whether a building other than `exceptId` has the photo. */
    async photoTaken(key: string, exceptId: string | null): Promise<boolean> {
      const [row] = await db
        .select({ id: buildings.id })
        .from(buildings)
        .where(and(eq(buildings.photoKey, key), exceptId ? ne(buildings.id, exceptId) : undefined))
        .limit(1);
      return row !== undefined;
    },

    /** Enqueues jobs; in a transaction, only if it commits. */
    enqueueJobs: (requests: JobRequest[]) => enqueueJobs(db, requests),

    async deleteUpload(key: string): Promise<void> {
      await db.delete(photoUploads).where(eq(photoUploads.key, key));
    },

    async deleteBuilding(ownerId: string, id: string): Promise<BuildingRow | undefined> {
      const [row] = await db
        .delete(buildings)
        .where(and(eq(buildings.id, id), eq(buildings.ownerId, ownerId)))
        .returning();
      return row;
    },

    unitTypes: (buildingId: string) =>
      db
        .select()
        .from(buildingUnitTypes)
        .where(eq(buildingUnitTypes.buildingId, buildingId))
        .orderBy(asc(buildingUnitTypes.position)),

    async replaceUnitTypes(
      buildingId: string,
      unitTypes: Array<{ name: string; quantity: number }>,
    ) {
      await db.delete(buildingUnitTypes).where(eq(buildingUnitTypes.buildingId, buildingId));
      await db
        .insert(buildingUnitTypes)
        .values(unitTypes.map((unit, position) => ({ ...unit, buildingId, position })));
    },

    buildingProperties: (ownerId: string, buildingId: string) =>
      db
        .select({ id: properties.id, name: properties.name, status: properties.status })
        .from(properties)
        .where(and(eq(properties.ownerId, ownerId), eq(properties.buildingId, buildingId)))
        .orderBy(asc(properties.createdAt)),

    /**
     * One page of the owner's properties and buildings, newest change first. Buildings carry
     * no status, so a status filter shows properties only.
     */
    async listings(
      ownerId: string,
      filter: {
        tab: 'all' | 'properties' | 'buildings';
        status: string;
        connection?: ConnectionFilter;
        search?: string;
      },
      page: { limit: number; offset: number },
    ): Promise<{ rows: ListingRow[]; total: number }> {
      const pattern = filter.search
        ? `%${filter.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
        : null;
      const wantProperties = filter.tab !== 'buildings';
      // Buildings have no status and no connection: either filter shows properties only.
      const wantBuildings =
        filter.tab !== 'properties' && filter.status === 'all' && filter.connection === undefined;
      const parts = [];
      if (wantProperties) {
        parts.push(sql`
          select p.id, 'property' as kind, p.name, p.status,
            (select ph.storage_key from property_photos ph where ph.property_id = p.id and ph.is_main limit 1) as photo_key,
            p.owner_id, p.created_at, p.updated_at
          from properties p
          where p.owner_id = ${ownerId}
            ${statusCondition(filter.status)}
            ${filter.connection ? sql`and ${connectionCondition(filter.connection)}` : sql``}
            ${pattern ? sql`and (p.name ilike ${pattern} or p.internal_name ilike ${pattern} or p.short_name ilike ${pattern})` : sql``}`);
      }
      if (wantBuildings) {
        parts.push(sql`
          select b.id, 'building' as kind, b.name, null as status, b.photo_key, b.owner_id, b.created_at, b.updated_at
          from buildings b
          where b.owner_id = ${ownerId}
            ${pattern ? sql`and b.name ilike ${pattern}` : sql``}`);
      }
      if (!parts.length) return { rows: [], total: 0 };
      const union = sql.join(parts, sql` union all `);
      const result = await db.execute(sql`
        select l.id, l.kind, l.name, l.status, l.photo_key as "photoKey", l.owner_id as "ownerId",
          l.created_at as "createdAt", l.updated_at as "updatedAt", count(*) over () as total
        from (${union}) l
        order by l.updated_at desc, l.id
        limit ${page.limit} offset ${page.offset}`);
      const rows = (result as unknown as { rows: Array<ListingRow & { total: string | number }> })
        .rows;
      let total = Number(rows[0]?.total ?? 0);
      if (!rows.length && page.offset > 0) {
        const counted = await db.execute(sql`select count(*) as total from (${union}) l`);
        total = Number(
          (counted as unknown as { rows: Array<{ total: string | number }> }).rows[0]?.total ?? 0,
        );
      }
      return {
        rows: rows.map((row) => ({
          ...row,
          createdAt: new Date(row.createdAt),
          updatedAt: new Date(row.updatedAt),
        })),
        total,
      };
    },
  };
}

type Queries = ReturnType<typeof queries>;
export type ListingsRepository = Queries & {
  transaction<T>(work: (repo: Queries) => Promise<T>): Promise<T>;
};

export function listingsRepository(db: Database): ListingsRepository {
  return {
    ...queries(db),
    transaction: (work) => db.transaction((tx) => work(queries(tx as unknown as Database))),
  };
}
