import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zatcaQr } from '@nuzul/shared/billing';
import { invoices, plans, promoCodes, subscriptions } from '../../db/schema/billing';
import { enqueueJobs } from '../../platform/jobs/jobs.repository';
import { job } from '../../platform/jobs/job-types';
import { createOwner, insertProperty } from '../../test/listing-fixtures';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testClock } from '../../test/test-clock';
import { api } from '../listings/listings.fixtures';
import { dailyBilling } from './billing.jobs';
import { markInvoiceFailed, markInvoicePaid } from './billing.access';
import { subscriptionGate } from './subscription.access';
import type { Actor } from '../../platform/policy';
import type { Database } from '../../db/client';

type Api = ReturnType<typeof api>;
const ADMIN_EMAIL = 'billing-admin@example.com';

let t: TestApp;
let mail: MailCatcher;
const time = testClock(new Date('2026-01-31T09:00:00.000Z'));
let admin: Api;

async function owner() {
  const created = await createOwner(t.app, mail, { subscribed: false });
  return { ...created, api: api(t.app, created.token) };
}

async function planId(code: string): Promise<number> {
  const [row] = await t.database.db.select().from(plans).where(eq(plans.code, code));
  return row!.id;
}

async function addPromo(body: object) {
  const res = await admin.post('/admin/promo-codes', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; code: string };
}

async function pay(invoiceId: number, at = time.clock()) {
  await t.database.db.transaction((tx) =>
    markInvoicePaid(tx as unknown as Database, invoiceId, at),
  );
}

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({
    env: { SMTP_URL: mail.url, ADMIN_EMAILS: ADMIN_EMAIL },
    clock: time.clock,
  });
  const { createVerifiedAccount, loginToken } = await import('../../test/accounts-fixtures');
  await createVerifiedAccount(t.app, mail, ADMIN_EMAIL);
  admin = api(t.app, await loginToken(t.app, ADMIN_EMAIL));
}, 60_000);
afterAll(async () => {
  await t.close();
  await mail.close();
});

