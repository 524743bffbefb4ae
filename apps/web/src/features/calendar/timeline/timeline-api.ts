import type {
  MoveBookingInput,
  TimelineBulkInput,
  TimelineBulkResult,
} from '@nuzul/shared/bookings';
import { PAGE_SIZE_MAX, type ListingItem } from '@nuzul/shared/listings';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGetPage, apiPost, apiPut } from '../../../app/api-client';
import type { ApiError } from '../../../app/api-error';
import {
  fetchPage,
  takeFirstPage,
  type DayWindow,
  type TimelineFilters,
} from './timeline-first-page';

export {
  noFilters,
  TIMELINE_PAGE_SIZE,
  type DayWindow,
  type TimelineFilters,
  type TimelinePageData,
} from './timeline-first-page';

/**
 * Under the calendar's prefix `['calendar']`: the real-time connection (app/realtime.ts)
 * makes `['calendar', 'timeline']` stale on every booking and availability event.
 */
export const timelineKeys = {
  all: ['calendar', 'timeline'] as const,
  page: (filters: TimelineFilters, page: number, window: DayWindow) =>
    ['calendar', 'timeline', filters, page, window.from, window.to] as const,
};

const REFRESH_MS = 60_000;

/** The pages × windows the grid needs now; each is read once and kept while shown. */
export function useTimelinePages(
  filters: TimelineFilters,
  wanted: readonly { page: number; window: DayWindow }[],
) {
  return useQueries({
    queries: wanted.map(({ page, window }) => ({
      queryKey: timelineKeys.page(filters, page, window),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        takeFirstPage(filters, page, window) ?? fetchPage(filters, page, window, signal),
      staleTime: 10_000,
      refetchInterval: REFRESH_MS,
      refetchOnWindowFocus: true,
    })),
  });
}

function useTimelineWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation<Output, ApiError, Input>({
    mutationFn: write,
    onSettled: () => client.invalidateQueries({ queryKey: ['calendar'] }),
  });
}

/** One bulk edit over the selected cells (refused whole by the API over a booked night). */
export function useTimelineBulk() {
  // apiPost resolves with the answer's `data`.
  return useTimelineWrite<TimelineBulkInput, TimelineBulkResult>((input) =>
    apiPost<TimelineBulkResult>('/calendar/bulk', input),
  );
}

export function useTimelineUndo() {
  return useTimelineWrite<string, unknown>((undoToken) =>
    apiPost('/calendar/bulk/undo', { undoToken }),
  );
}

export function useMoveBooking() {
  const client = useQueryClient();
  return useMutation<unknown, ApiError, { bookingId: string; input: MoveBookingInput }>({
    mutationFn: ({ bookingId, input }) => apiPut(`/bookings/${bookingId}/move`, input),
    onSettled: async (_data, _error, { bookingId }) => {
      await client.invalidateQueries({ queryKey: ['calendar'] });
      await client.invalidateQueries({ queryKey: ['bookings', 'one', bookingId] });
      await client.invalidateQueries({ queryKey: ['bookings', 'list'] });
    },
  });
}

/** The owner's buildings for the building filter. */
export function useTimelineBuildings() {
  return useQuery<ListingItem[], ApiError>({
    queryKey: ['calendar', 'timeline-buildings'],
    queryFn: async ({ signal }) =>
      (
        await apiGetPage<ListingItem>('/listings', {
          query: { tab: 'buildings', status: 'all', pageSize: PAGE_SIZE_MAX },
          signal,
          silent: true,
        })
      ).data,
    staleTime: 60_000,
  });
}
