import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POINTS_OF_INTEREST_MAX, UNIT_TYPES_MAX } from '@nuzul/shared/listings';
import { buildingUnitTypes, pointsOfInterest } from '../../db/schema/index';
import { createOwner } from '../../test/listing-fixtures';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { jpegImage, multipartFile } from '../../test/test-images';
import { api, location, seeded } from './listings.fixtures';

/**
 * Points of interest and unit types are saved as whole lists of at most N. Saves sent
 * together run one after the other, so the stored list is one request's list, never two.
 */
describe('list caps of properties and buildings under concurrent saves', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let token: string;
  let owner: ReturnType<typeof api>;

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ env: { SMTP_URL: mail.url } });
    token = (await createOwner(t.app, mail)).token;
    owner = api(t.app, token);
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  const points = (request: number, count: number) =>
    Array.from({ length: count }, (_, i) => ({
      label: `Place ${request}.${i}`,
      kindId: seeded.mosque,
      distanceValue: i + 1,
      distanceUnitId: seeded.km,
    }));
  const unitTypes = (request: number, count: number) =>
    Array.from({ length: count }, (_, i) => ({ name: `Unit ${request}.${i}`, quantity: 1 }));

  /** The request number in labels like "Place 7.3": which save the stored list came from. */
  const sources = (labels: string[]) => new Set(labels.map((label) => label.split(/[ .]/)[1]));

  async function uploadBuildingPhoto(): Promise<string> {
    const { payload, headers } = multipartFile(await jpegImage(1024, 768));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/building-photo',
      payload,
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data.photoKey;
  }

  it(`refuses ${POINTS_OF_INTEREST_MAX + 1} points of interest and takes ${POINTS_OF_INTEREST_MAX}`, async () => {
    const over = await owner.post('/properties', {
      ...location,
      pointsOfInterest: points(0, POINTS_OF_INTEREST_MAX + 1),
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().details).toContainEqual({
      path: 'body.pointsOfInterest',
      code: 'tooLarge',
      message: 'This value is too large',
    });
    const full = await owner.post('/properties', {
      ...location,
      pointsOfInterest: points(0, POINTS_OF_INTEREST_MAX),
    });
    expect(full.statusCode).toBe(201);
  });

  it(`keeps ${POINTS_OF_INTEREST_MAX} points of interest after 50 location saves of ${POINTS_OF_INTEREST_MAX} sent together`, async () => {
    const { id } = (await owner.post('/properties', location)).json().data;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, request) =>
        owner.put(`/properties/${id}/location`, {
          ...location,
          pointsOfInterest: points(request, POINTS_OF_INTEREST_MAX),
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array<number>(50).fill(200));
    const stored = await t.database.db
      .select({ label: pointsOfInterest.label })
      .from(pointsOfInterest)
      .where(eq(pointsOfInterest.propertyId, id));
    expect(stored).toHaveLength(POINTS_OF_INTEREST_MAX);
    expect(sources(stored.map((row) => row.label)).size).toBe(1);
  });

  it(`keeps ${UNIT_TYPES_MAX} unit types and ${POINTS_OF_INTEREST_MAX} destinations after 20 building saves sent together`, async () => {
    const building = (request: number, photoKey: string) => ({
      name: 'برج الريم',
      propertyTypeId: seeded.apartment,
      photoKey,
      destinations: points(request, POINTS_OF_INTEREST_MAX),
      unitTypes: unitTypes(request, UNIT_TYPES_MAX),
    });
    const photoKey = await uploadBuildingPhoto();
    const created = await owner.post('/buildings', building(0, photoKey));
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, request) =>
        owner.put(`/buildings/${id}`, building(request + 1, photoKey)),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array<number>(20).fill(200));
    const units = await t.database.db
      .select({ name: buildingUnitTypes.name })
      .from(buildingUnitTypes)
      .where(eq(buildingUnitTypes.buildingId, id));
    const destinations = await t.database.db
      .select({ label: pointsOfInterest.label })
      .from(pointsOfInterest)
      .where(eq(pointsOfInterest.buildingId, id));
    expect(units).toHaveLength(UNIT_TYPES_MAX);
    expect(destinations).toHaveLength(POINTS_OF_INTEREST_MAX);
    expect(sources(units.map((row) => row.name)).size).toBe(1);
    expect(sources(destinations.map((row) => row.label)).size).toBe(1);
  });

  it(`refuses ${UNIT_TYPES_MAX + 1} unit types`, async () => {
    const res = await owner.post('/buildings', {
      name: 'برج الريم',
      propertyTypeId: seeded.apartment,
      photoKey: await uploadBuildingPhoto(),
      destinations: [],
      unitTypes: unitTypes(0, UNIT_TYPES_MAX + 1),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({
      path: 'body.unitTypes',
      code: 'tooLarge',
      message: 'This value is too large',
    });
  });
});
