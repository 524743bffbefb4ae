import { addDays, daysBetween, hijriDate, type IsoDate } from '@nuzul/shared/dates';
import { DAYS_AHEAD, DAYS_BACK } from './timeline-first-page';

/**
 * The geometry of the "All properties" timeline (requirements-next §4.1, issue 17): a row per
 * unit, a column per day, from a year back to a year ahead of today. Pure functions, so that
 * the selection, the keyboard and the right-to-left axis are tested without a browser.
 */

export { DAYS_AHEAD, DAYS_BACK };

/** The grid's sizes in pixels: a day's column, a row, the two month bands and the header. */
export const DAY_WIDTH = 56;
export const ROW_HEIGHT = 36;
export const BAND_HEIGHT = 22;
export const HEADER_HEIGHT = BAND_HEIGHT * 2 + 36;

/** The days shown: `count` columns from `first`; today is column `todayIndex`. */
export interface Axis {
  first: IsoDate;
  count: number;
  todayIndex: number;
}

export function timelineAxis(today: IsoDate): Axis {
  return {
    first: addDays(today, -DAYS_BACK),
    count: DAYS_BACK + DAYS_AHEAD + 1,
    todayIndex: DAYS_BACK,
  };
}

export function dayAt(axis: Axis, index: number): IsoDate {
  return addDays(axis.first, index);
}

export function indexOfDay(axis: Axis, day: IsoDate): number {
  return daysBetween(axis.first, day);
}

export type Direction = 'ltr' | 'rtl';

/**
 * How far the view has scrolled from the axis's start (its first day), ≥ 0 in both
 * directions. Right to left the first day is at the right edge and Chromium (like the
 * standard) reports scrollLeft from 0 there down to negative values towards the left.
 */
export function scrolledFromStart(scrollLeft: number, direction: Direction): number {
  return direction === 'rtl' ? Math.abs(Math.min(0, scrollLeft)) : Math.max(0, scrollLeft);
}

/** The scrollLeft that puts the axis `offset` pixels from its start (the inverse). */
export function scrollLeftAt(offset: number, direction: Direction): number {
  const distance = Math.max(0, offset);
  return direction === 'rtl' ? -distance : distance;
}

/**
 * The side a column's offset is measured from: the left edge left to right, the right edge
 * right to left, so that later days lie to the left in Arabic.
 */
export function startSide(direction: Direction): 'left' | 'right' {
  return direction === 'rtl' ? 'right' : 'left';
}

/** A cell: a row of the shown unit rows and a day column of the axis. */
export interface Cell {
  row: number;
  day: number;
}

/**
 * The selection of a rectangle of cells: pressed on one cell (`anchor`) and dragged to another
 * (`end`), or stretched with Shift+arrows from the focused cell. Past days never take part
 * ("Only future dates are selectable"): they are clamped to today's column.
 */
export interface RectSelection {
  anchor: Cell | null;
  end: Cell | null;
  dragging: boolean;
}

export const noRect: RectSelection = { anchor: null, end: null, dragging: false };

export type RectEvent =
  | { type: 'press'; cell: Cell }
  | { type: 'enter'; cell: Cell }
  | { type: 'release' }
  | { type: 'stretch'; from: Cell; to: Cell }
  | { type: 'clear' };

export function rectReducer(state: RectSelection, event: RectEvent, axis: Axis): RectSelection {
  const clamp = (cell: Cell): Cell => ({ row: cell.row, day: Math.max(cell.day, axis.todayIndex) });
  switch (event.type) {
    case 'press':
      if (event.cell.day < axis.todayIndex) return state;
      return { anchor: event.cell, end: event.cell, dragging: true };
    case 'enter':
      if (!state.dragging) return state;
      return { ...state, end: clamp(event.cell) };
    case 'release':
      return state.dragging ? { ...state, dragging: false } : state;
    case 'stretch': {
      const anchor = state.anchor ?? event.from;
      if (anchor.day < axis.todayIndex) return state;
      return { anchor, end: clamp(event.to), dragging: false };
    }
    case 'clear':
      return noRect;
    default: {
      const unknown: never = event;
      throw new Error(`unknown selection event ${JSON.stringify(unknown)}`);
    }
  }
}

/** The rectangle chosen: first and last row, first and last day column (both included). */
export interface Rect {
  rowFrom: number;
  rowTo: number;
  dayFrom: number;
  dayTo: number;
}

export function selectedRect(selection: RectSelection): Rect | null {
  const { anchor, end } = selection;
  if (anchor === null || end === null) return null;
  return {
    rowFrom: Math.min(anchor.row, end.row),
    rowTo: Math.max(anchor.row, end.row),
    dayFrom: Math.min(anchor.day, end.day),
    dayTo: Math.max(anchor.day, end.day),
  };
}

