import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { definitionKinds } from '@nuzul/shared/definitions';
import { users } from './accounts';

export { definitionKinds, type DefinitionKind } from '@nuzul/shared/definitions';

/**
 * Keyed lookup data in Arabic and English. Seeded entries have fixed ids below 100000 (room
 * composition 2 is the bathroom and 6 the bedroom, as the specification fixes); an owner's
 * own entries (ownerId set) take ids from the sequence and are visible only to that owner.
 */
export const definitionItems = pgTable(
  'definition_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100000 }),
    kind: text('kind', { enum: definitionKinds }).notNull(),
    code: text('code').notNull(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    /** A city's region, a region's country. */
    parentId: integer('parent_id'),
    sortOrder: integer('sort_order').notNull().default(0),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Per kind: an amenity's category, a room amenity's `bed` flag, a required image type. */
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('definition_items_seed_code_idx')
      .on(table.kind, table.code)
      .where(sql`owner_id is null`),
    index('definition_items_owner_idx').on(table.ownerId, table.kind),
    // An owner names each entry of a kind once in either language (a city once per region).
    uniqueIndex('definition_items_own_name_ar_idx')
      .on(
        table.ownerId,
        table.kind,
        sql`coalesce(${table.parentId}, 0)`,
        sql`lower(btrim(${table.nameAr}))`,
      )
      .where(sql`owner_id is not null`),
    uniqueIndex('definition_items_own_name_en_idx')
      .on(
        table.ownerId,
        table.kind,
        sql`coalesce(${table.parentId}, 0)`,
        sql`lower(btrim(${table.nameEn}))`,
      )
      .where(sql`owner_id is not null`),
  ],
);
