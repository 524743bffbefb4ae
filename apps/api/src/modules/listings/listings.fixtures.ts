import type { FastifyInstance } from 'fastify';

/** Seeded definition ids (fixed by the seed: see modules/definitions). */
export const seeded = {
  riyadh: 3001,
  jeddah: 3021,
  apartment: 101,
  villa: 102,
  wifi: 501,
  airConditioning: 502,
  kingBed: 801,
  singleBed: 804,
  shower: 821,
  bathroom: 2,
  bedroom: 6,
  km: 302,
  mosque: 401,
} as const;

export const location = {
  countryCode: 'SA',
  cityId: seeded.riyadh,
  address: 'طريق الملك فهد، حي العليا',
  postalCode: '12211',
  floorNumber: 3,
  totalFloors: 10,
  latitude: 24.7136,
  longitude: 46.6753,
  pointsOfInterest: [
    { label: 'جامع الراجحي', kindId: seeded.mosque, distanceValue: 1.5, distanceUnitId: seeded.km },
  ],
};

export const specifications = {
  propertyTypeId: seeded.apartment,
  name: 'شقة العليا الفاخرة',
  internalName: 'OLAYA-301',
  shortName: 'Olaya 301',
  multiUnit: false,
  areaM2: 120,
  areaSqf: 1291.67,
  sleep: 4,
  guests: 1,
  bedrooms: 2,
  bathrooms: 1.5,
  toilets: 1,
};

export const amenities = {
  amenityIds: [seeded.wifi, seeded.airConditioning],
  rooms: [
    { compositionId: seeded.bedroom, amenityIds: [seeded.kingBed] },
    { compositionId: seeded.bedroom, amenityIds: [seeded.kingBed] },
    { compositionId: seeded.bathroom, amenityIds: [seeded.shower] },
  ],
};

export const longText = (length: number) => 'ن'.repeat(length);

export const description = {
  ar: { description: longText(400), space: longText(80), headline: 'إطلالة على برج المملكة' },
  en: { description: '', space: '' },
  availableFrom: '2026-12-01',
};

export function api(app: FastifyInstance, token: string) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: object) => call('POST', url, payload),
    put: (url: string, payload: object) => call('PUT', url, payload),
    delete: (url: string) => call('DELETE', url),
  };
}
