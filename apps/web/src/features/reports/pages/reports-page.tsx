import { DEFAULT_TIME_ZONE, todayIn } from '@nuzul/shared/dates';
import { formatMoney, formatPercent } from '@nuzul/shared/money';
import { Flex, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLanguage } from '../../../app/use-language';
import { useMinWidth } from '../../../app/use-min-width';
import { usePageTitle } from '../../../app/use-page-title';
import { chartColors } from '../../../components/charts/brand-colors';
import { bucketLabel, formatCount } from '../../../components/charts/bucket-label';
import { ChartView } from '../../../components/charts/lazy-chart';
import { Heading } from '../../../components/heading';
import { Panel } from '../../../components/panel';
import { useDefinitions } from '../../definitions';
import { useReport, type ReportParams } from '../api';
import { ReportSection } from '../components/report-section';
import { reportPeriods, reportRange, toReportPeriod, type ReportPeriod } from '../report-range';
import {
  bookingsColumns,
  occupancyColumns,
  propertiesColumns,
  propertyName,
  revenueColumns,
  sourceName,
  sourcesColumns,
} from '../report-tables';

const BOOKING_SOURCE_KIND = 'booking_source';

/** The filters live in the URL: a reload or a shared link keeps them. */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const period = toReportPeriod(params.get('period'));
  const propertyId = params.get('property') ?? undefined;
  const sourceText = params.get('source');
  const source = sourceText !== null && /^\d+$/.test(sourceText) ? Number(sourceText) : undefined;
  const update = (change: { period?: ReportPeriod; property?: string; source?: number }) => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(change)) {
          if (value === undefined) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );
  };
  return { period, propertyId, source, update };
}

function Headline({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Flex vertical gap={2} style={{ flex: '1 1 140px', minWidth: 0 }}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <bdi style={{ fontSize: 22, fontWeight: 600 }} data-testid={testId}>
        {value}
      </bdi>
    </Flex>
  );
}

