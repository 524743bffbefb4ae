// Bookings on PostgreSQL (issue 12, "Performance"), part of `npm run bench` and runnable alone
// with `npm run bench -- bookings`: the built API on a database of its own, seeded with SQL
// (generate_series) with 10,000 properties and 1,000,000 bookings over two years, their
// calendar holds and history; then
//   - booking creation, 100 requests at once, for the same nights (exactly one 201 and 99 409
//     a round) and for different nights (all 201): p50 and p99, goal p99 < 100 ms; and, for
//     comparison, one at a time;
//   - the calendar of one property for 12 months, and the bookings list page 1 (Upcoming, and
//     with searches) of an owner of 100 properties and of an owner of the other 9,900:
//     p95, goal ≤ 50 ms;
//   - the dashboard summary (12 months) and the 12-month occupancy report of each owner (issue
//     14): p95, goals ≤ 50 ms and ≤ 200 ms.
// Any answer but 201 or 409 to a creation, a round of the same nights with other than exactly
// one 201, or two holds sharing a night fail the bench. The latency and seeding goals are
// printed PASS or MISS and do not fail it: the figures move with whatever else the machine
// runs, while the web budgets (bytes) do not.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

const PROPERTIES = 10_000;
const BOOKINGS_PER_PROPERTY = 100;
/** Properties of the owner that the small-account figures are for; the other owner has the rest. */
const SMALL_OWNER_PROPERTIES = 100;
const SEED_GOAL_SECONDS = 120;

const CONCURRENT = 100;
const CREATE_ROUNDS = 10;
const CREATE_GOAL_P99_MS = 100;
/** Bookings made one after another, for comparison with CONCURRENT at once. */
const ALONE_BOOKINGS = 50;

/** Reads of a route: warm-up, then samples until READ_SAMPLES or READ_SECONDS (at least READ_MIN). */
const READ_WARM_UP = 20;
const READ_WARM_UP_SECONDS = 3;
const READ_SAMPLES = 200;
const READ_SECONDS = 15;
const READ_MIN = 20;
const READ_GOAL_P95_MS = 50;
const SUMMARY_GOAL_P95_MS = 50;
const REPORT_GOAL_P95_MS = 200;

/** A stay is one of these weekly slots: arrival 0–2 days in, 1–4 nights, so never past day 6. */
const SLOT_DAYS = 7;

/**
 * The seed, one statement each (set-based). `$1` the small owner, `$2` the large one.
 * Stays start a year before the property's today and run about 700 days: half past, half to
 * come. 8 % cancelled (no hold), 5 % pending; a block on the free last day of every tenth slot.
 * Names are those of guests from Saudi Arabia and the Gulf, in Arabic or Latin letters.
 */