export function rectHas(rect: Rect | null, cell: Cell): boolean {
  return (
    rect !== null &&
    cell.row >= rect.rowFrom &&
    cell.row <= rect.rowTo &&
    cell.day >= rect.dayFrom &&
    cell.day <= rect.dayTo
  );
}

/** Cells in the rectangle (units × nights), for the count the actions announce. */
export function rectCellCount(rect: Rect): number {
  return (rect.rowTo - rect.rowFrom + 1) * (rect.dayTo - rect.dayFrom + 1);
}

export type ArrowKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';

export function isArrowKey(key: string): key is ArrowKey {
  return key === 'ArrowLeft' || key === 'ArrowRight' || key === 'ArrowUp' || key === 'ArrowDown';
}

/**
 * The cell an arrow key moves the focus to, kept inside `rows` × the axis: up and down move
 * by a unit, left and right by a day, and right to left the next day is on the left.
 */
export function cellByKey(
  cell: Cell,
  key: ArrowKey,
  direction: Direction,
  rows: number,
  axis: Axis,
): Cell {
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const inside = (value: number, count: number) => Math.min(Math.max(value, 0), count - 1);
  switch (key) {
    case 'ArrowUp':
      return { row: inside(cell.row - 1, rows), day: cell.day };
    case 'ArrowDown':
      return { row: inside(cell.row + 1, rows), day: cell.day };
    case 'ArrowLeft':
    case 'ArrowRight':
      return { row: cell.row, day: inside(cell.day + (key === forward ? 1 : -1), axis.count) };
    default: {
      const unknown: never = key;
      throw new Error(`unknown key ${String(unknown)}`);
    }
  }
}

/**
 * Where a stay's bar lies on the axis: its first night's column and its number of nights,
 * cut to the axis; null when none of its nights is shown. `dateTo` is the departure day.
 */
export function barColumns(
  axis: Axis,
  dateFrom: IsoDate,
  dateTo: IsoDate,
): { start: number; nights: number } | null {
  const start = Math.max(0, indexOfDay(axis, dateFrom));
  const end = Math.min(axis.count, indexOfDay(axis, dateTo));
  return end > start ? { start, nights: end - start } : null;
}

/** A header band: `count` days from column `start` under one label. */
export interface Band {
  key: string;
  start: number;
  count: number;
}

/** The Gregorian months of the axis ("2026-11"), for the upper header row. */
export function gregorianMonths(axis: Axis): Band[] {
  return bands(axis, (day) => day.slice(0, 7));
}

/** The Umm al-Qura months of the axis ("1448-05"), for the row beneath. */
export function hijriMonths(axis: Axis): Band[] {
  return bands(axis, (day) => {
    const { year, month } = hijriDate(day);
    return `${year}-${String(month).padStart(2, '0')}`;
  });
}

function bands(axis: Axis, keyOf: (day: IsoDate) => string): Band[] {
  const result: Band[] = [];
  for (let index = 0; index < axis.count; index += 1) {
    const key = keyOf(dayAt(axis, index));
    const last = result.at(-1);
    if (last?.key === key) last.count += 1;
    else result.push({ key, start: index, count: 1 });
  }
  return result;
}

/** The grid's measures in pixels: every row is `rowHeight` high, every day `dayWidth` wide. */
export interface GridMetrics {
  dayWidth: number;
  rowHeight: number;
  /** The unit-name column at the inline start. */
  sideWidth: number;
  /** The header rows above the first row. */
  headerHeight: number;
}

/**
 * The cell under the pointer. `x` and `y` are from the scroll container's top-left corner
 * (clientX − its left), `width` its client width, `scrollLeft` and `scrollTop` as the
 * browser reports them. Right to left, days run from the right edge. Null over the header,
 * the name column or outside the axis.
 */
export function cellAtPoint(
  point: { x: number; y: number },
  view: { width: number; scrollLeft: number; scrollTop: number },
  metrics: GridMetrics,
  direction: Direction,
  rows: number,
  axis: Axis,
): Cell | null {
  const fromStartEdge = direction === 'rtl' ? view.width - point.x : point.x;
  if (fromStartEdge < metrics.sideWidth || point.y < metrics.headerHeight) return null;
  const inline = fromStartEdge + scrolledFromStart(view.scrollLeft, direction) - metrics.sideWidth;
  const block = point.y + view.scrollTop - metrics.headerHeight;
  const day = Math.floor(inline / metrics.dayWidth);
  const row = Math.floor(block / metrics.rowHeight);
  if (day < 0 || day >= axis.count || row < 0 || row >= rows) return null;
  return { row, day };
}
