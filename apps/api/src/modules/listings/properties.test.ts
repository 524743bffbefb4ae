import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createOwner } from '../../test/listing-fixtures';
import { issueSaying } from '../../test/field-issues';
import {
  amenities,
  api,
  description,
  location,
  longText,
  seeded,
  specifications,
} from './listings.fixtures';

describe('properties through the wizard sections', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let owner: ReturnType<typeof api>;
  let other: ReturnType<typeof api>;

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await createTestApp({ env: { SMTP_URL: mail.url } });
    owner = api(t.app, (await createOwner(t.app, mail)).token);
    other = api(t.app, (await createOwner(t.app, mail)).token);
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  async function createProperty() {
    const res = await owner.post('/properties', location);
    expect(res.statusCode).toBe(201);
    return res.json().data as { id: string };
  }

  const details = (res: { json(): { details?: Array<{ path: string; message: string }> } }) =>
    res.json().details ?? [];

  it('creates a Pending property from the location step', async () => {
    const res = await owner.post('/properties', location);
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      status: 'pending',
      completedSections: ['location'],
      specifications: null,
      bookingsCount: 0,
      location: { countryCode: 'SA', cityId: seeded.riyadh, floorNumber: 3, totalFloors: 10 },
    });
    expect(data.location.pointsOfInterest).toEqual([
      expect.objectContaining({
        label: 'جامع الراجحي',
        distanceValue: 1.5,
        distanceUnitId: seeded.km,
      }),
    ]);
    expect(data.owner.name).toBe('Sara Alharbi');
  });

  it.each([
    [
      'floor above total floors',
      { floorNumber: 11, totalFloors: 10 },
      'body.floorNumber',
      'Floor number cannot exceed total floors',
    ],
    ['missing address', { address: '' }, 'body.address', 'This field is required'],
    ['floor as text', { floorNumber: '3' }, 'body.floorNumber', 'Must be a number'],
    ['unknown city', { cityId: 999_999 }, 'body.cityId', 'Unknown value'],
    ['unknown country', { countryCode: 'XX' }, 'body.countryCode', 'Unknown value'],
    [
      'letters as a Saudi postal code',
      { postalCode: 'abc' },
      'body.postalCode',
      'A Saudi postal code is 5 digits',
    ],
    [
      'a latitude past 90 (not clamped)',
      { latitude: 221.5, longitude: 46.6 },
      'body.latitude',
      'Latitude must be between -90 and 90',
    ],
  ])('refuses a location with %s', async (_name, change, path, message) => {
    const res = await owner.post('/properties', { ...location, ...change });
    expect(res.statusCode).toBe(400);
    expect(details(res)).toContainEqual(issueSaying(path, message));
  });

  it('accepts the floor equal to the total floors', async () => {
    expect((await owner.post('/properties', { ...location, floorNumber: 10 })).statusCode).toBe(
      201,
    );
  });

  it('saves specifications, amenities and description section by section', async () => {
    const { id } = await createProperty();
    const specs = await owner.put(`/properties/${id}/specifications`, specifications);
    expect(specs.statusCode).toBe(200);
    expect(specs.json().data.specifications).toMatchObject({
      name: specifications.name,
      bathrooms: 1.5,
      areaSqf: 1291.67,
    });
    const rooms = await owner.put(`/properties/${id}/amenities`, amenities);
    expect(rooms.statusCode).toBe(200);
    expect(rooms.json().data.amenities.rooms).toHaveLength(3);
    const desc = await owner.put(`/properties/${id}/description`, description);
    expect(desc.statusCode).toBe(200);
    const { data } = (await owner.get(`/properties/${id}`)).json();
    expect(data.completedSections).toEqual([
      'amenities',
      'description',
      'location',
      'specifications',
    ]);
    expect(data.description.ar.headline).toBe('إطلالة على برج المملكة');
    expect(data.description.availableFrom).toBe('2026-12-01');
  });

  it.each([
    [
      'sleep not above guests',
      { sleep: 2, guests: 2 },
      'body.sleep',
      'Max guests must exceed minimum occupancy',
    ],
    ['bedrooms below 1', { bedrooms: 0 }, 'body.bedrooms', 'Must be at least 1'],
    ['three decimals', { bathrooms: 1.555 }, 'body.bathrooms', 'At most 2 decimals allowed'],
    ['too many toilets', { toilets: 51 }, 'body.toilets', 'This value is too large'],
    ['area as text', { areaM2: 'big' }, 'body.areaM2', 'Must be a number'],
    ['missing name', { name: '' }, 'body.name', 'This field is required'],
    ['unknown type', { propertyTypeId: 999_999 }, 'body.propertyTypeId', 'Unknown value'],
  ])('refuses specifications with %s', async (_name, change, path, message) => {
    const { id } = await createProperty();
    const res = await owner.put(`/properties/${id}/specifications`, {
      ...specifications,
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(details(res)).toContainEqual(issueSaying(path, message));
    expect((await owner.get(`/properties/${id}`)).json().data.specifications).toBeNull();
  });

  it('accepts room counts with two decimals and at the bounds 1 and 50', async () => {
    const { id } = await createProperty();
    const res = await owner.put(`/properties/${id}/specifications`, {
      ...specifications,
      bedrooms: 1,
      toilets: 50,
      bathrooms: 2.25,
    });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    [
      'no amenity',
      { ...amenities, amenityIds: [] },
      'body.amenityIds',
      'Select at least one amenity',
    ],
    ['no room', { ...amenities, rooms: [] }, 'body.rooms', 'Add at least one room'],
    [
      'a room without amenities',
      {
        ...amenities,
        rooms: [...amenities.rooms, { compositionId: seeded.bathroom, amenityIds: [] }],
      },
      'body.rooms.3.amenityIds',
      'A room needs a composition and amenities',
    ],
    [
      'no bathroom',
      { ...amenities, rooms: amenities.rooms.slice(0, 2) },
      'body.rooms',
      'Add at least one bathroom and one bedroom',
    ],
    [
      'a bedroom without a bed',
      {
        ...amenities,
        rooms: [{ compositionId: seeded.bedroom, amenityIds: [seeded.shower] }, ...amenities.rooms],
      },
      'body.rooms.0.amenityIds',
      'A bedroom needs a bed',
    ],
    [
      'fewer bedrooms than the property has',
      {
        ...amenities,
        rooms: [
          { compositionId: seeded.bedroom, amenityIds: [seeded.kingBed, seeded.kingBed] },
          amenities.rooms[2]!,
        ],
      },
      'body.rooms',
      'Add a bedroom for each bedroom of the property',
    ],
    [
      'beds that sleep fewer than the maximum guests',
      {
        ...amenities,
        rooms: [
          { compositionId: seeded.bedroom, amenityIds: [seeded.singleBed] },
          { compositionId: seeded.bedroom, amenityIds: [seeded.singleBed] },
          amenities.rooms[2]!,
        ],
      },
      'body.rooms',
      'The beds must sleep at least the maximum guests',
    ],
    [
      'an unknown amenity',
      { ...amenities, amenityIds: [999_999] },
      'body.amenityIds',
      'Unknown value',
    ],
  ])('refuses amenities with %s', async (_name, body, path, message) => {
    const { id } = await createProperty();
    await owner.put(`/properties/${id}/specifications`, specifications);
    const res = await owner.put(`/properties/${id}/amenities`, body);
    expect(res.statusCode).toBe(400);
    expect(details(res)).toContainEqual(issueSaying(path, message));
    expect((await owner.get(`/properties/${id}`)).json().data.amenities.rooms).toEqual([]);
  });

  it('takes a description of 400 characters and refuses 399', async () => {
    const { id } = await createProperty();
    const short = await owner.put(`/properties/${id}/description`, {
      ...description,
      ar: { ...description.ar, description: longText(399) },
    });
    expect(short.statusCode).toBe(400);
    expect(details(short)).toContainEqual({
      path: 'body.ar.description',
      code: 'descriptionMin400',
      message: 'Description must be at least 400 characters',
    });
    expect((await owner.put(`/properties/${id}/description`, description)).statusCode).toBe(200);
  });

  it('takes a space of 80 characters and refuses 81', async () => {
    const { id } = await createProperty();
    const long = await owner.put(`/properties/${id}/description`, {
      ...description,
      en: { description: 'x'.repeat(400), space: 'y'.repeat(81) },
    });
    expect(long.statusCode).toBe(400);
    expect(details(long)).toContainEqual({
      path: 'body.en.space',
      code: 'max80',
      message: 'Maximum 80 characters allowed',
    });
  });

  it('asks for the description in at least one language', async () => {
    const { id } = await createProperty();
    const res = await owner.put(`/properties/${id}/description`, { ar: {}, en: {} });
    expect(details(res)).toContainEqual({
      path: 'body.ar.description',
      code: 'descriptionRequired',
      message: 'Add the description in Arabic or English',
    });
  });

  it('answers 404 for another account’s property on every route, and changes nothing', async () => {
    const { id } = await createProperty();
    const attempts = [
      other.get(`/properties/${id}`),
      other.put(`/properties/${id}/location`, location),
      other.put(`/properties/${id}/specifications`, specifications),
      other.put(`/properties/${id}/amenities`, amenities),
      other.put(`/properties/${id}/description`, description),
      other.delete(`/properties/${id}`),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
      expect(res.body).not.toContain(location.address);
    }
    const mine = (await owner.get(`/properties/${id}`)).json().data;
    expect(mine.completedSections).toEqual(['location']);
  });

  it('answers 404 for an id that does not exist and 400 for one that is not an id', async () => {
    expect((await owner.get('/properties/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    expect((await owner.get('/properties/not-an-id')).statusCode).toBe(400);
  });

  it('needs a signed-in account', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/listings' });
    expect(res.statusCode).toBe(401);
    // Authentication comes before validation: an anonymous caller learns nothing of the rules.
    const invalid = await t.app.inject({ method: 'POST', url: '/api/v1/properties', payload: {} });
    expect(invalid.statusCode).toBe(401);
  });

  it('deletes a property of the owner', async () => {
    const { id } = await createProperty();
    expect((await owner.delete(`/properties/${id}`)).statusCode).toBe(200);
    expect((await owner.get(`/properties/${id}`)).statusCode).toBe(404);
  });
});
