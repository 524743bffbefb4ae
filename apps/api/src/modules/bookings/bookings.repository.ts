import { and, asc, count, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { BookingStatus, BookingWhen } from '@nuzul/shared/bookings';
import { addDays, type IsoDate } from '@nuzul/shared/dates';
import type { Database } from '../../db/client';
import { decodeRows, jsonRows, parsedJson } from '../../db/json-rows';
import { sqlState } from '../../platform/errors';
import {
  bookingHistory,
  bookings,
  calendarDaySettings,
  calendarHolds,
  type CalendarHoldKind,
} from '../../db/schema/bookings';
import { definitionItems } from '../../db/schema/definitions';
import { properties } from '../../db/schema/listings';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;
export type HistoryRow = typeof bookingHistory.$inferSelect;
export type DaySettingRow = typeof calendarDaySettings.$inferSelect;

/** The property as bookings show it: its name, main photo, city and time zone. */
export interface PropertyCardRow {
  id: string;
  name: string | null;
  internalName: string | null;
  photoKey: string | null;
  cityId: number;
  cityNameAr: string | null;
  cityNameEn: string | null;
  address: string;
  timeZone: string;
}

/** What booking rules need of a property. */
export interface PropertyStayFacts {
  timeZone: string;
  /** Max guests; null until the Specifications step is saved. */
  sleep: number | null;
  /** Calendars the property has: 1, or a multi-unit building property's unit count. */
  units: number;
}

/** A hold as the calendar reads it: nights [from, to), and its booking's guest and status. */
export interface HoldRow {
  id: string;
  unitNo: number;
  kind: CalendarHoldKind;
  from: IsoDate;
  to: IsoDate;
  note: string | null;
  bookingId: string | null;
  guestName: string | null;
  status: BookingStatus | null;
}

export interface ListFilter {
  ownerId: string;
  when: BookingWhen;
  /** Each property's own today, for Past and Upcoming. */
  search?: string;
  status?: BookingStatus;
  propertyId?: string;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** The first key of the calendars' advisory locks (the second is the property's hash). */
const CALENDAR_LOCK_CLASS = 7_346_012;

/** `[from, to)` as PostgreSQL's daterange literal. */
const nightsOf = (from: IsoDate, to: IsoDate) => sql`daterange(${from}::date, ${to}::date, '[)')`;

/** The holds of the property with a night in [from, to) as `HoldRow`s (alias `h`), unordered. */
const holdsQuery = (propertyId: string, from: IsoDate, to: IsoDate) => sql`
  select h.id, h.unit_no as "unitNo", h.kind, lower(h.nights)::text as "from",
    upper(h.nights)::text as "to", h.note, h.booking_id as "bookingId",
    b.guest_first_name || ' ' || b.guest_last_name as "guestName", b.status
  from ${calendarHolds} h left join ${bookings} b on b.id = h.booking_id
  where h.property_id = ${propertyId} and h.nights && ${nightsOf(from, to)}`;

/** The property's day settings of [from, to). */
const daySettingsOf = (propertyId: string, from: IsoDate, to: IsoDate) =>
  and(
    eq(calendarDaySettings.propertyId, propertyId),
    gte(calendarDaySettings.day, from),
    lt(calendarDaySettings.day, to),
  )!;

/** Both drivers answer raw queries with `{ rows }`; the shared Database type cannot say so. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The main photo (or the first by position) of the property, by its storage key. Written
 * with its table names: drizzle leaves columns unqualified inside a selected expression, and
 * `property_id = id` would then compare the photo with itself.
 */
const photoKeyOf = sql<string | null>`(select photo.storage_key from property_photos photo
  where photo.property_id = "properties"."id"
  order by photo.is_main desc, photo.position limit 1)`;

/** A multi-unit property of a building has the building's unit types' units; others one. */
/**
 * Calendars a property has (PropertyStayFacts.units), as a column of a query on `properties`:
 * 1, or a multi-unit building property's unit count.
 */
export const unitsOf = sql<number>`case when "properties"."multi_unit"
    and "properties"."building_id" is not null
  then greatest(1, coalesce((select sum(unit.quantity)::int from building_unit_types unit
    where unit.building_id = "properties"."building_id"), 1))
  else 1 end`.mapWith(Number);

const cardColumns = {
  id: properties.id,
  name: properties.name,
  internalName: properties.internalName,
  photoKey: photoKeyOf,
  cityId: properties.cityId,
  cityNameAr: definitionItems.nameAr,
  cityNameEn: definitionItems.nameEn,
  address: properties.address,
  timeZone: properties.timeZone,
};

/** "%text%" with LIKE's own characters taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * A booking whose guest (name either way round, e-mail, phone, mobile), property (name,
 * internal name, address) or city (either language) contains the text; needs the property
 * and its city joined.
 */
function searchCondition(text: string): SQL {
  const pattern = containsPattern(text);
  const digits = text.replace(/[\s-]/g, '');
  const like = (value: SQL) => sql`lower(${value}) like ${pattern}`;
  return sql`(
    ${like(sql`${bookings.guestFirstName} || ' ' || ${bookings.guestLastName}`)}
    or ${like(sql`${bookings.guestLastName} || ' ' || ${bookings.guestFirstName}`)}
    or ${like(sql`${bookings.guestEmail}`)}
    or ${bookings.guestPhone} like ${containsPattern(digits)}
    or ${bookings.guestMobile} like ${containsPattern(digits)}
    or ${like(sql`coalesce(${properties.name}, '')`)}
    or ${like(sql`coalesce(${properties.internalName}, '')`)}
    or ${like(sql`${properties.address}`)}
    or ${like(sql`coalesce(${definitionItems.nameAr}, '')`)}
    or ${like(sql`coalesce(${definitionItems.nameEn}, '')`)})`;
}

/** The property's today, in its own time zone, at the statement's time `now`. */
const propertyToday = (now: Date) =>
  sql`(${now.toISOString()}::timestamptz at time zone ${properties.timeZone})::date`;

function queries(db: Database) {
  async function insertHold(hold: {
    propertyId: string;
    unitNo: number;
    from: IsoDate;
    to: IsoDate;
    kind: CalendarHoldKind;
    bookingId?: string;
    note?: string | null;
  }): Promise<void> {
    await db.insert(calendarHolds).values({
      propertyId: hold.propertyId,
      unitNo: hold.unitNo,
      nights: nightsOf(hold.from, hold.to) as unknown as string,
      kind: hold.kind,
      bookingId: hold.bookingId ?? null,
      note: hold.note ?? null,
    });
  }

  return {
    handle: db,

    /**
     * Takes the calendars of the properties in turn until the transaction ends (sorted, so
     * that two transactions never take them in opposite orders). The exclusion constraint
     * stays the judge of overlaps; the lock only queues requests for one property's nights,
     * which otherwise insert conflicting holds at the same time and wait for each other
     * until PostgreSQL ends one as a deadlock (a second each, many under a burst).
     */
    async lockCalendars(propertyIds: string[]): Promise<void> {
      for (const id of [...new Set(propertyIds)].sort()) {
        await db.execute(
          sql`select pg_advisory_xact_lock(${CALENDAR_LOCK_CLASS}::int, hashtext(${id}))`,
        );
      }
    },

    /**
     * Time zone, max guests and units of a property; with `ownerId`, only of that owner's
     * (another owner's is undefined, as one that does not exist).
     */
    async stayFacts(propertyId: string, ownerId?: string): Promise<PropertyStayFacts | undefined> {
      const [row] = await db
        .select({
          timeZone: properties.timeZone,
          sleep: properties.sleep,
          units: unitsOf,
        })
        .from(properties)
        .where(
          and(
            eq(properties.id, propertyId),
            ownerId === undefined ? undefined : eq(properties.ownerId, ownerId),
          ),
        )
        .limit(1);
      return row;
    },

    /**
     * Whether the id is a booking source (definitions of kind `booking_source`) seeded or the
     * owner's own; another owner's entry is unknown.
     */
    async isBookingSource(ownerId: string, id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: definitionItems.id })
        .from(definitionItems)
        .where(
          and(
            eq(definitionItems.id, id),
            eq(definitionItems.kind, 'booking_source'),
            sql`(${definitionItems.ownerId} is null or ${definitionItems.ownerId} = ${ownerId})`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async propertyCards(propertyIds: string[]): Promise<Map<string, PropertyCardRow>> {
      if (propertyIds.length === 0) return new Map();
      const rows = await db
        .select(cardColumns)
        .from(properties)
        .leftJoin(definitionItems, eq(definitionItems.id, properties.cityId))
        .where(inArray(properties.id, [...new Set(propertyIds)]));
      return new Map(rows.map((row) => [row.id, row]));
    },

    async insertBooking(values: NewBookingRow): Promise<BookingRow> {
      const [row] = await db.insert(bookings).values(values).returning();
      return row!;
    },

    async updateBooking(id: string, values: Partial<NewBookingRow>): Promise<BookingRow> {
      const [row] = await db
        .update(bookings)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(bookings.id, id))
        .returning();
      return row!;
    },

    /** The owner's booking; with `lock`, its row is held until the transaction ends. */
    async findBooking(
      ownerId: string,
      id: string,
      options: { lock?: boolean } = {},
    ): Promise<BookingRow | undefined> {
      const query = db
        .select()
        .from(bookings)
        .where(and(eq(bookings.id, id), eq(bookings.ownerId, ownerId)));
      const [row] = options.lock ? await query.for('update') : await query.limit(1);
      return row;
    },

    async findByIdempotencyKey(ownerId: string, key: string): Promise<BookingRow | undefined> {
      const [row] = await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.ownerId, ownerId), eq(bookings.idempotencyKey, key)))
        .limit(1);
      return row;
    },

    /**
     * Holds the nights [from, to) of the unit; throws the exclusion constraint's 23P01 when
     * any of them is held already.
     */
    insertHold,

    async deleteBookingHold(bookingId: string): Promise<void> {
      await db.delete(calendarHolds).where(eq(calendarHolds.bookingId, bookingId));
    },

    /** Holds of the property with a night in [from, to), bookings with their guest. */
    async holdsBetween(propertyId: string, from: IsoDate, to: IsoDate): Promise<HoldRow[]> {
      const result = await db.execute(sql`${holdsQuery(propertyId, from, to)}
        order by lower(h.nights), h.unit_no`);
      return rowsOf<HoldRow>(result);
    },

    /**
     * `holdsBetween` and `daySettingsBetween` of the same days in one query, for a page that
     * shows a property's nights and quotes a stay among them (the owner's site).
     */
    async calendarBetween(
      propertyId: string,
      from: IsoDate,
      to: IsoDate,
    ): Promise<{ holds: HoldRow[]; daySettings: DaySettingRow[] }> {
      const result = await db.execute(sql`select
        coalesce((select json_agg(h order by h."from", h."unitNo")
          from (${holdsQuery(propertyId, from, to)}) h), '[]'::json) as "holds",
        ${jsonRows(calendarDaySettings, daySettingsOf(propertyId, from, to), sql`${calendarDaySettings.day}`)}
          as "daySettings"`);
      const [row] = rowsOf<{ holds: unknown; daySettings: unknown }>(result);
      return {
        holds: (parsedJson(row?.holds) ?? []) as HoldRow[],
        daySettings: decodeRows(calendarDaySettings, row?.daySettings ?? []),
      };
    },

    /** Whether a booking holds any night in [from, to) on any unit of the property. */
    async bookedBetween(propertyId: string, from: IsoDate, to: IsoDate): Promise<boolean> {
      const [row] = await db
        .select({ id: calendarHolds.id })
        .from(calendarHolds)
        .where(
          and(
            eq(calendarHolds.propertyId, propertyId),
            eq(calendarHolds.kind, 'booking'),
            sql`${calendarHolds.nights} && ${nightsOf(from, to)}`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * Frees the nights [from, to) of every block of the property: a block inside goes, one
     * across an end keeps its nights outside (a block across both ends becomes two).
     */
    async clearBlocks(propertyId: string, from: IsoDate, to: IsoDate): Promise<number> {
      const range = nightsOf(from, to);
      const removed = rowsOf<{ unitNo: number; from: string; to: string; note: string | null }>(
        await db.execute(sql`
          delete from ${calendarHolds}
          where property_id = ${propertyId} and kind = 'block' and nights && ${range}
          returning unit_no as "unitNo", lower(nights)::text as "from",
            upper(nights)::text as "to", note`),
      );
      for (const block of removed) {
        if (block.from < from) {
          await insertHold({ ...block, propertyId, to: from, kind: 'block' });
        }
        if (block.to > to) {
          await insertHold({ ...block, propertyId, from: to, kind: 'block' });
        }
      }
      return removed.length;
    },

    async daySettingsBetween(
      propertyId: string,
      from: IsoDate,
      to: IsoDate,
    ): Promise<DaySettingRow[]> {
      return db
        .select()
        .from(calendarDaySettings)
        .where(daySettingsOf(propertyId, from, to))
        .orderBy(asc(calendarDaySettings.day));
    },

    /**
     * Sets the given settings on each day of [from, to): a setting left undefined keeps the
     * day's own, null clears it; a day left without any setting loses its row.
     */
    async setDaySettings(
      propertyId: string,
      from: IsoDate,
      to: IsoDate,
      settings: Partial<
        Pick<DaySettingRow, 'price' | 'minNights' | 'maxNights' | 'preparationHours'>
      >,
    ): Promise<void> {
      const column = (name: keyof typeof settings, own: SQL) =>
        name in settings ? sql`${settings[name] ?? null}::int` : own;
      await db.execute(sql`
        insert into ${calendarDaySettings} (property_id, day, price, min_nights, max_nights,
          preparation_hours)
        select ${propertyId}, day::date,
          ${column('price', sql`null::int`)}, ${column('minNights', sql`null::int`)},
          ${column('maxNights', sql`null::int`)}, ${column('preparationHours', sql`null::int`)}
        from generate_series(${from}::timestamp, (${to}::date - 1)::timestamp, interval '1 day') as day
        on conflict (property_id, day) do update set
          price = ${column('price', sql`${calendarDaySettings}.price`)},
          min_nights = ${column('minNights', sql`${calendarDaySettings}.min_nights`)},
          max_nights = ${column('maxNights', sql`${calendarDaySettings}.max_nights`)},
          preparation_hours = ${column('preparationHours', sql`${calendarDaySettings}.preparation_hours`)},
          updated_at = now()`);
      await db.execute(sql`
        delete from ${calendarDaySettings}
        where property_id = ${propertyId} and day >= ${from}::date and day < ${to}::date
          and price is null and min_nights is null and max_nights is null
          and preparation_hours is null`);
    },

    async addHistory(
      bookingId: string,
      kind: HistoryRow['kind'],
      changes: HistoryRow['changes'] = {},
    ): Promise<HistoryRow> {
      const [row] = await db
        .insert(bookingHistory)
        .values({ bookingId, kind, changes })
        .returning();
      return row!;
    },

    async historyOf(bookingId: string): Promise<HistoryRow[]> {
      return db
        .select()
        .from(bookingHistory)
        .where(eq(bookingHistory.bookingId, bookingId))
        .orderBy(asc(bookingHistory.id));
    },

    /**
     * A page of the owner's bookings and how many match. Past and Upcoming compare the
     * departure with each property's own today at `now` (A-16: departure today is upcoming).
     *
     * Every zone's today lies within a day of the UTC date, so departures before the day
     * before it are past and from the day after it on upcoming with no time zone at all:
     * only departures in between are compared with their property's today. Upcoming, read by
     * arrival, is two disjoint parts in that order: stays arriving before `dayAfter` (those
     * still running or about to start, few; the GiST index on the stay finds them) and stays
     * arriving from `dayAfter` on (all upcoming, read in order from the arrival index).
     * Totals count without the joins when there is no search, from the indexes alone.
     */
    async list(filter: ListFilter, now: Date): Promise<{ rows: BookingRow[]; total: number }> {
      const utcToday = now.toISOString().slice(0, 10) as IsoDate;
      const dayBefore = addDays(utcToday, -1);
      const dayAfter = addDays(utcToday, 1);
      const today = propertyToday(now);
      const common: Array<SQL | undefined> = [eq(bookings.ownerId, filter.ownerId)];
      if (filter.status) common.push(eq(bookings.status, filter.status));
      if (filter.propertyId) common.push(eq(bookings.propertyId, filter.propertyId));
      const search = filter.search ? searchCondition(filter.search) : undefined;
      if (search) common.push(search);
      const joined = () =>
        db
          .select()
          .from(bookings)
          .innerJoin(properties, eq(properties.id, bookings.propertyId))
          .leftJoin(definitionItems, eq(definitionItems.id, properties.cityId));
      /** How many bookings meet the conditions; joined only when they need a property. */
      const countOf = async (conditions: Array<SQL | undefined>, needsProperty: boolean) => {
        const query = db.select({ total: count() }).from(bookings);
        const [counted] = await (
          needsProperty || search
            ? query
                .innerJoin(properties, eq(properties.id, bookings.propertyId))
                .leftJoin(definitionItems, eq(definitionItems.id, properties.cityId))
            : query
        ).where(and(...conditions));
        return counted?.total ?? 0;
      };
      const direction = filter.order === 'asc' ? asc : desc;
      const offset = (filter.page - 1) * filter.pageSize;
      const pageOf = (conditions: Array<SQL | undefined>, limit: number, skip: number) =>
        joined()
          .where(and(...conditions))
          .orderBy(direction(bookings.dateFrom), direction(bookings.createdAt), asc(bookings.id))
          .limit(limit)
          .offset(skip)
          .then((rows) => rows.map((row) => row.bookings));

      if (filter.when === 'upcoming') {
        // Arriving before dayAfter and leaving from dayBefore on, then exactly.
        const running = [
          ...common,
          sql`daterange(${bookings.dateFrom}, ${bookings.dateTo}, '[]') && daterange(${dayBefore}::date, ${dayAfter}::date, '[)')`,
          sql`${bookings.dateTo} >= ${today}`,
        ];
        const ahead = [...common, gte(bookings.dateFrom, dayAfter)];
        const [early, later] = await Promise.all([countOf(running, true), countOf(ahead, false)]);
        // Ascending: the running stays first; descending: the later ones first.
        const [first, firstCount, second] =
          filter.order === 'asc' ? [running, early, ahead] : [ahead, later, running];
        const fromFirst = offset < firstCount ? Math.min(filter.pageSize, firstCount - offset) : 0;
        const [head, tail] = await Promise.all([
          fromFirst > 0 ? pageOf(first, fromFirst, offset) : [],
          fromFirst < filter.pageSize
            ? pageOf(second, filter.pageSize - fromFirst, Math.max(0, offset - firstCount))
            : [],
        ]);
        return { rows: [...head, ...tail], total: early + later };
      }

      const conditions = [...common];
      let total: Promise<number>;
      if (filter.when === 'past') {
        // Arrival is before departure: the bound on the arrival lets its index start there.
        conditions.push(
          lt(bookings.dateFrom, dayAfter),
          lt(bookings.dateTo, dayAfter),
          sql`(${bookings.dateTo} < ${dayBefore}::date or ${bookings.dateTo} < ${today})`,
        );
        const settled = [...common, lt(bookings.dateTo, dayBefore)];
        const edge = [
          ...common,
          gte(bookings.dateTo, dayBefore),
          lt(bookings.dateTo, dayAfter),
          sql`${bookings.dateTo} < ${today}`,
        ];
        total = Promise.all([countOf(settled, false), countOf(edge, true)]).then(([a, b]) => a + b);
      } else {
        total = countOf(conditions, false);
      }
      const [rows, counted] = await Promise.all([
        pageOf(conditions, filter.pageSize, offset),
        total,
      ]);
      return { rows, total: counted };
    },

    /** Bookings that hold nights (confirmed or pending) per property. */
    async countsFor(propertyIds: string[]): Promise<Map<string, number>> {
      const ids = [...new Set(propertyIds)];
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ propertyId: bookings.propertyId, value: count() })
        .from(bookings)
        .where(and(inArray(bookings.propertyId, ids), ne(bookings.status, 'cancelled')))
        .groupBy(bookings.propertyId);
      return new Map(rows.map((row) => [row.propertyId, row.value]));
    },
  };
}

