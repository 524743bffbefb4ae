import { describe, expect, it } from 'vitest';
import {
  CSV_BOM,
  occupancyPercent,
  parseCsv,
  perNight,
  reportQuery,
  toCsv,
  type CsvColumn,
} from './index';

interface Row {
  name: string;
  day: string;
  amount: number;
  nights: number;
}

const columns: CsvColumn<Row>[] = [
  { header: 'Property', value: (row) => row.name },
  { header: 'Date', kind: 'date', value: (row) => row.day },
  { header: 'Revenue (SAR)', kind: 'amount', value: (row) => row.amount },
  { header: 'Nights', kind: 'number', value: (row) => row.nights },
];

describe('CSV export (requirements-next §15)', () => {
  it('starts with the UTF-8 byte order mark so that Excel reads Arabic', () => {
    const csv = toCsv(columns, []);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('has a header row, then one line per row ending in CRLF', () => {
    const csv = toCsv(columns, [{ name: 'Villa', day: '2026-11-24', amount: 123450, nights: 3 }]);
    expect(csv).toBe(
      `${CSV_BOM}Property,Date,Revenue (SAR),Nights\r\nVilla,2026-11-24,1234.50,3\r\n`,
    );
  });

  it('writes amounts as SAR with two decimals and dates as ISO days', () => {
    const csv = toCsv(columns, [
      { name: 'a', day: '2026-01-31', amount: 5, nights: 0 },
      { name: 'b', day: '2026-02-01', amount: 100, nights: 1 },
    ]);
    const [, first, second] = parseCsv(csv);
    expect(first).toEqual(['a', '2026-01-31', '0.05', '0']);
    expect(second).toEqual(['b', '2026-02-01', '1.00', '1']);
  });

  it('round-trips Arabic text', () => {
    const name = 'شاليه الواحة، الرياض';
    const csv = toCsv(columns, [{ name, day: '2026-11-24', amount: 0, nights: 1 }]);
    const bytes = new TextEncoder().encode(csv);
    const [header, row] = parseCsv(new TextDecoder().decode(bytes));
    expect(header).toEqual(['Property', 'Date', 'Revenue (SAR)', 'Nights']);
    expect(row![0]).toBe(name);
  });

  it('quotes commas, quotes, line breaks and edge spaces', () => {
    const names = ['a,b', 'say "hi"', 'two\nlines', ' padded '];
    const csv = toCsv(
      columns,
      names.map((name) => ({ name, day: '2026-11-24', amount: 1, nights: 1 })),
    );
    expect(csv).toContain('\r\n"a,b",');
    expect(csv).toContain('\r\n"say ""hi""",');
    expect(csv).toContain('\r\n"two\nlines",');
    expect(csv).toContain('\r\n" padded ",');
    expect(
      parseCsv(csv)
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(names);
  });

  it('writes text a spreadsheet would run as a formula with a leading apostrophe', () => {
    const csv = toCsv(columns, [
      { name: '=HYPERLINK("x")', day: '2026-11-24', amount: -5, nights: -1 },
    ]);
    expect(parseCsv(csv)[1]).toEqual([`'=HYPERLINK("x")`, '2026-11-24', '-0.05', '-1']);
  });

  it('leaves empty values empty', () => {
    const csv = toCsv([{ header: 'Source', value: () => null }], [{}]);
    expect(parseCsv(csv)).toEqual([['Source'], ['']]);
  });
});

describe('report figures', () => {
  it('gives occupancy in tenths of a percent, 0 without available nights', () => {
    expect(occupancyPercent(31, 62)).toBe(50);
    expect(occupancyPercent(1, 3)).toBe(33.3);
    expect(occupancyPercent(2, 3)).toBe(66.7);
    expect(occupancyPercent(0, 0)).toBe(0);
  });

  it('gives per-night amounts rounded, 0 without nights', () => {
    expect(perNight(100000, 3)).toBe(33333);
    expect(perNight(5, 2)).toBe(3);
    expect(perNight(5, 0)).toBe(0);
  });
});

describe('report query', () => {
  const parse = (query: Record<string, string>) => reportQuery.safeParse(query);

  it('takes a half-open range by month by default', () => {
    const result = parse({ from: '2026-01-01', to: '2027-01-01' });
    expect(result.success && result.data).toEqual({
      from: '2026-01-01',
      to: '2027-01-01',
      groupBy: 'month',
    });
  });

  it('refuses an empty or reversed range', () => {
    const result = parse({ from: '2026-02-01', to: '2026-02-01' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['to'],
      message: 'validation.dateOrder',
    });
  });

  it('allows 36 months by month and 366 days by day, not one day more', () => {
    expect(parse({ from: '2026-01-01', to: '2029-01-01' }).success).toBe(true);
    expect(parse({ from: '2026-01-01', to: '2029-01-02' }).success).toBe(false);
    expect(parse({ from: '2026-01-01', to: '2027-01-02', groupBy: 'day' }).success).toBe(true);
    expect(parse({ from: '2026-01-01', to: '2027-01-03', groupBy: 'day' }).success).toBe(false);
  });

  it('takes a source id from the query string', () => {
    const result = parse({ from: '2026-01-01', to: '2026-02-01', source: '10201' });
    expect(result.success && result.data.source).toBe(10201);
    expect(parse({ from: '2026-01-01', to: '2026-02-01', source: 'x' }).success).toBe(false);
  });
});
