import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createOwner } from '../../test/listing-fixtures';
import { jpegImage, multipartFile } from '../../test/test-images';
import { issueSaying } from '../../test/field-issues';
import { api, location, seeded, specifications } from './listings.fixtures';

describe('buildings', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let token: string;
  let otherToken: string;
  let owner: ReturnType<typeof api>;
  let other: ReturnType<typeof api>;

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ env: { SMTP_URL: mail.url } });
    token = (await createOwner(t.app, mail)).token;
    owner = api(t.app, token);
    otherToken = (await createOwner(t.app, mail)).token;
    other = api(t.app, otherToken);
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  async function uploadBuildingPhoto(as = token): Promise<string> {
    const { payload, headers } = multipartFile(await jpegImage(1200, 900));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/building-photo',
      payload,
      headers: { ...headers, authorization: `Bearer ${as}` },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data.photoKey;
  }

  const building = (photoKey: string) => ({
    name: 'برج النخيل',
    propertyTypeId: seeded.apartment,
    photoKey,
    destinations: [{ label: 'Riyadh Park', distanceValue: 2, distanceUnitId: seeded.km }],
    unitTypes: [
      { name: 'Studio', quantity: 12 },
      { name: 'Two-bedroom', quantity: 6 },
    ],
  });

  it('creates a building with its photo, destinations and two unit types', async () => {
    const photoKey = await uploadBuildingPhoto();
    const res = await owner.post('/buildings', building(photoKey));
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(
      data.unitTypes.map((u: { name: string; quantity: number }) => [u.name, u.quantity]),
    ).toEqual([
      ['Studio', 12],
      ['Two-bedroom', 6],
    ]);
    expect(data.photoUrls.thumb).toBe(`/media/${photoKey}/thumb.webp`);
    expect((await t.app.inject({ method: 'GET', url: data.photoUrls.thumb })).statusCode).toBe(200);
    expect(data.destinations).toHaveLength(1);
    expect(data.properties).toEqual([]);
  });

  it.each([
    [
      'no unit type',
      (b: ReturnType<typeof building>) => ({ ...b, unitTypes: [] }),
      'body.unitTypes',
      'Add at least one unit type',
    ],
    [
      'a quantity of 0',
      (b: ReturnType<typeof building>) => ({ ...b, unitTypes: [{ name: 'Studio', quantity: 0 }] }),
      'body.unitTypes.0.quantity',
      'Quantity must be greater than 0',
    ],
    [
      'no photo',
      (b: ReturnType<typeof building>) => ({ ...b, photoKey: '' }),
      'body.photoKey',
      'A photo is required',
    ],
    [
      'a photo that was never uploaded',
      (b: ReturnType<typeof building>) => ({ ...b, photoKey: 'AAAAAAAAAAAAAAAAAAAAAA' }),
      'body.photoKey',
      'A photo is required',
    ],
    [
      'no name',
      (b: ReturnType<typeof building>) => ({ ...b, name: ' ' }),
      'body.name',
      'This field is required',
    ],
  ])('refuses a building with %s', async (_name, change, path, message) => {
    const res = await owner.post('/buildings', change(building(await uploadBuildingPhoto())));
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual(issueSaying(path, message));
  });

  it('updates a building and lists the properties that belong to it', async () => {
    const created = (await owner.post('/buildings', building(await uploadBuildingPhoto()))).json()
      .data;
    const property = (await owner.post('/properties', location)).json().data;
    const specs = await owner.put(`/properties/${property.id}/specifications`, {
      ...specifications,
      buildingId: created.id,
    });
    expect(specs.statusCode).toBe(200);
    const updated = await owner.put(`/buildings/${created.id}`, {
      ...building(created.photoKey),
      name: 'برج النخيل ٢',
      unitTypes: [{ name: 'Penthouse', quantity: 2 }],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      name: 'برج النخيل ٢',
      unitTypes: [expect.objectContaining({ name: 'Penthouse', quantity: 2 })],
      properties: [{ id: property.id, name: specifications.name, status: 'pending' }],
    });
  });

  it('refuses to attach a property to another account’s building', async () => {
    const theirs = await other.post('/buildings', building(await uploadBuildingPhoto(otherToken)));
    expect(theirs.statusCode).toBe(201);
    const property = (await owner.post('/properties', location)).json().data;
    const res = await owner.put(`/properties/${property.id}/specifications`, {
      ...specifications,
      buildingId: theirs.json().data.id,
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers 404 for another account’s building on every route', async () => {
    const created = (await owner.post('/buildings', building(await uploadBuildingPhoto()))).json()
      .data;
    for (const res of [
      await other.get(`/buildings/${created.id}`),
      await other.put(`/buildings/${created.id}`, building(created.photoKey)),
      await other.delete(`/buildings/${created.id}`),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await owner.get(`/buildings/${created.id}`)).json().data.name).toBe('برج النخيل');
  });

  it('deletes a building and its stored photo', async () => {
    const created = (await owner.post('/buildings', building(await uploadBuildingPhoto()))).json()
      .data;
    expect((await owner.delete(`/buildings/${created.id}`)).statusCode).toBe(200);
    expect((await owner.get(`/buildings/${created.id}`)).statusCode).toBe(404);
    // The files go by a job that the deleting transaction enqueued.
    await t.app.jobs.drain();
    expect((await t.app.inject({ method: 'GET', url: created.photoUrls.thumb })).statusCode).toBe(
      404,
    );
  });
});
