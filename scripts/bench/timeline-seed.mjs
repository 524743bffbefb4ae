// The multi-unit timeline's demo data set (issue 17, "Performance"), for the browser bench:
// an owner's 500 units — 8 buildings of 50 units (one multi-unit property each) and 100
// single-unit properties — with base prices, a season, about 20,000 bookings over the 365
// days from 30 days before today, their calendar holds and history, and a block every sixth
// slot. Set-based SQL (generate_series), one statement each, so that it runs on PostgreSQL
// (pg's Client or Pool) and on PGlite alike, in a few seconds.
//
//   import { seedTimeline } from './bench/timeline-seed.mjs';
//   const figures = await seedTimeline((text, params) => client.query(text, params), ownerId);
//
// or alone, on PostgreSQL, for an account that exists (run the migrations first):
//
//   node scripts/bench/timeline-seed.mjs postgres://postgres@127.0.0.1:5432/nuzul demo@nuzul.sa
//
// The owner's earlier timeline data set (its properties named TL-BENCH-*) is deleted first, so
// a second run gives the same set again. Today is the Riyadh day of the database's now().
import { performance } from 'node:perf_hooks';

export const TIMELINE_BUILDINGS = 8;
export const TIMELINE_UNITS_PER_BUILDING = 50;
export const TIMELINE_SINGLE_PROPERTIES = 100;
/** Units: 8 × 50 + 100 = 500. */
export const TIMELINE_UNITS =
  TIMELINE_BUILDINGS * TIMELINE_UNITS_PER_BUILDING + TIMELINE_SINGLE_PROPERTIES;
/** A unit's stays each sit in a slot of 9 days (arrival 0–2 days in, 1–5 nights). */
const SLOT_DAYS = 9;
/** 40 slots of 9 days: 360 days; 500 units × 40 = 20,000 bookings (5 % cancelled). */
const SLOTS = 40;
const FIRST_DAY = `((now() at time zone 'Asia/Riyadh')::date - 30)`;

