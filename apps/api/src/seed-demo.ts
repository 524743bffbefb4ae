/**
 * `npm run seed:demo`: a demo owner with a paid plan, complete properties and a building, made
 * through the real API so that every rule applies. Prints the credentials.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openConfiguredDatabase } from './db/open-configured';
import { accountsRepository } from './modules/accounts/accounts.repository';
import { sessionsService } from './modules/accounts/sessions.service';
import { noCaptcha } from './platform/captcha/captcha';
import { systemClock } from './platform/clock';
import { DataDirLockedError } from './platform/data-dir-lock';
import { hashPassword } from './platform/passwords';
import { demoPhoto, demoImageTypes } from './demo/demo-photos';
import { demoPhotoDescriptions, demoProperties, imageTypeIdByCode } from './demo/demo-listings';
import { multipartBody } from './demo/multipart-body';
import { demoTerms } from './demo/demo-terms';
import { demoGuest, demoStays, insertPastStays } from './demo/demo-bookings';
import { DEFAULT_TIME_ZONE, compareDates, todayIn } from '@nuzul/shared/dates';
import { eq } from 'drizzle-orm';
import type { Database, DatabaseHandle } from './db/client';
import { plans } from './db/schema/billing';
import { markInvoicePaid } from './modules/billing/billing.access';

const DEMO_EMAIL = 'demo@nuzul.sa';

async function call(
  app: FastifyInstance,
  token: string,
  method: 'POST' | 'PUT',
  url: string,
  body: object,
) {
  const res = await app.inject({
    method,
    url: `/api/v1${url}`,
    payload: body,
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.statusCode >= 300)
    throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json().data;
}

async function upload(app: FastifyInstance, token: string, url: string, file: Buffer) {
  const { payload, headers } = multipartBody(file);
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  if (res.statusCode !== 201)
    throw new Error(`upload to ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json().data;
}

async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  const database = await openConfiguredDatabase(config, new URL('./main.ts', import.meta.url).href);
  try {
    const app = await buildApp({ config, database, captcha: noCaptcha });
    const repo = accountsRepository(database.db);
    if (await repo.findUserByEmail(DEMO_EMAIL)) {
      process.stdout.write(`The demo owner ${DEMO_EMAIL} exists already; nothing was changed.\n`);
      await app.close();
      return;
    }
    const password = `Nuzul-${randomBytes(6).toString('base64url')}#1`;
    const user = await repo.insertUser({
      email: DEMO_EMAIL,
      firstName: 'نورة',
      lastName: 'القحطاني',
      passwordHash: await hashPassword(password),
      emailVerifiedAt: new Date(),
    });
    const sessions = sessionsService({ repo, clock: systemClock });
    const token = await sessions.create(user.id, false);
    let bookingsMade = 0;
    try {
      await subscribe(app, token, database);
      const properties = await createListings(app, token);
      bookingsMade = await createBookings(app, token, database.db, user.id, properties);
    } catch (error) {
      // Leave no half-made demo behind: the owner's rows go with it (cascade).
      await repo.deleteUser(user.id);
      throw error;
    } finally {
      await sessions.revoke(token);
      await app.close();
    }
    process.stdout.write(
      `Demo data is ready: the Pro yearly plan, paid; ${demoProperties.length} properties (${demoProperties.length - 1} published) and a building; ${bookingsMade} bookings over the past 12 months and the next 2.\n` +
        `Sign in at ${config.appUrl}/login with\n  e-mail:   ${DEMO_EMAIL}\n  password: ${password}\n`,
    );
  } finally {
    await database.close();
  }
}

/**
 * The Pro yearly plan with its invoice paid, as a confirmed payment leaves them: properties
 * need a plan (spec §6). The payment is recorded directly, whatever provider is configured.
 */
async function subscribe(app: FastifyInstance, token: string, database: DatabaseHandle) {
  const [plan] = await database.db.select().from(plans).where(eq(plans.code, 'pro_yearly'));
  if (!plan) throw new Error('the seeded plan pro_yearly is missing');
  const chosen = await call(app, token, 'POST', '/subscriptions', { planId: plan.id });
  await database.db.transaction((tx) =>
    markInvoicePaid(tx as unknown as Database, chosen.invoice.id as number, new Date()),
  );
}

