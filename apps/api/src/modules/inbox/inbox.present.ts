import type { GuestArrivalInfo, MessageResponse, ThreadResponse } from '@nuzul/shared/inbox';
import type { BookingSettings } from '@nuzul/shared/terms';
import type { MessageRow, ThreadRow } from './inbox.repository';

/* How the inbox's rows are answered: the message, the thread, the guest's arrival information. */

export function toMessage(row: MessageRow): MessageResponse {
  return {
    id: row.id,
    threadId: row.threadId,
    sender: row.sender,
    systemKind: row.systemKind,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

export const propertyNameOf = (row: ThreadRow): string | null =>
  row.propertyName || row.propertyInternalName || null;

/** The booking's guest e-mail, or null when it has none (a channel import may bring none). */
export const guestEmailOf = (row: ThreadRow): string | null => row.guestEmail.trim() || null;

export function toThread(row: ThreadRow): ThreadResponse {
  return {
    id: row.id,
    bookingId: row.bookingId,
    bookingStatus: row.bookingStatus,
    dateFrom: row.dateFrom,
    dateTo: row.dateTo,
    propertyId: row.propertyId,
    propertyName: propertyNameOf(row),
    guestFirstName: row.guestFirstName,
    guestLastName: row.guestLastName,
    guestLanguage: row.guestLanguage,
    guestCanBeEmailed: guestEmailOf(row) !== null,
    lastMessage:
      row.lastSender === null
        ? null
        : {
            sender: row.lastSender,
            systemKind: row.lastSystemKind,
            preview: row.lastPreview ?? '',
          },
    lastMessageAt: row.lastMessageAt.toISOString(),
    unreadCount: row.unreadCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The instructions in the guest's language where the owner wrote them in it, else the other. */
export function arrivalFor(
  settings: BookingSettings,
  language: 'ar' | 'en',
): GuestArrivalInfo | null {
  const arrival = settings.arrival;
  if (!arrival) return null;
  const instruction =
    arrival.arrivalInstructions.find((entry) => entry.language === language) ??
    arrival.arrivalInstructions[0];
  if (!instruction) return null;
  return {
    landlordName: arrival.landlordName,
    landlordEmail: arrival.landlordEmail,
    landlordContact: arrival.landlordContact,
    arrivalContactHours: arrival.arrivalContactHours,
    language: instruction.language,
    howToArrive: instruction.howToArrive,
    pickupDetails: instruction.pickupDetails,
  };
}
