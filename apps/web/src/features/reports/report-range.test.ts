import { describe, expect, it } from 'vitest';
import { reportRange, toReportPeriod } from './report-range';

describe('reportRange: the months of a period, [from, to) as the API reads them', () => {
  it('the last 12 months end with the current one', () => {
    expect(reportRange('12m', '2026-11-24')).toEqual({ from: '2025-12-01', to: '2026-12-01' });
  });

  it('the last 3 months cross a new year', () => {
    expect(reportRange('3m', '2026-01-31')).toEqual({ from: '2025-11-01', to: '2026-02-01' });
  });

  it('this year and last year are whole calendar years', () => {
    expect(reportRange('year', '2026-11-24')).toEqual({ from: '2026-01-01', to: '2027-01-01' });
    expect(reportRange('lastYear', '2026-01-01')).toEqual({
      from: '2025-01-01',
      to: '2026-01-01',
    });
  });

  it('the next 12 months start with the current one', () => {
    expect(reportRange('next12m', '2026-12-31')).toEqual({ from: '2026-12-01', to: '2027-12-01' });
  });

  it('an unknown period in the URL is the last 12 months', () => {
    expect(toReportPeriod('forever')).toBe('12m');
    expect(toReportPeriod(null)).toBe('12m');
    expect(toReportPeriod('lastYear')).toBe('lastYear');
  });
});