describe('plans', () => {
  it('lists the seeded active plans in order with prices excluding VAT and with it', async () => {
    const { api: me } = await owner();
    const res = await me.get('/billing/plans');
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Array<Record<string, unknown>>;
    expect(
      list.map((plan) => [
        (plan.name as { en: string }).en,
        plan.billingCycle,
        plan.propertyLimit,
        plan.price,
      ]),
    ).toEqual([
      ['Free trial', 'monthly', 1, 0],
      ['Basic', 'monthly', 3, 99_00],
      ['Basic', 'yearly', 3, 990_00],
      ['Pro', 'monthly', 15, 299_00],
      ['Pro', 'yearly', 15, 2_990_00],
      ['Business', 'yearly', 100, 9_990_00],
    ]);
    expect(list[1]).toMatchObject({ priceWithVat: 113_85, currency: 'SAR', duration: '1_month' });
    expect(list[0]).toMatchObject({
      duration: 'custom',
      customDays: 14,
      allowsPropertyCreation: true,
    });
  });

  it('answers an owner 404 on every admin route', async () => {
    const { api: me } = await owner();
    const basic = await planId('basic_monthly');
    const calls = [
      () => me.get('/admin/plans'),
      () => me.post('/admin/plans', {}),
      () => me.put(`/admin/plans/${basic}`, {}),
      () => me.delete(`/admin/plans/${basic}`),
      () => me.get('/admin/promo-codes'),
      () =>
        me.post('/admin/promo-codes', {
          code: 'HACK',
          discountType: 'percent',
          percentOff: 10_000,
        }),
      () => me.put('/admin/promo-codes/1', {}),
    ];
    for (const call of calls) {
      const res = await call();
      expect([res.statusCode, res.json().code]).toEqual([404, 'NOT_FOUND']);
    }
  });

  it('lists every plan to the admin, inactive ones too, with the subscriptions taken on each', async () => {
    const body = {
      name: { ar: 'للعد', en: 'Counted' },
      price: 5_00,
      billingCycle: 'yearly',
      duration: '1_year',
      propertyLimit: 1,
      sortOrder: 97,
    };
    const taken = (await admin.post('/admin/plans', body)).json().data.id as number;
    const idle = (await admin.post('/admin/plans', { ...body, active: false })).json().data
      .id as number;
    const { api: first } = await owner();
    const { api: second } = await owner();
    expect((await first.post('/subscriptions', { planId: taken })).statusCode).toBe(201);
    expect((await second.post('/subscriptions', { planId: taken })).statusCode).toBe(201);

    const res = await admin.get('/admin/plans');
    expect(res.statusCode).toBe(200);
    const listed = res.json().data as {
      id: number;
      active: boolean;
      sortOrder: number;
      subscriptionCount: number;
    }[];
    const byId = new Map(listed.map((plan) => [plan.id, plan]));
    expect(byId.get(taken)).toMatchObject({ active: true, subscriptionCount: 2 });
    expect(byId.get(idle)).toMatchObject({ active: false, subscriptionCount: 0 });
    // The seeded plans come first, in their order; each once, however many subscriptions.
    expect(new Set(listed.map((plan) => plan.id)).size).toBe(listed.length);
    const orders = listed.map((plan) => plan.sortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('lets the admin add, withdraw and delete a plan, but never delete one in use', async () => {
    const body = {
      name: { ar: 'مؤقتة', en: 'Temporary' },
      price: 10_00,
      billingCycle: 'monthly',
      duration: 'custom',
      customDays: 10,
      propertyLimit: 2,
      sortOrder: 99,
    };
    const created = await admin.post('/admin/plans', body);
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;

    const { api: me } = await owner();
    expect((await me.post('/subscriptions', { planId: id })).statusCode).toBe(201);
    const refused = await admin.delete(`/admin/plans/${id}`);
    expect([refused.statusCode, refused.json().code, refused.json().message]).toEqual([
      409,
      'PLAN_IN_USE',
      'This plan has subscriptions and cannot be deleted. Deactivate it instead.',
    ]);
    const withdrawn = await admin.put(`/admin/plans/${id}`, { ...body, active: false });
    expect(withdrawn.json().data.active).toBe(false);
    const ids = (await me.get('/billing/plans')).json().data.map((plan: { id: number }) => plan.id);
    expect(ids).not.toContain(id);
    const chosen = await me.post('/subscriptions', { planId: id });
    expect([chosen.statusCode, chosen.json().code]).toEqual([409, 'PLAN_UNAVAILABLE']);

    const unused = await admin.post('/admin/plans', { ...body, sortOrder: 98 });
    const unusedId = unused.json().data.id as number;
    expect((await admin.delete(`/admin/plans/${unusedId}`)).statusCode).toBe(200);
    expect(
      (await admin.get('/admin/plans')).json().data.map((p: { id: number }) => p.id),
    ).not.toContain(unusedId);
  });
});

describe('quotes and promo codes', () => {
  it('follows the vector: 100.00 SAR, 10 % plan discount, 20 SAR promo → 70.00 + VAT 10.50 = 80.50', async () => {
    const plan = await admin.post('/admin/plans', {
      name: { ar: 'اختبار', en: 'Vector' },
      price: 100_00,
      billingCycle: 'monthly',
      duration: '1_month',
      discountPercent: 1000,
      propertyLimit: 1,
      sortOrder: 50,
    });
    const id = plan.json().data.id as number;
    await addPromo({ code: 'twenty', discountType: 'amount', amountOff: 20_00 });
    const { api: me } = await owner();
    const res = await me.post('/billing/quote', { planId: id, promoCode: ' Twenty ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      planId: id,
      promoCode: 'TWENTY',
      currency: 'SAR',
      price: 100_00,
      planDiscount: 10_00,
      promoDiscount: 20_00,
      discount: 30_00,
      taxable: 70_00,
      vatRate: 1500,
      vat: 10_50,
      total: 80_50,
    });
    const subscribed = await me.post('/subscriptions', { planId: id, promoCode: 'twenty' });
    expect(subscribed.statusCode).toBe(201);
    expect(subscribed.json().data.invoice).toMatchObject({
      subtotal: 100_00,
      discount: 30_00,
      vat: 10_50,
      total: 80_50,
      status: 'pending',
      promoCode: 'TWENTY',
      items: [{ unitPrice: 100_00, quantity: 1, amount: 100_00 }],
    });
  });

  it('refuses an unknown, expired, not yet valid, other-plan or other-cycle code with PROMO_CODE_INVALID', async () => {
    const basic = await planId('basic_monthly');
    const yearly = await planId('basic_yearly');
    await addPromo({
      code: 'OLD',
      discountType: 'percent',
      percentOff: 1000,
      validTo: '2026-01-30',
    });
    await addPromo({
      code: 'LATER',
      discountType: 'percent',
      percentOff: 1000,
      validFrom: '2026-02-01',
    });
    await addPromo({
      code: 'YEARLYONLY',
      discountType: 'percent',
      percentOff: 1000,
      cycles: ['yearly'],
    });
    await addPromo({
      code: 'PROONLY',
      discountType: 'percent',
      percentOff: 1000,
      planIds: [await planId('pro_monthly')],
    });
    await addPromo({
      code: 'EDGE',
      discountType: 'percent',
      percentOff: 1000,
      validFrom: '2026-01-31',
      validTo: '2026-01-31',
    });
    const { api: me } = await owner();
    for (const promoCode of ['NOPE', 'OLD', 'LATER', 'YEARLYONLY', 'PROONLY']) {
      const res = await me.post('/billing/quote', { planId: basic, promoCode });
      expect([promoCode, res.statusCode, res.json().code, res.json().message]).toEqual([
        promoCode,
        400,
        'PROMO_CODE_INVALID',
        'This promo code is not valid.',
      ]);
    }
    expect(
      (await me.post('/billing/quote', { planId: yearly, promoCode: 'YEARLYONLY' })).statusCode,
    ).toBe(200);
    // Valid on its first and last day (today, in Riyadh).
    expect(
      (await me.post('/billing/quote', { planId: basic, promoCode: 'EDGE' })).json().data
        .promoDiscount,
    ).toBe(9_90);
    // The trial takes no code.
    const trial = await me.post('/billing/quote', {
      planId: await planId('trial'),
      promoCode: 'EDGE',
    });
    expect(trial.json().code).toBe('PROMO_CODE_INVALID');
  });

  it('rate-limits guessing: the 11th code in a minute is 429 RATE_LIMITED', async () => {
    const { api: me } = await owner();
    const basic = await planId('basic_monthly');
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await me.post('/billing/quote', { planId: basic, promoCode: `GUESS${i}` })).statusCode,
      ).toBe(400);
    }
    const res = await me.post('/billing/quote', { planId: basic, promoCode: 'GUESS10' });
    expect([res.statusCode, res.json().code]).toEqual([429, 'RATE_LIMITED']);
    // Without a code nothing is guessed.
    expect((await me.post('/billing/quote', { planId: basic })).statusCode).toBe(200);
  });

  it('takes a once-per-account code once per account', async () => {
    await addPromo({ code: 'ONCE', discountType: 'percent', percentOff: 5000 });
    const basic = await planId('basic_monthly');
    const { api: me } = await owner();
    expect((await me.post('/subscriptions', { planId: basic, promoCode: 'ONCE' })).statusCode).toBe(
      201,
    );
    const again = await me.post('/subscriptions', { planId: basic, promoCode: 'ONCE' });
    expect([again.statusCode, again.json().code]).toEqual([400, 'PROMO_CODE_INVALID']);
    const { api: other } = await owner();
    expect(
      (await other.post('/subscriptions', { planId: basic, promoCode: 'ONCE' })).statusCode,
    ).toBe(201);
  });

  it('gives a code limited to one use to exactly one of 10 concurrent subscriptions', async () => {
    const promo = await addPromo({
      code: 'SOLO',
      discountType: 'amount',
      amountOff: 10_00,
      maxRedemptions: 1,
    });
    const basic = await planId('basic_monthly');
    const owners = await Promise.all(Array.from({ length: 10 }, () => owner()));
    const results = await Promise.all(
      owners.map(({ api: me }) => me.post('/subscriptions', { planId: basic, promoCode: 'SOLO' })),
    );
    const statuses = results.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 400, 400, 400, 400, 400, 400, 400, 400, 400]);
    const [row] = await t.database.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id));
    expect(row!.redemptions).toBe(1);
  }, 60_000);

  it('refuses a second promo code of the same text with PROMO_CODE_DUPLICATE', async () => {
    await addPromo({ code: 'TWICE', discountType: 'amount', amountOff: 1_00 });
    const res = await admin.post('/admin/promo-codes', {
      code: 'twice',
      discountType: 'amount',
      amountOff: 1_00,
    });
    expect([res.statusCode, res.json().code]).toEqual([409, 'PROMO_CODE_DUPLICATE']);
  });
});

