import type { TimelineResponse } from '@nuzul/shared/bookings';
import { addDays, DEFAULT_TIME_ZONE, todayIn, type IsoDate } from '@nuzul/shared/dates';
import { apiGetPage, type PageMeta } from '../../../app/api-client';

/**
 * How the timeline reads a page of units, and its first page read early: the calendar route's
 * loader starts it as the page's chunks begin to download (routes.tsx), and the screen's query
 * takes that answer instead of asking again once its chunk has run. This module is kept small
 * (no React, no query library) because the loader loads it before anything of the screen.
 */

export interface TimelineFilters {
  search: string;
  cityId: number | undefined;
  buildingId: string | undefined;
  status: 'pending' | 'published' | 'approved' | undefined;
}

export const noFilters: TimelineFilters = {
  search: '',
  cityId: undefined,
  buildingId: undefined,
  status: undefined,
};

/** A window of days of the axis (both ends included; at most 400 days per request). */
export interface DayWindow {
  from: IsoDate;
  to: IsoDate;
}

export const TIMELINE_PAGE_SIZE = 50;
/** Days the axis shows before and after today. */
export const DAYS_BACK = 365;
export const DAYS_AHEAD = 365;

/** The days the rows come with: today to the axis's last day. */
export const aheadWindow = (today: IsoDate): DayWindow => ({
  from: today,
  to: addDays(today, DAYS_AHEAD),
});

export interface TimelinePageData {
  data: TimelineResponse['data'];
  meta: PageMeta;
}

export async function fetchPage(
  filters: TimelineFilters,
  page: number,
  window: DayWindow,
  signal: AbortSignal | undefined,
): Promise<TimelinePageData> {
  const answer = await apiGetPage<never>('/calendar', {
    query: {
      from: window.from,
      to: window.to,
      page,
      pageSize: TIMELINE_PAGE_SIZE,
      search: filters.search === '' ? undefined : filters.search,
      cityId: filters.cityId,
      buildingId: filters.buildingId,
      status: filters.status,
    },
    signal,
    silent: true,
  });
  // GET /calendar answers one object (units and properties) beside the page's meta.
  return { data: answer.data as unknown as TimelineResponse['data'], meta: answer.meta };
}

/** An early read is taken only while it is this fresh (the screen's chunk is long there). */
const EARLY_FOR_MS = 10_000;

let early: { window: DayWindow; at: number; answer: Promise<TimelinePageData> } | null = null;

/** Starts reading the first page of the unfiltered timeline from today, for the screen. */
export function startFirstPage(): void {
  const window = aheadWindow(todayIn(DEFAULT_TIME_ZONE, new Date()));
  const answer = fetchPage(noFilters, 1, window, undefined);
  // Not a failure of its own: the screen's query reports it, when it takes this answer.
  answer.catch(() => undefined);
  early = { window, at: Date.now(), answer };
}

/** The early read of this page, once, when it is the one asked for; otherwise undefined. */
export function takeFirstPage(
  filters: TimelineFilters,
  page: number,
  window: DayWindow,
): Promise<TimelinePageData> | undefined {
  const taken = early;
  if (
    taken === null ||
    page !== 1 ||
    Date.now() - taken.at > EARLY_FOR_MS ||
    taken.window.from !== window.from ||
    taken.window.to !== window.to ||
    filters.search !== '' ||
    filters.cityId !== undefined ||
    filters.buildingId !== undefined ||
    filters.status !== undefined
  ) {
    return undefined;
  }
  early = null;
  return taken.answer;
}
