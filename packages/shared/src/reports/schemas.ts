import { z } from 'zod';
import { addMonths, compareDates, daysBetween, isIsoDate } from '../dates/days';
import { isoDate } from '../dates/schemas';
import { dbIdParam, fieldError } from '../validation/fields';
import { messageKey } from '../validation/messages';
import {
  DASHBOARD_PERIOD_DEFAULT,
  REPORT_DAYS_MAX,
  REPORT_MONTHS_MAX,
  dashboardPeriods,
  reportGroupings,
} from './rules';

const required = fieldError();

/** `GET /dashboard/summary?period=30d|12m|year` (default 12m). */
export const dashboardSummaryQuery = z.object(
  { period: z.enum(dashboardPeriods, required).default(DASHBOARD_PERIOD_DEFAULT) },
  required,
);
export type DashboardSummaryQuery = z.input<typeof dashboardSummaryQuery>;

/**
 * `GET /reports/{kind}?from=&to=&propertyId=&source=&groupBy=`: the range `[from, to)`, at
 * most 36 months by month or 366 days by day; an own property and a booking source (the
 * definitions' id) narrow the bookings counted.
 */
export const reportQuery = z
  .object(
    {
      from: isoDate,
      to: isoDate,
      propertyId: z.uuid(required).optional(),
      source: dbIdParam.optional(),
      groupBy: z.enum(reportGroupings, required).default('month'),
    },
    required,
  )
  .superRefine((query, ctx) => {
    if (!isIsoDate(query.from) || !isIsoDate(query.to)) return;
    if (compareDates(query.from, query.to) >= 0) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: messageKey('dateOrder') });
      return;
    }
    const tooLong =
      query.groupBy === 'day'
        ? daysBetween(query.from, query.to) > REPORT_DAYS_MAX
        : compareDates(query.to, addMonths(query.from, REPORT_MONTHS_MAX)) > 0;
    if (tooLong) ctx.addIssue({ code: 'custom', path: ['to'], message: messageKey('tooLarge') });
  });
export type ReportQuery = z.input<typeof reportQuery>;
export type ReportFilter = z.output<typeof reportQuery>;