/** The statements, in order; `$1` is the owner's id. */
const STEPS = [
  {
    what: 'earlier set removed',
    sql: `delete from properties where owner_id = $1::uuid and internal_name like 'TL-BENCH-%'`,
  },
  {
    what: 'earlier buildings removed',
    sql: `delete from buildings where owner_id = $1::uuid and name like 'TL-BENCH %'`,
  },
  {
    what: 'building photos',
    sql: `insert into photo_uploads (key, owner_id)
      select 'tl-bench-' || $1::uuid || '-' || b, $1::uuid from generate_series(1, ${TIMELINE_BUILDINGS}) as b
      on conflict do nothing`,
  },
  {
    what: 'buildings',
    sql: `insert into buildings (owner_id, name, property_type_id, photo_key)
      select $1::uuid, 'TL-BENCH ' || (array['برج العليا', 'برج الملقا', 'أبراج النرجس', 'برج الروضة',
          'برج الشاطئ', 'أبراج الحمراء', 'برج السلامة', 'برج التحلية'])[b],
        (select id from definition_items where kind = 'property_type' and owner_id is null
          order by id limit 1),
        'tl-bench-' || $1::uuid || '-' || b
      from generate_series(1, ${TIMELINE_BUILDINGS}) as b`,
  },
  {
    what: 'unit types',
    sql: `insert into building_unit_types (building_id, name, quantity, position)
      select id, 'شقة', ${TIMELINE_UNITS_PER_BUILDING}, 0 from buildings
      where owner_id = $1::uuid and name like 'TL-BENCH %'`,
  },
  {
    what: 'properties',
    sql: `with cities as (
        select array_agg(id order by id) as ids from definition_items
        where kind = 'city' and owner_id is null
      ),
      shells as (
        select row_number() over (order by b.name) as i, b.id as building_id, b.name
        from buildings b where b.owner_id = $1::uuid and b.name like 'TL-BENCH %'
        union all
        select ${TIMELINE_BUILDINGS} + s, null, null
        from generate_series(1, ${TIMELINE_SINGLE_PROPERTIES}) as s
      )
      insert into properties (owner_id, building_id, status, completed_sections, country_code,
        city_id, address, postal_code, floor_number, total_floors, property_type_id, name,
        internal_name, multi_unit, sleep, guests)
      select $1::uuid, building_id, case when i % 4 = 0 then 'pending' else 'published' end,
        array['location', 'specifications'], 'SA', cities.ids[1 + i % array_length(cities.ids, 1)],
        'طريق الملك فهد ' || i, lpad((11000 + i)::text, 5, '0'), 1 + i % 8, 8,
        (select id from definition_items where kind = 'property_type' and owner_id is null
          order by id limit 1),
        coalesce(substr(name, 10) || ' — شقق', (array['شقة', 'فيلا', 'استوديو', 'شاليه'])[1 + i % 4]
          || ' ' || (array['العليا', 'الملقا', 'النرجس', 'الروضة', 'الشاطئ'])[1 + i % 5] || ' ' || i),
        'TL-BENCH-' || lpad(i::text, 3, '0'), building_id is not null, 4, 2
      from shells, cities`,
  },
  {
    what: 'base prices',
    sql: `insert into property_availability (property_id, base_price, min_nights, max_nights,
        preparation_hours, open_from, open_until)
      select id, 30000 + (hashtext(internal_name)::bigint + 2147483648) % 40 * 1000, 1, 30, 24,
        ${FIRST_DAY}, ${FIRST_DAY} + 400
      from properties where owner_id = $1::uuid and internal_name like 'TL-BENCH-%'`,
  },
  {
    what: 'seasons',
    sql: `insert into property_seasons (property_id, season_name, daily_price, extra_guest_price,
        guests, min_stay, max_stay, date_from, date_to)
      select id, 'موسم الشتاء', 55000, 5000, 2, 2, 14, ${FIRST_DAY} + 60, ${FIRST_DAY} + 120
      from properties where owner_id = $1::uuid and internal_name like 'TL-BENCH-%'`,
  },
  {
    what: 'bookings',
    sql: `with units as (
        select p.id as property_id, p.internal_name, u.unit_no
        from properties p
        cross join lateral generate_series(1, case when p.multi_unit
          then ${TIMELINE_UNITS_PER_BUILDING} else 1 end) as u(unit_no)
        where p.owner_id = $1::uuid and p.internal_name like 'TL-BENCH-%'
      ),
      stays as (
        select units.*, k, hashtext(internal_name || ':' || unit_no || ':' || k)::bigint
            + 2147483648 as h,
          ${FIRST_DAY} + k * ${SLOT_DAYS} as slot
        from units, generate_series(0, ${SLOTS - 1}) as k
      ),
      shaped as (
        select stays.*, slot + (h % 3)::int as date_from, 1 + (h / 3 % 5)::int as nights,
          case when h / 13 % 100 < 5 then 'cancelled' when h / 13 % 100 < 12 then 'pending'
            else 'confirmed' end as status,
          1 + (h / 19 % 8)::int as fi, 1 + (h / 23 % 8)::int as li,
          30000 + (h / 11 % 40)::int * 1000 as night_price
        from stays
      )
      insert into bookings (owner_id, property_id, unit_no, status, date_from, date_to, guests,
        guest_price, already_paid, price_to_you, guest_first_name, guest_last_name,
        guest_address, guest_postal_code, guest_country, guest_language, guest_email,
        guest_phone, guest_mobile, cancelled_at)
      select $1::uuid, property_id, unit_no, status, date_from, date_from + nights, 1 + (h / 7 % 4)::int,
        nights * night_price, 0, nights * night_price * 85 / 100,
        (array['سارة', 'محمد', 'نورة', 'عبدالله', 'Reem', 'Faisal', 'Lama', 'Khalid'])[fi],
        (array['الحربي', 'القحطاني', 'العتيبي', 'الغامدي', 'Alzahrani', 'Aldosari', 'Alshehri',
          'Almutairi'])[li],
        'حي النخيل ' || (h % 90 + 1), lpad((10000 + h % 90000)::text, 5, '0'), 'SA', 'ar',
        'guest' || (h % 100000) || '@example.sa', '+9665' || lpad((h % 100000000)::text, 8, '0'),
        '05' || lpad((h / 41 % 100000000)::text, 8, '0'),
        case when status = 'cancelled' then now() end
      from shaped`,
  },
  {
    what: 'booking holds',
    sql: `insert into calendar_holds (property_id, unit_no, nights, kind, booking_id)
      select b.property_id, b.unit_no, daterange(b.date_from, b.date_to, '[)'), 'booking', b.id
      from bookings b join properties p on p.id = b.property_id
      where p.owner_id = $1::uuid and p.internal_name like 'TL-BENCH-%' and b.status <> 'cancelled'`,
  },
  {
    what: 'blocks',
    sql: `insert into calendar_holds (property_id, unit_no, nights, kind, note)
      select p.id, u.unit_no, daterange(${FIRST_DAY} + k * ${SLOT_DAYS} + 8,
          ${FIRST_DAY} + k * ${SLOT_DAYS} + 9, '[)'), 'block', 'صيانة دورية'
      from properties p
      cross join lateral generate_series(1, case when p.multi_unit
        then ${TIMELINE_UNITS_PER_BUILDING} else 1 end) as u(unit_no),
        generate_series(0, ${SLOTS - 1}, 6) as k
      where p.owner_id = $1::uuid and p.internal_name like 'TL-BENCH-%'`,
  },
  {
    what: 'history',
    sql: `insert into booking_history (booking_id, kind)
      select b.id, 'created' from bookings b join properties p on p.id = b.property_id
      where p.owner_id = $1::uuid and p.internal_name like 'TL-BENCH-%'`,
  },
];

