import sharp from 'sharp';
import type { RunningApp } from './app-server';
import { dayFromToday } from './properties';
import { apiCall, type Session } from './session';

/** Seeded definitions (apps/api/src/modules/definitions/definitions.seed.*.ts). */
const seeded = {
  riyadh: 3001,
  apartment: 101,
  wifi: 501,
  bedroom: 6,
  bathroom: 2,
  kingBed: 801,
  shower: 821,
  bedroomType: 201,
  bathroomType: 202,
  exteriorType: 207,
  cleaningFee: 10_001,
  mada: 10_104,
} as const;

const description =
  'شقة مفروشة بالكامل في حي الملقا بالرياض، قريبة من المطاعم والمقاهي ومراكز التسوق. ' +
  'تضم غرفة نوم واسعة بسرير كبير، وحمّامًا حديثًا بدش، ومطبخًا مجهزًا بكل ما يحتاجه الضيف. ' +
  'الشقة في الطابق الثاني من مبنى هادئ بمصعد وموقف سيارات خاص، والإنترنت السريع والتكييف متوفران ' +
  'في كل الغرف. يسهل الوصول منها إلى طريق الملك سلمان ومحطة المترو، وهي مناسبة للأزواج ولرجال ' +
  'الأعمال في الزيارات القصيرة والطويلة على حد سواء. تسجيل الدخول ذاتي في أي وقت.';

/** A JPEG above the 1024x768 minimum, in a colour of its own. */
function photo(index: number): Promise<Buffer> {
  return sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: 40 * index, g: 120, b: 90 } },
  })
    .jpeg({ quality: 70 })
    .toBuffer();
}

/**
 * A property through the listing steps (location, five photos, specifications, amenities,
 * description) made through the API, as the wizard leaves it before Property Booking.
 */
export async function listedProperty(
  app: RunningApp,
  session: Session,
  name: string,
): Promise<string> {
  const { id } = await apiCall<{ id: string }>(app, session, 'POST', '/properties', {
    countryCode: 'SA',
    cityId: seeded.riyadh,
    address: 'طريق الملك سلمان، حي الملقا',
    postalCode: '13521',
    floorNumber: 2,
    totalFloors: 5,
    pointsOfInterest: [],
  });
  const photos: Array<{ id: string }> = [];
  for (let index = 0; index < 5; index += 1) {
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(await photo(index))], { type: 'image/jpeg' }),
      `p${index}.jpg`,
    );
    const response = await fetch(`${app.url}/api/v1/properties/${id}/photos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.token}` },
      body: form,
    });
    if (response.status !== 201) throw new Error(`photo upload: ${await response.text()}`);
    photos.push(((await response.json()) as { data: { id: string } }).data);
  }
  await apiCall(app, session, 'PUT', `/properties/${id}/photos`, {
    photos: photos.map((entry, index) => ({
      id: entry.id,
      description: `صورة ${index + 1}`,
      imageTypeIds: [
        index === 0 ? seeded.bedroomType : index === 1 ? seeded.bathroomType : seeded.exteriorType,
      ],
      position: index,
      isMain: index === 0,
    })),
  });
  await apiCall(app, session, 'PUT', `/properties/${id}/specifications`, {
    propertyTypeId: seeded.apartment,
    name,
    internalName: name,
    multiUnit: false,
    areaM2: 90,
    areaSqf: 968.75,
    sleep: 2,
    guests: 1,
    bedrooms: 1,
    bathrooms: 1,
    toilets: 1,
  });
  await apiCall(app, session, 'PUT', `/properties/${id}/amenities`, {
    amenityIds: [seeded.wifi],
    rooms: [
      { compositionId: seeded.bedroom, amenityIds: [seeded.kingBed] },
      { compositionId: seeded.bathroom, amenityIds: [seeded.shower] },
    ],
  });
  await apiCall(app, session, 'PUT', `/properties/${id}/description`, {
    ar: { description },
    en: { description: '' },
  });
  return id;
}

/** The eight Property Booking sections saved through the API. */
export async function addTermsThroughApi(app: RunningApp, session: Session, id: string) {
  const put = (section: string, body: unknown) =>
    apiCall(app, session, 'PUT', `/properties/${id}/${section}`, body);
  await put('charge-profile', {
    fees: [
      {
        kind: 'fee',
        typeId: seeded.cleaningFee,
        discriminator: 'per_stay',
        value: 15_000,
        collectionTime: 'at_booking',
      },
    ],
    downPayment: { type: 'percentage', percentage: 3_000 },
    securityDeposit: { type: 'amount', amount: 50_000 },
  });
  await put('check-in-out', {
    checkInLocation: 'self_check_in',
    checkInFrom: '15:00',
    checkInTo: '23:00',
    checkOutTime: '12:00',
    earlyLateRanges: [{ feeType: 'late_check_out', from: '12:00', to: '14:00', cost: 5_000 }],
  });
  await apiCall(app, session, 'POST', `/properties/${id}/seasons`, {
    seasonName: 'Winter',
    dailyPrice: 45_000,
    extraGuestPrice: 0,
    guests: 1,
    minStay: 1,
    maxStay: 30,
    dateFrom: dayFromToday(1),
    dateTo: dayFromToday(60),
  });
  await put('availability', {
    basePrice: 40_000,
    minNights: 1,
    maxNights: 30,
    preparationHours: 0,
    openFrom: dayFromToday(0),
    openUntil: dayFromToday(365),
  });
  await put('arrival', {
    landlordName: 'Noura',
    landlordEmail: 'noura@example.com',
    landlordContact: '+966501234567',
    arrivalContactHours: 24,
    arrivalInstructions: [{ language: 'en', howToArrive: 'North gate, second floor.' }],
  });
  await put('payment-methods', { methods: [{ methodId: seeded.mada }] });
  await put('terms', { terms: [{ language: 'en', url: 'https://example.com/terms' }] });
  await put('cancellation-policies', {
    policies: [{ fromDays: 0, toDays: 7, penaltyPercent: 10_000 }],
  });
}

/**
 * A published property (every listing step and the eight Property Booking sections through
 * the API, then `POST /properties/:id/publish`), for journeys that start from a listing on
 * the owner's site. Its owner needs a plan (`subscribeThroughApi`).
 */
export async function publishedProperty(
  app: RunningApp,
  session: Session,
  name: string,
): Promise<string> {
  const id = await listedProperty(app, session, name);
  await addTermsThroughApi(app, session, id);
  await apiCall(app, session, 'POST', `/properties/${id}/publish`, {});
  return id;
}
