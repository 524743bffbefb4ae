import type {
  BlockInput,
  Calendar,
  DaySettingsInput,
  MakeAvailableInput,
} from '@nuzul/shared/bookings';
import type { IsoDate } from '@nuzul/shared/dates';
import { PAGE_SIZE_MAX, type ListingItem } from '@nuzul/shared/listings';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiGetPage, apiPost, apiPut } from '../../app/api-client';
import type { ApiError } from '../../app/api-error';

export const calendarKeys = {
  all: ['calendar'] as const,
  property: (propertyId: string) => ['calendar', propertyId] as const,
  days: (propertyId: string, from: IsoDate, to: IsoDate) =>
    ['calendar', propertyId, from, to] as const,
};

/**
 * The real-time connection (app/realtime.ts) makes a property's calendar stale when one of its
 * bookings or days changes (another tab, a channel); it is also read again when the window
 * regains focus and every minute, for a connection that dropped or a server event missed.
 */
const REFRESH_MS = 60_000;

/** A property's days from..to (both included): status, price, bookings, blocks. */
export function useCalendar(propertyId: string | undefined, from: IsoDate, to: IsoDate) {
  return useQuery<Calendar, ApiError>({
    queryKey: calendarKeys.days(propertyId ?? '', from, to),
    queryFn: ({ signal }) =>
      apiGet<Calendar>(`/properties/${propertyId}/calendar`, {
        query: { from, to },
        signal,
        silent: true,
      }),
    enabled: propertyId !== undefined,
    placeholderData: (previous) =>
      previous?.propertyId === propertyId ? keepPreviousData(previous) : undefined,
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: true,
    staleTime: 10_000,
  });
}

/** After a change of the days: every calendar of the property is read again. */
function useCalendarWrite<Input>(propertyId: string, write: (input: Input) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation<unknown, ApiError, Input>({
    mutationFn: write,
    onSettled: () => client.invalidateQueries({ queryKey: calendarKeys.property(propertyId) }),
  });
}

export function useBlockDays(propertyId: string) {
  return useCalendarWrite<BlockInput>(propertyId, (input) =>
    apiPost(`/properties/${propertyId}/blocks`, input),
  );
}

export function useMakeAvailable(propertyId: string) {
  return useCalendarWrite<MakeAvailableInput>(propertyId, (input) =>
    apiPost(`/properties/${propertyId}/availability`, input),
  );
}

export function useSaveDaySettings(propertyId: string) {
  return useCalendarWrite<DaySettingsInput>(propertyId, (input) =>
    apiPut(`/properties/${propertyId}/day-settings`, input),
  );
}

/**
 * The owner's properties for a picker, by name (`GET /listings?tab=properties`): the first
 * page of matches, at most PAGE_SIZE_MAX of them.
 */
export function useOwnProperties(search: string) {
  return useQuery<ListingItem[], ApiError>({
    queryKey: ['calendar', 'properties', search],
    queryFn: async ({ signal }) =>
      (
        await apiGetPage<ListingItem>('/listings', {
          query: {
            tab: 'properties',
            search: search === '' ? undefined : search,
            pageSize: PAGE_SIZE_MAX,
          },
          signal,
          silent: true,
        })
      ).data,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