/**
 * Seeds the owner's timeline data set. `query(text, params)` runs one statement and answers
 * `{ rows }` (pg's `client.query`, PGlite's `db.query`). Answers the counts made and seconds.
 */
export async function seedTimeline(query, ownerId) {
  const started = performance.now();
  for (const step of STEPS) {
    try {
      await query(step.sql, [ownerId]);
    } catch (error) {
      throw new Error(`timeline seed, ${step.what}: ${error.message}`, { cause: error });
    }
  }
  const { rows } = await query(
    `select
      (select count(*)::int from properties where owner_id = $1::uuid and internal_name like 'TL-BENCH-%') as properties,
      (select count(*)::int from bookings b join properties p on p.id = b.property_id
        where p.owner_id = $1::uuid and p.internal_name like 'TL-BENCH-%') as bookings,
      (select count(*)::int from calendar_holds h join properties p on p.id = h.property_id
        where p.owner_id = $1::uuid and p.internal_name like 'TL-BENCH-%' and h.kind = 'block') as blocks`,
    [ownerId],
  );
  return {
    units: TIMELINE_UNITS,
    ...rows[0],
    seconds: (performance.now() - started) / 1000,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, email] = process.argv.slice(2);
  if (!url || !email) {
    console.error('usage: node scripts/bench/timeline-seed.mjs <postgres url> <owner e-mail>');
    process.exit(2);
  }
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('select id from users where email = $1::uuid', [email]);
    if (!rows[0]) throw new Error(`no account ${email}`);
    const figures = await seedTimeline((text, params) => client.query(text, params), rows[0].id);
    console.log(
      `timeline seed: ${figures.units} units in ${figures.properties} properties, ` +
        `${figures.bookings} bookings, ${figures.blocks} blocks in ${figures.seconds.toFixed(1)} s`,
    );
  } finally {
    await client.end();
  }
}
