import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, DEFAULT_TIME_ZONE, todayIn } from '@nuzul/shared/dates';
import { users } from '../../db/schema/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createOwner } from '../../test/listing-fixtures';
import { multipartFile, svgImage } from '../../test/test-images';
import { bookingBody, bookingsApi, insertBookableProperty } from '../bookings/bookings.fixtures';
import { accountStatusOf } from './accounts.mapper';

/** Riyadh Region and Riyadh city, seeded definitions (definitions.seed.places.ts). */
const RIYADH_REGION = 2001;
const RIYADH_CITY = 3001;
const JEDDAH = 3021;

const valid = {
  firstName: 'Sara',
  lastName: 'Alharbi',
  address: 'Olaya Street 12',
  countryCode: 'SA',
  regionId: RIYADH_REGION,
  cityId: RIYADH_CITY,
  postCode: '12211',
  birthday: '1990-05-01',
  mobile: '+966 50 123 4567',
  about: 'Host of two chalets.',
  language: 'en',
  nationality: 'SA',
};

function square(side: number, height = side): Promise<Buffer> {
  return sharp({ create: { width: side, height, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
}

describe('profile (requirements-next §12)', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let owner: Awaited<ReturnType<typeof createOwner>>;
  let other: Awaited<ReturnType<typeof createOwner>>;

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ env: { SMTP_URL: mail.url } });
    owner = await createOwner(t.app, mail, { subscribed: false });
    other = await createOwner(t.app, mail, { subscribed: false });
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  const put = (url: string, payload: object, token = owner.token) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1${url}`,
      payload,
      headers: { authorization: `Bearer ${token}` },
    });
  const me = async (token = owner.token) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/user/me',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json().data;
  const upload = (file: Buffer, token = owner.token, contentType = 'image/png') => {
    const { payload, headers } = multipartFile(file, { filename: 'me.png', contentType });
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/user/profile/picture',
      payload,
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
  };

  async function refused(change: object, path: string, message: string) {
    const before = await me();
    const res = await put('/user/profile', { ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(res.json().details).toContainEqual(expect.objectContaining({ path, message }));
    expect(await me()).toEqual(before);
  }
  const accepted = async (change: object) => {
    const res = await put('/user/profile', { ...valid, ...change });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('saves every field; GET /user/me returns them, the mobile without spaces', async () => {
    const saved = await accepted({});
    expect(saved).toMatchObject({
      ...valid,
      mobile: '+966501234567',
      regionName: null,
      cityName: null,
      accountStatus: 'active',
      notifications: { push: true, sms: true, email: true },
      pictureUrls: null,
    });
    // GET /user/me may add what only it tells (the role); the profile is the same.
    expect(await me()).toMatchObject(saved);
  });

  it('names: required and at most 80 characters', async () => {
    await refused({ firstName: '  ' }, 'body.firstName', 'This field is required');
    await refused({ lastName: 'a'.repeat(81) }, 'body.lastName', 'Maximum 80 characters allowed');
    expect((await accepted({ lastName: 'a'.repeat(80) })).lastName).toBe('a'.repeat(80));
  });

  it('mobile: 7 to 15 digits with an optional +', async () => {
    const rule = 'Phone must be 7 to 15 digits with an optional +';
    await refused({ mobile: '123456' }, 'body.mobile', rule);
    await refused({ mobile: '+1234567890123456' }, 'body.mobile', rule);
    await refused({ mobile: '05x1234567' }, 'body.mobile', rule);
    expect((await accepted({ mobile: '1234567' })).mobile).toBe('1234567');
    expect((await accepted({ mobile: '+123456789012345' })).mobile).toBe('+123456789012345');
    expect((await accepted({ mobile: '' })).mobile).toBeNull();
  });

  it('birthday: in the past (today refused, yesterday accepted)', async () => {
    const today = todayIn(DEFAULT_TIME_ZONE, new Date());
    await refused({ birthday: today }, 'body.birthday', 'Birthday must be in the past');
    await refused({ birthday: '2990-01-01' }, 'body.birthday', 'Birthday must be in the past');
    await refused({ birthday: '1990-02-30' }, 'body.birthday', 'Invalid value');
    expect((await accepted({ birthday: addDays(today, -1) })).birthday).toBe(addDays(today, -1));
  });

  it('Saudi Arabia: region and city are definitions; the post code is 5 digits', async () => {
    await refused({ regionId: 999_999 }, 'body.regionId', 'Unknown value');
    await refused({ cityId: 999_999 }, 'body.cityId', 'Unknown value');
    // Jeddah is in the Makkah Region: not a city of the Riyadh Region.
    await refused({ cityId: JEDDAH }, 'body.cityId', 'Unknown value');
    await refused({ regionId: null, cityId: RIYADH_CITY }, 'body.cityId', 'Unknown value');
    await refused({ postCode: '1234' }, 'body.postCode', 'A Saudi postal code is 5 digits');
    await refused({ postCode: '123456' }, 'body.postCode', 'A Saudi postal code is 5 digits');
    // Free text is dropped for Saudi Arabia: the definitions are the place.
    const saved = await accepted({ regionName: 'Somewhere', cityName: 'Town' });
    expect(saved).toMatchObject({ regionId: RIYADH_REGION, regionName: null, cityName: null });
  });

  it('another country: region and city are free text, the post code its own rule', async () => {
    const saved = await accepted({
      countryCode: 'AE',
      regionName: 'Dubai',
      cityName: 'Jumeirah',
      postCode: 'AB-123',
    });
    expect(saved).toMatchObject({
      countryCode: 'AE',
      regionId: null,
      cityId: null,
      regionName: 'Dubai',
      cityName: 'Jumeirah',
      postCode: 'AB-123',
    });
    await refused(
      { countryCode: 'AE', regionName: 'r'.repeat(81) },
      'body.regionName',
      'Maximum 80 characters allowed',
    );
    await refused({ countryCode: 'ZZ' }, 'body.countryCode', 'Unknown value');
    await refused({ nationality: 'ZZ' }, 'body.nationality', 'Unknown value');
  });

  it('about: at most 1,000 characters; language ar or en', async () => {
    await refused({ about: 'a'.repeat(1001) }, 'body.about', 'This value is too long');
    expect((await accepted({ about: 'a'.repeat(1000) })).about).toHaveLength(1000);
    await refused({ language: 'fr' }, 'body.language', 'Invalid value');
    expect((await accepted({ language: 'ar' })).language).toBe('ar');
  });

  it('account status is read-only: a sent status changes nothing', async () => {
    const saved = await accepted({ accountStatus: 'suspended', email: 'x@example.sa' });
    expect(saved.accountStatus).toBe('active');
    expect(saved.email).toBe(owner.email);
  });

  it('account status: e-mail not verified, active, suspended (by the platform admin)', async () => {
    const row = (await t.database.db.select().from(users).where(eq(users.id, owner.userId)))[0]!;
    expect(accountStatusOf({ ...row, emailVerifiedAt: null })).toBe('emailUnverified');
    expect(accountStatusOf(row)).toBe('active');
    expect(accountStatusOf({ ...row, status: 'suspended' })).toBe('suspended');
  });

  it("another user's profile is never reachable: each call changes only the caller's", async () => {
    await accepted({ firstName: 'Owner' });
    const res = await put('/user/profile', { ...valid, firstName: 'Other' }, other.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(other.userId);
    expect((await me()).firstName).toBe('Owner');
    expect((await me(other.token)).firstName).toBe('Other');
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/profile',
      payload: valid,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('notification settings: the push, SMS and e-mail master switches are stored', async () => {
    const res = await put('/user/notification-settings', { push: false, sms: true, email: false });
    expect(res.statusCode).toBe(200);
    expect((await me()).notifications).toEqual({ push: false, sms: true, email: false });
    expect((await me(other.token)).notifications).toEqual({ push: true, sms: true, email: true });
    const bad = await put('/user/notification-settings', { push: 'yes', sms: true, email: true });
    expect(bad.statusCode).toBe(400);
  });

  it('the e-mail master switch off: a new booking is notified in the app, not mailed', async () => {
    const mailsAbout = async (email: string, name: string) => {
      await t.app.jobs.drain();
      return mail.received.filter((m) => m.to === email && m.subject.includes(name));
    };
    const book = async (who: { userId: string; token: string }, name: string) => {
      const property = await insertBookableProperty(t.database.db, who.userId, { name });
      const res = await bookingsApi(t.app, who.token).post(
        '/bookings',
        bookingBody(property.id, { dateFrom: '2026-12-01', dateTo: '2026-12-04' }),
      );
      expect(res.statusCode, res.body).toBe(201);
    };
    const [quiet, loud] = [await createOwner(t.app, mail), await createOwner(t.app, mail)];
    const off = await put(
      '/user/notification-settings',
      { push: true, sms: true, email: false },
      quiet.token,
    );
    expect(off.statusCode).toBe(200);
    await book(quiet, 'Quiet Chalet');
    await book(loud, 'Loud Chalet');
    expect(await mailsAbout(quiet.email, 'Quiet Chalet')).toEqual([]);
    expect(await mailsAbout(loud.email, 'Loud Chalet')).toHaveLength(1);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notifications',
      headers: { authorization: `Bearer ${quiet.token}` },
    });
    expect(listed.json().data.map((n: { event: string }) => n.event)).toEqual(['booking.created']);
  });

  describe('picture', () => {
    it('refuses 127x127 and an image narrower than 128 on one side', async () => {
      for (const file of [await square(127), await square(400, 127)]) {
        const res = await upload(file);
        expect(res.statusCode).toBe(400);
        expect(res.json().details).toEqual([
          expect.objectContaining({
            path: 'body.file',
            message: 'Image must be at least 128x128 px',
          }),
        ]);
      }
      expect((await me()).pictureUrls).toBeNull();
    });

    it('refuses what is not an image, whatever its declared type', async () => {
      for (const file of [svgImage, Buffer.from('not an image at all')]) {
        const res = await upload(file);
        expect(res.statusCode).toBe(400);
        expect(res.json().details[0]).toMatchObject({ message: 'Image files only' });
      }
    });

    it('accepts 128x128: square WebP variants of 64 and 128 (never enlarged) under /media', async () => {
      const res = await upload(await square(128));
      expect(res.statusCode, res.body).toBe(200);
      const urls = res.json().data.pictureUrls;
      expect(urls.small).toMatch(/^\/media\/avatars\/[A-Za-z0-9_-]{22}\/small\.webp$/);
      expect((await me()).pictureUrls).toEqual(urls);
      const small = await t.app.inject({ method: 'GET', url: urls.small });
      expect(small.statusCode).toBe(200);
      expect(small.headers['content-type']).toBe('image/webp');
      expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 64, height: 64 });
      const medium = await t.app.inject({ method: 'GET', url: urls.medium });
      expect(await sharp(medium.rawPayload).metadata()).toMatchObject({ width: 128, height: 128 });
    });

    it('crops a wide picture to the centre square; a new one replaces and deletes the old', async () => {
      const first = (await upload(await square(128))).json().data.pictureUrls;
      const res = await upload(await square(900, 300));
      const urls = res.json().data.pictureUrls;
      const medium = await t.app.inject({ method: 'GET', url: urls.medium });
      expect(await sharp(medium.rawPayload).metadata()).toMatchObject({ width: 256, height: 256 });
      expect((await t.app.inject({ method: 'GET', url: first.small })).statusCode).toBe(404);
    });

    it('DELETE removes it: the URLs are gone and its files answer 404', async () => {
      const urls = (await upload(await square(200))).json().data.pictureUrls;
      const res = await t.app.inject({
        method: 'DELETE',
        url: '/api/v1/user/profile/picture',
        headers: { authorization: `Bearer ${owner.token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.pictureUrls).toBeNull();
      expect((await t.app.inject({ method: 'GET', url: urls.small })).statusCode).toBe(404);
    });

    it("one user's upload never touches another's picture", async () => {
      const mine = (await upload(await square(128))).json().data.pictureUrls;
      await upload(await square(128), other.token);
      expect((await me()).pictureUrls).toEqual(mine);
      expect((await t.app.inject({ method: 'GET', url: mine.small })).statusCode).toBe(200);
    });
  });

  it('is documented in OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/user/profile',
        '/api/v1/user/profile/picture',
        '/api/v1/user/notification-settings',
      ]),
    );
    expect(doc.paths['/api/v1/user/profile'].put.requestBody).toBeDefined();
  });
});
