import { bookingInput, type Booking } from '@nuzul/shared/bookings';
import { bookingSourceIds } from '@nuzul/shared/definitions';
import { describe, expect, it } from 'vitest';
import { bookingBody, bookingValues, formFieldOf, newBookingValues } from './form-values';

const property = '00000000-0000-4000-8000-000000000001';

describe('a new booking’s form', () => {
  it('takes the calendar’s property and nights (to = the day after the last chosen day)', () => {
    const values = newBookingValues(
      new URLSearchParams(`property=${property}&from=2026-03-12&to=2026-03-15`),
      'ar',
    );
    expect(values.propertyId).toBe(property);
    expect(values.stay).toEqual(['2026-03-12', '2026-03-15']);
    expect(values.status).toBe('confirmed');
    expect(values.bookingSourceId).toBe(bookingSourceIds.direct);
    expect(values.guest.language).toBe('ar');
  });

  it('ignores a stay of no night or a day that is not one', () => {
    const same = newBookingValues(new URLSearchParams('from=2026-03-12&to=2026-03-12'), 'en');
    expect(same.stay).toBeNull();
    const bad = newBookingValues(new URLSearchParams('from=2026-02-30&to=2026-03-02'), 'en');
    expect(bad.stay).toBeNull();
  });

  it('sends what the shared rules accept, the phone without its spaces', () => {
    const values = newBookingValues(
      new URLSearchParams(`property=${property}&from=2026-03-12&to=2026-03-15`),
      'ar',
    );
    values.guestPrice = 135_000;
    values.priceToYou = 120_000;
    values.guest = {
      ...values.guest,
      firstName: 'Huda',
      lastName: 'Saleh',
      address: 'Olaya Street 12',
      postalCode: '12211',
      email: 'huda@example.sa',
      phone: '+966 50 123 4567',
      mobile: '0501234567',
    };
    const parsed = bookingInput.parse(bookingBody(values));
    expect(parsed).toMatchObject({
      dateFrom: '2026-03-12',
      dateTo: '2026-03-15',
      guestPrice: 135_000,
      alreadyPaid: 0,
      comment: null,
      guest: { phone: '+966501234567', fax: null, passportNumber: null, country: 'SA' },
    });
  });

  it('shows a missing stay at the stay field', () => {
    const parsed = bookingInput.safeParse(
      bookingBody(newBookingValues(new URLSearchParams(), 'en')),
    );
    const names = parsed.error?.issues.map((issue) => formFieldOf(issue.path as string[]));
    expect(names).toContainEqual(['stay']);
    expect(names).toContainEqual(['guest', 'firstName']);
  });
});

describe('an edited booking’s form', () => {
  it('gives back the same body when nothing changed ("No changes to save.")', () => {
    const booking = {
      id: '00000000-0000-4000-8000-0000000000b1',
      property: { id: property },
      status: 'pending',
      dateFrom: '2026-03-12',
      dateTo: '2026-03-15',
      guests: 2,
      guestPrice: 135_000,
      alreadyPaid: 50_000,
      priceToYou: 120_000,
      comment: null,
      bookingSourceId: null,
      guest: {
        firstName: 'Huda',
        lastName: 'Saleh',
        nationality: 'SA',
        passportNumber: null,
        address: 'Olaya Street 12',
        postalCode: '12211',
        country: 'SA',
        language: 'ar',
        email: 'huda@example.sa',
        skype: null,
        phone: '+966501234567',
        mobile: '0501234567',
        fax: null,
      },
    } as unknown as Booking;
    const body = bookingInput.parse(bookingBody(bookingValues(booking)));
    expect(body).toMatchObject({
      status: 'pending',
      comment: null,
      guest: { ...booking.guest },
    });
  });
});
