import { describe, expect, it } from 'vitest';
import {
  balance,
  blockInput,
  bookingInput,
  bookingPhoneField,
  bookingQuoteQuery,
  bookingsQuery,
  calendarQuery,
  daySettingsInput,
  isLanguageCode,
  nights,
  paymentStatus,
} from './index';

interface Parsed {
  success: boolean;
  error?: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> };
}

/** The object without one of its keys, as a form that never sent the field. */
function without<T extends object>(value: T, key: string): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([name]) => name !== key)) as Partial<T>;
}

function messageAt(result: Parsed, path: string): string | undefined {
  return result.error?.issues.find((issue) => issue.path.join('.') === path)?.message;
}

const guest = {
  firstName: 'Sara',
  lastName: 'Alharbi',
  nationality: 'SA',
  passportNumber: 'a1234567',
  address: 'King Fahd Road 12',
  postalCode: '12211',
  country: 'SA',
  language: 'ar',
  email: 'Sara@Example.sa',
  skype: '',
  phone: '+966 50-123-4567',
  mobile: '0501234567',
  fax: null,
};

const booking = {
  status: 'confirmed',
  propertyId: '3f1c6a44-6c1e-4e57-9a3c-2f0d9b1c7e10',
  dateFrom: '2026-12-01',
  dateTo: '2026-12-04',
  guests: 2,
  guestPrice: 120_000,
  alreadyPaid: 20_000,
  priceToYou: 100_000,
  comment: '',
  guest,
};

describe('phone, mobile and fax: 7 to 15 digits with an optional + (spec §5)', () => {
  const digits = (count: number) => '9'.repeat(count);

  it.each([7, 15])('accepts %i digits, with and without +', (count) => {
    expect(bookingPhoneField.safeParse(digits(count)).data).toBe(digits(count));
    expect(bookingPhoneField.safeParse(`+${digits(count)}`).data).toBe(`+${digits(count)}`);
  });

  it.each([6, 16])('refuses %i digits, with and without +, as phoneDigits', (count) => {
    for (const value of [digits(count), `+${digits(count)}`]) {
      expect(messageAt(bookingPhoneField.safeParse(value), '')).toBe('validation.phoneDigits');
    }
  });

  it('removes spaces and dashes before counting, and stores the number without them', () => {
    expect(bookingPhoneField.safeParse('+966 50-123 4567').data).toBe('+966501234567');
    // 6 digits stay 6 digits however they are spaced.
    expect(messageAt(bookingPhoneField.safeParse('12 34-56'), '')).toBe('validation.phoneDigits');
  });

  it('refuses letters, a + that is not first, and brackets', () => {
    for (const value of ['05012345a7', '0501+234567', '(050) 1234567', '++9665012345']) {
      expect(messageAt(bookingPhoneField.safeParse(value), '')).toBe('validation.phoneDigits');
    }
  });

  it('says required when phone or mobile is missing or blank, and fax may be left out', () => {
    const noPhone = bookingInput.safeParse({ ...booking, guest: { ...guest, phone: '  ' } });
    expect(messageAt(noPhone, 'guest.phone')).toBe('validation.required');
    const withoutMobile = without(guest, 'mobile');
    expect(
      messageAt(bookingInput.safeParse({ ...booking, guest: withoutMobile }), 'guest.mobile'),
    ).toBe('validation.required');
    expect(
      bookingInput.safeParse({ ...booking, guest: { ...guest, fax: '' } }).data?.guest.fax,
    ).toBe(null);
    expect(
      messageAt(
        bookingInput.safeParse({ ...booking, guest: { ...guest, fax: '123' } }),
        'guest.fax',
      ),
    ).toBe('validation.phoneDigits');
  });
});

