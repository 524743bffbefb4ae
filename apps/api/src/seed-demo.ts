/**
 * `npm run seed:demo`: a demo owner with complete properties and a building, made through
 * the real API so that every rule applies. Prints the credentials.
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
import { DEFAULT_TIME_ZONE, todayIn } from '@nuzul/shared/dates';

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
    try {
      await createListings(app, token);
    } catch (error) {
      // Leave no half-made demo behind: the owner's rows go with it (cascade).
      await repo.deleteUser(user.id);
      throw error;
    } finally {
      await sessions.revoke(token);
      await app.close();
    }
    process.stdout.write(
      `Demo data is ready: ${demoProperties.length} properties (${demoProperties.length - 1} published) and a building.\n` +
        `Sign in at ${config.appUrl}/login with\n  e-mail:   ${DEMO_EMAIL}\n  password: ${password}\n`,
    );
  } finally {
    await database.close();
  }
}

async function createListings(app: FastifyInstance, token: string): Promise<void> {
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
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DataDirLockedError;
  process.stderr.write(
    `nuzul seed:demo: ${known ? (error as Error).message : String((error as Error).stack ?? error)}\n`,
  );
  process.exit(1);
});
