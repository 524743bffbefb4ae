import { z } from 'zod';
import { dashboardPeriods, reportGroupings } from './rules';

const int = () => z.number().int();
/** Halalas (integer). */
const halalas = () => z.number().int();
/** The first day of a bucket: "2026-11-01" for a month, the day itself by day. */
const bucket = () => z.string();

/** Confirmed and cancelled bookings arriving in one bucket (spec §2's line chart). */
export const bookingsBucket = z.object({ bucket: bucket(), confirmed: int(), cancelled: int() });
export type BookingsBucket = z.infer<typeof bookingsBucket>;

/**
 * The dashboard in one round trip. `from`/`to` are the period `[from, to)` in the owner's
 * today (Asia/Riyadh); bookings count by arrival day; `series` has every bucket of the period,
 * empty ones as zeros. `connected` counts properties with an enabled channel connection (0
 * until channels exist); `readyToConnect` is published (so ready) and not connected.
 */
export const dashboardSummary = z.object({
  period: z.enum(dashboardPeriods),
  groupBy: z.enum(reportGroupings),
  from: z.string(),
  to: z.string(),
  today: z.string(),
  properties: z.object({ total: int(), connected: int(), readyToConnect: int() }),
  bookings: z.object({ confirmed: int(), cancelled: int() }),
  /** Confirmed and pending stays arriving today, and this week (today and the next 6 days). */
  arrivals: z.object({ today: int(), thisWeek: int() }),
  series: z.array(bookingsBucket),
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;

const reportEcho = {
  from: z.string(),
  to: z.string(),
  groupBy: z.enum(reportGroupings),
  propertyId: z.uuid().nullable(),
  source: int().nullable(),
};

/** `GET /reports/bookings`: bookings by arrival bucket; pending apart from confirmed. */
export const bookingsReportRow = bookingsBucket.extend({ pending: int() });
export const bookingsReport = z.object({
  ...reportEcho,
  rows: z.array(bookingsReportRow),
  totals: z.object({ confirmed: int(), pending: int(), cancelled: int() }),
});
export type BookingsReport = z.infer<typeof bookingsReport>;

/**
 * Nights of a bucket: `availableNights` = unit-nights of the properties in the bucket minus
 * the blocked ones; `bookedNights` = nights of confirmed and pending stays in it (a stay
 * across months splits by night); `occupancyPercent` = booked / available, one decimal.
 */
const nightsFields = {
  availableNights: int(),
  blockedNights: int(),
  bookedNights: int(),
  occupancyPercent: z.number(),
};
export const occupancyReportRow = z.object({ bucket: bucket(), ...nightsFields });
export const occupancyReport = z.object({
  ...reportEcho,
  rows: z.array(occupancyReportRow),
  totals: z.object(nightsFields),
});
export type OccupancyReport = z.infer<typeof occupancyReport>;

/**
 * Revenue of confirmed and pending stays split by night (a stay's price spread over its
 * nights, halalas exact: the parts add up to the price): guest price and price to you; ADR =
 * guest price / booked nights; RevPAR = guest price / available nights (halalas, rounded).
 */
const revenueFields = {
  ...nightsFields,
  guestPrice: halalas(),
  priceToYou: halalas(),
  adr: halalas(),
  revpar: halalas(),
};
export const revenueReportRow = z.object({ bucket: bucket(), ...revenueFields });
export const revenueReport = z.object({
  ...reportEcho,
  rows: z.array(revenueReportRow),
  totals: z.object(revenueFields),
});
export type RevenueReport = z.infer<typeof revenueReport>;

/**
 * By booking source (null: none given): bookings arriving in the range (confirmed + pending,
 * and cancelled apart), their nights and revenue within the range.
 */
export const sourceReportRow = z.object({
  sourceId: int().nullable(),
  nameAr: z.string().nullable(),
  nameEn: z.string().nullable(),
  bookings: int(),
  cancelled: int(),
  bookedNights: int(),
  guestPrice: halalas(),
  priceToYou: halalas(),
});
export const sourcesReport = z.object({
  ...reportEcho,
  rows: z.array(sourceReportRow),
  totals: sourceReportRow.omit({ sourceId: true, nameAr: true, nameEn: true }),
});
export type SourcesReport = z.infer<typeof sourcesReport>;

/** The per-property comparison over the whole range: one row per own property. */
export const propertyReportRow = z.object({
  propertyId: z.uuid(),
  name: z.string().nullable(),
  internalName: z.string().nullable(),
  units: int(),
  bookings: int(),
  cancelled: int(),
  ...revenueFields,
});
export const propertiesReport = z.object({
  ...reportEcho,
  rows: z.array(propertyReportRow),
});
export type PropertiesReport = z.infer<typeof propertiesReport>;
