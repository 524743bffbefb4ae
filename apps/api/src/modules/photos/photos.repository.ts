import { and, asc, count, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
// Photos are part of the listings domain: buildings' photo keys are counted here too.
import { buildings, photoUploads, propertyPhotos } from '../../db/schema/listings';
import type { JobRequest } from '../../platform/jobs/job-types';
import { enqueueJobs } from '../../platform/jobs/jobs.repository';

export type PhotoRow = typeof propertyPhotos.$inferSelect;
export type NewPhoto = typeof propertyPhotos.$inferInsert;

export interface PhotoChange {
  id: string;
  description: string;
  imageTypeIds: number[];
  position: number;
  isMain: boolean;
}

/**
 * Photo queries of a property that the service has checked (listings' PropertyAccess) the
 * actor manages.
 */
function queries(db: Database) {
  return {
    /** The database or transaction these queries run on, for other modules to join it. */
    handle: db,

    photosOf(propertyId: string): Promise<PhotoRow[]> {
      return db
        .select()
        .from(propertyPhotos)
        .where(eq(propertyPhotos.propertyId, propertyId))
        .orderBy(asc(propertyPhotos.position), asc(propertyPhotos.createdAt));
    },

    async countPhotos(propertyId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(propertyPhotos)
        .where(eq(propertyPhotos.propertyId, propertyId));
      return row?.n ?? 0;
    },

    async insertPhoto(values: NewPhoto): Promise<PhotoRow> {
      const [row] = await db.insert(propertyPhotos).values(values).returning();
      return row!;
    },

    /** Writes every photo's step fields; the main flag is cleared first for the unique index. */
    async updatePhotos(propertyId: string, changes: PhotoChange[]): Promise<void> {
      await db
        .update(propertyPhotos)
        .set({ isMain: false })
        .where(and(eq(propertyPhotos.propertyId, propertyId), eq(propertyPhotos.isMain, true)));
      for (const change of changes) {
        await db
          .update(propertyPhotos)
          .set({
            description: change.description,
            imageTypeIds: change.imageTypeIds,
            position: change.position,
            isMain: change.isMain,
          })
          .where(and(eq(propertyPhotos.id, change.id), eq(propertyPhotos.propertyId, propertyId)));
      }
    },

    async deletePhoto(propertyId: string, photoId: string): Promise<PhotoRow | undefined> {
      const [row] = await db
        .delete(propertyPhotos)
        .where(and(eq(propertyPhotos.id, photoId), eq(propertyPhotos.propertyId, propertyId)))
        .returning();
      return row;
    },

    /** Numbers the property's photos 0..n-1 in their current order. */
    async renumber(propertyId: string): Promise<void> {
      await db.execute(sql`
        update ${propertyPhotos} set position = ordered.rank - 1
        from (
          select id, row_number() over (order by position, created_at) as rank
          from ${propertyPhotos} where property_id = ${propertyId}
        ) as ordered
        where ${propertyPhotos.id} = ordered.id and ${propertyPhotos.position} <> ordered.rank - 1`);
    },

    async setMain(propertyId: string, photoId: string): Promise<void> {
      await db
        .update(propertyPhotos)
        .set({ isMain: true })
        .where(and(eq(propertyPhotos.id, photoId), eq(propertyPhotos.propertyId, propertyId)));
    },

    /** Records a stored photo as the owner's upload, for a form to name it by key later. */
    async recordUpload(ownerId: string, key: string): Promise<void> {
      await db.insert(photoUploads).values({ key, ownerId });
    },

    /**
     * Forgets up to `limit` uploads older than `maxAgeMs` (database time, as their
     * created_at) that no building shows, and answers their keys. An upload that a building
     * form is taking right now is locked by it and skipped; should a building take one
     * between the check and the delete, the foreign key refuses the delete.
     */
    async deleteUnusedUploads(maxAgeMs: number, limit: number): Promise<string[]> {
      const unused = db
        .select({ key: photoUploads.key })
        .from(photoUploads)
        .where(
          and(
            lt(photoUploads.createdAt, sql`now() - make_interval(secs => ${maxAgeMs / 1000})`),
            notExists(
              db
                .select({ id: buildings.id })
                .from(buildings)
                .where(eq(buildings.photoKey, photoUploads.key)),
            ),
          ),
        )
        .orderBy(photoUploads.createdAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .delete(photoUploads)
        .where(inArray(photoUploads.key, unused))
        .returning({ key: photoUploads.key });
      return rows.map((row) => row.key);
    },

    /** Enqueues jobs; in a transaction, only if it commits. */
    enqueueJobs: (requests: JobRequest[]) => enqueueJobs(db, requests),

    /** The keys among `keys` that a property photo, a building or an upload still names. */
    async referencedKeys(keys: readonly string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const named = [...keys];
      const rows = await db
        .select({ key: propertyPhotos.storageKey })
        .from(propertyPhotos)
        .where(inArray(propertyPhotos.storageKey, named))
        .union(
          db
            .select({ key: buildings.photoKey })
            .from(buildings)
            .where(inArray(buildings.photoKey, named)),
        )
        .union(
          db
            .select({ key: photoUploads.key })
            .from(photoUploads)
            .where(inArray(photoUploads.key, named)),
        );
      return new Set(rows.map((row) => row.key));
    },
  };
}

type Queries = ReturnType<typeof queries>;

export type PhotosRepository = Queries & {
  /** Runs the work on one transaction; every query inside must use the repository given. */
  transaction<T>(work: (repo: Queries) => Promise<T>): Promise<T>;
};

export function photosRepository(db: Database): PhotosRepository {
  return {
    ...queries(db),
    transaction: (work) => db.transaction((tx) => work(queries(tx as unknown as Database))),
  };
}
