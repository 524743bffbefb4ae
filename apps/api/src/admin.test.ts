import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsRepository } from './modules/accounts/accounts.repository';
import { adminRoles } from './modules/accounts/admin-roles';
import { actorOf } from './platform/auth';
import { createVerifiedAccount, loginToken, uniqueEmail } from './test/accounts-fixtures';
import { startMailCatcher, type MailCatcher } from './test/mail-catcher';
import { createTestApp, type TestApp } from './test/test-app';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));

/** `npm run admin -- …` as a person runs it. */
function adminCommand(args: string[], dataDir: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/admin.ts', ...args], {
    cwd: apiRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test' },
    encoding: 'utf8',
  });
}

describe('the admin role', () => {
  let t: TestApp;
  let mail: MailCatcher;
  const configured = uniqueEmail('boss');

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({
      env: { SMTP_URL: mail.url, ADMIN_EMAILS: ` ${configured.toUpperCase()} , other@example.sa` },
      extend: (app) => {
        app.get('/api/v1/test/actor', { onRequest: app.requireAuth }, (request) =>
          actorOf(request),
        );
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  const actorOfAccount = async (email: string) => {
    const token = await loginToken(t.app, email);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/test/actor',
      headers: { authorization: `Bearer ${token}` },
    });
    return res.json();
  };

  it('makes every account an owner acting on its own account', async () => {
    const { email } = await createVerifiedAccount(t.app, mail);
    const actor = await actorOfAccount(email);
    expect(actor).toEqual({ userId: expect.any(String), role: 'owner', accountId: actor.userId });
  });

  it('makes the accounts of ADMIN_EMAILS admins, in any case and spacing', async () => {
    await createVerifiedAccount(t.app, mail, configured);
    expect((await actorOfAccount(configured)).role).toBe('admin');
  });

  it('grants and revokes the role of an account', async () => {
    const { email } = await createVerifiedAccount(t.app, mail);
    const roles = adminRoles(accountsRepository(t.database.db));
    await roles.grant(email.toUpperCase());
    expect((await actorOfAccount(email)).role).toBe('admin');
    expect(await roles.list()).toContain(email);
    await roles.revoke(email);
    expect((await actorOfAccount(email)).role).toBe('owner');
    await expect(roles.grant('nobody@example.sa')).rejects.toThrow(
      'No account has the e-mail nobody@example.sa.',
    );
  });

  it('runs as npm run admin, with a usage line for wrong words', { timeout: 90_000 }, () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nuzul-admin-'));
    try {
      const wrong = adminCommand(['promote', 'a@example.sa'], dataDir);
      expect(wrong.status).toBe(1);
      expect(wrong.stderr.trim()).toBe(
        'nuzul admin: usage: npm run admin -- grant <email> | revoke <email> | list',
      );
      const grant = adminCommand(['grant', 'nobody@example.sa'], dataDir);
      expect(grant.status).toBe(1);
      expect(grant.stderr.trim()).toBe('nuzul admin: No account has the e-mail nobody@example.sa.');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