const SEED = [
  {
    what: 'properties',
    sql: `
      with cities as (
        select array_agg(id order by ord) as ids from definition_items
          join unnest(array['riyadh', 'riyadh', 'riyadh', 'jeddah', 'jeddah', 'makkah', 'madinah',
            'dammam', 'khobar', 'abha', 'taif', 'al_ula']) with ordinality as c(code, ord)
            on definition_items.code = c.code
          where kind = 'city' and owner_id is null
      )
      insert into properties (owner_id, status, completed_sections, country_code, city_id, address,
        postal_code, floor_number, total_floors, latitude, longitude, property_type_id, name,
        internal_name, short_name, multi_unit, area_m2, sleep, guests, bedrooms, bathrooms,
        toilets, published_at, created_at, updated_at)
      select case when i <= ${SMALL_OWNER_PROPERTIES} then $1::uuid else $2::uuid end,
        case when i % 3 = 0 then 'pending' else 'published' end,
        array['description', 'location', 'specifications'], 'SA',
        cities.ids[1 + i % array_length(cities.ids, 1)],
        (array['طريق الملك فهد', 'شارع التحلية', 'طريق الأمير سلطان', 'شارع العليا العام',
          'طريق الملك عبدالعزيز', 'شارع الأمير محمد بن عبدالعزيز'])[1 + i % 6] || ' ' || (i % 400 + 1),
        lpad((11000 + i % 9000)::text, 5, '0'), 1 + i % 8, 8, 24.5 + (i % 100) / 100.0,
        46.5 + (i % 77) / 100.0, case when i % 5 = 0 then 102 else 101 end,
        (array['شقة', 'فيلا', 'استوديو', 'شاليه'])[1 + i % 4] || ' ' ||
          (array['العليا', 'الملقا', 'النرجس', 'الروضة', 'الشاطئ', 'الحمراء', 'السلامة'])[1 + i % 7]
          || ' ' || i,
        'BENCH-' || lpad(i::text, 5, '0'), 'Unit ' || i, false, 60 + i % 140, 4, 2,
        1 + i % 3, 1 + i % 2, 1, case when i % 3 = 0 then null else now() - interval '400 days' end,
        now() - interval '800 days', now() - (i % 365) * interval '1 day'
      from generate_series(1, ${PROPERTIES}) as i, cities`,
  },
  {
    what: 'bookings',
    sql: `
      with names as (
        select array['Sara', 'Mohammed', 'Noura', 'Abdullah', 'Reem', 'Faisal', 'Lama', 'Khalid',
            'Hessa', 'Omar', 'Maha', 'Turki', 'Fatimah', 'Yousef', 'Aljohara', 'Saud'] as first_en,
          array['سارة', 'محمد', 'نورة', 'عبدالله', 'ريم', 'فيصل', 'لمى', 'خالد', 'حصة', 'عمر', 'مها',
            'تركي', 'فاطمة', 'يوسف', 'الجوهرة', 'سعود'] as first_ar,
          array['Alharbi', 'Alqahtani', 'Alotaibi', 'Alghamdi', 'Alzahrani', 'Aldosari', 'Alshehri',
            'Almutairi', 'Alanazi', 'Alshammari', 'Alsubaie', 'Alamri', 'Alrashidi', 'Albalawi',
            'Aljohani', 'Alyami', 'Alsaud', 'Almalki', 'Alhajri', 'Alkhaldi'] as last_en,
          array['الحربي', 'القحطاني', 'العتيبي', 'الغامدي', 'الزهراني', 'الدوسري', 'الشهري',
            'المطيري', 'العنزي', 'الشمري', 'السبيعي', 'العمري', 'الرشيدي', 'البلوي', 'الجهني',
            'اليامي', 'آل سعود', 'المالكي', 'الهاجري', 'الخالدي'] as last_ar
      ),
      stays as (
        select p.id as property_id, p.owner_id, p.time_zone, k,
          hashtext(p.internal_name || ':' || k)::bigint + 2147483648 as h,
          (now() at time zone p.time_zone)::date - 365 + k * ${SLOT_DAYS} as slot
        from properties p, generate_series(0, ${BOOKINGS_PER_PROPERTY - 1}) as k
        where p.internal_name like 'BENCH-%'
      ),
      shaped as (
        select stays.*, slot + (h % 3)::int as date_from, 1 + (h / 3 % 4)::int as nights,
          case when h / 13 % 100 < 8 then 'cancelled' when h / 13 % 100 < 13 then 'pending'
            else 'confirmed' end as status,
          1 + (h / 19 % 16)::int as fi, 1 + (h / 23 % 20)::int as li, h / 29 % 3 = 0 as latin,
          30000 + (h / 11 % 50)::int * 1000 as night_price
        from stays
      )
      insert into bookings (owner_id, property_id, unit_no, status, date_from, date_to, guests,
        guest_price, already_paid, price_to_you, comment, guest_first_name, guest_last_name,
        guest_nationality, guest_passport_number, guest_address, guest_postal_code,
        guest_country, guest_language, guest_email, guest_phone, guest_mobile, cancelled_at,
        cancel_reason, created_at, updated_at)
      select owner_id, property_id, 1, status, date_from, date_from + nights, 1 + (h / 7 % 4)::int,
        nights * night_price,
        case h / 17 % 3 when 0 then 0 when 1 then nights * night_price / 2
          else nights * night_price end,
        nights * night_price * 85 / 100,
        case when h % 10 = 0 then 'وصول متأخر بعد منتصف الليل' end,
        case when latin then first_en[fi] else first_ar[fi] end,
        case when latin then last_en[li] else last_ar[li] end,
        (array['SA', 'SA', 'SA', 'AE', 'KW', 'BH', 'EG', 'JO'])[1 + (h / 31 % 8)::int],
        'A' || lpad((h % 10000000)::text, 7, '0'),
        (array['حي النخيل', 'حي الياسمين', 'Al Olaya District', 'حي الصفا'])[1 + (h / 37 % 4)::int]
          || ' ' || (h % 90 + 1),
        lpad((10000 + h % 90000)::text, 5, '0'),
        (array['SA', 'SA', 'SA', 'AE', 'KW', 'BH', 'EG', 'JO'])[1 + (h / 31 % 8)::int],
        case when latin then 'en' else 'ar' end,
        lower(first_en[fi]) || '.' || lower(last_en[li]) || (h % 1000) || '@example.sa',
        '+9665' || lpad((h % 100000000)::text, 8, '0'),
        '05' || lpad((h / 41 % 100000000)::text, 8, '0'),
        case when status = 'cancelled' then least(now() - interval '1 hour',
          (date_from - 10 - (h % 20)::int)::timestamp at time zone time_zone) end,
        case when status = 'cancelled' then 'تغيرت خطط الضيف' end,
        least(now() - interval '2 hours', (date_from - 30 - (h % 60)::int)::timestamp at time zone time_zone),
        least(now() - interval '2 hours', (date_from - 30 - (h % 60)::int)::timestamp at time zone time_zone)
      from shaped, names`,
  },
  {
    what: 'booking holds',
    sql: `
      insert into calendar_holds (property_id, unit_no, nights, kind, booking_id, created_at)
      select property_id, unit_no, daterange(date_from, date_to, '[)'), 'booking', id, created_at
      from bookings where status <> 'cancelled'`,
  },
  {
    what: 'blocks',
    sql: `
      insert into calendar_holds (property_id, unit_no, nights, kind, note)
      select p.id, 1, daterange(d, d + 1, '[)'), 'block', 'صيانة دورية'
      from properties p,
        generate_series(0, ${BOOKINGS_PER_PROPERTY - 1}, 10) as k,
        lateral (select (now() at time zone p.time_zone)::date - 365 + k * ${SLOT_DAYS} + 6 as d) as day
      where p.internal_name like 'BENCH-%'`,
  },
  {
    what: 'history',
    sql: `
      insert into booking_history (booking_id, kind, at)
      select id, 'created', created_at from bookings
      union all
      select id, 'cancelled', cancelled_at from bookings where cancelled_at is not null`,
  },
];