describe('bookingInput (requirements-next §5.1)', () => {
  it('accepts a complete booking and normalises it', () => {
    const parsed = bookingInput.parse(booking);
    expect(parsed.guest.email).toBe('sara@example.sa');
    expect(parsed.guest.passportNumber).toBe('A1234567');
    expect(parsed.guest.skype).toBeNull();
    expect(parsed.guest.phone).toBe('+966501234567');
    expect(parsed.comment).toBeNull();
    expect(parsed.bookingSourceId).toBeUndefined();
  });

  it('defaults the status of a new booking to confirmed', () => {
    expect(bookingInput.parse(without(booking, 'status')).status).toBe('confirmed');
    expect(messageAt(bookingInput.safeParse({ ...booking, status: 'approved' }), 'status')).toBe(
      'validation.invalidValue',
    );
  });

  it.each([
    'propertyId',
    'dateFrom',
    'dateTo',
    'guests',
    'guestPrice',
    'alreadyPaid',
    'priceToYou',
    'guest',
  ])('requires %s', (field) => {
    expect(messageAt(bookingInput.safeParse(without(booking, field)), field)).toBe(
      'validation.required',
    );
  });

  it.each(['firstName', 'lastName', 'address', 'postalCode', 'country', 'language', 'email'])(
    'requires guest.%s',
    (field) => {
      const rest = without(guest, field);
      expect(messageAt(bookingInput.safeParse({ ...booking, guest: rest }), `guest.${field}`)).toBe(
        'validation.required',
      );
    },
  );

  it('refuses departure = arrival and accepts one night', () => {
    const same = bookingInput.safeParse({ ...booking, dateTo: booking.dateFrom });
    expect(messageAt(same, 'dateTo')).toBe('validation.stayAtLeastOneNight');
    expect(bookingInput.safeParse({ ...booking, dateTo: '2026-12-02' }).success).toBe(true);
  });

  it('takes a stay of 365 nights and refuses 366', () => {
    expect(bookingInput.safeParse({ ...booking, dateTo: '2027-12-01' }).success).toBe(true);
    const long = bookingInput.safeParse({ ...booking, dateTo: '2027-12-02' });
    expect(messageAt(long, 'dateTo')).toBe('validation.stayTooLong');
  });

  it('refuses a date that is no calendar day without throwing', () => {
    const result = bookingInput.safeParse({ ...booking, dateFrom: '2026-02-30' });
    expect(messageAt(result, 'dateFrom')).toBe('validation.invalidValue');
  });

  it('needs at least one guest', () => {
    expect(messageAt(bookingInput.safeParse({ ...booking, guests: 0 }), 'guests')).toBe(
      'validation.atLeastOne',
    );
    expect(messageAt(bookingInput.safeParse({ ...booking, guests: 1.5 }), 'guests')).toBe(
      'validation.invalidValue',
    );
    expect(bookingInput.safeParse({ ...booking, guests: 1 }).success).toBe(true);
  });

  it('needs a guest price above 0', () => {
    expect(messageAt(bookingInput.safeParse({ ...booking, guestPrice: 0 }), 'guestPrice')).toBe(
      'validation.amountPositive',
    );
    const one = { ...booking, guestPrice: 1, alreadyPaid: 0, priceToYou: 1 };
    expect(bookingInput.safeParse(one).success).toBe(true);
  });

  it('takes already paid from 0 to the guest price, not above', () => {
    expect(bookingInput.safeParse({ ...booking, alreadyPaid: 0 }).success).toBe(true);
    expect(bookingInput.safeParse({ ...booking, alreadyPaid: 120_000 }).success).toBe(true);
    expect(
      messageAt(bookingInput.safeParse({ ...booking, alreadyPaid: 120_001 }), 'alreadyPaid'),
    ).toBe('validation.paidAboveGuestPrice');
    expect(messageAt(bookingInput.safeParse({ ...booking, alreadyPaid: -1 }), 'alreadyPaid')).toBe(
      'validation.invalidValue',
    );
  });

  it('takes the price to you from 0 to the guest price, not above', () => {
    expect(bookingInput.safeParse({ ...booking, priceToYou: 0 }).success).toBe(true);
    expect(bookingInput.safeParse({ ...booking, priceToYou: 120_000 }).success).toBe(true);
    expect(
      messageAt(bookingInput.safeParse({ ...booking, priceToYou: 120_001 }), 'priceToYou'),
    ).toBe('validation.priceToYouAboveGuestPrice');
  });

  it('takes amounts in whole halalas', () => {
    expect(messageAt(bookingInput.safeParse({ ...booking, guestPrice: 100.5 }), 'guestPrice')).toBe(
      'validation.maxTwoDecimals',
    );
  });

  it('limits the comment to 2000 characters', () => {
    expect(bookingInput.safeParse({ ...booking, comment: 'x'.repeat(2000) }).success).toBe(true);
    expect(
      messageAt(bookingInput.safeParse({ ...booking, comment: 'x'.repeat(2001) }), 'comment'),
    ).toBe('validation.tooLong');
  });

  it('limits first and last names to 80 characters', () => {
    const long = { ...guest, firstName: 'س'.repeat(81), lastName: 'a'.repeat(81) };
    const result = bookingInput.safeParse({ ...booking, guest: long });
    expect(messageAt(result, 'guest.firstName')).toBe('validation.max80');
    expect(messageAt(result, 'guest.lastName')).toBe('validation.max80');
    const fits = { ...guest, firstName: 'س'.repeat(80) };
    expect(bookingInput.safeParse({ ...booking, guest: fits }).success).toBe(true);
  });

  it('limits the address to 200 and the postal code to 10 characters', () => {
    const result = bookingInput.safeParse({
      ...booking,
      guest: { ...guest, address: 'a'.repeat(201), postalCode: '12345678901' },
    });
    expect(messageAt(result, 'guest.address')).toBe('validation.tooLong');
    expect(messageAt(result, 'guest.postalCode')).toBe('validation.tooLong');
  });

  it('takes a passport or ID of at most 20 capital letters and digits, optional', () => {
    const at = (passportNumber: unknown) =>
      bookingInput.safeParse({ ...booking, guest: { ...guest, passportNumber } });
    expect(at('1'.repeat(20)).success).toBe(true);
    expect(at(null).data?.guest.passportNumber).toBeNull();
    expect(messageAt(at('1'.repeat(21)), 'guest.passportNumber')).toBe('validation.passportFormat');
    expect(messageAt(at('AB-123'), 'guest.passportNumber')).toBe('validation.passportFormat');
  });

  it('refuses an invalid e-mail with the spec text key', () => {
    const result = bookingInput.safeParse({ ...booking, guest: { ...guest, email: 'sara@' } });
    expect(messageAt(result, 'guest.email')).toBe('validation.invalidEmail');
  });

  it('takes country and nationality as ISO codes and language as an ISO 639-1 code', () => {
    const at = (patch: Record<string, unknown>) =>
      bookingInput.safeParse({ ...booking, guest: { ...guest, ...patch } });
    expect(messageAt(at({ country: 'Saudi' }), 'guest.country')).toBe('validation.invalidValue');
    expect(messageAt(at({ nationality: 'sa' }), 'guest.nationality')).toBe(
      'validation.invalidValue',
    );
    expect(messageAt(at({ language: 'zz' }), 'guest.language')).toBe('validation.invalidValue');
    expect(at({ language: 'fr', nationality: '' }).success).toBe(true);
    expect(isLanguageCode('en')).toBe(true);
    expect(isLanguageCode('eng')).toBe(false);
  });
});