/** `/charts`: the owner's reports (requirements-next §15). */
export function ReportsPage() {
  const { t } = useTranslation('reports');
  usePageTitle(t('pageTitles.charts', { ns: 'common' }));
  const { language, direction } = useLanguage();
  const wide = useMinWidth('sm');
  const rtl = direction === 'rtl';
  const [today] = useState(() => todayIn(DEFAULT_TIME_ZONE, new Date()));
  const { period, propertyId, source, update } = useFilters();
  const range = reportRange(period, today);
  const params: ReportParams = { ...range, propertyId, source };

  const bookings = useReport('bookings', params);
  const occupancy = useReport('occupancy', params);
  const revenue = useReport('revenue', params);
  const sources = useReport('sources', params);
  // Every property, whatever the property filter: the comparison and the filter's choices.
  const properties = useReport('properties', { ...range, source });
  const definitions = useDefinitions();

  const propertyOptions = useMemo(
    () =>
      (properties.data?.rows ?? []).map((row) => ({
        value: row.propertyId,
        label: propertyName(row, t),
      })),
    [properties.data, t],
  );
  const sourceOptions = definitions.lookup
    .ofKind(BOOKING_SOURCE_KIND)
    .map((item) => ({ value: item.id, label: definitions.lookup.nameOf(item) }));
  const fileName = (name: string) => `${name}-${range.from}-${range.to}`;
  const monthLabel = (bucket: string) => bucketLabel(bucket, 'month', language);
  const count = (value: number) => formatCount(value, language);
  const sar = (value: number) => formatMoney(value, language);
  const percent = (value: number) => formatPercent(Math.round(value * 100), language);
  const totals = revenue.data?.totals;

  return (
    <Flex vertical gap={16} data-testid="reports-page">
      <div>
        <Heading level={1} look={wide ? 2 : 3} style={{ marginBlock: 0 }}>
          {t('sidebar.charts', { ns: 'common' })}
        </Heading>
        <Typography.Text type="secondary">{t('subtitle')}</Typography.Text>
      </div>
      <Panel>
        <Flex gap={12} wrap>
          <Select<ReportPeriod>
            value={period}
            onChange={(value) => update({ period: value })}
            options={reportPeriods.map((value) => ({
              value,
              label: t(`periods.${value}`),
            }))}
            aria-label={t('filters.period')}
            style={{ minWidth: 180, flex: wide ? undefined : '1 1 100%' }}
            data-testid="reports-period"
          />
          <Select<string>
            value={propertyId}
            onChange={(value) => update({ property: value })}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('filters.allProperties')}
            options={propertyOptions}
            aria-label={t('filters.property')}
            style={{ minWidth: 220, flex: wide ? undefined : '1 1 100%' }}
            data-testid="reports-property"
          />
          <Select<number>
            value={source}
            onChange={(value) => update({ source: value })}
            allowClear
            placeholder={t('filters.allSources')}
            options={sourceOptions}
            aria-label={t('filters.source')}
            style={{ minWidth: 180, flex: wide ? undefined : '1 1 100%' }}
            data-testid="reports-source"
          />
        </Flex>
      </Panel>
      {totals && (
        <Panel data-testid="reports-headline">
          <Flex gap={16} wrap>
            <Headline
              label={t('columns.guestPrice')}
              value={sar(totals.guestPrice)}
              testId="reports-revenue"
            />
            <Headline
              label={t('columns.priceToYou')}
              value={sar(totals.priceToYou)}
              testId="reports-price-to-you"
            />
            <Headline
              label={t('columns.occupancy')}
              value={percent(totals.occupancyPercent)}
              testId="reports-occupancy"
            />
            <Headline label={t('columns.adr')} value={sar(totals.adr)} testId="reports-adr" />
            <Headline
              label={t('columns.revpar')}
              value={sar(totals.revpar)}
              testId="reports-revpar"
            />
          </Flex>
        </Panel>
      )}
      <ReportSection
        title={t('sections.bookings')}
        testId="report-bookings"
        columns={bookingsColumns(t)}
        rows={bookings.data?.rows}
        rowKey={(row) => row.bucket}
        totals={bookings.data && { bucket: '', ...bookings.data.totals }}
        fileName={fileName('bookings')}
        error={bookings.error}
        onRetry={() => void bookings.refetch()}
        chart={
          bookings.data && (
            <ChartView
              rows={bookings.data.rows.map((row) => ({
                label: monthLabel(row.bucket),
                confirmed: row.confirmed,
                cancelled: row.cancelled,
              }))}
              series={[
                {
                  key: 'confirmed',
                  name: t('columns.confirmed'),
                  color: chartColors.confirmed,
                },
                {
                  key: 'cancelled',
                  name: t('columns.cancelled'),
                  color: chartColors.cancelled,
                },
              ]}
              rtl={rtl}
              formatValue={count}
              data-testid="report-bookings-chart"
            />
          )
        }
      />
      <ReportSection
        title={t('sections.occupancy')}
        testId="report-occupancy"
        columns={occupancyColumns(t)}
        rows={occupancy.data?.rows}
        rowKey={(row) => row.bucket}
        totals={occupancy.data && { bucket: '', ...occupancy.data.totals }}
        fileName={fileName('occupancy')}
        error={occupancy.error}
        onRetry={() => void occupancy.refetch()}
        chart={
          occupancy.data && (
            <ChartView
              kind="bar"
              rows={occupancy.data.rows.map((row) => ({
                label: monthLabel(row.bucket),
                occupancy: row.occupancyPercent,
              }))}
              series={[
                {
                  key: 'occupancy',
                  name: t('columns.occupancy'),
                  color: chartColors.confirmed,
                },
              ]}
              rtl={rtl}
              formatValue={percent}
              data-testid="report-occupancy-chart"
            />
          )
        }
      />
      <ReportSection
        title={t('sections.revenue')}
        testId="report-revenue"
        columns={revenueColumns(t)}
        rows={revenue.data?.rows}
        rowKey={(row) => row.bucket}
        totals={revenue.data && { bucket: '', ...revenue.data.totals }}
        fileName={fileName('revenue')}
        error={revenue.error}
        onRetry={() => void revenue.refetch()}
        chart={
          revenue.data && (
            <ChartView
              rows={revenue.data.rows.map((row) => ({
                label: monthLabel(row.bucket),
                guestPrice: row.guestPrice,
                priceToYou: row.priceToYou,
              }))}
              series={[
                {
                  key: 'guestPrice',
                  name: t('columns.guestPrice'),
                  color: chartColors.confirmed,
                },
                {
                  key: 'priceToYou',
                  name: t('columns.priceToYou'),
                  color: chartColors.secondary,
                },
              ]}
              rtl={rtl}
              formatValue={sar}
              formatTick={(value) => count(Math.round(value / 100))}
              data-testid="report-revenue-chart"
            />
          )
        }
      />
      <ReportSection
        title={t('sections.sources')}
        testId="report-sources"
        columns={sourcesColumns(t, language)}
        rows={sources.data?.rows}
        rowKey={(row) => String(row.sourceId)}
        totals={
          sources.data && { sourceId: null, nameAr: null, nameEn: null, ...sources.data.totals }
        }
        fileName={fileName('sources')}
        error={sources.error}
        onRetry={() => void sources.refetch()}
        chart={
          sources.data && (
            <ChartView
              kind="bar"
              rows={sources.data.rows.map((row) => ({
                label: sourceName(row, language, t),
                bookings: row.bookings,
                cancelled: row.cancelled,
              }))}
              series={[
                {
                  key: 'bookings',
                  name: t('columns.bookings'),
                  color: chartColors.confirmed,
                },
                {
                  key: 'cancelled',
                  name: t('columns.cancelled'),
                  color: chartColors.cancelled,
                },
              ]}
              rtl={rtl}
              formatValue={count}
              data-testid="report-sources-chart"
            />
          )
        }
      />
      <ReportSection
        title={t('sections.properties')}
        testId="report-properties"
        columns={propertiesColumns(t)}
        rows={properties.data?.rows}
        rowKey={(row) => row.propertyId}
        fileName={fileName('properties')}
        error={properties.error}
        onRetry={() => void properties.refetch()}
      />
    </Flex>
  );
}
