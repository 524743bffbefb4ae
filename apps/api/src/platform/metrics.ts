import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { z } from 'zod';
import { AppError } from '@nuzul/shared/errors';
import type { DatabaseHandle, PoolUse } from '../db/client';
import { bearerToken } from './auth';
import type { Clock } from './clock';
import { isLocalRequest } from './loopback';

/** The states a row of the jobs table can be in, as the runner reads them. */
export const JOB_STATES = ['waiting', 'scheduled', 'running', 'retrying', 'failed'] as const;

let processRegistry: Registry | undefined;

/**
 * Memory, CPU, event-loop lag, garbage collection...: one set per process, however many
 * apps it builds (tests build many), since they describe the process.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 20 });
  }
  return processRegistry;
}

export interface MetricsOptions {
  database: DatabaseHandle;
  clock: Clock;
  /** Who may read /metrics from another machine; loopback may without it. */
  token: string | undefined;
}

/** Equal in constant time, so the token cannot be guessed a character at a time. */
function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Loopback (a scraper on this machine) or the configured bearer token. */
function assertMayRead(request: FastifyRequest, token: string | undefined): void {
  if (isLocalRequest(request)) return;
  // Without a token there is nothing to present: from outside, /metrics does not exist.
  if (!token) throw new AppError('NOT_FOUND');
  const given = bearerToken(request);
  if (!given || !sameToken(given, token)) throw new AppError('UNAUTHORIZED');
}

/**
 * Prometheus metrics of this process: requests by route pattern (never the raw URL, which
 * would hold ids and keys), the job queue by state, the database pool and the process.
 * Registers the hook that counts requests, so it belongs before the routes.
 */
export async function registerMetrics(
  app: FastifyInstance,
  options: MetricsOptions,
): Promise<void> {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'nuzul_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'nuzul_http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its answer, by method, route pattern and status code.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      // The pattern (`/api/v1/properties/:propertyId`); an address no route knows is one label.
      route: request.routeOptions.url ?? 'unmatched',
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  const { database, clock } = options;
  new Gauge({
    name: 'nuzul_jobs',
    help: 'Jobs in the queue table by queue and state (waiting: due; scheduled: due later; running: taken by a runner; retrying: waiting after a failed attempt; failed: given up).',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      const now = clock();
      const result = await database.db.execute(sql`
        select queue,
               case
                 when failed_at is not null then 'failed'
                 when locked_until > ${now} then 'running'
                 when run_at > ${now} and attempts > 0 then 'retrying'
                 when run_at > ${now} then 'scheduled'
                 else 'waiting'
               end as state,
               count(*)::int as count
        from jobs
        group by 1, 2`);
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
        queue: string;
        state: string;
        count: number;
      }[];
      this.reset();
      // Every state of a queue that has jobs, zero included, so a rate over it has no gaps.
      for (const queue of new Set(rows.map((row) => row.queue))) {
        for (const state of JOB_STATES) this.set({ queue, state }, 0);
      }
      for (const row of rows) this.set({ queue: row.queue, state: row.state }, Number(row.count));
    },
  });

  new Gauge({
    name: 'nuzul_database_info',
    help: 'The database driver in use (pglite: embedded, one connection, no pool; postgres: a pool).',
    labelNames: ['driver'],
    registers: [registry],
  }).set({ driver: database.driver }, 1);

  const poolUse = database.poolUse?.bind(database);
  if (poolUse) {
    const poolGauge = (name: string, help: string, read: (use: PoolUse) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read(poolUse()));
        },
      });
    poolGauge(
      'nuzul_db_pool_connections',
      'Open PostgreSQL connections of the pool.',
      (use) => use.total,
    );
    poolGauge(
      'nuzul_db_pool_idle_connections',
      'Open connections not running a query.',
      (use) => use.idle,
    );
    poolGauge(
      'nuzul_db_pool_waiting_queries',
      'Queries waiting for a connection because the pool is at its maximum.',
      (use) => use.waiting,
    );
    poolGauge(
      'nuzul_db_pool_max_connections',
      'The most connections the pool opens.',
      (use) => use.max,
    );
  }

  const perProcess = processMetrics();
  const routes: FastifyPluginAsyncZod = async (scope) => {
    scope.get(
      '/metrics',
      {
        schema: {
          tags: ['operations'],
          summary: 'Prometheus metrics of this process',
          description:
            'Prometheus text format. Served to loopback, or with `Authorization: Bearer <METRICS_TOKEN>`; from elsewhere without a token configured it answers 404.',
          security: [{ bearer: [] }],
          response: {
            200: {
              description: 'The metrics in Prometheus text exposition format 0.0.4',
              content: { 'text/plain': { schema: z.string() } },
            },
          },
        },
      },
      async (request, reply) => {
        assertMayRead(request, options.token);
        const text = (await perProcess.metrics()) + (await registry.metrics());
        return reply
          .header('content-type', registry.contentType)
          .header('cache-control', 'no-store')
          .send(text);
      },
    );
  };
  await app.register(routes);
}
