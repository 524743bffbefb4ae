import { toSarText } from '../money/text';

/**
 * CSV for the reports' tables (requirements-next §15): UTF-8 with a byte order mark, so that
 * Excel reads Arabic as Arabic; a header row; CRLF line ends (RFC 4180); amounts as SAR with
 * two decimals ("1234.50"), days as ISO dates ("2026-11-24").
 */
export const CSV_BOM = '\uFEFF';

export type CsvCellKind = 'text' | 'number' | 'amount' | 'date';

export interface CsvColumn<Row> {
  header: string;
  /** How the value is written: an amount is halalas, written as SAR. Text by default. */
  kind?: CsvCellKind;
  value: (row: Row) => string | number | null | undefined;
}

/**
 * Text a spreadsheet would run as a formula (=, +, -, @, a tab or a carriage return first)
 * is written with a leading apostrophe: a guest's name must not become a formula.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function quote(text: string): string {
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

function cellOf(kind: CsvCellKind, value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (kind === 'amount') return toSarText(Number(value));
  if (kind === 'number') return String(value);
  const text = String(value);
  if (kind === 'date') return quote(text);
  return quote(FORMULA_START.test(text) ? `'${text}` : text);
}

/** The whole file's text, BOM first. */
export function toCsv<Row>(columns: CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => cellOf('text', column.header)).join(',')];
  for (const row of rows) {
    lines.push(columns.map((column) => cellOf(column.kind ?? 'text', column.value(row))).join(','));
  }
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

/**
 * Reads a file `toCsv` wrote back into rows of cells (the BOM dropped, quotes undone), for
 * tests and imports.
 */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
