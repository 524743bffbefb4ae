import { and, asc, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DefinitionKind } from '@nuzul/shared/definitions';
import type { Database } from '../../db/client';
import { definitionItems } from '../../db/schema/definitions';

export type DefinitionRow = typeof definitionItems.$inferSelect;
/** A seeded row as the seed data describes it. */
export type SeedRow = Pick<
  DefinitionRow,
  'id' | 'kind' | 'code' | 'nameAr' | 'nameEn' | 'parentId' | 'sortOrder' | 'meta'
>;

const seedColumns = {
  id: definitionItems.id,
  kind: definitionItems.kind,
  code: definitionItems.code,
  nameAr: definitionItems.nameAr,
  nameEn: definitionItems.nameEn,
  parentId: definitionItems.parentId,
  sortOrder: definitionItems.sortOrder,
  meta: definitionItems.meta,
};

/** Seeded rows, or seeded rows and the owner's own. */
const visibleTo = (ownerId: string): SQL =>
  or(isNull(definitionItems.ownerId), eq(definitionItems.ownerId, ownerId))!;

/** First key of the advisory locks on an owner's entries (the second is the owner's hash). */
const OWN_DEFINITIONS_LOCK = 0x6465_6631;

// Large enough for the whole seed in one statement, small enough for the 65535 parameter cap.
const UPSERT_BATCH = 1000;

/** Every query of definitions; the service and the lookup decide. */
function queries(db: Database) {
  return {
    async seededRows(): Promise<SeedRow[]> {
      return db.select(seedColumns).from(definitionItems).where(isNull(definitionItems.ownerId));
    },

    async upsertSeeded(rows: readonly SeedRow[]): Promise<void> {
      await db.transaction(async (tx) => {
        for (let start = 0; start < rows.length; start += UPSERT_BATCH) {
          await tx
            .insert(definitionItems)
            .values(rows.slice(start, start + UPSERT_BATCH).map((row) => ({ ...row })))
            .onConflictDoUpdate({
              target: definitionItems.id,
              set: {
                kind: sql`excluded.kind`,
                code: sql`excluded.code`,
                nameAr: sql`excluded.name_ar`,
                nameEn: sql`excluded.name_en`,
                parentId: sql`excluded.parent_id`,
                sortOrder: sql`excluded.sort_order`,
                meta: sql`excluded.meta`,
                ownerId: sql`null`,
              },
            });
        }
      });
    },

    async listVisible(ownerId: string): Promise<DefinitionRow[]> {
      return db
        .select()
        .from(definitionItems)
        .where(visibleTo(ownerId))
        .orderBy(
          asc(definitionItems.kind),
          asc(definitionItems.sortOrder),
          asc(definitionItems.id),
        );
    },

    /**
     * Holds the owner's own entries until the transaction ends, so that concurrent creations
     * count and insert one after the other. An advisory lock: it touches no row of the owner.
     */
    async lockOwn(ownerId: string): Promise<void> {
      await db.execute(
        sql`select pg_advisory_xact_lock(${OWN_DEFINITIONS_LOCK}, hashtext(${ownerId}))`,
      );
    },

    async countOwn(ownerId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(definitionItems)
        .where(eq(definitionItems.ownerId, ownerId));
      return row?.n ?? 0;
    },

    /** The new entry, or undefined when the owner has one of that kind and name already. */
    async insertOwn(
      values: typeof definitionItems.$inferInsert,
    ): Promise<DefinitionRow | undefined> {
      const [row] = await db
        .insert(definitionItems)
        .values(values)
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async findOwn(ownerId: string, id: number): Promise<DefinitionRow | undefined> {
      const [row] = await db
        .select()
        .from(definitionItems)
        .where(and(eq(definitionItems.id, id), eq(definitionItems.ownerId, ownerId)))
        .limit(1);
      return row;
    },

    async deleteOwn(ownerId: string, id: number): Promise<boolean> {
      const rows = await db
        .delete(definitionItems)
        .where(and(eq(definitionItems.id, id), eq(definitionItems.ownerId, ownerId)))
        .returning({ id: definitionItems.id });
      return rows.length === 1;
    },

    /** The ids among `ids` of that kind that are seeded or the owner's own. */
    async knownIds(ownerId: string, kind: DefinitionKind, ids: readonly number[]) {
      const rows = await db
        .select({ id: definitionItems.id })
        .from(definitionItems)
        .where(
          and(
            eq(definitionItems.kind, kind),
            inArray(definitionItems.id, [...ids]),
            visibleTo(ownerId),
          ),
        );
      return rows.map((row) => row.id);
    },

    /** Parents of the ids of that kind that are seeded or the owner's own. */
    async parentsOf(ownerId: string, kind: DefinitionKind, ids: readonly number[]) {
      return db
        .select({ id: definitionItems.id, parentId: definitionItems.parentId })
        .from(definitionItems)
        .where(
          and(
            eq(definitionItems.kind, kind),
            inArray(definitionItems.id, [...ids]),
            visibleTo(ownerId),
          ),
        );
    },

    async seededIdsByCode(kind: DefinitionKind, codes: readonly string[]) {
      return db
        .select({ id: definitionItems.id, code: definitionItems.code })
        .from(definitionItems)
        .where(
          and(
            eq(definitionItems.kind, kind),
            inArray(definitionItems.code, [...codes]),
            isNull(definitionItems.ownerId),
          ),
        );
    },

    async metaOf(ownerId: string, kind: DefinitionKind, ids: readonly number[]) {
      return db
        .select({ id: definitionItems.id, meta: definitionItems.meta })
        .from(definitionItems)
        .where(
          and(
            eq(definitionItems.kind, kind),
            inArray(definitionItems.id, [...ids]),
            visibleTo(ownerId),
          ),
        );
    },

    async seededCodeExists(kind: DefinitionKind, code: string): Promise<boolean> {
      const rows = await db
        .select({ id: definitionItems.id })
        .from(definitionItems)
        .where(
          and(
            eq(definitionItems.kind, kind),
            eq(definitionItems.code, code),
            isNull(definitionItems.ownerId),
          ),
        )
        .limit(1);
      return rows.length === 1;
    },
  };
}
type Queries = ReturnType<typeof queries>;

export type DefinitionsRepository = Queries & {
  /** Runs the work on one transaction; every query inside must use the repository given. */
  transaction<T>(work: (repo: Queries) => Promise<T>): Promise<T>;
};

export function definitionsRepository(db: Database): DefinitionsRepository {
  return {
    ...queries(db),
    transaction: (work) => db.transaction((tx) => work(queries(tx as unknown as Database))),
  };
}