describe('subscriptions and invoices', () => {
  it('takes the free trial in one click: active at once with a paid invoice of 0, once per account', async () => {
    const { api: me } = await owner();
    const trial = await planId('trial');
    const res = await me.post('/subscriptions', { planId: trial });
    expect(res.statusCode).toBe(201);
    const { subscription, invoice } = res.json().data;
    expect(subscription).toMatchObject({
      status: 'active',
      startDate: '2026-01-31',
      endDate: '2026-02-14',
      amount: 0,
    });
    expect(invoice).toMatchObject({ status: 'paid', total: 0, vat: 0 });
    expect(invoice.paidAt).not.toBeNull();
    const current = await me.get('/subscriptions/current');
    expect(current.json().data).toMatchObject({
      id: subscription.id,
      daysLeft: 14,
      propertiesUsed: 0,
      propertyLimit: 1,
    });
    const again = await me.post('/subscriptions', { planId: trial });
    expect([again.statusCode, again.json().code, again.json().message]).toEqual([
      409,
      'TRIAL_ALREADY_USED',
      'You have already used the free trial.',
    ]);
  });

  it('answers null as the current subscription of a new owner, and empty lists', async () => {
    const { api: me } = await owner();
    expect((await me.get('/subscriptions/current')).json()).toEqual({ data: null });
    expect((await me.get('/subscriptions')).json()).toEqual({
      data: [],
      meta: { page: 1, pageSize: 10, total: 0 },
    });
    expect((await me.get('/invoices')).json()).toEqual({
      data: [],
      meta: { page: 1, pageSize: 10, total: 0 },
    });
  });

  it('makes the spec invoice: seller from configuration, customer, dates, due in 7 days, ZATCA QR', async () => {
    const { api: me } = await owner();
    const res = await me.post('/subscriptions', { planId: await planId('basic_monthly') });
    const invoice = res.json().data.invoice;
    expect(invoice).toMatchObject({
      issuedBy: {
        name: 'Nuzul',
        address: 'Riyadh, Saudi Arabia',
        vatNumber: '300000000000003',
        crNumber: '1010000000',
      },
      registrationNo: '300000000000003',
      customerName: 'Sara Alharbi',
      issueDate: '2026-01-31',
      dueDate: '2026-02-07',
      items: [
        {
          description: { ar: 'باقة الأساسية — شهر واحد', en: 'Basic plan — 1 month' },
          unitPrice: 99_00,
          quantity: 1,
          amount: 99_00,
        },
      ],
      subtotal: 99_00,
      discount: 0,
      vat: 14_85,
      total: 113_85,
      status: 'pending',
      paidAt: null,
    });
    expect(invoice.number).toMatch(/^INV-2026-\d{6}$/);
    expect(invoice.qr).toBe(
      zatcaQr({
        sellerName: 'Nuzul',
        vatNumber: '300000000000003',
        timestamp: time.clock(),
        total: 113_85,
        vat: 14_85,
      }),
    );
    expect((await me.get(`/invoices/${invoice.id}`)).json().data).toEqual(invoice);
    const { api: stranger } = await owner();
    const foreign = await stranger.get(`/invoices/${invoice.id}`);
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'NOT_FOUND']);
    const list = (await me.get('/invoices')).json();
    expect(list.meta.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      id: invoice.id,
      number: invoice.number,
      total: 113_85,
      status: 'pending',
    });
    const subs = (await me.get('/subscriptions?page=1&pageSize=5')).json();
    expect(subs.meta).toEqual({ page: 1, pageSize: 5, total: 1 });
    expect(subs.data[0]).toMatchObject({
      status: 'pending',
      startDate: null,
      invoiceNumber: invoice.number,
    });
  });

  it('numbers invoices without gaps under 20 concurrent subscriptions', async () => {
    const owners = await Promise.all(Array.from({ length: 20 }, () => owner()));
    const basic = await planId('basic_monthly');
    const results = await Promise.all(
      owners.map(({ api: me }) => me.post('/subscriptions', { planId: basic })),
    );
    expect(results.map((res) => res.statusCode)).toEqual(Array(20).fill(201));
    const numbers = results
      .map((res) => Number(res.json().data.invoice.number.slice(-6)))
      .sort((a, b) => a - b);
    for (let i = 1; i < numbers.length; i += 1) expect(numbers[i]).toBe(numbers[0]! + i);
  }, 90_000);

  it('activates on payment from the day paid; renewing the same plan early starts at the old end; another plan replaces it', async () => {
    const { api: me } = await owner();
    const basic = await planId('basic_monthly');
    const first = (await me.post('/subscriptions', { planId: basic })).json().data;
    await pay(first.invoice.id);
    await pay(first.invoice.id); // a repeated confirmation changes nothing
    expect((await me.get('/subscriptions/current')).json().data).toMatchObject({
      id: first.subscription.id,
      startDate: '2026-01-31',
      endDate: '2026-02-28', // 31 January + 1 month
      daysLeft: 28,
    });
    const renewal = (await me.post('/subscriptions', { planId: basic })).json().data;
    await pay(renewal.invoice.id);
    const list = (await me.get('/subscriptions')).json().data;
    expect(list.find((s: { id: number }) => s.id === renewal.subscription.id)).toMatchObject({
      status: 'active',
      startDate: '2026-02-28',
      endDate: '2026-03-28',
    });
    const pro = (await me.post('/subscriptions', { planId: await planId('pro_monthly') })).json()
      .data;
    await t.database.db.transaction((tx) =>
      markInvoiceFailed(tx as unknown as Database, pro.invoice.id),
    );
    expect((await me.get(`/invoices/${pro.invoice.id}`)).json().data.status).toBe('failed');
    await pay(pro.invoice.id);
    await t.database.db.transaction((tx) =>
      markInvoiceFailed(tx as unknown as Database, pro.invoice.id),
    );
    expect((await me.get(`/invoices/${pro.invoice.id}`)).json().data.status).toBe('paid');
    const after = (await me.get('/subscriptions')).json().data as Array<{
      id: number;
      status: string;
    }>;
    const statusOf = (id: number) => after.find((s) => s.id === id)!.status;
    expect([
      statusOf(first.subscription.id),
      statusOf(renewal.subscription.id),
      statusOf(pro.subscription.id),
    ]).toEqual(['cancelled', 'cancelled', 'active']);
    expect((await me.get('/subscriptions/current')).json().data).toMatchObject({
      id: pro.subscription.id,
      propertyLimit: 15,
    });
  });
});

