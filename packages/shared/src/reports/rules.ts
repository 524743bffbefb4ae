/**
 * Dashboard and reports (requirements-next §6, §15). Buckets are named by their first day:
 * "2026-11-01" for November 2026 by month, "2026-11-24" by day. Report ranges are half-open
 * `[from, to)` like stays: January to December 2026 is from=2026-01-01&to=2027-01-01.
 */

/** The dashboard's periods: the last 30 days by day, the last 12 months or this year by month. */
export const dashboardPeriods = ['30d', '12m', 'year'] as const;
export type DashboardPeriod = (typeof dashboardPeriods)[number];
export const DASHBOARD_PERIOD_DEFAULT: DashboardPeriod = '12m';

export const reportGroupings = ['month', 'day'] as const;
export type ReportGrouping = (typeof reportGroupings)[number];

export const reportKinds = ['bookings', 'occupancy', 'revenue', 'sources', 'properties'] as const;
export type ReportKind = (typeof reportKinds)[number];

/** The longest range a report covers: 36 months by month, 366 days by day. */
export const REPORT_MONTHS_MAX = 36;
export const REPORT_DAYS_MAX = 366;

/**
 * Occupancy in tenths of a percent, rounded half up: 31 booked of 62 available nights is
 * 50.0, 1 of 3 is 33.3; no available night is 0 (nothing could be booked).
 */
export function occupancyPercent(bookedNights: number, availableNights: number): number {
  if (availableNights <= 0) return 0;
  return Math.round((bookedNights * 1000) / availableNights) / 10;
}

/** Halalas per night rounded half up (ADR, RevPAR); no night is 0. */
export function perNight(halalas: number, nights: number): number {
  if (nights <= 0) return 0;
  return Math.round(halalas / nights);
}
