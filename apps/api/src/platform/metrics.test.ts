import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/test-app';
import { registerErrorHandling } from './errors';
import { registerMetrics } from './metrics';
import { systemClock } from './clock';

const TOKEN = 'metrics-token-0123456789abcdef';
const REMOTE = '203.0.113.9';

/** The value of one sample line, e.g. `name{label="x"} 3`; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('answers loopback in the Prometheus text format, uncached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(/^# HELP /);
    const v6 = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '::1' });
    expect(v6.statusCode).toBe(200);
  });

  it('answers another machine only with the bearer METRICS_TOKEN', async () => {
    const ask = (authorization?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: REMOTE,
        headers: authorization ? { authorization } : {},
      });
    for (const refused of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, TOKEN]) {
      const res = await ask(refused);
      expect(res.statusCode, String(refused)).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
      expect(res.body).not.toContain('nuzul_');
    }
    const allowed = await ask(`Bearer ${TOKEN}`);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('# TYPE nuzul_http_requests_total counter');
  });

  it('without a token configured, is not there for another machine (404) and is for loopback', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    await registerMetrics(app, { database: t.database, clock: systemClock, token: undefined });
    try {
      const remote = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: REMOTE });
      expect(remote.statusCode).toBe(404);
      expect(remote.json()).toMatchObject({ code: 'NOT_FOUND' });
      const guessed = await app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: REMOTE,
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(guessed.statusCode).toBe(404);
      const local = await app.inject({ method: 'GET', url: '/metrics' });
      expect(local.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('counts requests and their latency by route pattern and status, never the raw URL', async () => {
    const key = 'Zz9_metrics_probe_key0';
    for (let i = 0; i < 3; i += 1) {
      await t.app.inject({ method: 'GET', url: `/media/${key}/large.webp` });
    }
    await t.app.inject({ method: 'GET', url: '/api/v1/no-such-route-at-all' });
    const text = await scrape();
    const labels = 'method="GET",route="/media/:key/:file",status_code="404"';
    expect(sample(text, `nuzul_http_requests_total{${labels}}`)).toBe(3);
    expect(sample(text, `nuzul_http_request_duration_seconds_count{${labels}}`)).toBe(3);
    expect(sample(text, `nuzul_http_request_duration_seconds_bucket{le="+Inf",${labels}}`)).toBe(3);
    expect(sample(text, `nuzul_http_request_duration_seconds_sum{${labels}}`)).toBeGreaterThan(0);
    expect(
      sample(text, 'nuzul_http_requests_total{method="GET",route="unmatched",status_code="404"}'),
    ).toBe(1);
    expect(text).not.toContain(key);
    expect(text).not.toContain('no-such-route');
  });

  it('counts the jobs of each queue by state, zero for the states it has none in', async () => {
    const now = Date.now();
    const later = new Date(now + 60 * 60 * 1000);
    // A queue no handler serves, so that the runner leaves its rows as they are.
    const queue = 'metrics-probe';
    await t.database.db.insert(jobs).values([
      { queue, payload: {} },
      { queue, payload: {} },
      { queue, payload: {}, runAt: later },
      { queue, payload: {}, runAt: later, attempts: 2, lastError: 'smtp down' },
      { queue, payload: {}, lockedUntil: later, attempts: 1 },
      { queue, payload: {}, attempts: 10, failedAt: new Date(now), lastError: 'gave up' },
    ]);
    const text = await scrape();
    const count = (state: string) => sample(text, `nuzul_jobs{queue="${queue}",state="${state}"}`);
    expect({
      waiting: count('waiting'),
      scheduled: count('scheduled'),
      retrying: count('retrying'),
      running: count('running'),
      failed: count('failed'),
    }).toEqual({ waiting: 2, scheduled: 1, retrying: 1, running: 1, failed: 1 });
    await t.database.db.delete(jobs);
    const emptied = await scrape();
    expect(sample(emptied, `nuzul_jobs{queue="${queue}",state="waiting"}`)).toBeUndefined();
  });

  it('reports the database pool on PostgreSQL, and only the driver on PGlite (one connection, no pool)', async () => {
    const text = await scrape();
    expect(sample(text, `nuzul_database_info{driver="${t.database.driver}"}`)).toBe(1);
    if (t.database.driver === 'postgres') {
      expect(sample(text, 'nuzul_db_pool_max_connections')).toBe(10);
      expect(sample(text, 'nuzul_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'nuzul_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'nuzul_db_pool_waiting_queries')).toBe(0);
    } else {
      expect(text).not.toContain('nuzul_db_pool_');
    }
  });

  it('is in the OpenAPI reference as text/plain with the bearer scheme', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = doc.paths['/metrics'].get;
    expect(operation.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(operation.responses['200'].content)).toEqual(['text/plain']);
    expect(operation.responses['200'].content['text/plain'].schema).toMatchObject({
      type: 'string',
    });
  });

  it('reports the process: memory, heap, CPU and event-loop lag', async () => {
    const text = await scrape();
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(10 * 1024 * 1024);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);
  });
});