describe('the subscription gate', () => {
  const gate = () => subscriptionGate(time.clock);
  const actorOf = (userId: string): Actor => ({ userId, role: 'owner', accountId: userId });
  const inTx = <T>(work: (tx: Database) => Promise<T>) =>
    t.database.db.transaction((tx) => work(tx as unknown as Database));
  async function creation(userId: string, count: number) {
    try {
      await inTx((tx) => gate().assertCanCreateProperty(tx, actorOf(userId), async () => count));
      return 'allowed';
    } catch (error) {
      const e = error as { code: string; statusCode: number; message: string };
      return [e.statusCode, e.code, e.message];
    }
  }
  async function publishing(userId: string, published: number) {
    try {
      await inTx((tx) => gate().assertCanPublish(tx, actorOf(userId), async () => published));
      return 'allowed';
    } catch (error) {
      const e = error as { code: string; statusCode: number; message: string };
      return [e.statusCode, e.code, e.message];
    }
  }

  it('refuses creation with the five messages, in their order', async () => {
    const me = await owner();
    expect(await creation(me.userId, 0)).toEqual([
      402,
      'SUBSCRIPTION_MISSING',
      "You don't have subscription. Subscribe To a Plan first.",
    ]);

    const basic = await planId('basic_monthly');
    const pending = (await me.api.post('/subscriptions', { planId: basic })).json().data;
    expect(await creation(me.userId, 0)).toEqual([
      402,
      'SUBSCRIPTION_INACTIVE',
      'You do not have an active subscription. Please subscribe to a plan first.',
    ]);

    await pay(pending.invoice.id);
    expect(await creation(me.userId, 2)).toBe('allowed');
    expect(await creation(me.userId, 3)).toEqual([
      402,
      'PROPERTY_LIMIT_REACHED',
      'You have reached your property limit for this subscription plan.',
    ]);

    const db = t.database.db;
    await db
      .update(subscriptions)
      .set({ allowsPropertyCreation: false })
      .where(eq(subscriptions.id, pending.subscription.id));
    expect(await creation(me.userId, 0)).toEqual([
      402,
      'SUBSCRIPTION_NO_CREATION',
      'Your subscription does not allow property creation. Please upgrade your plan.',
    ]);

    // Read live: the end date passed, before the daily job marks it expired.
    await db
      .update(subscriptions)
      .set({ startDate: '2025-12-01', endDate: '2026-01-30' })
      .where(eq(subscriptions.id, pending.subscription.id));
    expect(await creation(me.userId, 0)).toEqual([
      402,
      'SUBSCRIPTION_EXPIRED',
      'Your subscription has expired. Please renew your subscription.',
    ]);
    expect(await publishing(me.userId, 0)).toEqual([
      402,
      'PUBLISH_NEEDS_SUBSCRIPTION',
      'You need an active subscription to publish properties',
    ]);
  });

  it('lets publish within the plan limit of published properties, whatever the creation flag', async () => {
    const me = await owner();
    expect(await publishing(me.userId, 0)).toEqual([
      402,
      'PUBLISH_NEEDS_SUBSCRIPTION',
      'You need an active subscription to publish properties',
    ]);
    const pending = (
      await me.api.post('/subscriptions', { planId: await planId('basic_monthly') })
    ).json().data;
    expect((await publishing(me.userId, 0))[1]).toBe('PUBLISH_NEEDS_SUBSCRIPTION');
    await pay(pending.invoice.id);
    await t.database.db
      .update(subscriptions)
      .set({ allowsPropertyCreation: false })
      .where(eq(subscriptions.id, pending.subscription.id));
    expect(await publishing(me.userId, 2)).toBe('allowed');
    expect(await publishing(me.userId, 3)).toEqual([
      402,
      'PROPERTY_LIMIT_REACHED',
      'You have reached your property limit for this subscription plan.',
    ]);
  });

  it('counts properties used on the current plan', async () => {
    const me = await owner();
    await me.api.post('/subscriptions', { planId: await planId('trial') });
    await insertProperty(t.database.db, me.userId);
    expect((await me.api.get('/subscriptions/current')).json().data).toMatchObject({
      propertiesUsed: 1,
      propertyLimit: 1,
    });
  });
});

