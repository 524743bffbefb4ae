import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans } from '../../db/schema/billing';
import { properties } from '../../db/schema/listings';
import { subscribeOwner } from '../../test/billing-fixtures';
import { createOwner, insertProperty } from '../../test/listing-fixtures';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testClock } from '../../test/test-clock';
import { api, location } from './listings.fixtures';

// Spec §6 and §8: creating a property (the wizard's first step, POST /properties) depends on
// the subscription, read live. Refusals are 402 (the web signs out on 401/403) and create
// nothing. Today is 22 November 2026 in Riyadh.
describe('creating a property needs a subscription that allows it', () => {
  let t: TestApp;
  let mail: MailCatcher;

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ env: { SMTP_URL: mail.url }, clock: testClock().clock });
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  async function unsubscribed() {
    const owner = await createOwner(t.app, mail, { subscribed: false });
    return { ...owner, api: api(t.app, owner.token) };
  }

  const propertiesOf = async (ownerId: string) => {
    const [row] = await t.database.db
      .select({ value: count() })
      .from(properties)
      .where(eq(properties.ownerId, ownerId));
    return row!.value;
  };

  async function refusal(owner: Awaited<ReturnType<typeof unsubscribed>>) {
    const before = await propertiesOf(owner.userId);
    const res = await owner.api.post('/properties', location);
    expect(await propertiesOf(owner.userId)).toBe(before);
    return [res.statusCode, res.json().code, res.json().message];
  }

  const planId = async (code: string) =>
    (await t.database.db.select().from(plans).where(eq(plans.code, code)))[0]!.id;

  it('without any subscription: 402 "You don\'t have subscription. Subscribe To a Plan first."', async () => {
    expect(await refusal(await unsubscribed())).toEqual([
      402,
      'SUBSCRIPTION_MISSING',
      "You don't have subscription. Subscribe To a Plan first.",
    ]);
  });

  it('with a chosen plan not paid yet: 402 "You do not have an active subscription. Please subscribe to a plan first."', async () => {
    const owner = await unsubscribed();
    const chosen = await owner.api.post('/subscriptions', { planId: await planId('pro_monthly') });
    expect(chosen.statusCode, chosen.body).toBe(201);
    expect(await refusal(owner)).toEqual([
      402,
      'SUBSCRIPTION_INACTIVE',
      'You do not have an active subscription. Please subscribe to a plan first.',
    ]);
  });

  it('when the subscription ended yesterday: 402 "Your subscription has expired. Please renew your subscription."; ending today still allows', async () => {
    const ended = await unsubscribed();
    await subscribeOwner(t.database.db, ended.userId, {
      startDate: '2026-10-22',
      endDate: '2026-11-21',
    });
    expect(await refusal(ended)).toEqual([
      402,
      'SUBSCRIPTION_EXPIRED',
      'Your subscription has expired. Please renew your subscription.',
    ]);

    const lastDay = await unsubscribed();
    await subscribeOwner(t.database.db, lastDay.userId, {
      startDate: '2026-10-23',
      endDate: '2026-11-22',
    });
    expect((await lastDay.api.post('/properties', location)).statusCode).toBe(201);
  });

  it('when the plan does not allow creation: 402 "Your subscription does not allow property creation. Please upgrade your plan."', async () => {
    const owner = await unsubscribed();
    await subscribeOwner(t.database.db, owner.userId, { allowsPropertyCreation: false });
    expect(await refusal(owner)).toEqual([
      402,
      'SUBSCRIPTION_NO_CREATION',
      'Your subscription does not allow property creation. Please upgrade your plan.',
    ]);
  });

  it('at the plan’s property limit: 402 "You have reached your property limit for this subscription plan."; one below it creates', async () => {
    const owner = await unsubscribed();
    await subscribeOwner(t.database.db, owner.userId, { propertyLimit: 2 });
    await insertProperty(t.database.db, owner.userId);
    expect((await owner.api.post('/properties', location)).statusCode).toBe(201);
    expect(await refusal(owner)).toEqual([
      402,
      'PROPERTY_LIMIT_REACHED',
      'You have reached your property limit for this subscription plan.',
    ]);
  });

  it('lets exactly one of 10 simultaneous creations through at the limit minus one', async () => {
    const owner = await unsubscribed();
    await subscribeOwner(t.database.db, owner.userId, { propertyLimit: 3 });
    await insertProperty(t.database.db, owner.userId);
    await insertProperty(t.database.db, owner.userId);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => owner.api.post('/properties', location)),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(9).fill(402)]);
    expect(await propertiesOf(owner.userId)).toBe(3);
  });

  it('takes the free trial in one click, then creates its one property and refuses a second', async () => {
    const owner = await unsubscribed();
    const trial = await owner.api.post('/subscriptions', { planId: await planId('trial') });
    expect(trial.statusCode, trial.body).toBe(201);
    expect((await owner.api.post('/properties', location)).statusCode).toBe(201);
    expect((await refusal(owner))[1]).toBe('PROPERTY_LIMIT_REACHED');
  });
});
