// The baseline for `npm run bench`: plain Fastify on the same database as Nuzul (PGlite in
// the same data directory, opened the same way, or a pg Pool of the same size), answering
// - GET /api/v1/ready with `select 1`, as Nuzul's readiness route does;
// - GET /api/v1/user/me with the bearer token's two queries, in drizzle's own text and
//   parameters as Nuzul sends them (BENCH_SESSION, printed by apps/api/src/bench-session.ts),
//   prepared by name on PostgreSQL as Nuzul's are.
// Nuzul's overhead is its throughput against this one.
//   BENCH_DRIVER=pglite DATA_DIR=...   or   BENCH_DRIVER=postgres DATABASE_URL=...
import { createHash } from 'node:crypto';
import path from 'node:path';
import Fastify from 'fastify';

const driver = process.env.BENCH_DRIVER === 'postgres' ? 'postgres' : 'pglite';
const session = process.env.BENCH_SESSION ? JSON.parse(process.env.BENCH_SESSION) : undefined;

async function openDatabase() {
  if (driver === 'postgres') {
    const { default: pg } = await import('pg');
    // The same pool size as the API's.
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    return {
      query: (text, values, name) => pool.query({ name, text, values }),
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  // As apps/api/src/db/client.ts opens it.
  const client = await PGlite.create({
    dataDir: path.join(process.env.DATA_DIR, 'pglite'),
    extensions: { btree_gist },
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  });
  return { query: (text, params) => client.query(text, params), close: () => client.close() };
}

const BEARER = /^Bearer ([A-Za-z0-9\-._~+/]+=*)$/i;
const unauthorized = { statusCode: 401, code: 'UNAUTHORIZED', error: 'Unauthorized' };

const database = await openDatabase();
const app = Fastify({ logger: false });
app.get('/api/v1/ready', async () => {
  await database.query('select 1');
  return { data: { status: 'ready', database: driver } };
});

if (session) {
  const [sessionQuery, userQuery] = session.queries;
  app.get('/api/v1/user/me', async (request, reply) => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    const hash = token && createHash('sha256').update(token).digest('hex');
    if (hash !== session.tokenHash) return reply.code(401).send(unauthorized);
    const live = await database.query(sessionQuery.sql, sessionQuery.params, 'live_session');
    if (live.rows.length === 0) return reply.code(401).send(unauthorized);
    const [user] = (await database.query(userQuery.sql, userQuery.params, 'user_by_id')).rows;
    const twoFactor = user.mfa_enabled && user.mfa_secret !== null;
    return {
      data: {
        id: user.id,
        email: user.email,
        firstName: user.first_name,
        lastName: user.last_name,
        language: user.language,
        emailVerified: user.email_verified_at !== null,
        mfaEnabled: twoFactor,
        mfaEnrolled: twoFactor,
        createdAt: new Date(user.created_at).toISOString(),
      },
    };
  });
}

const shutdown = () => {
  app
    .close()
    .then(() => database.close())
    .then(
      () => process.exit(0),
      () => process.exit(1),
    );
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`bare server listening on http://127.0.0.1:${app.server.address().port}/`);
