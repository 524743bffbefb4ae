import type { DashboardPeriod, DashboardSummary } from '@nuzul/shared/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../app/api-client';
import type { ApiError } from '../../app/api-error';

export const dashboardKeys = {
  summary: (period: DashboardPeriod) => ['dashboard', 'summary', period] as const,
};

/**
 * The dashboard's figures in one round trip (counts, booking stats, the chart's series). A new
 * period keeps the previous figures on screen until its own arrive. The screen shows its own
 * failure (Failed to load properties, with a retry): no toast.
 */
export function useDashboardSummary(period: DashboardPeriod) {
  return useQuery<DashboardSummary, ApiError>({
    queryKey: dashboardKeys.summary(period),
    queryFn: ({ signal }) =>
      apiGet<DashboardSummary>(`/dashboard/summary?period=${period}`, { silent: true, signal }),
    placeholderData: keepPreviousData,
  });
}
