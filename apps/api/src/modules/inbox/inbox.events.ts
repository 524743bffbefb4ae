import type { BookingStatus } from '@nuzul/shared/bookings';
import type { IsoDate } from '@nuzul/shared/dates';
import type { DomainEvent } from '../../platform/events/domain-events';

/** A guest wrote in a booking's thread: the owner's `booking.message` notification. */
export interface GuestMessageSent {
  threadId: string;
  messageId: string;
  ownerId: string;
  bookingId: string;
  propertyId: string;
  status: BookingStatus;
  dateFrom: IsoDate;
  dateTo: IsoDate;
}

declare module '../../platform/events/domain-events' {
  interface DomainEventMap {
    'inbox.guest_message': GuestMessageSent;
  }
}

export function guestMessageEvent(payload: GuestMessageSent): DomainEvent<'inbox.guest_message'> {
  return { type: 'inbox.guest_message', aggregate: `thread:${payload.threadId}`, payload };
}
