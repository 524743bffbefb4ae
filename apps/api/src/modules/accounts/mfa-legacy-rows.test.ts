import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { migrationsFolder } from '../../test/test-database';

// The migration that made two-factor need a confirmed authenticator.
const MIGRATION = '0003_mfa-recovery-codes';

/** The migrations folder as it was before MIGRATION: its files, and a journal that ends earlier. */
function foldersBefore(dir: string): string {
  const before = path.join(dir, 'migrations');
  fs.cpSync(migrationsFolder, before, { recursive: true });
  const journalFile = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as {
    entries: { tag: string }[];
  };
  const at = journal.entries.findIndex((entry) => entry.tag === MIGRATION);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return before;
}

describe('accounts left by the old two-factor flow', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nuzul-mfa-legacy-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('are switched off when two-factor was on without a confirmed authenticator', async () => {
    const dataDir = path.join(dir, 'data');
    const old = await openDatabase({
      driver: 'pglite',
      dataDir,
      migrationsFolder: foldersBefore(dir),
    });
    // Plain SQL: the schema of today has columns that the old table lacks.
    await old.db.execute(sql`
      insert into users (email, first_name, last_name, mfa_enabled, mfa_secret, mfa_pending_secret)
      values
        -- Switched on: the next sign-in would have shown the secret to a password alone.
        ('pending@example.sa', 'Sara', 'Alharbi', true, null, 'sealed-pending'),
        ('switched-on@example.sa', 'Sara', 'Alharbi', true, null, null),
        ('confirmed@example.sa', 'Sara', 'Alharbi', true, 'sealed-secret', null)
    `);
    await old.close();

    const migrated = await openDatabase({ driver: 'pglite', dataDir, migrationsFolder });
    const rows = await migrated.db.query.users.findMany({
      columns: { email: true, mfaEnabled: true, mfaSecret: true, mfaPendingSecret: true },
      orderBy: (table, { asc }) => [asc(table.email)],
    });
    await migrated.close();
    expect(rows).toEqual([
      {
        email: 'confirmed@example.sa',
        mfaEnabled: true,
        mfaSecret: 'sealed-secret',
        mfaPendingSecret: null,
      },
      { email: 'pending@example.sa', mfaEnabled: false, mfaSecret: null, mfaPendingSecret: null },
      {
        email: 'switched-on@example.sa',
        mfaEnabled: false,
        mfaSecret: null,
        mfaPendingSecret: null,
      },
    ]);
  });
});
