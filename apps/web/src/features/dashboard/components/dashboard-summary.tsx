import {
  dashboardPeriods,
  type DashboardPeriod,
  type DashboardSummary,
} from '@nuzul/shared/reports';
import { Flex, Segmented, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../app/use-language';
import { useThemeToken } from '../../../app/use-theme-token';
import { chartColors } from '../../../components/charts/brand-colors';
import { bucketLabel, formatCount } from '../../../components/charts/bucket-label';
import { ChartView } from '../../../components/charts/lazy-chart';
import { visuallyHidden } from '../../../components/charts/visually-hidden';
import { Panel } from '../../../components/panel';
import { propertyListLinks } from '../figures';

interface FigureProps {
  label: string;
  value: number;
  /** The property list filtered to what the figure counts. */
  to?: string;
  testId: string;
}

/** One count: its label above, the number large; a link when a list shows what it counts. */
function Figure({ label, value, to, testId }: FigureProps) {
  const token = useThemeToken();
  const { language } = useLanguage();
  const body = (
    <Flex vertical gap={2}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <span style={{ fontSize: 28, fontWeight: 600, lineHeight: 1.2 }} data-testid={testId}>
        {formatCount(value, language)}
      </span>
    </Flex>
  );
  const box = { flex: '1 1 140px', minWidth: 0 };
  if (to === undefined) return <div style={box}>{body}</div>;
  return (
    <Link to={to} style={{ ...box, color: token.colorText }} data-testid={`${testId}-link`}>
      {body}
    </Link>
  );
}

function Figures({ children }: { children: ReactNode }) {
  return (
    <Flex gap={16} wrap>
      {children}
    </Flex>
  );
}

interface DashboardSummaryViewProps {
  summary: DashboardSummary;
  period: DashboardPeriod;
  onPeriod: (period: DashboardPeriod) => void;
  /** A new period's figures are on their way: the current ones stay, dimmed. */
  updating: boolean;
}

/** Spec §6: the property counts, the booking stats of a period and their line chart. */
export function DashboardSummaryView({
  summary,
  period,
  onPeriod,
  updating,
}: DashboardSummaryViewProps) {
  const { t } = useTranslation('dashboard');
  const { language, direction } = useLanguage();
  const { properties, bookings, arrivals } = summary;
  const rows = summary.series.map((bucket) => ({
    label: bucketLabel(bucket.bucket, summary.groupBy, language),
    confirmed: bucket.confirmed,
    cancelled: bucket.cancelled,
  }));
  return (
    <Flex vertical gap={16}>
      <Panel data-testid="dashboard-properties">
        <Flex vertical gap={12}>
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            {t('properties.title')}
          </Typography.Title>
          <Figures>
            <Figure
              label={t('properties.total')}
              value={properties.total}
              to={propertyListLinks.total}
              testId="dashboard-count-total"
            />
            <Figure
              label={t('properties.connected')}
              value={properties.connected}
              to={propertyListLinks.connected}
              testId="dashboard-count-connected"
            />
            <Figure
              label={t('properties.readyToConnect')}
              value={properties.readyToConnect}
              to={propertyListLinks.readyToConnect}
              testId="dashboard-count-ready"
            />
          </Figures>
        </Flex>
      </Panel>
      <Panel data-testid="dashboard-bookings">
        <Flex vertical gap={16} style={{ opacity: updating ? 0.6 : 1 }} aria-busy={updating}>
          <Flex justify="space-between" align="center" gap={12} wrap>
            <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
              {t('bookings.title')}
            </Typography.Title>
            <Segmented<DashboardPeriod>
              value={period}
              onChange={onPeriod}
              options={dashboardPeriods.map((value) => ({ value, label: t(`periods.${value}`) }))}
              aria-label={t('bookings.period')}
              data-testid="dashboard-period"
            />
          </Flex>
          <Figures>
            <Figure
              label={t('bookings.confirmed')}
              value={bookings.confirmed}
              testId="dashboard-confirmed"
            />
            <Figure
              label={t('bookings.cancelled')}
              value={bookings.cancelled}
              testId="dashboard-cancelled"
            />
            <Figure
              label={t('bookings.arrivalsToday')}
              value={arrivals.today}
              testId="dashboard-arrivals-today"
            />
            <Figure
              label={t('bookings.arrivalsThisWeek')}
              value={arrivals.thisWeek}
              testId="dashboard-arrivals-week"
            />
          </Figures>
          <ChartView
            rows={rows}
            rtl={direction === 'rtl'}
            series={[
              { key: 'confirmed', name: t('bookings.confirmed'), color: chartColors.confirmed },
              { key: 'cancelled', name: t('bookings.cancelled'), color: chartColors.cancelled },
            ]}
            formatValue={(value) => formatCount(value, language)}
            data-testid="dashboard-chart"
          />
          <table style={visuallyHidden} data-testid="dashboard-chart-table">
            <caption>{t('bookings.chartCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">
                  {summary.groupBy === 'month' ? t('bookings.month') : t('bookings.day')}
                </th>
                <th scope="col">{t('bookings.confirmed')}</th>
                <th scope="col">{t('bookings.cancelled')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>{formatCount(row.confirmed, language)}</td>
                  <td>{formatCount(row.cancelled, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Flex>
      </Panel>
    </Flex>
  );
}
