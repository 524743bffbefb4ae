import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwner } from '../../test/listing-fixtures';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testClock } from '../../test/test-clock';
import { api } from '../listings/listings.fixtures';
import { createProperty, season, sections } from '../../test/terms-fixtures';

type Api = ReturnType<typeof api>;

describe("another owner's property", () => {
  let t: TestApp;
  let mail: MailCatcher;
  let owner: Api;
  let stranger: Api;
  let propertyId: string;
  let seasonId: string;

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ env: { SMTP_URL: mail.url }, clock: testClock().clock });
    owner = api(t.app, (await createOwner(t.app, mail)).token);
    stranger = api(t.app, (await createOwner(t.app, mail)).token);
    propertyId = await createProperty(owner);
    for (const [, path, body] of sections) {
      expect((await owner.put(`/properties/${propertyId}/${path}`, body)).statusCode).toBe(200);
    }
    const created = await owner.post(`/properties/${propertyId}/seasons`, season);
    expect(created.statusCode).toBe(201);
    seasonId = created.json().data.id;
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  /** Every terms route, called by `who` on property `id`, with a valid request. */
  const routes = (who: Api, id: string) =>
    [
      ['GET booking-settings', () => who.get(`/properties/${id}/booking-settings`)],
      ...sections.map(
        ([, path, body]) =>
          [`PUT ${path}`, () => who.put(`/properties/${id}/${path}`, body)] as const,
      ),
      [
        'POST seasons',
        () =>
          who.post(`/properties/${id}/seasons`, {
            ...season,
            dateFrom: '2027-09-01',
            dateTo: '2027-09-05',
          }),
      ],
      ['PUT seasons/:seasonId', () => who.put(`/properties/${id}/seasons/${seasonId}`, season)],
      ['DELETE seasons/:seasonId', () => who.delete(`/properties/${id}/seasons/${seasonId}`)],
      [
        'POST seasons/:seasonId/copy-next-year',
        () => who.post(`/properties/${id}/seasons/${seasonId}/copy-next-year`, {}),
      ],
      [
        'GET quote',
        () => who.get(`/properties/${id}/quote?from=2027-06-02&to=2027-06-04&guests=2`),
      ],
    ] as const;

  it('answers 404 NOT_FOUND on every terms route and changes nothing', async () => {
    const before = (await owner.get(`/properties/${propertyId}/booking-settings`)).json().data;
    for (const [name, call] of routes(stranger, propertyId)) {
      const res = await call();
      expect({ name, status: res.statusCode, code: res.json().code }).toEqual({
        name,
        status: 404,
        code: 'NOT_FOUND',
      });
    }
    const after = (await owner.get(`/properties/${propertyId}/booking-settings`)).json().data;
    expect(after).toEqual(before);
  });

  it('answers a property that does not exist alike', async () => {
    for (const [name, call] of routes(owner, randomUUID())) {
      const res = await call();
      expect({ name, status: res.statusCode }).toEqual({ name, status: 404 });
    }
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/properties/${propertyId}/booking-settings`,
    });
    expect(res.statusCode).toBe(401);
  });
});