async function createListings(
  app: FastifyInstance,
  token: string,
): Promise<Array<{ id: string; key: string }>> {
  const made: Array<{ id: string; key: string }> = [];
  const buildingPhoto = await upload(
    app,
    token,
    '/uploads/building-photo',
    await demoPhoto('exterior', 3),
  );
  const building = await call(app, token, 'POST', '/buildings', {
    name: 'برج الياسمين',
    propertyTypeId: 101,
    photoKey: buildingPhoto.photoKey,
    destinations: [
      { label: 'محطة مترو العليا', kindId: null, distanceValue: 600, distanceUnitId: 301 },
    ],
    unitTypes: [
      { name: 'شقة بغرفة نوم', quantity: 24 },
      { name: 'شقة بغرفتي نوم', quantity: 16 },
    ],
  });

  for (const [index, demo] of demoProperties.entries()) {
    const property = await call(app, token, 'POST', '/properties', demo.location);
    made.push({ id: property.id as string, key: demo.key });
    const photos = [];
    for (const [position, type] of demoImageTypes.entries()) {
      photos.push(
        await upload(
          app,
          token,
          `/properties/${property.id}/photos`,
          await demoPhoto(type, index + position),
        ),
      );
    }
    await call(app, token, 'PUT', `/properties/${property.id}/photos`, {
      photos: photos.map((photo, position) => ({
        id: photo.id,
        description: demoPhotoDescriptions[demoImageTypes[position]!],
        imageTypeIds: [imageTypeIdByCode[demoImageTypes[position]!]],
        position,
        isMain: position === 0,
      })),
    });
    await call(app, token, 'PUT', `/properties/${property.id}/specifications`, {
      ...demo.specifications,
      buildingId: demo.inBuilding ? building.id : null,
    });
    await call(app, token, 'PUT', `/properties/${property.id}/amenities`, {
      amenityIds: demo.amenityCodes,
      rooms: demo.rooms,
    });
    await call(app, token, 'PUT', `/properties/${property.id}/description`, demo.description);
    // Terms and prices of the Property Booking step; all but the last are then published,
    // so the demo shows both a live listing and a Pending one with its readiness.
    const terms = demoTerms(demo.key, todayIn(DEFAULT_TIME_ZONE, new Date()));
    const at = `/properties/${property.id}`;
    await call(app, token, 'PUT', `${at}/charge-profile`, terms.chargeProfile);
    await call(app, token, 'PUT', `${at}/check-in-out`, terms.checkInOut);
    await call(app, token, 'POST', `${at}/seasons`, terms.season);
    await call(app, token, 'PUT', `${at}/availability`, terms.availability);
    await call(app, token, 'PUT', `${at}/arrival`, terms.arrival);
    await call(app, token, 'PUT', `${at}/payment-methods`, terms.paymentMethods);
    await call(app, token, 'PUT', `${at}/terms`, terms.terms);
    await call(app, token, 'PUT', `${at}/cancellation-policies`, terms.cancellation);
    if (index < demoProperties.length - 1) await call(app, token, 'POST', `${at}/publish`, {});
  }
  return made;
}

/**
 * Bookings for the dashboard's and the reports' charts: those from today on through the API
 * (the cancelled ones booked, then cancelled), those of the past as history, which the API
 * refuses. Answers how many were made.
 */
async function createBookings(
  app: FastifyInstance,
  token: string,
  db: Database,
  ownerId: string,
  properties: Array<{ id: string; key: string }>,
): Promise<number> {
  const today = todayIn(DEFAULT_TIME_ZONE, new Date());
  const stays = demoStays(properties, today);
  const past = stays.filter((stay) => compareDates(stay.dateFrom, today) < 0);
  await insertPastStays(db, ownerId, past);
  for (const [n, stay] of stays.entries()) {
    if (compareDates(stay.dateFrom, today) < 0) continue;
    const booking = await call(app, token, 'POST', '/bookings', {
      status: stay.status === 'pending' ? 'pending' : 'confirmed',
      propertyId: stay.propertyId,
      dateFrom: stay.dateFrom,
      dateTo: stay.dateTo,
      guests: stay.guests,
      guestPrice: stay.guestPrice,
      alreadyPaid: 0,
      priceToYou: stay.priceToYou,
      comment: null,
      bookingSourceId: stay.bookingSourceId,
      guest: demoGuest(stay, n),
    });
    if (stay.status === 'cancelled') {
      await call(app, token, 'POST', `/bookings/${booking.id}/cancel`, {
        reason: 'تغيرت خطط الضيف',
      });
    }
  }
  return stays.length;
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DataDirLockedError;
  process.stderr.write(
    `nuzul seed:demo: ${known ? (error as Error).message : String((error as Error).stack ?? error)}\n`,
  );
  process.exit(1);
});
