import type {
  Booking,
  BookingFields,
  BookingListItem,
  BookingQuote,
  bookingsQuery,
  CancelBookingInput,
} from '@nuzul/shared/bookings';
import type { z } from 'zod';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiGet, apiGetPage, apiPost, apiPut, type PageMeta } from '../../app/api-client';
import type { ApiError } from '../../app/api-error';
import { calendarKeys } from '../calendar';

/** The list's query with every field given (what the URL of the list holds). */
export type BookingsListQuery = z.output<typeof bookingsQuery>;

export const bookingKeys = {
  all: ['bookings'] as const,
  list: (query: BookingsListQuery) => ['bookings', 'list', query] as const,
  one: (id: string) => ['bookings', 'one', id] as const,
  quote: (propertyId: string, from: string, to: string, guests: number) =>
    ['bookings', 'quote', propertyId, from, to, guests] as const,
};

export interface BookingsPage {
  data: BookingListItem[];
  meta: PageMeta;
}

// Reads show their failures on the screen (a retry); writes are actions whose refusals are
// toasts (api-failure.ts), except where the form says more.
const silent = { silent: true } as const;

export function useBookings(query: BookingsListQuery) {
  return useQuery<BookingsPage, ApiError>({
    queryKey: bookingKeys.list(query),
    queryFn: ({ signal }) =>
      apiGetPage<BookingListItem>('/bookings', { ...silent, signal, query: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

export function useBooking(id: string | undefined) {
  return useQuery<Booking, ApiError>({
    queryKey: bookingKeys.one(id ?? ''),
    queryFn: ({ signal }) => apiGet<Booking>(`/bookings/${id}`, { ...silent, signal }),
    enabled: id !== undefined,
  });
}

/**
 * The suggested guest price of a stay and its breakdown (`GET /bookings/quote`); asked only
 * for a whole stay. A refusal shows as no suggestion: the owner types the price.
 */
export function useBookingQuote(
  propertyId: string | undefined,
  from: string | undefined,
  to: string | undefined,
  guests: number | undefined,
) {
  const ready =
    propertyId !== undefined &&
    from !== undefined &&
    to !== undefined &&
    from < to &&
    guests !== undefined &&
    guests >= 1;
  return useQuery<BookingQuote, ApiError>({
    queryKey: bookingKeys.quote(propertyId ?? '', from ?? '', to ?? '', guests ?? 0),
    queryFn: ({ signal }) =>
      apiGet<BookingQuote>('/bookings/quote', {
        ...silent,
        signal,
        query: { propertyId, from, to, guests },
      }),
    enabled: ready,
    retry: false,
    staleTime: 30_000,
  });
}

/** After a write: the booking as it is now, and every list and calendar read again. */
function storeBooking(client: QueryClient, booking: Booking): void {
  client.setQueryData(bookingKeys.one(booking.id), booking);
  void client.invalidateQueries({ queryKey: ['bookings', 'list'] });
  void client.invalidateQueries({ queryKey: calendarKeys.all });
}

/**
 * A new booking. The key is made once per form (`Idempotency-Key`): a second press or a
 * retry after a lost answer makes one booking, not two.
 */
export function useCreateBooking(idempotencyKey: string) {
  const client = useQueryClient();
  return useMutation<Booking, ApiError, BookingFields>({
    mutationFn: (body) =>
      apiPost<Booking>('/bookings', body, {
        ...silent,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: (booking) => storeBooking(client, booking),
  });
}

export function useUpdateBooking(id: string) {
  const client = useQueryClient();
  return useMutation<Booking, ApiError, BookingFields>({
    mutationFn: (body) => apiPut<Booking>(`/bookings/${id}`, body, silent),
    onSuccess: (booking) => storeBooking(client, booking),
  });
}

export function useCancelBooking(id: string) {
  const client = useQueryClient();
  return useMutation<Booking, ApiError, CancelBookingInput>({
    mutationFn: (body) => apiPost<Booking>(`/bookings/${id}/cancel`, body),
    onSuccess: (booking) => storeBooking(client, booking),
  });
}

/**
 * `POST /bookings/:id/arrival-instructions`: e-mails the guest the owner's arrival
 * instructions template and notes it in the booking's thread; a refusal is toasted.
 */
export function useSendArrivalInstructions(id: string) {
  return useMutation<{ sentAt: string }, ApiError, void>({
    mutationFn: () => apiPost<{ sentAt: string }>(`/bookings/${id}/arrival-instructions`, {}),
  });
}

/**
 * The owner's answer to a Pending booking (`POST /bookings/:id/confirm` or `.../decline`):
 * the booking as it is now, lists and calendars read again. The page says the refusal itself;
 * a refusal also reads the booking again (an answer given elsewhere shows its status).
 */
export function useDecideBooking(id: string, decision: 'confirm' | 'decline') {
  const client = useQueryClient();
  return useMutation<Booking, ApiError, void>({
    mutationFn: () => apiPost<Booking>(`/bookings/${id}/${decision}`, {}, silent),
    onSuccess: (booking) => storeBooking(client, booking),
    onError: () => void client.invalidateQueries({ queryKey: bookingKeys.one(id) }),
  });
}
