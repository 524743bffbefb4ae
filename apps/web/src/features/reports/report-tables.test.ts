import { parseCsv, toCsv } from '@nuzul/shared/reports';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../app/i18n';
import {
  csvColumns,
  propertiesColumns,
  revenueColumns,
  sourcesColumns,
  type PropertyRow,
  type RevenueRow,
  type SourceRow,
} from './report-tables';

const t = i18n.getFixedT(null, 'reports');

const november: RevenueRow = {
  bucket: '2026-11-01',
  availableNights: 60,
  blockedNights: 7,
  bookedNights: 12,
  occupancyPercent: 20,
  guestPrice: 1_234_50,
  priceToYou: 1_100_05,
  adr: 102_88,
  revpar: 20_58,
};

describe('report tables as CSV', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('revenue: a header row, ISO months, SAR with 2 decimals, a byte order mark first', () => {
    const text = toCsv(csvColumns(revenueColumns(t)), [november]);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(parseCsv(text)).toEqual([
      [
        'Month',
        'Guest price',
        'Price to you',
        'Booked nights',
        'ADR (per booked night)',
        'RevPAR (per available night)',
      ],
      ['2026-11-01', '1234.50', '1100.05', '12', '102.88', '20.58'],
    ]);
  });

  it('properties: Arabic names and headers round-trip; occupancy with one decimal', async () => {
    await i18n.changeLanguage('ar');
    const row: PropertyRow = {
      ...november,
      propertyId: '0b6c8d7e-1111-4a2b-9c3d-222233334444',
      name: 'شاليه الورد, الرياض',
      internalName: null,
      units: 2,
      bookings: 3,
      cancelled: 1,
      occupancyPercent: 33.3,
    };
    const rows = parseCsv(
      toCsv(csvColumns(propertiesColumns(i18n.getFixedT('ar', 'reports'))), [row]),
    );
    expect(rows[0]?.[0]).toBe('العقار');
    expect(rows[1]).toEqual([
      'شاليه الورد, الرياض',
      '2',
      '3',
      '1',
      '12',
      '33.3',
      '1234.50',
      '1100.05',
      '102.88',
      '20.58',
    ]);
  });

  it('sources: bookings without a source read "No source"; names in the language', () => {
    const rows: SourceRow[] = [
      {
        sourceId: 10201,
        nameAr: 'مباشر',
        nameEn: 'Direct',
        bookings: 4,
        cancelled: 1,
        bookedNights: 9,
        guestPrice: 900_00,
        priceToYou: 850_00,
      },
      {
        sourceId: null,
        nameAr: null,
        nameEn: null,
        bookings: 1,
        cancelled: 0,
        bookedNights: 2,
        guestPrice: 200_00,
        priceToYou: 200_00,
      },
    ];
    const parsed = parseCsv(toCsv(csvColumns(sourcesColumns(t, 'en')), rows));
    expect(parsed.map((row) => row[0])).toEqual(['Source', 'Direct', 'No source']);
    const arabic = parseCsv(toCsv(csvColumns(sourcesColumns(t, 'ar')), rows));
    expect(arabic[1]?.[0]).toBe('مباشر');
  });
});
