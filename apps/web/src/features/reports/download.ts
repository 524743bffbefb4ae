import { toCsv } from '@nuzul/shared/reports';
import { csvColumns, type ReportColumn } from './report-tables';

/** Saves a table as a CSV file through the browser's download (UTF-8 with BOM, for Excel). */
export function downloadCsv<Row>(
  fileName: string,
  columns: ReportColumn<Row>[],
  rows: readonly Row[],
): void {
  const blob = new Blob([toCsv(csvColumns(columns), rows)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link: the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
