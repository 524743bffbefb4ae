import type {
  BookingsReport,
  CsvColumn,
  OccupancyReport,
  PropertiesReport,
  RevenueReport,
  SourcesReport,
} from '@nuzul/shared/reports';
import type { TFunction } from 'i18next';
import type { Language } from '../../app/i18n';

/**
 * How a cell reads: a bucket is a month (its first day, ISO in a CSV), an amount is halalas
 * (Money on screen, SAR with 2 decimals in a CSV), a percent is occupancy with one decimal.
 */
export type CellKind = 'text' | 'count' | 'amount' | 'percent' | 'bucket';

export interface ReportColumn<Row> {
  key: string;
  title: string;
  kind: CellKind;
  value: (row: Row) => string | number | null;
}

export type BookingsRow = BookingsReport['rows'][number];
export type OccupancyRow = OccupancyReport['rows'][number];
export type RevenueRow = RevenueReport['rows'][number];
export type SourceRow = SourcesReport['rows'][number];
export type PropertyRow = PropertiesReport['rows'][number];

type T = TFunction<'reports'>;

export function bookingsColumns(t: T): ReportColumn<BookingsRow>[] {
  return [
    { key: 'bucket', title: t('columns.month'), kind: 'bucket', value: (r) => r.bucket },
    {
      key: 'confirmed',
      title: t('columns.confirmed'),
      kind: 'count',
      value: (r) => r.confirmed,
    },
    { key: 'pending', title: t('columns.pending'), kind: 'count', value: (r) => r.pending },
    {
      key: 'cancelled',
      title: t('columns.cancelled'),
      kind: 'count',
      value: (r) => r.cancelled,
    },
  ];
}

export function occupancyColumns(t: T): ReportColumn<OccupancyRow>[] {
  return [
    { key: 'bucket', title: t('columns.month'), kind: 'bucket', value: (r) => r.bucket },
    {
      key: 'availableNights',
      title: t('columns.availableNights'),
      kind: 'count',
      value: (r) => r.availableNights,
    },
    {
      key: 'blockedNights',
      title: t('columns.blockedNights'),
      kind: 'count',
      value: (r) => r.blockedNights,
    },
    {
      key: 'bookedNights',
      title: t('columns.bookedNights'),
      kind: 'count',
      value: (r) => r.bookedNights,
    },
    {
      key: 'occupancyPercent',
      title: t('columns.occupancy'),
      kind: 'percent',
      value: (r) => r.occupancyPercent,
    },
  ];
}

const money = <Row extends { guestPrice: number; priceToYou: number }>(
  t: T,
): ReportColumn<Row>[] => [
  {
    key: 'guestPrice',
    title: t('columns.guestPrice'),
    kind: 'amount',
    value: (r) => r.guestPrice,
  },
  {
    key: 'priceToYou',
    title: t('columns.priceToYou'),
    kind: 'amount',
    value: (r) => r.priceToYou,
  },
];

const perNight = <Row extends { adr: number; revpar: number }>(t: T): ReportColumn<Row>[] => [
  { key: 'adr', title: t('columns.adr'), kind: 'amount', value: (r) => r.adr },
  { key: 'revpar', title: t('columns.revpar'), kind: 'amount', value: (r) => r.revpar },
];

export function revenueColumns(t: T): ReportColumn<RevenueRow>[] {
  return [
    { key: 'bucket', title: t('columns.month'), kind: 'bucket', value: (r) => r.bucket },
    ...money<RevenueRow>(t),
    {
      key: 'bookedNights',
      title: t('columns.bookedNights'),
      kind: 'count',
      value: (r) => r.bookedNights,
    },
    ...perNight<RevenueRow>(t),
  ];
}

/** A source's name in the language; bookings without one are "No source". */
export function sourceName(row: SourceRow, language: Language, t: T): string {
  const name = language === 'ar' ? (row.nameAr ?? row.nameEn) : (row.nameEn ?? row.nameAr);
  return row.sourceId === null || name === null ? t('noSource') : name;
}

export function sourcesColumns(t: T, language: Language): ReportColumn<SourceRow>[] {
  return [
    {
      key: 'source',
      title: t('columns.source'),
      kind: 'text',
      value: (r) => sourceName(r, language, t),
    },
    {
      key: 'bookings',
      title: t('columns.bookings'),
      kind: 'count',
      value: (r) => r.bookings,
    },
    {
      key: 'cancelled',
      title: t('columns.cancelled'),
      kind: 'count',
      value: (r) => r.cancelled,
    },
    {
      key: 'bookedNights',
      title: t('columns.bookedNights'),
      kind: 'count',
      value: (r) => r.bookedNights,
    },
    ...money<SourceRow>(t),
  ];
}

/** A property's name, or its internal name, or "Untitled property". */
export function propertyName(row: Pick<PropertyRow, 'name' | 'internalName'>, t: T): string {
  return row.name ?? row.internalName ?? t('untitledProperty');
}

export function propertiesColumns(t: T): ReportColumn<PropertyRow>[] {
  return [
    {
      key: 'property',
      title: t('columns.property'),
      kind: 'text',
      value: (r) => propertyName(r, t),
    },
    { key: 'units', title: t('columns.units'), kind: 'count', value: (r) => r.units },
    {
      key: 'bookings',
      title: t('columns.bookings'),
      kind: 'count',
      value: (r) => r.bookings,
    },
    {
      key: 'cancelled',
      title: t('columns.cancelled'),
      kind: 'count',
      value: (r) => r.cancelled,
    },
    {
      key: 'bookedNights',
      title: t('columns.bookedNights'),
      kind: 'count',
      value: (r) => r.bookedNights,
    },
    {
      key: 'occupancyPercent',
      title: t('columns.occupancy'),
      kind: 'percent',
      value: (r) => r.occupancyPercent,
    },
    ...money<PropertyRow>(t),
    ...perNight<PropertyRow>(t),
  ];
}

/** The same columns for the CSV writer: ISO days, SAR with 2 decimals, occupancy "50.0". */
export function csvColumns<Row>(columns: ReportColumn<Row>[]): CsvColumn<Row>[] {
  return columns.map((column) => {
    switch (column.kind) {
      case 'bucket':
        return { header: column.title, kind: 'date', value: column.value };
      case 'amount':
        return { header: column.title, kind: 'amount', value: column.value };
      case 'count':
        return { header: column.title, kind: 'number', value: column.value };
      case 'percent':
        return {
          header: column.title,
          kind: 'number',
          value: (row) => {
            const value = column.value(row);
            return typeof value === 'number' ? value.toFixed(1) : value;
          },
        };
      case 'text':
        return { header: column.title, value: column.value };
    }
  });
}
