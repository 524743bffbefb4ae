import type { BookingStatus } from '@nuzul/shared/bookings';
import type { IsoDate } from '@nuzul/shared/dates';
import type { DomainEvent } from '../../platform/events/domain-events';
import type { BookingRow } from './bookings.repository';

/** What notifications, the real-time connection and channel export learn of a booking. */
export interface BookingChanged {
  bookingId: string;
  ownerId: string;
  propertyId: string;
  unitNo: number;
  status: BookingStatus;
  dateFrom: IsoDate;
  dateTo: IsoDate;
  /** The nights it held before an edit moved or cancelled it (null for a new booking). */
  previous: { propertyId: string; dateFrom: IsoDate; dateTo: IsoDate } | null;
  /**
   * 'site': a visitor's booking request on the owner's site made it; 'decline': the owner
   * declined that request (absent otherwise).
   */
  via?: 'site' | 'decline';
}

/** Blocks, Make Available or day settings changed the calendar days from..to of a property. */
export interface AvailabilityChanged {
  ownerId: string;
  propertyId: string;
  from: IsoDate;
  to: IsoDate;
  action: 'block' | 'make_available' | 'day_settings';
}

declare module '../../platform/events/domain-events' {
  interface DomainEventMap {
    'booking.created': BookingChanged;
    'booking.updated': BookingChanged;
    'booking.cancelled': BookingChanged;
    'availability.changed': AvailabilityChanged;
  }
}

type BookingEventType = 'booking.created' | 'booking.updated' | 'booking.cancelled';

/**
 * A booking's event. Its aggregate is the property, so that a property's calendar changes
 * (bookings and blocks) reach each subscriber in the order they were made.
 */
export function bookingEvent(
  type: BookingEventType,
  row: BookingRow,
  previous: BookingRow | null = null,
  via?: 'site' | 'decline',
): DomainEvent<BookingEventType> {
  return {
    type,
    aggregate: `property:${row.propertyId}`,
    payload: {
      bookingId: row.id,
      ownerId: row.ownerId,
      propertyId: row.propertyId,
      unitNo: row.unitNo,
      status: row.status,
      dateFrom: row.dateFrom,
      dateTo: row.dateTo,
      previous: previous && {
        propertyId: previous.propertyId,
        dateFrom: previous.dateFrom,
        dateTo: previous.dateTo,
      },
      ...(via ? { via } : {}),
    },
  };
}

export function availabilityEvent(
  payload: AvailabilityChanged,
): DomainEvent<'availability.changed'> {
  return { type: 'availability.changed', aggregate: `property:${payload.propertyId}`, payload };
}