/** The value at the fraction `q` of the sorted samples (nearest rank). */
function percentile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

const ms = (value) => value.toFixed(1);
const verdict = (ok) => (ok ? 'PASS' : 'MISS');

/** The first day of the month `months` after the month of `isoDate`. */
function monthStart(isoDate, months) {
  const date = new Date(`${isoDate.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

function addDays(isoDate, days) {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Today in Riyadh, the seeded properties' time zone. */
function riyadhToday() {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(new Date());
}

/** The triggers that keep the reports' sums (migration 0020), off while the seed inserts. */
const SUMMARY_TRIGGERS = [
  ['bookings', 'report_bookings_inserted'],
  ['bookings', 'report_bookings_updated'],
  ['bookings', 'report_bookings_deleted'],
  ['calendar_holds', 'report_hold_written'],
];

/** The tables the seed fills, empty before it. */
const SEEDED_TABLES = ['bookings', 'calendar_holds', 'booking_history'];

/**
 * Seeds the data set as a restore of a dump does: the seeded tables' secondary indexes and
 * exclusion constraints are dropped, the rows inserted, and then the indexes built and the
 * constraints added again from their own definitions read from the catalog (so the schema
 * ends as the migrations made it, and adding the exclusion constraint checks that no two
 * seeded holds share a night). Foreign-key triggers are skipped when the role may
 * (session_replication_role, as pg_restore --disable-triggers): every id inserted is read from
 * the referenced table. The reports' sums are made from the seeded rows at the end, as
 * migration 0020 backfills them (their triggers are off meanwhile). Answers each step's time
 * and the total, in seconds.
 */
export async function seedBookings(client, { smallOwnerId, largeOwnerId }) {
  const steps = [];
  const started = performance.now();
  const step = async (what, run) => {
    const t0 = performance.now();
    const result = await run();
    steps.push({ what, rows: result?.rowCount ?? 0, seconds: (performance.now() - t0) / 1000 });
  };
  const indexes = (
    await client.query(
      `select indexname, indexdef from pg_indexes
        where schemaname = current_schema() and tablename = any($1)
          and indexname not in (select conname from pg_constraint)`,
      [SEEDED_TABLES],
    )
  ).rows;
  const exclusions = (
    await client.query(
      `select conrelid::regclass::text as "table", conname, pg_get_constraintdef(oid) as def
        from pg_constraint where contype = 'x' and conrelid = any($1::regclass[])`,
      [SEEDED_TABLES],
    )
  ).rows;
  let triggersSkipped = true;
  try {
    await client.query('set session_replication_role = replica');
  } catch {
    triggersSkipped = false;
  }
  await client.query(`set maintenance_work_mem = '256MB'`);
  // The reports' sums (migration 0020) are made once from the seeded rows, as the migration's
  // backfill makes them, instead of by their triggers row by row.
  for (const [table, trigger] of SUMMARY_TRIGGERS) {
    await client.query(`alter table ${table} disable trigger ${trigger}`);
  }
  for (const { table, conname } of exclusions) {
    await client.query(`alter table ${table} drop constraint ${conname}`);
  }
  for (const { indexname } of indexes) await client.query(`drop index ${indexname}`);
  for (const { what, sql } of SEED) {
    await step(what, () =>
      client.query(sql, sql.includes('$1') ? [smallOwnerId, largeOwnerId] : []),
    );
  }
  if (triggersSkipped) await client.query('set session_replication_role = default');
  for (const [table, trigger] of SUMMARY_TRIGGERS) {
    await client.query(`alter table ${table} enable trigger ${trigger}`);
  }
  await step('report sums', () => client.query('select report_summaries_rebuild()'));
  await step('indexes', async () => {
    for (const { indexdef } of indexes) await client.query(indexdef);
  });
  await step('exclusion constraint', async () => {
    for (const { table, conname, def } of exclusions) {
      await client.query(`alter table ${table} add constraint ${conname} ${def}`);
    }
  });
  // Rows this old have long been vacuumed in a live database: visibility map set (index-only
  // scans) and statistics current.
  await step('vacuum analyze', () => client.query('vacuum (analyze)'));
  return { steps, triggersSkipped, seconds: (performance.now() - started) / 1000 };
}

function bookingBody(propertyId, dateFrom, dateTo, index) {
  return {
    status: 'confirmed',
    propertyId,
    dateFrom,
    dateTo,
    guests: 2,
    guestPrice: 120_000,
    alreadyPaid: 20_000,
    priceToYou: 100_000,
    comment: null,
    guest: {
      firstName: 'Sara',
      lastName: `Alharbi ${index}`,
      nationality: 'SA',
      passportNumber: 'A1234567',
      address: 'King Fahd Road 12',
      postalCode: '12211',
      country: 'SA',
      language: 'ar',
      email: `sara.${index}@example.sa`,
      skype: null,
      phone: '+966501234567',
      mobile: '0501234567',
      fax: null,
    },
  };
}

/** POSTs one booking; its status and time to the whole answer, in ms. */
async function createBooking(url, token, body) {
  const t0 = performance.now();
  const answer = await fetch(`${url}/api/v1/bookings`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': `bench-${randomUUID()}`,
    },
    body: JSON.stringify(body),
  });
  const text = await answer.text();
  return { status: answer.status, ms: performance.now() - t0, text };
}

/**
 * Rounds of CONCURRENT creations at once; `stayOf(round, i)` names request i's property and
 * nights. The first round warms up and is not counted.
 */
async function createRounds(url, token, stayOf, expectOneWinner) {
  const latencies = [];
  const statuses = new Map();
  for (let round = 0; round <= CREATE_ROUNDS; round += 1) {
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) => {
        const stay = stayOf(round, i);
        return createBooking(url, token, bookingBody(stay.propertyId, stay.from, stay.to, i));
      }),
    );
    const other = answers.find((answer) => answer.status !== 201 && answer.status !== 409);
    if (other) throw new Error(`a booking answered ${other.status}: ${other.text.slice(0, 300)}`);
    const made = answers.filter((answer) => answer.status === 201).length;
    if (expectOneWinner ? made !== 1 : made !== CONCURRENT) {
      throw new Error(
        `round ${round}: ${made} bookings made of ${CONCURRENT}, expected ${expectOneWinner ? 1 : CONCURRENT}`,
      );
    }
    if (round === 0) continue;
    for (const answer of answers) {
      latencies.push(answer.ms);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }
  }
  return { latencies: latencies.sort((a, b) => a - b), statuses };
}

/**
 * GETs the path one request after another: the latencies (sorted, in ms) of up to
 * READ_SAMPLES, fewer when they take more than READ_SECONDS in all (a slow route still gets
 * READ_MIN), and the last answer's body.
 */
async function readLatency(url, token, path) {
  const get = async () => {
    const t0 = performance.now();
    const answer = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const body = await answer.json();
    if (answer.status !== 200) {
      throw new Error(
        `GET ${path} answered ${answer.status}: ${JSON.stringify(body).slice(0, 300)}`,
      );
    }
    return { ms: performance.now() - t0, body };
  };
  let sample;
  const warmUpEnd = performance.now() + READ_WARM_UP_SECONDS * 1000;
  for (let i = 0; i < READ_WARM_UP && (i === 0 || performance.now() < warmUpEnd); i += 1) {
    sample = await get();
  }
  const latencies = [];
  const end = performance.now() + READ_SECONDS * 1000;
  while (
    latencies.length < READ_SAMPLES &&
    (latencies.length < READ_MIN || performance.now() < end)
  ) {
    sample = await get();
    latencies.push(sample.ms);
  }
  latencies.sort((a, b) => a - b);
  return { latencies, body: sample.body };
}

/**
 * Runs the bookings bench against the PostgreSQL server `serverUrl` with the built API
 * `apiScript`; `tools` are bench.mjs's helpers (database, session, server, table). Answers
 * the goals missed (printed, not failing the run).
 */
export async function benchBookings({ serverUrl, apiScript, tools }) {
  const { createBenchDatabase, createSession, startServer, stopServer, baseEnv, tempDir } = tools;
  console.log(
    `\nBookings on PostgreSQL: ${PROPERTIES.toLocaleString('en')} properties, ` +
      `${(PROPERTIES * BOOKINGS_PER_PROPERTY).toLocaleString('en')} bookings seeded with SQL`,
  );
  const databaseUrl = await createBenchDatabase(serverUrl);
  const env = { ...baseEnv(), DATA_DIR: tempDir('bookings'), DATABASE_URL: databaseUrl };
  // Two owners, each signed in: one of 100 properties, one of the other 9,900.
  const small = createSession(env);
  const large = createSession(env);
  const { url, child } = await startServer('Nuzul (bookings)', apiScript, env);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const misses = [];
  try {
    const ownerOf = async (session) =>
      (
        await client.query('select user_id from sessions where token_hash = $1', [
          session.tokenHash,
        ])
      ).rows[0].user_id;
    const smallOwnerId = await ownerOf(small);
    const largeOwnerId = await ownerOf(large);

    process.stdout.write('• seeding ... ');
    const seed = await seedBookings(client, { smallOwnerId, largeOwnerId });
    const seedOk = seed.seconds < SEED_GOAL_SECONDS;
    if (!seedOk) misses.push(`seeding took ${seed.seconds.toFixed(1)} s`);
    console.log(
      `${seed.seconds.toFixed(1)} s (goal < ${SEED_GOAL_SECONDS} s) ${verdict(seedOk)}: ` +
        seed.steps
          .map(
            (step) =>
              `${step.what} ${step.rows ? `${step.rows.toLocaleString('en')} ` : ''}${step.seconds.toFixed(1)} s`,
          )
          .join(', ') +
        (seed.triggersSkipped
          ? ''
          : ' (foreign keys checked row by row: the role may not skip them)'),
    );

    const ids = (
      await client.query(
        `select id from properties where owner_id = $1 order by internal_name limit 10`,
        [smallOwnerId],
      )
    ).rows.map((row) => row.id);
    const today = riyadhToday();
    // The seeded stays end about 335 days ahead; the bench books beyond them.
    const sameNightsFrom = addDays(today, 400);
    const otherNightsFrom = addDays(today, 500);
    const rows = [];

    process.stdout.write(`• POST /bookings, ${CONCURRENT} at once, same nights ... `);
    const same = await createRounds(
      url,
      small.token,
      (round) => ({
        propertyId: ids[0],
        from: addDays(sameNightsFrom, round * 2),
        to: addDays(sameNightsFrom, round * 2 + 1),
      }),
      true,
    );
    console.log('done');
    process.stdout.write(`• POST /bookings, ${CONCURRENT} at once, different nights ... `);
    const different = await createRounds(
      url,
      small.token,
      // 10 properties, 10 nights each per round: no two requests share a night of a property.
      (round, i) => {
        const from = addDays(otherNightsFrom, round * 10 + Math.floor(i / 10));
        return { propertyId: ids[i % 10], from, to: addDays(from, 1) };
      },
      false,
    );
    console.log('done');
    const overlaps = await client.query(
      `
      select count(*)::int as count from calendar_holds a join calendar_holds b
        on a.property_id = b.property_id and a.unit_no = b.unit_no and a.id < b.id
        and a.nights && b.nights
      where a.property_id = any($1)`,
      [ids],
    );
    if (overlaps.rows[0].count !== 0) {
      throw new Error(`${overlaps.rows[0].count} pairs of holds share a night`);
    }
    for (const [label, run] of [
      ['same nights', same],
      ['different nights', different],
    ]) {
      const p99 = percentile(run.latencies, 0.99);
      const ok = p99 < CREATE_GOAL_P99_MS;
      if (!ok) misses.push(`POST /bookings (${label}) p99 ${ms(p99)} ms`);
      rows.push([
        `POST /bookings, ${label}`,
        `${CONCURRENT} at once × ${CREATE_ROUNDS}`,
        [...run.statuses]
          .sort()
          .map(([status, n]) => `${n}×${status}`)
          .join(' '),
        ms(percentile(run.latencies, 0.5)),
        ms(percentile(run.latencies, 0.95)),
        ms(p99),
        `p99 < ${CREATE_GOAL_P99_MS}`,
        verdict(ok),
      ]);
    }

    // For comparison: one booking at a time, what the 100 at once queue behind.
    process.stdout.write('• POST /bookings, one by one ... ');
    const alone = [];
    const aloneFrom = addDays(today, 700);
    for (let i = 0; i <= ALONE_BOOKINGS; i += 1) {
      const from = addDays(aloneFrom, i);
      const answer = await createBooking(
        url,
        small.token,
        bookingBody(ids[2], from, addDays(from, 1), i),
      );
      if (answer.status !== 201) {
        throw new Error(`a booking answered ${answer.status}: ${answer.text.slice(0, 300)}`);
      }
      if (i > 0) alone.push(answer.ms);
    }
    alone.sort((a, b) => a - b);
    console.log('done');
    rows.push([
      'POST /bookings, one by one',
      `${ALONE_BOOKINGS} one by one`,
      `${ALONE_BOOKINGS}×201`,
      ms(percentile(alone, 0.5)),
      ms(percentile(alone, 0.95)),
      ms(percentile(alone, 0.99)),
      '',
      '',
    ]);

    const calendarTo = addDays(today, 364);
    const reads = [
      [
        'calendar, 12 months',
        small,
        `/api/v1/properties/${ids[1]}/calendar?from=${today}&to=${calendarTo}`,
      ],
    ];
    for (const [owner, session] of [
      ['100 properties', small],
      ['9,900 properties', large],
    ]) {
      reads.push(
        [
          `list Upcoming, owner of ${owner}`,
          session,
          '/api/v1/bookings?when=upcoming&page=1&pageSize=20',
        ],
        [
          `list All, search guest, owner of ${owner}`,
          session,
          `/api/v1/bookings?when=all&search=${encodeURIComponent('Alharbi')}&page=1&pageSize=20`,
        ],
        [
          `list Upcoming, search city, owner of ${owner}`,
          session,
          `/api/v1/bookings?when=upcoming&search=${encodeURIComponent('جدة')}&page=1&pageSize=20`,
        ],
      );
    }
    // The dashboard and the reports (issue 14): this month and the 11 before it.
    const reportRange = `from=${monthStart(today, -11)}&to=${monthStart(today, 1)}`;
    for (const [owner, session] of [
      ['100 properties', small],
      ['9,900 properties', large],
    ]) {
      reads.push(
        [
          `dashboard summary, 12 months, owner of ${owner}`,
          session,
          '/api/v1/dashboard/summary?period=12m',
          SUMMARY_GOAL_P95_MS,
        ],
        [
          `occupancy report, 12 months, owner of ${owner}`,
          session,
          `/api/v1/reports/occupancy?${reportRange}&groupBy=month`,
          REPORT_GOAL_P95_MS,
        ],
      );
    }
    const shownOf = (body) => {
      if (body.meta) return `${body.data.length} of ${body.meta.total.toLocaleString('en')}`;
      if (body.data.series) {
        const { confirmed, cancelled } = body.data.bookings;
        return `${confirmed.toLocaleString('en')} confirmed, ${cancelled.toLocaleString('en')} cancelled`;
      }
      if (body.data.totals) {
        const { bookedNights, availableNights, occupancyPercent } = body.data.totals;
        return `${body.data.rows.length} months, ${bookedNights.toLocaleString('en')} of ${availableNights.toLocaleString('en')} nights, ${occupancyPercent} %`;
      }
      return `${body.data.days.length} days, ${new Set(body.data.days.flatMap((day) => day.bookings.map((b) => b.id))).size} bookings`;
    };
    for (const [label, session, path, goal = READ_GOAL_P95_MS] of reads) {
      process.stdout.write(`• GET ${label} ... `);
      const { latencies, body } = await readLatency(url, session.token, path);
      const p95 = percentile(latencies, 0.95);
      const ok = p95 <= goal;
      if (!ok) misses.push(`${label} p95 ${ms(p95)} ms`);
      const shown = shownOf(body);
      console.log(shown);
      rows.push([
        label,
        `${latencies.length} one by one`,
        shown,
        ms(percentile(latencies, 0.5)),
        ms(p95),
        ms(percentile(latencies, 0.99)),
        `p95 ≤ ${goal}`,
        verdict(ok),
      ]);
    }
    tools.printTable(
      ['bookings (PostgreSQL)', 'requests', 'answers', 'p50 ms', 'p95 ms', 'p99 ms', 'goal', ''],
      rows,
    );
    console.log(
      misses.length === 0
        ? 'Bookings: every goal met.'
        : `Bookings: goals missed (printed MISS, the bench goes on):\n  ${misses.join('\n  ')}`,
    );
  } finally {
    await client.end();
    await stopServer(child);
  }
  return misses;
}
