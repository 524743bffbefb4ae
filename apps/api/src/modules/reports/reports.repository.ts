import { sql, type SQL } from 'drizzle-orm';
import type { ReportGrouping } from '@nuzul/shared/reports';
import type { IsoDate } from '@nuzul/shared/dates';
import type { Database } from '../../db/client';

/** Both drivers answer raw queries with `{ rows }`; the shared Database type cannot say so. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Sums and counts arrive as text (bigint) or numbers depending on the driver. */
const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/** A multi-unit property of a building has the building's unit types' units; others one. */
const unitsOf = sql`case when p.multi_unit and p.building_id is not null
    then greatest(1, coalesce((select sum(unit.quantity)::int from building_unit_types unit
      where unit.building_id = p.building_id), 1))
    else 1 end`;

/** The day a property was created, in its own time zone: its first available night. */
const sinceOf = sql`to_char((p.created_at at time zone p.time_zone)::date, 'YYYY-MM-DD')`;

export interface ReportScope {
  ownerId: string;
  from: IsoDate;
  /** Exclusive. */
  to: IsoDate;
  propertyId?: string;
  source?: number;
}

/** Nights and revenue of one bucket (or one property): what occupancy and revenue add up. */
export interface NightsRow {
  key: string;
  bookedNights: number;
  guestPrice: number;
  priceToYou: number;
}

export interface CountsRow {
  key: string;
  confirmed: number;
  pending: number;
  cancelled: number;
}

const stepOf = (groupBy: ReportGrouping) => (groupBy === 'month' ? '1 month' : '1 day');

/**
 * The bucket (month or day) of each night of `[from, to)`, one row per bucket it touches:
 * `lateral generate_series` gives a stay of a month's end two rows, a day's stay one. The
 * bucket's own nights are `[greatest(bucket, from), least(bucket + step, to))`.
 */
function bucketsOf(groupBy: ReportGrouping, from: SQL, to: SQL) {
  const step = stepOf(groupBy);
  return sql`generate_series(date_trunc(${groupBy}, ${from}::timestamp),
      (${to} - 1)::timestamp, ${step}::interval) as g(bucket)`;
}

function bookingFilter(scope: ReportScope): SQL {
  return sql.join(
    [
      sql`b.owner_id = ${scope.ownerId}`,
      scope.propertyId ? sql`b.property_id = ${scope.propertyId}` : undefined,
      scope.source ? sql`b.booking_source_id = ${scope.source}` : undefined,
    ].filter((part): part is SQL => part !== undefined),
    sql` and `,
  );
}

/**
 * Stays of confirmed and pending bookings that share a night with `[from, to)`. A stay has at
 * most 365 nights, so one that arrives a year before `from` cannot reach it: the bound lets
 * the (owner, arrival) index narrow the scan.
 */
function overlapping(scope: ReportScope): SQL {
  return sql`${bookingFilter(scope)} and b.status <> 'cancelled'
    and b.date_from < ${scope.to}::date and b.date_to > ${scope.from}::date
    and b.date_from >= ${scope.from}::date - 366`;
}

/**
 * A stay's revenue inside `[s, e)`, split by night exactly: night i (0-based) of a stay of n
 * nights and price p gets floor(p(i+1)/n) − floor(p·i/n), so the parts add up to p and a
 * stay across a month's end pays each month its nights' share.
 */
const shareOf = (price: SQL, start: SQL, end: SQL) =>
  sql`((${price})::bigint * (${end} - b.date_from) / (b.date_to - b.date_from)
    - (${price})::bigint * (${start} - b.date_from) / (b.date_to - b.date_from))`;

/**
 * The sources with a figure in the range, most bookings first: not one whose only booking
 * is a cancelled stay that arrived before it (nothing of which counts in it).
 */
const listedSources = (bySource: SQL) => sql`select * from (${bySource}) q
  where q.bookings <> 0 or q.cancelled <> 0 or q.nights <> 0
  order by q.bookings desc, q.source_id nulls last`;

