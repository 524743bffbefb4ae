import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteStay } from '@nuzul/shared/terms';
import { issueSaying } from '../../test/field-issues';
import { createOwner } from '../../test/listing-fixtures';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testClock } from '../../test/test-clock';
import { api, specifications } from '../listings/listings.fixtures';
import { localNow } from './quote.service';
import { createProperty, season, sections } from '../../test/terms-fixtures';

type Api = ReturnType<typeof api>;

describe('GET /properties/:id/quote', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let owner: Api;
  let propertyId: string;

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ env: { SMTP_URL: mail.url }, clock: testClock().clock });
    owner = api(t.app, (await createOwner(t.app, mail)).token);
    propertyId = await createProperty(owner);
    for (const [, path, body] of sections) {
      expect((await owner.put(`/properties/${propertyId}/${path}`, body)).statusCode).toBe(200);
    }
    expect((await owner.post(`/properties/${propertyId}/seasons`, season)).statusCode).toBe(201);
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  const quote = (query: string, id = propertyId) => owner.get(`/properties/${id}/quote?${query}`);

  it("answers the shared quoteStay of the saved terms, at the property's own date and time", async () => {
    const res = await quote('from=2027-05-30&to=2027-06-03&guests=3');
    expect(res.statusCode).toBe(200);
    const settings = (await owner.get(`/properties/${propertyId}/booking-settings`)).json().data;
    expect(res.json().data).toEqual(
      quoteStay({
        stay: { arrival: '2027-05-30', departure: '2027-06-03' },
        guests: 3,
        property: { maxGuests: specifications.sleep },
        seasons: settings.seasons,
        overrides: [],
        availability: settings.availability,
        chargeProfile: settings.chargeProfile,
        checkInOut: settings.checkInOut,
        cancellationPolicies: settings.cancellation.policies,
        // 09:00 UTC is 12:00 in Riyadh.
        now: { date: '2026-11-22', minutes: 12 * 60 },
      }),
    );
    // Two nights on the base price (400 SAR), two in the June season (500 SAR, 2 guests
    // included, 100 SAR for the third).
    expect(res.json().data).toMatchObject({
      nights: 4,
      rent: 180_000,
      extraGuests: 20_000,
      bookable: true,
    });
    expect(res.json().data.nightly.map((night: { source: string }) => night.source)).toEqual([
      'base',
      'base',
      'season',
      'season',
    ]);
  });

  it('measures the advance notice from the local time: 24 hours before 20:00 check-in', async () => {
    const today = (await quote('from=2026-11-22&to=2026-11-24&guests=2')).json().data;
    expect(today.rules.preparationMet).toBe(false);
    const tomorrow = (await quote('from=2026-11-23&to=2026-11-25&guests=2')).json().data;
    expect(tomorrow.rules.preparationMet).toBe(true);
  });

  it('refuses a stay without a night', async () => {
    const res = await quote('from=2027-06-02&to=2027-06-02&guests=2');
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toMatchObject({
      path: 'querystring.to',
      code: 'stayAtLeastOneNight',
    });
  });

  it('asks for the Specifications step first, which sets the max guests', async () => {
    const id = await createProperty(owner, { specifications: false });
    const res = await quote('from=2027-06-02&to=2027-06-04&guests=2', id);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      issueSaying('querystring.guests', 'Save the Specifications step first'),
    ]);
  });

  it('quotes a property with no terms saved: nothing prices its nights', async () => {
    const id = await createProperty(owner);
    const res = await quote('from=2027-06-02&to=2027-06-04&guests=2', id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      unpricedNights: ['2027-06-02', '2027-06-03'],
      total: 0,
      bookable: false,
    });
  });

  it('prices a night with the calendar’s own day price first, over the base and the season', async () => {
    const day = (date: string, price: number) =>
      owner.put(`/properties/${propertyId}/day-settings`, { from: date, to: date, price });
    expect((await day('2027-05-31', 45_000)).statusCode).toBe(200);
    expect((await day('2027-06-01', 55_000)).statusCode).toBe(200);
    // A day price outside the stay changes nothing in it.
    expect((await day('2027-06-03', 99_000)).statusCode).toBe(200);
    const res = await quote('from=2027-05-30&to=2027-06-03&guests=2');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(
      data.nightly.map((night: { price: number; source: string }) => [night.price, night.source]),
    ).toEqual([
      [40_000, 'base'],
      [45_000, 'override'],
      [55_000, 'override'],
      [50_000, 'season'],
    ]);
    expect(data.rent).toBe(190_000);
  });

  it('counts no other property’s day prices', async () => {
    const other = await createProperty(owner);
    for (const [, path, body] of sections) {
      expect((await owner.put(`/properties/${other}/${path}`, body)).statusCode).toBe(200);
    }
    expect(
      (
        await owner.put(`/properties/${other}/day-settings`, {
          from: '2027-05-30',
          to: '2027-05-30',
          price: 10_000,
        })
      ).statusCode,
    ).toBe(200);
    const nightly = (await quote('from=2027-05-30&to=2027-05-31&guests=2')).json().data.nightly;
    expect(nightly).toEqual([expect.objectContaining({ price: 40_000, source: 'base' })]);
  });
});

describe('localNow', () => {
  it("gives the zone's date and minutes after midnight", () => {
    const now = new Date('2026-11-22T20:59:00.000Z');
    expect(localNow('Asia/Riyadh', now)).toEqual({ date: '2026-11-22', minutes: 23 * 60 + 59 });
    expect(localNow('Asia/Riyadh', new Date('2026-11-22T21:00:00.000Z'))).toEqual({
      date: '2026-11-23',
      minutes: 0,
    });
    expect(localNow('UTC', now)).toEqual({ date: '2026-11-22', minutes: 20 * 60 + 59 });
  });
});
