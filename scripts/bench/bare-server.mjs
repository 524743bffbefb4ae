// The baseline for `npm run bench`: plain Fastify with one route that runs `select 1` on the
// same kind of database as Nuzul (PGlite under a data directory, or a pg Pool), answering
// the body of GET /api/v1/ready. Nuzul's overhead is its throughput against this one.
//   BENCH_DRIVER=pglite DATA_DIR=...   or   BENCH_DRIVER=postgres DATABASE_URL=...
import Fastify from 'fastify';

const driver = process.env.BENCH_DRIVER === 'postgres' ? 'postgres' : 'pglite';

async function openDatabase() {
  if (driver === 'postgres') {
    const { default: pg } = await import('pg');
    // The same pool size as the API's.
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    return { query: (text) => pool.query(text), close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create({ dataDir: process.env.DATA_DIR });
  return { query: (text) => client.query(text), close: () => client.close() };
}

const database = await openDatabase();
const app = Fastify({ logger: false });
app.get('/api/v1/ready', async () => {
  await database.query('select 1');
  return { data: { status: 'ready', database: driver } };
});

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
