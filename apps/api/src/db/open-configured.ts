import { fileURLToPath } from 'node:url';
import type { Config } from '../config';
import { openDatabase, type DatabaseHandle } from './client';

/**
 * The database the configuration names: PostgreSQL with DATABASE_URL, else PGlite in
 * DATA_DIR (locked against a second process). src/ and dist/ keep migrations at the same
 * place relative to this module's entry point, which passes its own URL.
 */
export function openConfiguredDatabase(config: Config, entryUrl: string): Promise<DatabaseHandle> {
  const migrationsFolder = fileURLToPath(new URL('./db/migrations', entryUrl));
  return config.databaseUrl
    ? openDatabase({ driver: 'postgres', url: config.databaseUrl, migrationsFolder })
    : openDatabase({ driver: 'pglite', dataDir: config.dataDir, migrationsFolder });
}