describe('nights, balance and payment status', () => {
  it('counts the nights of [dateFrom, dateTo)', () => {
    expect(nights('2026-12-01', '2026-12-04')).toBe(3);
    expect(nights('2027-02-28', '2027-03-01')).toBe(1);
    expect(() => nights('2026-12-01', '2026-12-01')).toThrow(RangeError);
  });

  it('owes guest price − paid, and says unpaid, partly or paid', () => {
    expect(balance(120_000, 20_000)).toBe(100_000);
    expect(balance(120_000, 120_000)).toBe(0);
    expect(paymentStatus(120_000, 0)).toBe('unpaid');
    expect(paymentStatus(120_000, 1)).toBe('partly');
    expect(paymentStatus(120_000, 119_999)).toBe('partly');
    expect(paymentStatus(120_000, 120_000)).toBe('paid');
  });
});

describe('list, quote and calendar queries', () => {
  it('defaults to all bookings, first page of 20', () => {
    expect(bookingsQuery.parse({})).toEqual({ when: 'all', page: 1, pageSize: 20 });
    expect(messageAt(bookingsQuery.safeParse({ when: 'soon' }), 'when')).toBe(
      'validation.invalidValue',
    );
    expect(messageAt(bookingsQuery.safeParse({ pageSize: '101' }), 'pageSize')).toBe(
      'validation.invalidValue',
    );
  });

  it('quotes at least one night', () => {
    const query = { propertyId: booking.propertyId, from: '2026-12-01', guests: '2' };
    expect(bookingQuoteQuery.safeParse({ ...query, to: '2026-12-02' }).data?.guests).toBe(2);
    expect(messageAt(bookingQuoteQuery.safeParse({ ...query, to: '2026-12-01' }), 'to')).toBe(
      'validation.stayAtLeastOneNight',
    );
  });

  it('answers at most 400 calendar days, both ends counted', () => {
    expect(calendarQuery.safeParse({ from: '2026-12-01', to: '2026-12-01' }).success).toBe(true);
    // 2026-12-01 + 399 days = 2028-01-04: 400 days.
    expect(calendarQuery.safeParse({ from: '2026-12-01', to: '2028-01-04' }).success).toBe(true);
    expect(messageAt(calendarQuery.safeParse({ from: '2026-12-01', to: '2028-01-05' }), 'to')).toBe(
      'validation.tooLarge',
    );
    expect(messageAt(calendarQuery.safeParse({ from: '2026-12-02', to: '2026-12-01' }), 'to')).toBe(
      'validation.dateOrder',
    );
  });
});

