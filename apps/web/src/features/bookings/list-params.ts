import {
  BOOKINGS_PAGE_SIZE_DEFAULT,
  bookingStatuses,
  bookingWhens,
  type BookingStatus,
  type BookingWhen,
} from '@nuzul/shared/bookings';
import type { BookingsListQuery } from './api';

/** What the list's URL holds: `?when=upcoming&search=huda&status=pending&property=…&page=2`. */
export interface ListParams {
  when: BookingWhen;
  search: string;
  status: BookingStatus | undefined;
  propertyId: string | undefined;
  page: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

/** The list's filters from its URL; anything unknown is its default. */
export function listParamsOf(params: URLSearchParams): ListParams {
  const page = Number(params.get('page'));
  const property = params.get('property');
  return {
    when: oneOf(bookingWhens, params.get('when')) ?? 'all',
    search: (params.get('search') ?? '').slice(0, 100),
    status: oneOf(bookingStatuses, params.get('status')),
    propertyId: property !== null && UUID.test(property) ? property : undefined,
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

/** The URL of the filters: defaults are left out, and a change of filter goes back to page 1. */
export function paramsOf(list: ListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (list.when !== 'all') params.set('when', list.when);
  if (list.search.trim() !== '') params.set('search', list.search);
  if (list.status !== undefined) params.set('status', list.status);
  if (list.propertyId !== undefined) params.set('property', list.propertyId);
  if (list.page > 1) params.set('page', String(list.page));
  return params;
}

/** `GET /bookings`'s query for the filters. */
export function bookingsQueryOf(list: ListParams): BookingsListQuery {
  const search = list.search.trim();
  return {
    when: list.when,
    search: search === '' ? undefined : search,
    status: list.status,
    propertyId: list.propertyId,
    page: list.page,
    pageSize: BOOKINGS_PAGE_SIZE_DEFAULT,
  };
}