export type BookingsQueries = ReturnType<typeof queries>;
export type BookingsRepository = BookingsQueries & {
  /** Runs the work on one transaction; every query inside must use the repository given. */
  transaction<T>(work: (repo: BookingsQueries) => Promise<T>): Promise<T>;
  /**
   * Runs the work on a savepoint of the transaction of `repo`: a failure inside (a held
   * night) undoes only the work, and the transaction goes on.
   */
  savepoint<T>(repo: BookingsQueries, work: (repo: BookingsQueries) => Promise<T>): Promise<T>;
};

/** Attempts of a transaction that PostgreSQL ended as a deadlock victim. */
const DEADLOCK_ATTEMPTS = 5;

/**
 * Runs the transaction again when PostgreSQL chose it as a deadlock's victim (40P01). Two
 * requests inserting holds on the same nights at once each check the other's uncommitted
 * row of the exclusion constraint's index and may wait for each other; PostgreSQL then ends
 * one, and run again it finds the other's committed hold (23P01) like any later request.
 */
async function retryingDeadlocks<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (sqlState(error) !== '40P01' || attempt >= DEADLOCK_ATTEMPTS) throw error;
    }
  }
}

export function bookingsRepository(db: Database): BookingsRepository {
  return {
    ...queries(db),
    transaction: (work) =>
      retryingDeadlocks(() => db.transaction((tx) => work(queries(tx as unknown as Database)))),
    savepoint: (repo, work) =>
      repo.handle.transaction((sp) => work(queries(sp as unknown as Database))),
  };
}