/** Whether `day` is the first of a month: the per-property sums are by month. */
const isMonthStart = (day: IsoDate) => day.endsWith('-01');

/** The owner's day sums of `[from, to)`, narrowed to a source when asked. */
function ownerDays(scope: ReportScope): SQL {
  return sql`s.owner_id = ${scope.ownerId}
    and s.day >= ${scope.from}::date and s.day < ${scope.to}::date
    ${scope.source ? sql`and s.source_key = ${scope.source}` : sql``}`;
}

/**
 * The blocked nights of `[from, to)` of the owner's properties (or the one asked for), of
 * the units they have: unit 1 always, a higher one while the building has it.
 */
function blockedNights(scope: ReportScope): SQL {
  return sql`n.owner_id = ${scope.ownerId}
    ${scope.propertyId ? sql`and n.property_id = ${scope.propertyId}` : sql``}
    and n.day >= ${scope.from}::date and n.day < ${scope.to}::date
    and (n.unit_no = 1 or n.unit_no <= (select ${unitsOf} from properties p
      where p.id = n.property_id))`;
}

export interface ReportsRepositoryOptions {
  /**
   * Read the sums that migration 0020's triggers keep (the default) where they answer the
   * question; false reads the bookings and holds themselves every time (the from-scratch
   * aggregation the tests hold the sums to).
   */
  summaries?: boolean;
}

/**
 * The reports' SQL. An owner's figures (no property asked for) come from the sums by owner
 * and day, whatever the range and grouping; one property's from its own bookings (a few
 * hundred rows a year, by the property's index); the per-property comparison from the sums
 * by property and month when the range is whole months.
 */
