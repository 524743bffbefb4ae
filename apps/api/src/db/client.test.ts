import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './client';

// Drizzle maps timestamps, dates, intervals and numeric arrays from their text itself. On
// PGlite the client is given those parsers once instead of with every query
// (pglite-drizzle-client.ts); these rules hold on both drivers, in and out of transactions.
/** Both drivers answer `execute` with `{ rows }`. */
function firstRow(result: unknown): unknown {
  return (result as { rows: unknown[] }).rows[0];
}

describe('values read through drizzle', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database.close();
  });

  const values = sql`select
    timestamptz '2026-03-01 09:30:00+03' as "at",
    timestamp '2026-03-01 09:30:00' as "local",
    date '2026-03-01' as "day",
    interval '1 day 2 hours' as "span",
    array[1.50, 2]::numeric[] as "amounts",
    array[date '2026-03-01']::date[] as "days"`;

  const asText = {
    at: expect.stringMatching(/^2026-03-01 06:30:00(\+00)?$/),
    local: '2026-03-01 09:30:00',
    day: '2026-03-01',
    span: '1 day 02:00:00',
    amounts: '{1.50,2}',
    days: '{2026-03-01}',
  };

  it('hands drizzle timestamps, dates, intervals and their arrays as PostgreSQL text', async () => {
    await database.db.execute(sql`set time zone 'UTC'`);
    expect(firstRow(await database.db.execute(values))).toEqual(asText);
  });

  it('does the same inside a transaction', async () => {
    const row = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local time zone 'UTC'`);
      return firstRow(await tx.execute(values));
    });
    expect(row).toEqual(asText);
  });

  it('still parses the other types (integers, booleans, JSON)', async () => {
    const result = await database.db.execute(
      sql`select 42::int4 as "count", true as "yes", '{"a":1}'::jsonb as "doc"`,
    );
    expect(firstRow(result)).toEqual({ count: 42, yes: true, doc: { a: 1 } });
  });
});