describe('calendar range actions', () => {
  it('blocks one day or more, with a note of at most 200 characters', () => {
    expect(blockInput.parse({ from: '2026-12-01', to: '2026-12-01' }).note).toBeNull();
    expect(
      messageAt(
        blockInput.safeParse({ from: '2026-12-01', to: '2026-12-01', note: 'x'.repeat(201) }),
        'note',
      ),
    ).toBe('validation.tooLong');
  });

  it('sets a price above 0, min ≤ max nights, or resets, and needs one of them', () => {
    const days = { from: '2026-12-01', to: '2026-12-03' };
    expect(daySettingsInput.safeParse({ ...days, price: 45_000 }).success).toBe(true);
    expect(daySettingsInput.safeParse({ ...days, minNights: 3, maxNights: 3 }).success).toBe(true);
    expect(daySettingsInput.safeParse({ ...days, price: null }).success).toBe(true);
    expect(daySettingsInput.safeParse({ ...days, reset: true }).success).toBe(true);
    expect(messageAt(daySettingsInput.safeParse({ ...days, price: 0 }), 'price')).toBe(
      'validation.amountPositive',
    );
    expect(
      messageAt(daySettingsInput.safeParse({ ...days, minNights: 4, maxNights: 3 }), 'minNights'),
    ).toBe('validation.minStayAboveMax');
    expect(messageAt(daySettingsInput.safeParse(days), 'price')).toBe('validation.required');
    expect(messageAt(daySettingsInput.safeParse({ ...days, reset: true, price: 1 }), 'reset')).toBe(
      'validation.invalidValue',
    );
  });
});

describe('ids', () => {
  it('says required for a missing property and invalidValue for one that is no id', () => {
    const missing = bookingInput.safeParse({ ...booking, propertyId: undefined });
    expect(messageAt(missing, 'propertyId')).toBe('validation.required');
    const wrong = bookingInput.safeParse({ ...booking, propertyId: 'olaya-301' });
    expect(messageAt(wrong, 'propertyId')).toBe('validation.invalidValue');
    expect(messageAt(bookingsQuery.safeParse({ propertyId: 'x' }), 'propertyId')).toBe(
      'validation.invalidValue',
    );
  });
});
