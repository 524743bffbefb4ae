import type { Booking, BookingInput, BookingStatus } from '@nuzul/shared/bookings';
import { isIsoDate, type IsoDate } from '@nuzul/shared/dates';
import { DIRECT_BOOKING_SOURCE_ID } from '@nuzul/shared/definitions';

/** The booking form's fields; the stay is one field of two days (arrival, departure). */
export interface BookingFormValues {
  propertyId: string | undefined;
  status: BookingStatus;
  stay: [IsoDate, IsoDate] | null;
  guests: number | null;
  guestPrice: number | null;
  alreadyPaid: number | null;
  priceToYou: number | null;
  comment: string;
  bookingSourceId: number | null;
  guest: {
    firstName: string;
    lastName: string;
    nationality: string | null;
    passportNumber: string;
    address: string;
    postalCode: string;
    country: string | null;
    language: string | null;
    email: string;
    skype: string;
    phone: string;
    mobile: string;
    fax: string;
  };
}

/**
 * A new booking's form: prefilled from the calendar's Book Reservation
 * (`?property=&from=&to=`), confirmed, direct, nothing paid, the guest's language the
 * interface's.
 */
export function newBookingValues(params: URLSearchParams, language: string): BookingFormValues {
  const from = params.get('from');
  const to = params.get('to');
  const stay: [IsoDate, IsoDate] | null =
    isIsoDate(from) && isIsoDate(to) && from < to ? [from, to] : null;
  return {
    propertyId: params.get('property') ?? undefined,
    status: 'confirmed',
    stay,
    guests: 1,
    guestPrice: null,
    alreadyPaid: 0,
    priceToYou: null,
    comment: '',
    bookingSourceId: DIRECT_BOOKING_SOURCE_ID,
    guest: {
      firstName: '',
      lastName: '',
      nationality: null,
      passportNumber: '',
      address: '',
      postalCode: '',
      country: 'SA',
      language,
      email: '',
      skype: '',
      phone: '',
      mobile: '',
      fax: '',
    },
  };
}

/** A saved booking in the form. */
export function bookingValues(booking: Booking): BookingFormValues {
  const { guest } = booking;
  return {
    propertyId: booking.property.id,
    status: booking.status,
    stay: [booking.dateFrom, booking.dateTo],
    guests: booking.guests,
    guestPrice: booking.guestPrice,
    alreadyPaid: booking.alreadyPaid,
    priceToYou: booking.priceToYou,
    comment: booking.comment ?? '',
    bookingSourceId: booking.bookingSourceId,
    guest: {
      ...guest,
      passportNumber: guest.passportNumber ?? '',
      skype: guest.skype ?? '',
      fax: guest.fax ?? '',
    },
  };
}

/** What the form sends (the shared `bookingInput` checks it first, as the API does). */
export function bookingBody(values: BookingFormValues): BookingInput {
  const { guest } = values;
  return {
    status: values.status,
    propertyId: values.propertyId as string,
    dateFrom: values.stay?.[0] as string,
    dateTo: values.stay?.[1] as string,
    guests: values.guests as number,
    guestPrice: values.guestPrice as number,
    alreadyPaid: values.alreadyPaid as number,
    priceToYou: values.priceToYou as number,
    comment: values.comment,
    bookingSourceId: values.bookingSourceId,
    guest: {
      ...guest,
      country: guest.country ?? '',
      language: guest.language ?? '',
    },
  };
}

/** Where a rule's field is on the form: both days of the stay are its one field. */
export function formFieldOf(name: (string | number)[]): (string | number)[] {
  return name[0] === 'dateFrom' || name[0] === 'dateTo' ? ['stay'] : name;
}
