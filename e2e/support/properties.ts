import type { RunningApp } from './app-server';
import { apiCall, type Session } from './session';

/** Seeded definitions (apps/api/src/modules/definitions/definitions.seed.*.ts). */
export const seeded = { riyadh: 3001, apartment: 101 } as const;

/** The day `days` after today in Riyadh (the properties' time zone), as YYYY-MM-DD. */
export function dayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * A property in Riyadh that takes bookings from today for a year at 400 SAR a night, made
 * through the API (its owner needs a plan: `subscribeThroughApi`); with `penaltyPercent`, a
 * cancellation policy charging that share (basis points) from the day of arrival on.
 */
export async function bookableProperty(
  app: RunningApp,
  session: Session,
  name: string,
  options: { penaltyPercent?: number } = {},
): Promise<string> {
  const { id } = await apiCall<{ id: string }>(app, session, 'POST', '/properties', {
    countryCode: 'SA',
    cityId: seeded.riyadh,
    address: 'طريق الملك فهد، حي العليا',
    postalCode: '12214',
    floorNumber: 3,
    totalFloors: 8,
    pointsOfInterest: [],
  });
  const put = (section: string, body: unknown) =>
    apiCall(app, session, 'PUT', `/properties/${id}/${section}`, body);
  await put('specifications', {
    propertyTypeId: seeded.apartment,
    name,
    internalName: name,
    multiUnit: false,
    areaM2: 90,
    areaSqf: 968.75,
    sleep: 4,
    guests: 1,
    bedrooms: 1,
    bathrooms: 1,
    toilets: 1,
  });
  await put('availability', {
    basePrice: 40_000,
    minNights: 1,
    maxNights: 30,
    preparationHours: 0,
    openFrom: dayFromToday(0),
    openUntil: dayFromToday(365),
  });
  if (options.penaltyPercent !== undefined) {
    await put('cancellation-policies', {
      policies: [{ fromDays: 0, toDays: 30, penaltyPercent: options.penaltyPercent }],
    });
  }
  return id;
}
