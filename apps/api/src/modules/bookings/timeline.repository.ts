import { sql, type SQL } from 'drizzle-orm';
import type { BookingStatus, TimelineBulkAction } from '@nuzul/shared/bookings';
import type { PropertyStatus } from '@nuzul/shared/listings';
import type { IsoDate } from '@nuzul/shared/dates';
import type { Database } from '../../db/client';

/** Both drivers answer raw queries with `{ rows }`; the shared Database type cannot say so. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** `[from, to)` as PostgreSQL's daterange. */
const nightsOf = (from: IsoDate, to: IsoDate) => sql`daterange(${from}::date, ${to}::date, '[)')`;

/** "%text%" with LIKE's own characters taken literally. */
const containsPattern = (text: string) =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * A multi-unit property of a building has its building's unit types' units, others one: the
 * same count as the bookings repository's `stayFacts` (the calendars bookings may take).
 */
const unitsOf = sql`case when p.multi_unit and p.building_id is not null
  then greatest(1, coalesce((select sum(t.quantity)::int from building_unit_types t
    where t.building_id = p.building_id), 1))
  else 1 end`;

export interface TimelineFilter {
  ownerId: string;
  search?: string;
  cityId?: number;
  buildingId?: string;
  status?: PropertyStatus;
}

export interface TimelineHoldRow {
  id: string;
  kind: 'booking' | 'block';
  from: IsoDate;
  to: IsoDate;
  note: string | null;
  bookingId: string | null;
  guestName: string | null;
  status: BookingStatus | null;
}

/** Property-wide facts, given on the first row of each property of the page only. */
export interface TimelinePropertyFacts {
  settings: Array<{
    day: IsoDate;
    price: number | null;
    minNights: number | null;
    maxNights: number | null;
  }>;
  seasons: Array<{
    dateFrom: IsoDate;
    dateTo: IsoDate;
    dailyPrice: number;
    minStay: number;
    maxStay: number;
  }>;
  base: { basePrice: number; minNights: number; maxNights: number } | null;
}

export interface TimelineRow {
  propertyId: string;
  unitNo: number;
  name: string | null;
  internalName: string | null;
  status: PropertyStatus;
  buildingId: string | null;
  buildingName: string | null;
  cityId: number;
  cityNameAr: string | null;
  cityNameEn: string | null;
  timeZone: string;
  units: number;
  holds: TimelineHoldRow[];
  facts: TimelinePropertyFacts | null;
}

/** A block as a bulk edit's undo keeps it. */
export interface BlockRow {
  id: string;
  propertyId: string;
  unitNo: number;
  from: IsoDate;
  to: IsoDate;
  note: string | null;
}

/** A day's own settings as a bulk edit's undo keeps them. */
export interface DaySettingSnapshot {
  propertyId: string;
  day: IsoDate;
  price: number | null;
  minNights: number | null;
  maxNights: number | null;
  preparationHours: number | null;
}

/** Nights [from, to) of one unit, or of a property's days when unitNo is null. */
export interface UnitRange {
  propertyId: string;
  unitNo: number;
  from: IsoDate;
  to: IsoDate;
}

export interface OwnedProperty {
  id: string;
  timeZone: string;
  units: number;
}

export interface BulkEditRow {
  id: string;
  action: TimelineBulkAction;
  undo: unknown;
}

/** `(values ...)` of unit ranges, as `alias(property_id, unit_no, from_day, to_day)`. */
function rangesTable(ranges: readonly UnitRange[], alias: string): SQL {
  const rows = ranges.map(
    (range) =>
      sql`(${range.propertyId}::uuid, ${range.unitNo}::int, ${range.from}::date, ${range.to}::date)`,
  );
  return sql`(values ${sql.join(rows, sql`, `)}) as ${sql.raw(alias)}(property_id, unit_no, from_day, to_day)`;
}

/**
 * The timeline's queries (issue 17). The page read is ONE statement: the page's units with,
 * through correlated subqueries of that statement, each unit's holds and, on each property's
 * first row, its day settings, seasons and base price — so a page costs one round trip
 * whatever its size (no query per unit or property). It reads the terms' season and
 * availability tables directly, as the one place that prices a day for many properties at
 * once; `GET /properties/:id/calendar` prices the same through the terms lookup.
 */
