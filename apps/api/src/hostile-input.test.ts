import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  amenities,
  description,
  location,
  specifications,
} from './modules/listings/listings.fixtures';
import { bookingBody, insertBookableProperty } from './modules/bookings/bookings.fixtures';
import { freshIp, loginToken, strongPassword, uniqueEmail } from './test/accounts-fixtures';
import {
  exampleOf,
  hostileJson,
  hostileUrlValues,
  isPlainObject,
  jsonPaths,
  replaceAt,
  withKeyAt,
  type JsonSchema,
} from './test/hostile-values';
import { createOwner, imageTypeIds, uploadPhoto } from './test/listing-fixtures';
import * as terms from './test/terms-fixtures';
import { startMailCatcher, type MailCatcher } from './test/mail-catcher';
import { createTestApp, type TestApp } from './test/test-app';
import { testClock } from './test/test-clock';
import { jpegImage, multipartFile } from './test/test-images';

interface Operation {
  method: string;
  /** The OpenAPI path, `/api/v1/properties/{id}`. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  body?: JsonSchema;
  multipart: boolean;
}

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  consumes?: string[];
}

/** Every route and method of the document the app publishes, from its route schemas. */
function operationsOf(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      return {
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        body: content['application/json']?.schema,
        multipart:
          'multipart/form-data' in content || (op.consumes ?? []).includes('multipart/form-data'),
      };
    }),
  );
}

/**
 * Deleting routes go last, the deepest first (a photo before its property), and signing out
 * last of all, so that the resources and the session stay for the routes before them.
 */
function rank(op: Operation): number {
  if (op.path.endsWith('/auth/logout')) return 2_000;
  if (op.method === 'DELETE') return 1_000 - op.path.split('/').length;
  return 0;
}

/**
 * A black-box fuzz of the whole API, rebuilt from the OpenAPI document so that a new route
 * is covered the day it is added: every body field, query parameter and path parameter of
 * every route gets hostile values, and no answer may be a 5xx or an error without a code.
 */
