import type {
  BookingsReport,
  OccupancyReport,
  PropertiesReport,
  ReportKind,
  RevenueReport,
  SourcesReport,
} from '@nuzul/shared/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../app/api-client';
import type { ApiError } from '../../app/api-error';

export interface ReportParams {
  from: string;
  to: string;
  propertyId?: string;
  source?: number;
}

interface ReportAnswers {
  bookings: BookingsReport;
  occupancy: OccupancyReport;
  revenue: RevenueReport;
  sources: SourcesReport;
  properties: PropertiesReport;
}

/** `/reports/{kind}?from&to[&propertyId][&source]&groupBy=month`. */
export function reportPath(kind: ReportKind, params: ReportParams): string {
  const search = new URLSearchParams({ from: params.from, to: params.to });
  if (params.propertyId !== undefined) search.set('propertyId', params.propertyId);
  if (params.source !== undefined) search.set('source', String(params.source));
  search.set('groupBy', 'month');
  return `/reports/${kind}?${search.toString()}`;
}

/**
 * One report for the filters. Each section of the screen shows its own failure with a retry:
 * no toast. Other filters keep the previous figures on screen until theirs arrive.
 */
export function useReport<K extends keyof ReportAnswers>(kind: K, params: ReportParams) {
  return useQuery<ReportAnswers[K], ApiError>({
    queryKey: ['reports', kind, params],
    queryFn: ({ signal }) =>
      apiGet<ReportAnswers[K]>(reportPath(kind, params), { silent: true, signal }),
    placeholderData: keepPreviousData,
  });
}