export function timelineQueries(db: Database) {
  return {
    async page(
      filter: TimelineFilter,
      range: { from: IsoDate; to: IsoDate },
      page: { page: number; pageSize: number },
    ): Promise<{ rows: TimelineRow[]; total: number }> {
      const conditions: SQL[] = [sql`p.owner_id = ${filter.ownerId}`];
      if (filter.cityId !== undefined) conditions.push(sql`p.city_id = ${filter.cityId}`);
      if (filter.buildingId) conditions.push(sql`p.building_id = ${filter.buildingId}`);
      if (filter.status) conditions.push(sql`p.status = ${filter.status}`);
      if (filter.search) {
        const pattern = containsPattern(filter.search);
        conditions.push(sql`(lower(coalesce(p.name, '')) like ${pattern}
          or lower(coalesce(p.internal_name, '')) like ${pattern}
          or lower(p.address) like ${pattern}
          or lower(coalesce(b.name, '')) like ${pattern})`);
      }
      const nights = nightsOf(range.from, range.to);
      const result = await db.execute(sql`
        with props as (
          select p.id, p.name, p.internal_name, p.status, p.building_id, b.name as building_name,
            p.city_id, city.name_ar, city.name_en, p.time_zone, ${unitsOf} as units
          from properties p
          left join buildings b on b.id = p.building_id
          left join definition_items city on city.id = p.city_id
          where ${sql.join(conditions, sql` and `)}
        ),
        page as (
          select props.*, u.unit_no,
            row_number() over (partition by props.id order by u.unit_no) = 1 as first_of_property
          from props cross join lateral generate_series(1, props.units) as u(unit_no)
          order by props.building_name nulls last, coalesce(props.name, props.internal_name),
            props.id, u.unit_no
          limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}
        )
        select total.units::int as total, page.id as "propertyId", page.unit_no as "unitNo",
          page.name, page.internal_name as "internalName", page.status,
          page.building_id as "buildingId", page.building_name as "buildingName",
          page.city_id as "cityId", page.name_ar as "cityNameAr", page.name_en as "cityNameEn",
          page.time_zone as "timeZone", page.units,
          (select coalesce(json_agg(json_build_object(
              'id', h.id, 'kind', h.kind, 'from', lower(h.nights), 'to', upper(h.nights),
              'note', h.note, 'bookingId', h.booking_id,
              'guestName', bk.guest_first_name || ' ' || bk.guest_last_name,
              'status', bk.status) order by lower(h.nights)), '[]'::json)
            from calendar_holds h left join bookings bk on bk.id = h.booking_id
            where h.property_id = page.id and h.unit_no = page.unit_no
              and h.nights && ${nights}) as holds,
          case when page.first_of_property then json_build_object(
            'settings', (select coalesce(json_agg(json_build_object('day', s.day,
                'price', s.price, 'minNights', s.min_nights, 'maxNights', s.max_nights)
                order by s.day), '[]'::json)
              from calendar_day_settings s
              where s.property_id = page.id and s.day >= ${range.from}::date
                and s.day < ${range.to}::date),
            'seasons', (select coalesce(json_agg(json_build_object('dateFrom', ps.date_from,
                'dateTo', ps.date_to, 'dailyPrice', ps.daily_price, 'minStay', ps.min_stay,
                'maxStay', ps.max_stay) order by ps.date_from), '[]'::json)
              from property_seasons ps
              where ps.property_id = page.id and ps.date_to >= ${range.from}::date
                and ps.date_from < ${range.to}::date),
            'base', (select json_build_object('basePrice', a.base_price,
                'minNights', a.min_nights, 'maxNights', a.max_nights)
              from property_availability a where a.property_id = page.id))
          end as facts
        from (select coalesce(sum(units), 0) as units from props) total
        left join page on true
        order by page.building_name nulls last, coalesce(page.name, page.internal_name),
          page.id, page.unit_no`);
      const rows = rowsOf<TimelineRow & { total: number }>(result);
      const total = rows[0]?.total ?? 0;
      return {
        total,
        rows: rows
          .filter((row) => row.propertyId !== null)
          .map(({ total: _total, ...row }) => ({ ...row, holds: row.holds ?? [] })),
      };
    },

    /** The owner's properties among `ids`, with their time zone and units (others left out). */
    async ownedProperties(ownerId: string, ids: readonly string[]): Promise<OwnedProperty[]> {
      const list = sql.join(
        [...new Set(ids)].map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      return rowsOf<OwnedProperty>(
        await db.execute(sql`
          select p.id, p.time_zone as "timeZone", ${unitsOf} as units
          from properties p where p.owner_id = ${ownerId} and p.id in (${list})`),
      );
    },

    /** Whether a booking holds a night of one of the unit ranges. */
    async bookedIn(ranges: readonly UnitRange[]): Promise<boolean> {
      if (ranges.length === 0) return false;
      const rows = rowsOf(
        await db.execute(sql`
          select 1 from calendar_holds h join ${rangesTable(ranges, 'c')}
            on h.property_id = c.property_id and h.unit_no = c.unit_no
            and h.nights && daterange(c.from_day, c.to_day, '[)')
          where h.kind = 'booking' limit 1`),
      );
      return rows.length > 0;
    },

    /** The blocks with a night in one of the unit ranges (each once). */
    async blocksIn(ranges: readonly UnitRange[]): Promise<BlockRow[]> {
      if (ranges.length === 0) return [];
      return rowsOf<BlockRow>(
        await db.execute(sql`
          select distinct h.id, h.property_id as "propertyId", h.unit_no as "unitNo",
            lower(h.nights)::text as "from", upper(h.nights)::text as "to", h.note
          from calendar_holds h join ${rangesTable(ranges, 'c')}
            on h.property_id = c.property_id and h.unit_no = c.unit_no
            and h.nights && daterange(c.from_day, c.to_day, '[)')
          where h.kind = 'block'
          order by "propertyId", "unitNo", "from"`),
      );
    },

    async deleteHolds(ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      const list = sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      await db.execute(sql`delete from calendar_holds where kind = 'block' and id in (${list})`);
    },

    /** Inserts the blocks (throws 23P01 when one shares a night with another hold). */
    async insertBlocks(blocks: ReadonlyArray<Omit<BlockRow, 'id'> & { id?: string }>) {
      if (blocks.length === 0) return;
      const rows = blocks.map(
        (block) =>
          sql`(${block.id ?? null}::uuid, ${block.propertyId}::uuid, ${block.unitNo}::int,
            daterange(${block.from}::date, ${block.to}::date, '[)'), ${block.note}::text)`,
      );
      await db.execute(sql`
        insert into calendar_holds (id, property_id, unit_no, nights, kind, note)
        select coalesce(v.id, gen_random_uuid()), v.property_id, v.unit_no, v.nights, 'block',
          v.note
        from (values ${sql.join(rows, sql`, `)}) as v(id, property_id, unit_no, nights, note)`);
    },

    /** The own settings of the property days [from, to) of the ranges (unit_no ignored). */
    async settingsIn(ranges: readonly UnitRange[]): Promise<DaySettingSnapshot[]> {
      if (ranges.length === 0) return [];
      return rowsOf<DaySettingSnapshot>(
        await db.execute(sql`
          select distinct s.property_id as "propertyId", s.day::text as day, s.price,
            s.min_nights as "minNights", s.max_nights as "maxNights",
            s.preparation_hours as "preparationHours"
          from calendar_day_settings s join ${rangesTable(ranges, 'c')}
            on s.property_id = c.property_id and s.day >= c.from_day and s.day < c.to_day
          order by "propertyId", day`),
      );
    },

    async deleteSettingsIn(ranges: readonly UnitRange[]): Promise<void> {
      if (ranges.length === 0) return;
      await db.execute(sql`
        delete from calendar_day_settings s using ${rangesTable(ranges, 'c')}
        where s.property_id = c.property_id and s.day >= c.from_day and s.day < c.to_day`);
    },

    async insertSettings(rows: readonly DaySettingSnapshot[]): Promise<void> {
      if (rows.length === 0) return;
      const values = rows.map(
        (row) =>
          sql`(${row.propertyId}::uuid, ${row.day}::date, ${row.price}::int,
            ${row.minNights}::int, ${row.maxNights}::int, ${row.preparationHours}::int)`,
      );
      await db.execute(sql`
        insert into calendar_day_settings (property_id, day, price, min_nights, max_nights,
          preparation_hours)
        values ${sql.join(values, sql`, `)}`);
    },

    /** The owner's last bulk edit; with `lock`, held until the transaction ends. */
    async lastEdit(ownerId: string, options: { lock?: boolean } = {}) {
      const [row] = rowsOf<BulkEditRow>(
        await db.execute(sql`
          select id, action, undo from calendar_bulk_edits where owner_id = ${ownerId}
          ${options.lock ? sql`for update` : sql``}`),
      );
      return row;
    },

    /** Keeps the edit as the owner's last (replacing the one before). */
    async saveEdit(ownerId: string, edit: BulkEditRow): Promise<void> {
      await db.execute(sql`
        insert into calendar_bulk_edits (owner_id, id, action, undo)
        values (${ownerId}, ${edit.id}, ${edit.action}, ${JSON.stringify(edit.undo)}::jsonb)
        on conflict (owner_id) do update set id = excluded.id, action = excluded.action,
          undo = excluded.undo, created_at = now()`);
    },

    async deleteEdit(ownerId: string): Promise<void> {
      await db.execute(sql`delete from calendar_bulk_edits where owner_id = ${ownerId}`);
    },
  };
}
export type TimelineQueries = ReturnType<typeof timelineQueries>;