describe('the daily billing job', () => {
  it('reminds 7 and 1 days before the end, once each, expires after the end, and voids unpaid invoices past due', async () => {
    const me = await owner();
    const trial = (await me.api.post('/subscriptions', { planId: await planId('trial') })).json()
      .data; // ends 14 Feb
    const unpaid = (
      await me.api.post('/subscriptions', { planId: await planId('basic_monthly') })
    ).json().data;
    await t.app.jobs.drain();
    const run = async () => {
      await enqueueJobs(t.database.db, [job(dailyBilling, {})]);
      await t.app.jobs.drain();
    };
    const reminders = () =>
      mail.received.filter((m) => m.to === me.email && /ends in|ينتهي/.test(m.subject));
    const start = time.clock();
    try {
      time.set(new Date('2026-02-06T21:10:00Z')); // 7 February in Riyadh: 7 days left
      await run();
      await run();
      expect(reminders()).toHaveLength(1);
      expect(reminders()[0]!.text).toContain(
        'ينتهي اشتراكك في باقة تجربة مجانية في ١٤ فبراير ٢٠٢٦.',
      );
      time.set(new Date('2026-02-08T21:10:00Z')); // 9 February: past the due date of 7 February
      await run();
      // Read in the database: the owner's session has ended by now.
      const [voided] = await t.database.db
        .select()
        .from(invoices)
        .where(eq(invoices.id, unpaid.invoice.id));
      expect(voided!.status).toBe('void');
      time.set(new Date('2026-02-12T21:10:00Z')); // 13 February: 1 day left
      await run();
      expect(reminders()).toHaveLength(2);
      time.set(new Date('2026-02-14T21:10:00Z')); // 15 February: ended on the 14th
      await run();
      const rows = await t.database.db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.accountId, me.userId)));
      expect(rows.map((row) => [row.id, row.status]).sort()).toEqual(
        [
          [trial.subscription.id, 'expired'],
          [unpaid.subscription.id, 'cancelled'],
        ].sort(),
      );
    } finally {
      time.set(start);
    }
  }, 60_000);
});
