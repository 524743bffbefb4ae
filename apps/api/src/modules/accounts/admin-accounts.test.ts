import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount, get, login, loginToken } from '../../test/accounts-fixtures';
import { createOwner, insertProperty } from '../../test/listing-fixtures';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { api } from '../listings/listings.fixtures';
import { disconnection, openSocket } from '../notifications/realtime.fixtures';

/** The platform admin's accounts: the list, suspending and reactivating. */
const ADMIN_EMAIL = 'accounts-admin@example.com';
const APP_URL = 'http://nuzul.example';
let t: TestApp;
let mail: MailCatcher;
let url: string;
let admin: ReturnType<typeof api>;
let adminId: string;

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({ env: { SMTP_URL: mail.url, ADMIN_EMAILS: ADMIN_EMAIL, APP_URL } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  await createVerifiedAccount(t.app, mail, ADMIN_EMAIL);
  const token = await loginToken(t.app, ADMIN_EMAIL);
  admin = api(t.app, token);
  const me = (await get(t.app, '/user/me', token)).json().data;
  adminId = me.id;
  // ADMIN_EMAILS makes this account an admin: the web shows it the Admin screens.
  expect(me.role).toBe('admin');
}, 60_000);
afterAll(async () => {
  await t.close();
  await mail.close();
});

type Row = {
  id: string;
  name: string;
  email: string;
  status: string;
  plan: { en: string } | null;
  propertiesCount: number;
  createdAt: string;
};
const setStatus = (id: string, status: string) =>
  admin.put(`/admin/accounts/${id}/status`, { status });

describe('the list of accounts', () => {
  it('shows name, e-mail, status, current plan, properties and creation, found by e-mail or name', async () => {
    const owner = await createOwner(t.app, mail);
    await insertProperty(t.database.db, owner.userId);
    await insertProperty(t.database.db, owner.userId);
    const res = await admin.get(`/admin/accounts?search=${encodeURIComponent(owner.email)}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: Row[]; meta: object };
    expect(body.meta).toEqual({ page: 1, pageSize: 20, total: 1 });
    expect(body.data[0]).toMatchObject({
      id: owner.userId,
      name: 'Sara Alharbi',
      email: owner.email,
      status: 'active',
      role: 'owner',
      propertiesCount: 2,
    });
    expect(body.data[0]!.plan).not.toBeNull();
    expect(Date.parse(body.data[0]!.createdAt)).not.toBeNaN();

    const unsubscribed = await createOwner(t.app, mail, { subscribed: false });
    const bare = await admin.get(
      `/admin/accounts?search=${encodeURIComponent(unsubscribed.email)}`,
    );
    expect(bare.json().data[0]).toMatchObject({ plan: null, propertiesCount: 0 });

    const byName = await admin.get('/admin/accounts?search=sara%20alh&pageSize=1&page=2');
    expect(byName.statusCode).toBe(200);
    expect(byName.json().meta.total).toBeGreaterThanOrEqual(3);
    expect(byName.json().data).toHaveLength(1);
    // A percent sign is a letter, not a pattern.
    expect((await admin.get('/admin/accounts?search=%25')).json().meta.total).toBe(0);
  });

  it('refuses a page size above 100 with VALIDATION_FAILED', async () => {
    const res = await admin.get('/admin/accounts?pageSize=101');
    expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});

describe('suspending an account', () => {
  it('ends its sessions and sockets, mails it in its language, and refuses its sign-in until reactivated', async () => {
    const owner = await createOwner(t.app, mail);
    const other = await loginToken(t.app, owner.email);
    const { socket, error } = await openSocket(
      url,
      { userId: owner.userId, token: owner.token },
      APP_URL,
    );
    expect(error).toBeUndefined();
    const closed = disconnection(socket);

    const res = await setStatus(owner.userId, 'suspended');
    expect(res.statusCode, res.body).toBe(200);
    expect(await closed).toBe('io server disconnect');
    for (const token of [owner.token, other]) {
      const me = await get(t.app, '/user/me', token);
      expect([me.statusCode, me.json().code]).toEqual([401, 'UNAUTHORIZED']);
    }
    const refused = await login(t.app, owner.email);
    expect([refused.statusCode, refused.json().code, refused.json().message]).toEqual([
      409,
      'ACCOUNT_SUSPENDED',
      'This account is suspended. Contact support to reactivate it.',
    ]);
    // Its sign-up language was Arabic, the default.
    const [notice] = await mail.mailsTo(owner.email, 2).then((mails) => mails.slice(-1));
    expect(notice!.subject).toBe('تم إيقاف حسابك على نُزُل');
    expect(
      (await admin.get(`/admin/accounts?search=${encodeURIComponent(owner.email)}`)).json().data[0]
        .status,
    ).toBe('suspended');

    // The wrong password still says only that.
    const wrong = await login(t.app, owner.email, 'Wrong-Password#1');
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');

    expect((await setStatus(owner.userId, 'active')).statusCode).toBe(200);
    const back = await mail.mailsTo(owner.email, 3);
    expect(back.at(-1)!.subject).toBe('أُعيد تفعيل حسابك على نُزُل');
    const again = await login(t.app, owner.email);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.accessToken).toEqual(expect.any(String));
  });

  it('changes and mails nothing when the account already has that status', async () => {
    const owner = await createOwner(t.app, mail);
    expect((await setStatus(owner.userId, 'active')).statusCode).toBe(200);
    expect((await get(t.app, '/user/me', owner.token)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mail.mailsTo(owner.email, 1)).toHaveLength(1); // the sign-up code only
  });

  it('refuses an admin suspending their own account, an unknown account and an unknown status', async () => {
    const self = await setStatus(adminId, 'suspended');
    expect([self.statusCode, self.json().code]).toEqual([409, 'ACCOUNT_SUSPEND_SELF']);
    const unknown = await setStatus('00000000-0000-4000-8000-000000000000', 'suspended');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'NOT_FOUND']);
    const owner = await createOwner(t.app, mail);
    const bad = await setStatus(owner.userId, 'banned');
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await get(t.app, '/user/me', owner.token)).statusCode).toBe(200);
  });
});

describe('admin routes for an owner', () => {
  it('answer 404, as if they did not exist, and change nothing', async () => {
    const owner = await createOwner(t.app, mail);
    const victim = await createOwner(t.app, mail);
    const me = api(t.app, owner.token);
    expect((await me.get('/user/me')).json().data.role).toBe('owner');
    for (const res of [
      await me.get('/admin/accounts'),
      await me.put(`/admin/accounts/${victim.userId}/status`, { status: 'suspended' }),
      await me.put(`/admin/accounts/${victim.userId}/status`, {}),
      await me.get('/admin/plans'),
      await me.get('/admin/promo-codes'),
      await me.post('/admin/faq', {}),
    ]) {
      expect([res.statusCode, res.json().code]).toEqual([404, 'NOT_FOUND']);
    }
    expect((await get(t.app, '/user/me', victim.token)).statusCode).toBe(200);
  });
});
