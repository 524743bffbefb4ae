import { sql } from 'drizzle-orm';
import { addDays, compareDates, type IsoDate } from '@nuzul/shared/dates';
import { bookingSourceIds } from '@nuzul/shared/definitions';
import type { Database } from '../db/client';
import { bookingHistory, bookings, calendarHolds } from '../db/schema/bookings';
import { demoTerms } from './demo-terms';

/** Guests of the demo's bookings, from Saudi Arabia and the Gulf. */
const guests = [
  { firstName: 'سارة', lastName: 'الحربي', email: 'sara.alharbi', language: 'ar', country: 'SA' },
  {
    firstName: 'Faisal',
    lastName: 'Alotaibi',
    email: 'faisal.alotaibi',
    language: 'en',
    country: 'SA',
  },
  {
    firstName: 'ريم',
    lastName: 'الزهراني',
    email: 'reem.alzahrani',
    language: 'ar',
    country: 'SA',
  },
  {
    firstName: 'Khalid',
    lastName: 'Almansouri',
    email: 'khalid.almansouri',
    language: 'en',
    country: 'AE',
  },
  {
    firstName: 'نورة',
    lastName: 'الدوسري',
    email: 'noura.aldosari',
    language: 'ar',
    country: 'SA',
  },
  {
    firstName: 'Yousef',
    lastName: 'Alsabah',
    email: 'yousef.alsabah',
    language: 'en',
    country: 'KW',
  },
  { firstName: 'لمى', lastName: 'الشهري', email: 'lama.alshehri', language: 'ar', country: 'SA' },
  {
    firstName: 'عبدالله',
    lastName: 'القحطاني',
    email: 'abdullah.alqahtani',
    language: 'ar',
    country: 'SA',
  },
] as const;

const sources = [
  bookingSourceIds.direct,
  bookingSourceIds.airbnb,
  bookingSourceIds.booking_com,
  bookingSourceIds.gathern,
  bookingSourceIds.phone,
  bookingSourceIds.airbnb,
  bookingSourceIds.gathern,
];

export interface DemoStay {
  propertyId: string;
  dateFrom: IsoDate;
  dateTo: IsoDate;
  status: 'confirmed' | 'pending' | 'cancelled';
  guests: number;
  guestPrice: number;
  priceToYou: number;
  bookingSourceId: number;
  guest: (typeof guests)[number];
}

/**
 * The demo properties' stays over the past 12 months and the next 2: one after another on
 * each property, 2 to 5 nights with 14 to 25 free days between, every seventh cancelled and
 * every ninth still pending, priced at the property's base price a night (its high season's
 * for the months to come), 85 % to the owner. The same for the same day: no randomness.
 */
export function demoStays(
  properties: Array<{ id: string; key: string }>,
  today: IsoDate,
): DemoStay[] {
  const stays: DemoStay[] = [];
  let n = 0;
  for (const [index, property] of properties.entries()) {
    const terms = demoTerms(property.key, today);
    let day = addDays(today, -365 + index * 3);
    const end = addDays(today, 61);
    while (compareDates(day, end) < 0) {
      n += 1;
      const nights = 2 + ((n * 7 + index) % 4);
      const dateTo = addDays(day, nights);
      const future = compareDates(day, today) >= 0;
      // A stay that would start before today and end after it is left out: the past ones are
      // history, the rest are booked through the API from today on.
      if (future || compareDates(dateTo, today) <= 0) {
        const night = future ? terms.season.dailyPrice : terms.availability.basePrice;
        const guestPrice = night * nights;
        stays.push({
          propertyId: property.id,
          dateFrom: day,
          dateTo,
          status: n % 7 === 0 ? 'cancelled' : n % 9 === 0 ? 'pending' : 'confirmed',
          guests: 1 + (n % 3),
          guestPrice,
          priceToYou: Math.round(guestPrice * 0.85),
          bookingSourceId: sources[n % sources.length]!,
          guest: guests[n % guests.length]!,
        });
      }
      day = addDays(dateTo, 14 + ((n * 5) % 12));
    }
  }
  return stays;
}

/** The guest section of a booking, as the booking form sends it. */
export function demoGuest(stay: DemoStay, n: number) {
  return {
    firstName: stay.guest.firstName,
    lastName: stay.guest.lastName,
    nationality: stay.guest.country,
    passportNumber: null,
    address: 'حي النخيل 12',
    postalCode: '12384',
    country: stay.guest.country,
    language: stay.guest.language,
    email: `${stay.guest.email}${n}@example.sa`,
    skype: null,
    phone: '+966501234567',
    mobile: '0551234567',
    fax: null,
  };
}

/**
 * Stays of the past, which the API refuses, written as the bookings module would have
 * left them: the booking, its calendar hold unless cancelled, and its history (made about a
 * month before arrival, cancelled ten days before), all in one transaction.
 */
export async function insertPastStays(db: Database, ownerId: string, stays: DemoStay[]) {
  await db.transaction(async (tx) => {
    for (const [n, stay] of stays.entries()) {
      const createdAt = new Date(`${addDays(stay.dateFrom, -30)}T09:00:00Z`);
      const cancelledAt =
        stay.status === 'cancelled' ? new Date(`${addDays(stay.dateFrom, -10)}T09:00:00Z`) : null;
      const guest = demoGuest(stay, n);
      const [row] = await tx
        .insert(bookings)
        .values({
          ownerId,
          propertyId: stay.propertyId,
          unitNo: 1,
          status: stay.status,
          dateFrom: stay.dateFrom,
          dateTo: stay.dateTo,
          guests: stay.guests,
          guestPrice: stay.guestPrice,
          alreadyPaid: stay.status === 'cancelled' ? 0 : stay.guestPrice,
          priceToYou: stay.priceToYou,
          bookingSourceId: stay.bookingSourceId,
          guestFirstName: guest.firstName,
          guestLastName: guest.lastName,
          guestNationality: guest.nationality,
          guestAddress: guest.address,
          guestPostalCode: guest.postalCode,
          guestCountry: guest.country,
          guestLanguage: guest.language,
          guestEmail: guest.email,
          guestPhone: guest.phone,
          guestMobile: guest.mobile,
          cancelledAt,
          createdAt,
          updatedAt: cancelledAt ?? createdAt,
        })
        .returning({ id: bookings.id });
      if (stay.status !== 'cancelled') {
        await tx.insert(calendarHolds).values({
          propertyId: stay.propertyId,
          unitNo: 1,
          nights:
            sql`daterange(${stay.dateFrom}::date, ${stay.dateTo}::date, '[)')` as unknown as string,
          kind: 'booking',
          bookingId: row!.id,
          createdAt,
        });
      }
      await tx
        .insert(bookingHistory)
        .values({ bookingId: row!.id, kind: 'created', at: createdAt });
      if (cancelledAt) {
        await tx
          .insert(bookingHistory)
          .values({ bookingId: row!.id, kind: 'cancelled', at: cancelledAt });
      }
    }
  });
}
