import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * A table's rows as one JSON array, for reading several tables' rows in one query: each
 * query is a round trip and a pooled connection, so a read of eleven small tables as eleven
 * queries costs more than their rows. `where` and `orderBy` name the table's own columns.
 */
export function jsonRows(table: PgTable, where: SQL, orderBy?: SQL): SQL<unknown> {
  const order = orderBy ? sql` order by ${orderBy}` : sql``;
  return sql`coalesce((select json_agg(${table}${order}) from ${table} where ${where}), '[]'::json)`;
}

/** A json column's value: parsed by the driver already, or its text. */
export const parsedJson = (raw: unknown): unknown =>
  typeof raw === 'string' ? JSON.parse(raw) : raw;

/**
 * The rows of `jsonRows` as `db.select().from(table)` answers them: JSON keys are the
 * columns' SQL names, and each value goes through its column's own mapping (a timestamp
 * becomes a Date, an integer a number).
 */
export function decodeRows<T extends PgTable>(table: T, raw: unknown): Array<T['$inferSelect']> {
  const columns = Object.entries(getTableColumns(table));
  const list = parsedJson(raw) as Array<Record<string, unknown>>;
  return list.map(
    (stored) =>
      Object.fromEntries(
        columns.map(([key, column]) => {
          const value = stored[column.name];
          return [
            key,
            value === null || value === undefined ? null : column.mapFromDriverValue(value),
          ];
        }),
      ) as T['$inferSelect'],
  );
}