export function reportsRepository(db: Database, options: ReportsRepositoryOptions = {}) {
  const summaries = options.summaries ?? true;
  const ownerWide = (scope: ReportScope) => summaries && !scope.propertyId;
  return {
    /** Whether the owner has this property (reports of another owner's property are a 404). */
    async ownsProperty(ownerId: string, propertyId: string): Promise<boolean> {
      const rows = rowsOf<{ id: string }>(
        await db.execute(
          sql`select id from properties where id = ${propertyId} and owner_id = ${ownerId}`,
        ),
      );
      return rows.length > 0;
    },

    /** The owner's properties (or the one asked for) with their units, names and status. */
    async properties(ownerId: string, propertyId?: string) {
      const rows = rowsOf<{
        id: string;
        name: string | null;
        internal_name: string | null;
        status: string;
        units: unknown;
        since: string;
      }>(
        await db.execute(sql`select p.id, p.name, p.internal_name, p.status, ${unitsOf} as units,
            ${sinceOf} as since
          from properties p where p.owner_id = ${ownerId}
          ${propertyId ? sql`and p.id = ${propertyId}` : sql``}
          order by coalesce(p.name, p.internal_name), p.id`),
      );
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        internalName: row.internal_name,
        status: row.status,
        units: num(row.units),
        since: String(row.since) as IsoDate,
      }));
    },

    /**
     * The owner's units (or the property's) by the day their property was created: a night
     * before it was never available.
     */
    async capacity(ownerId: string, propertyId?: string) {
      const rows = rowsOf<{ since: string; units: unknown }>(
        await db.execute(sql`select ${sinceOf} as since, sum(p.units) as units
          from (select p.created_at, p.time_zone, sum(${unitsOf}) as units
            from properties p where p.owner_id = ${ownerId}
            ${propertyId ? sql`and p.id = ${propertyId}` : sql``}
            group by 1, 2) p
          group by 1`),
      );
      return rows.map((row) => ({ since: String(row.since) as IsoDate, units: num(row.units) }));
    },

    /** The owner's properties: all of them, and those published (past the readiness gate). */
    async propertyCounts(ownerId: string) {
      const [row] = rowsOf<{ total: unknown; published: unknown }>(
        await db.execute(sql`select count(*) as total,
            count(*) filter (where status <> 'pending') as published
          from properties where owner_id = ${ownerId}`),
      );
      return { total: num(row?.total), published: num(row?.published) };
    },

    /** Bookings by arrival bucket and status, arrivals in `[from, to)`. */
    async arrivalsByBucket(scope: ReportScope, groupBy: ReportGrouping): Promise<CountsRow[]> {
      const rows = rowsOf<Record<string, unknown>>(
        ownerWide(scope)
          ? await db.execute(sql`select to_char(date_trunc(${groupBy}, s.day::timestamp),
                'YYYY-MM-DD') as key,
              sum(s.arrivals_confirmed) as confirmed,
              sum(s.arrivals_pending) as pending,
              sum(s.arrivals_cancelled) as cancelled
            from report_owner_days s
            where ${ownerDays(scope)}
            group by 1`)
          : await db.execute(sql`select to_char(date_trunc(${groupBy}, b.date_from::timestamp),
              'YYYY-MM-DD') as key,
            count(*) filter (where b.status = 'confirmed') as confirmed,
            count(*) filter (where b.status = 'pending') as pending,
            count(*) filter (where b.status = 'cancelled') as cancelled
          from bookings b
          where ${bookingFilter(scope)}
            and b.date_from >= ${scope.from}::date and b.date_from < ${scope.to}::date
          group by 1`),
      );
      return rows.map((row) => ({
        key: String(row.key),
        confirmed: num(row.confirmed),
        pending: num(row.pending),
        cancelled: num(row.cancelled),
      }));
    },

    /** Confirmed and pending stays arriving in `[from, to)` and on `day`. */
    async arrivals(ownerId: string, day: IsoDate, to: IsoDate) {
      const [row] = rowsOf<{ today: unknown; total: unknown }>(
        summaries
          ? await db.execute(sql`select
                sum(s.arrivals_confirmed + s.arrivals_pending) filter (where s.day = ${day}::date)
                  as today,
                sum(s.arrivals_confirmed + s.arrivals_pending) as total
              from report_owner_days s
              where s.owner_id = ${ownerId} and s.day >= ${day}::date and s.day < ${to}::date`)
          : await db.execute(sql`select count(*) filter (where b.date_from = ${day}::date) as today,
            count(*) as total
          from bookings b
          where b.owner_id = ${ownerId} and b.status <> 'cancelled'
            and b.date_from >= ${day}::date and b.date_from < ${to}::date`),
      );
      return { today: num(row?.today), total: num(row?.total) };
    },

    /** Booked nights and revenue of confirmed and pending stays, by bucket, split by night. */
    async nightsByBucket(scope: ReportScope, groupBy: ReportGrouping): Promise<NightsRow[]> {
      const step = stepOf(groupBy);
      const start = sql`greatest(g.bucket::date, b.date_from, ${scope.from}::date)`;
      const end = sql`least((g.bucket + ${step}::interval)::date, b.date_to, ${scope.to}::date)`;
      const rows = rowsOf<Record<string, unknown>>(
        ownerWide(scope)
          ? await db.execute(sql`select to_char(date_trunc(${groupBy}, s.day::timestamp),
                'YYYY-MM-DD') as key,
              sum(s.nights) as nights,
              sum(s.guest_price) as guest_price,
              sum(s.price_to_you) as price_to_you
            from report_owner_days s
            where ${ownerDays(scope)}
            group by 1`)
          : await db.execute(sql`select to_char(g.bucket, 'YYYY-MM-DD') as key,
            sum(${end} - ${start}) as nights,
            sum(${shareOf(sql`b.guest_price`, start, end)}) as guest_price,
            sum(${shareOf(sql`b.price_to_you`, start, end)}) as price_to_you
          from bookings b
          cross join lateral ${bucketsOf(
            groupBy,
            sql`greatest(b.date_from, ${scope.from}::date)`,
            sql`least(b.date_to, ${scope.to}::date)`,
          )}
          where ${overlapping(scope)}
          group by 1`),
      );
      return rows.map((row) => ({
        key: String(row.key),
        bookedNights: num(row.nights),
        guestPrice: num(row.guest_price),
        priceToYou: num(row.price_to_you),
      }));
    },

    /**
     * Blocked unit-nights by bucket, of the units the properties have (a block left on a unit
     * a building no longer has takes nothing away).
     */
    async blockedByBucket(
      scope: ReportScope,
      groupBy: ReportGrouping,
    ): Promise<Array<{ key: string; nights: number }>> {
      const step = stepOf(groupBy);
      const start = sql`greatest(g.bucket::date, lower(h.nights), ${scope.from}::date)`;
      const end = sql`least((g.bucket + ${step}::interval)::date, upper(h.nights), ${scope.to}::date)`;
      const rows = rowsOf<{ key: string; nights: unknown }>(
        summaries
          ? // By day first: a night is a row, and an owner's year can be many thousands.
            await db.execute(sql`select to_char(date_trunc(${groupBy}, d.day::timestamp),
                'YYYY-MM-DD') as key,
              sum(d.nights) as nights
            from (select n.day, count(*) as nights from report_blocked_nights n
              where ${blockedNights(scope)}
              group by 1) d
            group by 1`)
          : await db.execute(sql`select to_char(g.bucket, 'YYYY-MM-DD') as key,
            sum(${end} - ${start}) as nights
          from properties p
          join calendar_holds h on h.property_id = p.id
          cross join lateral ${bucketsOf(
            groupBy,
            sql`greatest(lower(h.nights), ${scope.from}::date)`,
            sql`least(upper(h.nights), ${scope.to}::date)`,
          )}
          where p.owner_id = ${scope.ownerId}
            ${scope.propertyId ? sql`and p.id = ${scope.propertyId}` : sql``}
            and h.kind = 'block' and h.unit_no <= ${unitsOf}
            and h.nights && daterange(${scope.from}::date, ${scope.to}::date, '[)')
          group by 1`),
      );
      return rows.map((row) => ({ key: String(row.key), nights: num(row.nights) }));
    },

    /** By booking source over `[from, to)`: arrivals counted, nights and revenue split. */
    async bySource(scope: ReportScope) {
      const start = sql`greatest(b.date_from, ${scope.from}::date)`;
      const end = sql`least(b.date_to, ${scope.to}::date)`;
      const arrives = sql`b.date_from >= ${scope.from}::date and b.date_from < ${scope.to}::date`;
      const rows = rowsOf<Record<string, unknown>>(
        ownerWide(scope)
          ? await db.execute(
              listedSources(sql`select nullif(s.source_key, 0) as source_id,
                src.name_ar, src.name_en,
                sum(s.arrivals_confirmed + s.arrivals_pending) as bookings,
                sum(s.arrivals_cancelled) as cancelled,
                sum(s.nights) as nights,
                sum(s.guest_price) as guest_price,
                sum(s.price_to_you) as price_to_you
              from report_owner_days s
              left join definition_items src on src.id = s.source_key
              where ${ownerDays(scope)}
              group by 1, 2, 3`),
            )
          : await db.execute(
              listedSources(sql`select b.booking_source_id as source_id,
            s.name_ar, s.name_en,
            count(*) filter (where b.status <> 'cancelled' and ${arrives}) as bookings,
            count(*) filter (where b.status = 'cancelled' and ${arrives}) as cancelled,
            coalesce(sum(${end} - ${start}) filter (where b.status <> 'cancelled'), 0) as nights,
            coalesce(sum(${shareOf(sql`b.guest_price`, start, end)})
              filter (where b.status <> 'cancelled'), 0) as guest_price,
            coalesce(sum(${shareOf(sql`b.price_to_you`, start, end)})
              filter (where b.status <> 'cancelled'), 0) as price_to_you
          from bookings b
          left join definition_items s on s.id = b.booking_source_id
          where ${bookingFilter(scope)}
            and b.date_from < ${scope.to}::date and b.date_to > ${scope.from}::date
            and b.date_from >= ${scope.from}::date - 366
          group by 1, 2, 3`),
            ),
      );
      return rows.map((row) => ({
        sourceId: row.source_id === null ? null : num(row.source_id),
        nameAr: (row.name_ar as string | null) ?? null,
        nameEn: (row.name_en as string | null) ?? null,
        bookings: num(row.bookings),
        cancelled: num(row.cancelled),
        bookedNights: num(row.nights),
        guestPrice: num(row.guest_price),
        priceToYou: num(row.price_to_you),
      }));
    },

    /** By property over `[from, to)`: arrivals, nights and revenue split, blocked nights. */
    async byProperty(scope: ReportScope) {
      const start = sql`greatest(b.date_from, ${scope.from}::date)`;
      const end = sql`least(b.date_to, ${scope.to}::date)`;
      const arrives = sql`b.date_from >= ${scope.from}::date and b.date_from < ${scope.to}::date`;
      const byMonths = summaries && isMonthStart(scope.from) && isMonthStart(scope.to);
      const stays = rowsOf<Record<string, unknown>>(
        byMonths
          ? await db.execute(sql`select m.property_id,
                sum(m.arrivals_confirmed + m.arrivals_pending) as bookings,
                sum(m.arrivals_cancelled) as cancelled,
                sum(m.nights) as nights,
                sum(m.guest_price) as guest_price,
                sum(m.price_to_you) as price_to_you
              from report_property_months m
              where m.owner_id = ${scope.ownerId}
                ${scope.propertyId ? sql`and m.property_id = ${scope.propertyId}` : sql``}
                ${scope.source ? sql`and m.source_key = ${scope.source}` : sql``}
                and m.month >= ${scope.from}::date and m.month < ${scope.to}::date
              group by 1`)
          : await db.execute(sql`select b.property_id,
            count(*) filter (where b.status <> 'cancelled' and ${arrives}) as bookings,
            count(*) filter (where b.status = 'cancelled' and ${arrives}) as cancelled,
            coalesce(sum(${end} - ${start}) filter (where b.status <> 'cancelled'), 0) as nights,
            coalesce(sum(${shareOf(sql`b.guest_price`, start, end)})
              filter (where b.status <> 'cancelled'), 0) as guest_price,
            coalesce(sum(${shareOf(sql`b.price_to_you`, start, end)})
              filter (where b.status <> 'cancelled'), 0) as price_to_you
          from bookings b
          where ${bookingFilter(scope)}
            and b.date_from < ${scope.to}::date and b.date_to > ${scope.from}::date
            and b.date_from >= ${scope.from}::date - 366
          group by 1`),
      );
      const blocked = rowsOf<{ property_id: string; nights: unknown }>(
        summaries
          ? await db.execute(sql`select n.property_id, count(*) as nights
              from report_blocked_nights n
              where ${blockedNights(scope)}
              group by 1`)
          : await db.execute(sql`select p.id as property_id,
            sum(upper(h.nights * r.nights) - lower(h.nights * r.nights)) as nights
          from properties p
          join calendar_holds h on h.property_id = p.id
          cross join (select daterange(${scope.from}::date, ${scope.to}::date, '[)') as nights) r
          where p.owner_id = ${scope.ownerId}
            ${scope.propertyId ? sql`and p.id = ${scope.propertyId}` : sql``}
            and h.kind = 'block' and h.unit_no <= ${unitsOf} and h.nights && r.nights
          group by 1`),
      );
      return {
        stays: new Map(
          stays.map((row) => [
            String(row.property_id),
            {
              bookings: num(row.bookings),
              cancelled: num(row.cancelled),
              bookedNights: num(row.nights),
              guestPrice: num(row.guest_price),
              priceToYou: num(row.price_to_you),
            },
          ]),
        ),
        blocked: new Map(blocked.map((row) => [row.property_id, num(row.nights)])),
      };
    },
  };
}

export type ReportsRepository = ReturnType<typeof reportsRepository>;
