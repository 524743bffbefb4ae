import { asc, sql, type SQL } from 'drizzle-orm';
import { boolean, date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './client';
import { decodeRows, jsonRows } from './json-rows';

/** The one row of a raw query (both drivers answer `execute` with `{ rows }`). */
async function selectOne(db: DatabaseHandle['db'], query: SQL): Promise<Record<string, unknown>> {
  const { rows } = (await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> };
  return rows[0] ?? {};
}

const samples = pgTable('json_rows_samples', {
  id: uuid('id').primaryKey().defaultRandom(),
  position: integer('position').notNull(),
  label: text('label'),
  kind: text('kind', { enum: ['fixed', 'percent'] }).notNull(),
  optional: boolean('optional').notNull(),
  day: date('day'),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
});

describe('rows read as JSON in one query', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`create table json_rows_samples (id uuid primary key
      default gen_random_uuid(), position integer not null, label text, kind text not null,
      optional boolean not null, day date, updated_at timestamptz)`);
    await database.db.insert(samples).values([
      {
        position: 2,
        label: 'الثاني "quoted" \\ back',
        kind: 'percent',
        optional: true,
        day: '2026-12-31',
        updatedAt: sql`timestamptz '2026-03-01 09:30:00.123456+03'`,
      },
      { position: 1, label: null, kind: 'fixed', optional: false, day: null, updatedAt: null },
    ]);
  });

  afterAll(async () => {
    await database.close();
  });

  it('reads every column as the same select would, in the asked order, nulls kept', async () => {
    const selected = await database.db.select().from(samples).orderBy(asc(samples.position));
    const row = await selectOne(
      database.db,
      sql`select ${jsonRows(samples, sql`true`, sql`${samples.position}`)} as "rows"`,
    );
    const decoded = decodeRows(samples, row.rows);
    expect(decoded).toEqual(selected);
    expect(decoded[1]!.updatedAt).toEqual(new Date('2026-03-01T06:30:00.123Z'));
    expect(decoded[1]!.day).toBe('2026-12-31');
    expect(decoded[0]!.label).toBeNull();
  });

  it('answers an empty list when no row matches', async () => {
    const row = await selectOne(
      database.db,
      sql`select ${jsonRows(samples, sql`${samples.position} > 5`)} as "rows"`,
    );
    expect(decodeRows(samples, row.rows)).toEqual([]);
  });
});
