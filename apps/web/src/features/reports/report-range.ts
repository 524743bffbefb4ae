import { addMonths, type IsoDate } from '@nuzul/shared/dates';

/** The reports' periods, by month: the owner picks one, the URL keeps it. */
export const reportPeriods = ['12m', '3m', 'year', 'lastYear', 'next12m'] as const;
export type ReportPeriod = (typeof reportPeriods)[number];
export const REPORT_PERIOD_DEFAULT: ReportPeriod = '12m';

export interface ReportRange {
  /** The first day of the first month. */
  from: IsoDate;
  /** The first day after the last month: the range is `[from, to)` as the API reads it. */
  to: IsoDate;
}

/**
 * The months a period covers on `today` (the owner's day): the last 12 or 3 months with the
 * current one, this year, last year, or the current month and the 11 after it.
 */
export function reportRange(period: ReportPeriod, today: IsoDate): ReportRange {
  const thisMonth = `${today.slice(0, 7)}-01`;
  const year = Number(today.slice(0, 4));
  switch (period) {
    case '12m':
      return { from: addMonths(thisMonth, -11), to: addMonths(thisMonth, 1) };
    case '3m':
      return { from: addMonths(thisMonth, -2), to: addMonths(thisMonth, 1) };
    case 'year':
      return { from: `${year}-01-01`, to: `${year + 1}-01-01` };
    case 'lastYear':
      return { from: `${year - 1}-01-01`, to: `${year}-01-01` };
    case 'next12m':
      return { from: thisMonth, to: addMonths(thisMonth, 12) };
  }
}

export function toReportPeriod(value: string | null): ReportPeriod {
  return reportPeriods.find((period) => period === value) ?? REPORT_PERIOD_DEFAULT;
}
