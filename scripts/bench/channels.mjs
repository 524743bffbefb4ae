// Channels (issue 15, "Performance"), part of `npm run bench` and runnable alone with
// `npm run bench -- channels`: the built API on a PostgreSQL database of its own, with
// CHANNELS_FETCH_ALLOW_LOOPBACK=true so that it may fetch this process's local feed server.
//   - export: GET /ical/<token>.ics of a unit with 500 bookings, 20 requests at once:
//     p50 and p99, goal p99 ≤ 50 ms;
//   - import: 500 connections, each to its own local feed (3 reservations), all due at once,
//     imported by the scheduled job (channels.poll → channels.sync jobs): the time until every
//     one has synced, goal ≤ 60 s; every run must succeed and make exactly its 3 bookings.
// A failed run, a wrong count or a non-200 feed fail the bench; the goals print PASS or MISS.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

const EXPORT_BOOKINGS = 500;
const EXPORT_CONCURRENT = 20;
const EXPORT_REQUESTS = 2000;
const EXPORT_GOAL_P99_MS = 50;
const FEEDS = 500;
const EVENTS_PER_FEED = 3;
const IMPORT_GOAL_SECONDS = 60;
const IMPORT_TIMEOUT_SECONDS = 300;

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const compact = (day) => day.replaceAll('-', '');
const addDays = (day, n) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** An Airbnb-shaped feed: EVENTS_PER_FEED reservations from `start`, 2 nights each. */
function feedOf(index, start) {
  const lines = [
    'BEGIN:VCALENDAR',
    'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
    'VERSION:2.0',
  ];
  for (let e = 0; e < EVENTS_PER_FEED; e += 1) {
    const from = addDays(start, 5 + e * 4);
    lines.push(
      'BEGIN:VEVENT',
      `DTSTART;VALUE=DATE:${compact(from)}`,
      `DTEND;VALUE=DATE:${compact(addDays(from, 2))}`,
      `UID:bench-${index}-${e}@airbnb.com`,
      'SUMMARY:Reserved',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

/** Properties of the owner, inserted with SQL: `count` of them, returning their ids. */
async function insertProperties(client, ownerId, count, prefix) {
  const { rows } = await client.query(
    `insert into properties (owner_id, status, country_code, city_id, address, postal_code,
        floor_number, total_floors, name, sleep, guests, completed_sections)
      select $1, 'published', 'SA',
        (select id from definition_items where kind = 'city' and owner_id is null order by id limit 1),
        'طريق الملك فهد ' || i, '12211', 1, 4, $3 || ' ' || i, 4, 2, array['location', 'specifications']
      from generate_series(1, $2) as i
      returning id`,
    [ownerId, count, prefix],
  );
  return rows.map((row) => row.id);
}

export async function benchChannels({ serverUrl, apiScript, tools }) {
  const {
    createBenchDatabase,
    createSession,
    startServer,
    stopServer,
    baseEnv,
    tempDir,
    printTable,
  } = tools;
  console.log(
    `\nChannels: export feed of a unit with ${EXPORT_BOOKINGS} bookings at ${EXPORT_CONCURRENT} at once; import of ${FEEDS} local feeds`,
  );
  const databaseUrl = await createBenchDatabase(serverUrl);
  const env = {
    ...baseEnv(),
    DATA_DIR: tempDir('channels'),
    DATABASE_URL: databaseUrl,
    CHANNELS_FETCH_ALLOW_LOOPBACK: 'true',
  };
  const session = createSession(env);
  const { url, child } = await startServer('Nuzul (channels)', apiScript, env);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const today = new Date().toISOString().slice(0, 10);
  const feeds = http.createServer((request, response) => {
    const match = /^\/feed\/(\d+)\.ics$/.exec(request.url ?? '');
    if (!match) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/calendar' }).end(feedOf(match[1], today));
  });
  await new Promise((resolve) => feeds.listen(0, '127.0.0.1', resolve));
  const feedOrigin = `http://127.0.0.1:${feeds.address().port}`;
  const api = async (method, path, body) => {
    const response = await fetch(`${url}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const rows = [];
  const misses = [];
  try {
    const ownerId = (
      await client.query('select user_id from sessions where token_hash = $1', [session.tokenHash])
    ).rows[0].user_id;

    // Export: one unit with 500 bookings (2 nights every 3 days) and its connection.
    const [exportProperty] = await insertProperties(client, ownerId, 1, 'Export');
    await client.query(
      `with b as (
        insert into bookings (owner_id, property_id, unit_no, status, date_from, date_to, guests,
          guest_price, already_paid, price_to_you, guest_first_name, guest_last_name,
          guest_address, guest_postal_code, guest_country, guest_language, guest_email,
          guest_phone, guest_mobile)
        select $1, $2, 1, 'confirmed', current_date + 1 + i * 3, current_date + 3 + i * 3, 2,
          100000, 0, 90000, 'سارة', 'الحربي', 'طريق الملك فهد', '12211', 'SA', 'ar',
          'guest' || i || '@example.sa', '+966501234567', '+966501234567'
        from generate_series(0, $3 - 1) as i
        returning id, date_from, date_to)
      insert into calendar_holds (property_id, unit_no, nights, kind, booking_id)
      select $2, 1, daterange(date_from, date_to, '[)'), 'booking', id from b`,
      [ownerId, exportProperty, EXPORT_BOOKINGS],
    );
    const connection = (
      await api('POST', '/channels/connections', { propertyId: exportProperty, channel: 'airbnb' })
    ).data;
    const exportPath = new URL(connection.exportUrl).pathname;
    const first = await fetch(`${url}${exportPath}`);
    const body = await first.text();
    const events = (body.match(/BEGIN:VEVENT/g) ?? []).length;
    if (first.status !== 200 || events !== EXPORT_BOOKINGS) {
      throw new Error(
        `export answered ${first.status} with ${events} events, not ${EXPORT_BOOKINGS}`,
      );
    }
    for (let i = 0; i < 40; i += 1) await (await fetch(`${url}${exportPath}`)).arrayBuffer();
    const latencies = [];
    let next = 0;
    let failures = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: EXPORT_CONCURRENT }, async () => {
        while (next < EXPORT_REQUESTS) {
          next += 1;
          const t0 = performance.now();
          const response = await fetch(`${url}${exportPath}`);
          await response.arrayBuffer();
          latencies.push(performance.now() - t0);
          if (response.status !== 200) failures += 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    if (failures > 0) throw new Error(`${failures} export requests failed`);
    latencies.sort((a, b) => a - b);
    const p99 = percentile(latencies, 0.99);
    rows.push([
      `GET /ical/<token>.ics (${EXPORT_BOOKINGS} bookings, ${Math.round(body.length / 1024)} KB)`,
      `${EXPORT_CONCURRENT} at once, ${EXPORT_REQUESTS} requests, ${Math.round(EXPORT_REQUESTS / seconds)}/s`,
      `p50 ${percentile(latencies, 0.5).toFixed(1)} ms · p99 ${p99.toFixed(1)} ms`,
      `p99 ≤ ${EXPORT_GOAL_P99_MS} ms`,
      p99 <= EXPORT_GOAL_P99_MS ? 'PASS' : 'MISS',
    ]);
    if (p99 > EXPORT_GOAL_P99_MS) misses.push('export p99');

    // Import: 500 properties, each connected to its own feed, all due now.
    const properties = await insertProperties(client, ownerId, FEEDS, 'Import');
    let index = 0;
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (index < properties.length) {
          const i = index;
          index += 1;
          await api('POST', '/channels/connections', {
            propertyId: properties[i],
            channel: 'airbnb',
            importUrl: `${feedOrigin}/feed/${i}.ics`,
          });
        }
      }),
    );
    await client.query(
      `update channel_connections set next_sync_at = now() - interval '1 second' where import_url is not null`,
    );
    const t0 = performance.now();
    await client.query(`update job_schedules set next_run_at = now() where name = 'channels.poll'`);
    let synced = 0;
    while (synced < FEEDS) {
      if ((performance.now() - t0) / 1000 > IMPORT_TIMEOUT_SECONDS) {
        throw new Error(`only ${synced} of ${FEEDS} feeds synced in ${IMPORT_TIMEOUT_SECONDS} s`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      synced = Number(
        (
          await client.query(
            `select count(*) from channel_connections where import_url is not null and last_sync_at is not null`,
          )
        ).rows[0].count,
      );
    }
    const importSeconds = (performance.now() - t0) / 1000;
    const outcome = (
      await client.query(`select
          count(*) filter (where last_status = 'failed') as failed,
          (select count(*) from bookings where channel_connection_id is not null) as bookings
        from channel_connections where import_url is not null`)
    ).rows[0];
    if (Number(outcome.failed) > 0 || Number(outcome.bookings) !== FEEDS * EVENTS_PER_FEED) {
      throw new Error(
        `import: ${outcome.failed} failed runs, ${outcome.bookings} bookings (want ${FEEDS * EVENTS_PER_FEED})`,
      );
    }
    rows.push([
      `Import of ${FEEDS} local feeds (${EVENTS_PER_FEED} reservations each) by the scheduled job`,
      `${outcome.bookings} bookings made, 0 failed runs`,
      `${importSeconds.toFixed(1)} s (${Math.round(FEEDS / importSeconds)} feeds/s)`,
      `≤ ${IMPORT_GOAL_SECONDS} s`,
      importSeconds <= IMPORT_GOAL_SECONDS ? 'PASS' : 'MISS',
    ]);
    if (importSeconds > IMPORT_GOAL_SECONDS) misses.push('import time');
  } finally {
    printTable(['channels', 'load', 'result', 'goal', ''], rows);
    await client.end();
    await new Promise((resolve) => feeds.close(resolve));
    await stopServer(child);
  }
  return misses;
}