describe('hostile input on every route of the OpenAPI document', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let token: string;
  let bystander: string;
  let operations: Operation[];
  /** Ids that exist, for path parameters. */
  let real: Record<
    'property' | 'photo' | 'photoKey' | 'building' | 'definition' | 'booking',
    string
  >;
  let examples: Record<string, unknown>;
  let jpeg: Buffer;
  let sent = 0;
  const failures: string[] = [];
  const requestsPerOperation = new Map<string, number>();

  beforeAll(async () => {
    mail = await startMailCatcher();
    // No guessing limits: each hostile value should get as deep as the rules let it.
    t = await createTestApp({
      env: { SMTP_URL: mail.url },
      rateLimitStore: { hit: () => Promise.resolve(1), peek: () => Promise.resolve(0) },
      // The day the terms fixtures are dated from.
      clock: testClock().clock,
    });
    const owner = await createOwner(t.app, mail);
    token = owner.token;
    bystander = (await createOwner(t.app, mail)).email;
    const as = { authorization: `Bearer ${token}` };
    jpeg = await jpegImage(1024, 768);

    const property = await t.app.inject({
      method: 'POST',
      url: '/api/v1/properties',
      headers: as,
      payload: location,
    });
    const propertyId: string = property.json().data.id;
    // The photos step wants five photos at least.
    const photos: Array<{ id: string; urls: { thumb: string } }> = [];
    for (let i = 0; i < 5; i += 1) {
      photos.push((await uploadPhoto(t.app, token, propertyId, jpeg)).json().data);
    }

    const uploadBuildingPhoto = async (): Promise<string> => {
      const { payload, headers } = multipartFile(jpeg);
      const upload = await t.app.inject({
        method: 'POST',
        url: '/api/v1/uploads/building-photo',
        headers: { ...headers, ...as },
        payload,
      });
      return upload.json().data.photoKey;
    };
    const buildingBody = (photoKey: string) => ({
      name: 'برج النخيل',
      propertyTypeId: specifications.propertyTypeId,
      photoKey,
      destinations: location.pointsOfInterest,
      unitTypes: [{ name: 'Studio', quantity: 12 }],
    });
    const building = await t.app.inject({
      method: 'POST',
      url: '/api/v1/buildings',
      headers: as,
      payload: buildingBody(await uploadBuildingPhoto()),
    });
    const buildingPhotoKey = building.json().data.photoKey;
    const definition = await t.app.inject({
      method: 'POST',
      url: '/api/v1/definitions/user',
      headers: as,
      payload: { kind: 'amenity', nameAr: 'مسبح', nameEn: 'Pool' },
    });
    // A property that takes bookings (its specifications set), and a booking of it.
    const bookable = await insertBookableProperty(t.database.db, owner.userId);
    const stay = { dateFrom: '2026-12-01', dateTo: '2026-12-03' };
    const booking = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      headers: as,
      payload: bookingBody(bookable.id, stay),
    });
    real = {
      property: propertyId,
      booking: booking.json().data?.id ?? '',
      photo: photos[0]!.id,
      photoKey: /^\/media\/([^/]+)\//.exec(photos[0]!.urls.thumb)?.[1] ?? '',
      building: building.json().data.id,
      definition: String(definition.json().data.id),
    };
    for (const [name, id] of Object.entries(real)) {
      if (!id) throw new Error(`fixture ${name} was not created`);
    }

    const types = await imageTypeIds(t.database.db);
    const email = owner.email;
    const accepted = {
      // A new address each time, so that a taken one does not stop a request before the insert.
      get 'POST /api/v1/auth/signup'() {
        return {
          firstName: 'Sara',
          lastName: 'Alharbi',
          email: uniqueEmail('fuzz'),
          password: strongPassword,
          captchaValue: '',
        };
      },
      'POST /api/v1/auth/verify-account': { email, code: '123456' },
      'POST /api/v1/auth/resend-verification': { email },
      'POST /api/v1/auth/login': {
        email,
        password: strongPassword,
        captchaValue: '',
        remember: true,
      },
      'POST /api/v1/auth/forgot-password': { email },
      'POST /api/v1/auth/verify-forgot-otp': { email, code: '123456' },
      'POST /api/v1/auth/reset-password': { email, token: 'token', newPassword: strongPassword },
      'POST /api/v1/auth/mfa/generate': { email, challenge: 'challenge' },
      'POST /api/v1/auth/mfa/verify': {
        email,
        challenge: 'challenge',
        secret: 'JBSWY3DPEHPK3PXP',
        token: '123456',
      },
      'POST /api/v1/auth/google/exchange': { code: 'code' },
      'POST /api/v1/user/change-password': {
        currentPassword: strongPassword,
        newPassword: strongPassword,
      },
      'POST /api/v1/user/mfa/enable': { password: strongPassword },
      'POST /api/v1/user/mfa/disable': { token: '123456' },
      'POST /api/v1/definitions/user': {
        kind: 'city',
        nameAr: 'الدرعية',
        nameEn: 'Diriyah',
        parentId: 2001,
        meta: {},
      },
      'POST /api/v1/properties': location,
      'PUT /api/v1/properties/{id}/location': location,
      'PUT /api/v1/properties/{id}/specifications': {
        ...specifications,
        buildingId: real.building,
      },
      'PUT /api/v1/properties/{id}/amenities': amenities,
      'PUT /api/v1/properties/{id}/description': description,
      'PUT /api/v1/properties/{propertyId}/photos': {
        photos: photos.map((photo, position) => ({
          id: photo.id,
          description: 'غرفة النوم',
          imageTypeIds: [[types.bedroom, types.bathroom][position] ?? types.kitchen],
          position,
          isMain: position === 0,
        })),
      },
      'PUT /api/v1/properties/{id}/charge-profile': terms.chargeProfile,
      'PUT /api/v1/properties/{id}/check-in-out': terms.checkInOut,
      'PUT /api/v1/properties/{id}/availability': terms.availability,
      'PUT /api/v1/properties/{id}/arrival': terms.arrival,
      'PUT /api/v1/properties/{id}/payment-methods': terms.paymentMethods,
      'PUT /api/v1/properties/{id}/terms': terms.terms,
      'PUT /api/v1/properties/{id}/cancellation-policies': terms.cancellation,
      'POST /api/v1/properties/{id}/seasons': terms.season,
      'PUT /api/v1/properties/{id}/seasons/{seasonId}': terms.season,
      // A building photo serves one building: after the first building made from it, creating
      // stops at the photo, and the update below carries the hostile values to the database.
      'POST /api/v1/buildings': buildingBody(await uploadBuildingPhoto()),
      'PUT /api/v1/buildings/{id}': buildingBody(buildingPhotoKey),
      // The first makes a booking; the rest of the same nights reach the insert and are
      // refused by the calendar's exclusion constraint (409), which rolls them back.
      'POST /api/v1/bookings': bookingBody(bookable.id, {
        dateFrom: '2027-01-10',
        dateTo: '2027-01-12',
      }),
      'PUT /api/v1/bookings/{id}': bookingBody(bookable.id, stay),
      'POST /api/v1/bookings/{id}/cancel': { reason: 'The guest changed plans' },
      'POST /api/v1/properties/{id}/blocks': {
        from: '2027-02-01',
        to: '2027-02-03',
        note: 'Maintenance',
      },
      'POST /api/v1/properties/{id}/availability': { from: '2027-02-01', to: '2027-02-03' },
      'PUT /api/v1/properties/{id}/day-settings': {
        from: '2027-02-10',
        to: '2027-02-12',
        price: 45_000,
        minNights: 2,
      },
    };
    examples = accepted;
    operations = operationsOf(t.app).sort((a, b) => rank(a) - rank(b));
  });

  afterAll(async () => {
    // eslint-disable-next-line no-console -- the figure is quoted in the security notes
    console.log(`hostile input: ${sent} requests to ${operations.length} routes`);
    await t.close();
    await mail.close();
  });

  /** The real id behind a path parameter, so that a request gets past the lookup. */
  function realParam(op: Operation, name: string): string {
    if (name === 'propertyId') return real.property;
    if (name === 'photoId') return real.photo;
    if (name === 'key') return real.photoKey;
    if (name === 'file') return 'thumb.webp';
    if (op.path.startsWith('/api/v1/buildings/')) return real.building;
    if (op.path.startsWith('/api/v1/bookings/')) return real.booking;
    if (op.path.startsWith('/api/v1/definitions/')) return real.definition;
    return real.property;
  }

  function urlOf(op: Operation, params: Record<string, string> = {}, query = ''): string {
    const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      name in params ? params[name]! : realParam(op, name),
    );
    return query ? `${path}?${query}` : path;
  }

  async function send(
    op: Operation,
    label: string,
    request: { url?: string; payload?: string | Buffer; headers?: Record<string, string> },
  ): Promise<void> {
    sent += 1;
    requestsPerOperation.set(
      `${op.method} ${op.path}`,
      (requestsPerOperation.get(`${op.method} ${op.path}`) ?? 0) + 1,
    );
    // Signing out ends the session it is given: it gets a session of its own each time.
    const bearer = op.path.endsWith('/auth/logout') ? await loginToken(t.app, bystander) : token;
    const url = request.url ?? urlOf(op);
    const res = await t.app.inject({
      method: op.method as 'GET',
      url,
      remoteAddress: freshIp(),
      ...(request.payload === undefined ? {} : { payload: request.payload }),
      headers: {
        authorization: `Bearer ${bearer}`,
        ...(request.payload === undefined ? {} : { 'content-type': 'application/json' }),
        ...request.headers,
      },
    });
    const problem = problemOf(op, res);
    if (problem) {
      failures.push(`${op.method} ${url.slice(0, 100)} [${label}]: ${problem}`);
    }
  }

  function problemOf(op: Operation, res: LightMyRequestResponse): string | undefined {
    const summary = `${res.statusCode} ${res.body.slice(0, 160)}`;
    if (res.statusCode >= 500) return summary;
    if (res.statusCode < 400) return undefined;
    // The owner's site is pages for people: a refusal there is the site's own page, in HTML
    // (an address refused before any route, as a malformed one, answers as the API does).
    const html = String(res.headers['content-type']).startsWith('text/html');
    if (op.path.startsWith('/s/') && html) return undefined;
    if (!String(res.headers['content-type']).startsWith('application/json')) return summary;
    const body = JSON.parse(res.body) as { code?: unknown; statusCode?: unknown };
    return typeof body.code === 'string' && body.statusCode === res.statusCode
      ? undefined
      : summary;
  }

  /** The accepted body of a route (read anew for each request), or one made from its schema. */
  function baseOf(op: Operation): unknown {
    const key = `${op.method} ${op.path}`;
    return key in examples ? examples[key] : op.body ? exampleOf(op.body) : {};
  }

  async function fuzzBody(op: Operation): Promise<void> {
    // Routes without a body still parse one: they get the hostile values as a whole body.
    const paths = op.body ? jsonPaths(baseOf(op)) : [[]];
    for (const path of paths) {
      const where = path.join('.') || '(body)';
      for (const [name, json] of hostileJson) {
        await send(op, `${where} = ${name}`, { payload: replaceAt(baseOf(op), path, json) });
      }
      const node = path.reduce<unknown>(
        (at, step) => (at as Record<string, unknown>)[step],
        baseOf(op),
      );
      if (op.body && isPlainObject(node)) {
        for (const key of ['__proto__', 'constructor']) {
          const json = '{"prototype":{"polluted":true},"polluted":true}';
          const payload = withKeyAt(baseOf(op), path, key, json);
          await send(op, `${where} with ${key}`, { payload });
        }
      }
    }
    // Over the 1 MiB body limit.
    await send(op, 'body over the limit', {
      payload: JSON.stringify({ x: 'x'.repeat(1_100_000) }),
    });
  }

  async function fuzzUpload(op: Operation): Promise<void> {
    const parts: Array<[string, ReturnType<typeof multipartFile>]> = [
      ['NUL in the file name', multipartFile(jpeg, { filename: 'photo\u0000.jpg' })],
      ['surrogate in the file name', multipartFile(jpeg, { filename: 'photo\ud800.jpg' })],
      ['__proto__ as the field', multipartFile(jpeg, { field: '__proto__' })],
      ['an empty file', multipartFile(Buffer.alloc(0))],
      ['bytes that are no image', multipartFile(Buffer.from('\u0000'.repeat(4096)))],
      ['a huge content type', multipartFile(jpeg, { contentType: 'image/' + 'x'.repeat(10_000) })],
    ];
    for (const [label, { payload, headers }] of parts) {
      await send(op, label, { payload, headers });
    }
    await send(op, 'multipart without a boundary', {
      payload: Buffer.from('--x\r\n\r\n'),
      headers: { 'content-type': 'multipart/form-data' },
    });
  }

  async function fuzzQuery(op: Operation): Promise<void> {
    await send(op, 'unknown query parameters', {
      url: urlOf(op, {}, '__proto__[polluted]=1&constructor=x&x=%00'),
    });
    for (const name of op.queryParams) {
      for (const value of hostileUrlValues) {
        await send(op, `?${name}=${value.slice(0, 20)}`, {
          url: urlOf(op, {}, `${name}=${value}`),
        });
      }
      await send(op, `?${name} twice`, { url: urlOf(op, {}, `${name}=a&${name}=b`) });
      await send(op, `?${name}[x]`, { url: urlOf(op, {}, `${name}[x]=1`) });
    }
  }

  async function fuzzPath(op: Operation): Promise<void> {
    const key = `${op.method} ${op.path}`;
    const payload = key in examples ? JSON.stringify(examples[key]) : undefined;
    for (const name of op.pathParams) {
      for (const value of [...hostileUrlValues, realParam(op, name)]) {
        await send(op, `{${name}}=${value.slice(0, 20)}`, {
          url: urlOf(op, { [name]: value }),
          ...(payload ? { payload } : {}),
        });
      }
    }
  }

  it('gets past validation with each hand-written body, so hostile values reach the services', async () => {
    const refused: string[] = [];
    for (const op of operations) {
      const key = `${op.method} ${op.path}`;
      if (!(key in examples)) continue;
      sent += 1;
      const res = await t.app.inject({
        method: op.method as 'POST',
        url: urlOf(op),
        payload: JSON.stringify(baseOf(op)),
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        remoteAddress: freshIp(),
      });
      if (res.json().code === 'VALIDATION_FAILED') refused.push(`${key}: ${res.body}`);
    }
    expect(refused).toEqual([]);
  });

  it('answers every hostile request below 500, every refusal with a code', async () => {
    expect(operations.length).toBeGreaterThan(30);
    for (const op of operations) {
      if (op.method !== 'GET') await fuzzBody(op);
      if (op.multipart) await fuzzUpload(op);
      await fuzzQuery(op);
      await fuzzPath(op);
    }
    expect(failures).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // Some 15,000 requests, one after another: about a minute on a quiet machine, and more
    // than three on a loaded 2-core one. The time is the load's, not the app's.
  }, 900_000);

  it('sent every hostile value to every route and method of the document', () => {
    // A body takes each value at its root and at each of its fields; a query each parameter.
    const short = operations
      .filter((op) => {
        const fields = op.body ? jsonPaths(baseOf(op)).length : op.method === 'GET' ? 0 : 1;
        const least = fields * hostileJson.length + op.queryParams.length * hostileUrlValues.length;
        return (requestsPerOperation.get(`${op.method} ${op.path}`) ?? 0) < Math.max(least, 1);
      })
      .map((op) => `${op.method} ${op.path}`);
    expect(short).toEqual([]);
  });

  it('is still ready afterwards', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/ready' });
    expect(res.statusCode).toBe(200);
  });
});
