import { describe, expect, it } from 'vitest';
import {
  barColumns,
  cellAtPoint,
  cellByKey,
  dayAt,
  gregorianMonths,
  hijriMonths,
  indexOfDay,
  noRect,
  rectCellCount,
  rectHas,
  rectReducer,
  scrollLeftAt,
  scrolledFromStart,
  selectedRect,
  startSide,
  timelineAxis,
  type RectEvent,
  type RectSelection,
} from './timeline-grid';

const today = '2026-11-24';
const axis = timelineAxis(today);
const T = axis.todayIndex;

function run(...events: RectEvent[]): RectSelection {
  return events.reduce((state, event) => rectReducer(state, event, axis), noRect);
}

describe('the axis: a year back and a year ahead of today', () => {
  it('runs from 365 days before today to 365 days after, today its column 365', () => {
    expect(axis).toEqual({ first: '2025-11-24', count: 731, todayIndex: 365 });
    expect(dayAt(axis, T)).toBe(today);
    expect(dayAt(axis, axis.count - 1)).toBe('2027-11-24');
    expect(indexOfDay(axis, '2026-11-25')).toBe(366);
  });

  it('bands the days by Gregorian month and, beneath, by Umm al-Qura month', () => {
    const months = gregorianMonths(axis);
    expect(months[0]).toEqual({ key: '2025-11', start: 0, count: 7 });
    expect(months.find((band) => band.key === '2026-12')).toEqual({
      key: '2026-12',
      start: indexOfDay(axis, '2026-12-01'),
      count: 31,
    });
    const hijri = hijriMonths(axis);
    // 1 Ramadan 1447 was 18 February 2026 (Umm al-Qura).
    const ramadan = hijri.find((band) => band.key === '1447-09');
    expect(ramadan?.start).toBe(indexOfDay(axis, '2026-02-18'));
    expect(hijri.reduce((sum, band) => sum + band.count, 0)).toBe(axis.count);
  });
});

describe('the time axis right to left (Arabic)', () => {
  it('measures columns from the right edge, so that later days lie to the left', () => {
    expect(startSide('rtl')).toBe('right');
    expect(startSide('ltr')).toBe('left');
  });

  it("reads Chromium's negative scrollLeft as the distance from the first day", () => {
    expect(scrolledFromStart(-4200, 'rtl')).toBe(4200);
    expect(scrolledFromStart(0, 'rtl')).toBe(0);
    expect(scrolledFromStart(4200, 'ltr')).toBe(4200);
    expect(scrollLeftAt(4200, 'rtl')).toBe(-4200);
    expect(scrollLeftAt(4200, 'ltr')).toBe(4200);
    expect(scrolledFromStart(scrollLeftAt(1234, 'rtl'), 'rtl')).toBe(1234);
  });

  it('moves to the next day with the left arrow in Arabic and the right arrow in English', () => {
    const cell = { row: 2, day: T + 3 };
    expect(cellByKey(cell, 'ArrowLeft', 'rtl', 10, axis)).toEqual({ row: 2, day: T + 4 });
    expect(cellByKey(cell, 'ArrowRight', 'rtl', 10, axis)).toEqual({ row: 2, day: T + 2 });
    expect(cellByKey(cell, 'ArrowRight', 'ltr', 10, axis)).toEqual({ row: 2, day: T + 4 });
    expect(cellByKey(cell, 'ArrowLeft', 'ltr', 10, axis)).toEqual({ row: 2, day: T + 2 });
  });
});

describe('selecting a rectangle of cells across units and days', () => {
  it('takes every cell between the pressed one and the one the drag ends on', () => {
    const state = run(
      { type: 'press', cell: { row: 4, day: T + 10 } },
      { type: 'enter', cell: { row: 5, day: T + 11 } },
      { type: 'enter', cell: { row: 6, day: T + 13 } },
      { type: 'release' },
    );
    const rect = selectedRect(state);
    expect(rect).toEqual({ rowFrom: 4, rowTo: 6, dayFrom: T + 10, dayTo: T + 13 });
    expect(rectCellCount(rect!)).toBe(12); // 3 units × 4 days
    expect(rectHas(rect, { row: 5, day: T + 12 })).toBe(true);
    expect(rectHas(rect, { row: 7, day: T + 12 })).toBe(false);
    expect(rectHas(rect, { row: 5, day: T + 14 })).toBe(false);
    expect(state.dragging).toBe(false);
  });

  it('takes the corners in either order (dragged up and back in time)', () => {
    const rect = selectedRect(
      run(
        { type: 'press', cell: { row: 8, day: T + 20 } },
        { type: 'enter', cell: { row: 3, day: T + 15 } },
        { type: 'release' },
      ),
    );
    expect(rect).toEqual({ rowFrom: 3, rowTo: 8, dayFrom: T + 15, dayTo: T + 20 });
  });

  it('follows the pointer only while the button is held', () => {
    const released = run(
      { type: 'press', cell: { row: 1, day: T } },
      { type: 'release' },
      { type: 'enter', cell: { row: 9, day: T + 9 } },
    );
    expect(selectedRect(released)).toEqual({ rowFrom: 1, rowTo: 1, dayFrom: T, dayTo: T });
  });

  it('starts on no past day and stops a drag at today ("Only future dates are selectable")', () => {
    expect(run({ type: 'press', cell: { row: 0, day: T - 1 } })).toEqual(noRect);
    const dragged = run(
      { type: 'press', cell: { row: 0, day: T + 2 } },
      { type: 'enter', cell: { row: 2, day: T - 30 } },
    );
    expect(selectedRect(dragged)).toEqual({ rowFrom: 0, rowTo: 2, dayFrom: T, dayTo: T + 2 });
  });

  it('is cleared whole', () => {
    const state = run({ type: 'press', cell: { row: 1, day: T } }, { type: 'clear' });
    expect(selectedRect(state)).toBeNull();
  });
});

describe('selecting with the keyboard (Shift+arrows)', () => {
  it('stretches from the focused cell across units and days, keeping the first corner', () => {
    let focus = { row: 2, day: T + 1 };
    let state = noRect;
    const press = (key: 'ArrowDown' | 'ArrowLeft' | 'ArrowRight', direction: 'ltr' | 'rtl') => {
      const next = cellByKey(focus, key, direction, 10, axis);
      state = rectReducer(state, { type: 'stretch', from: focus, to: next }, axis);
      focus = next;
    };
    press('ArrowDown', 'rtl');
    press('ArrowDown', 'rtl');
    press('ArrowLeft', 'rtl');
    press('ArrowLeft', 'rtl');
    press('ArrowLeft', 'rtl');
    // Right to left, three presses of the left arrow are three days later.
    expect(selectedRect(state)).toEqual({ rowFrom: 2, rowTo: 4, dayFrom: T + 1, dayTo: T + 4 });

    state = noRect;
    focus = { row: 2, day: T + 1 };
    press('ArrowRight', 'ltr');
    press('ArrowDown', 'ltr');
    expect(selectedRect(state)).toEqual({ rowFrom: 2, rowTo: 3, dayFrom: T + 1, dayTo: T + 2 });
  });

  it('keeps the focus inside the rows and the axis', () => {
    expect(cellByKey({ row: 0, day: 0 }, 'ArrowUp', 'ltr', 10, axis)).toEqual({ row: 0, day: 0 });
    expect(cellByKey({ row: 9, day: 0 }, 'ArrowDown', 'ltr', 10, axis)).toEqual({
      row: 9,
      day: 0,
    });
    expect(cellByKey({ row: 0, day: 730 }, 'ArrowLeft', 'rtl', 10, axis)).toEqual({
      row: 0,
      day: 730,
    });
  });

  it('does not stretch back into the past', () => {
    const state = rectReducer(
      noRect,
      { type: 'stretch', from: { row: 0, day: T }, to: { row: 0, day: T - 1 } },
      axis,
    );
    expect(selectedRect(state)).toEqual({ rowFrom: 0, rowTo: 0, dayFrom: T, dayTo: T });
  });
});

describe('booking bars', () => {
  it('span their nights, the departure day excluded, cut to the axis', () => {
    expect(barColumns(axis, '2026-11-24', '2026-11-27')).toEqual({ start: T, nights: 3 });
    expect(barColumns(axis, '2025-11-20', '2025-11-26')).toEqual({ start: 0, nights: 2 });
    expect(barColumns(axis, '2027-11-24', '2027-12-02')).toEqual({ start: 730, nights: 1 });
    expect(barColumns(axis, '2025-11-01', '2025-11-24')).toBeNull();
  });
});

describe('the cell under the pointer', () => {
  const metrics = { dayWidth: 50, rowHeight: 40, sideWidth: 200, headerHeight: 80 };
  const view = { width: 1000, scrollLeft: 0, scrollTop: 0 };

  it('counts days from the left edge in English and from the right edge in Arabic', () => {
    const point = { x: 260, y: 130 };
    expect(cellAtPoint(point, view, metrics, 'ltr', 100, axis)).toEqual({ row: 1, day: 1 });
    // 740 px from the right edge: 540 px past the name column, the eleventh day.
    expect(cellAtPoint(point, view, metrics, 'rtl', 100, axis)).toEqual({ row: 1, day: 10 });
  });

  it('adds the scrolled distance, negative right to left in Chromium', () => {
    const scrolled = { width: 1000, scrollLeft: -18250, scrollTop: 400 };
    expect(cellAtPoint({ x: 790, y: 80 }, scrolled, metrics, 'rtl', 100, axis)).toEqual({
      row: 10,
      day: T,
    });
    expect(
      cellAtPoint({ x: 210, y: 80 }, { ...scrolled, scrollLeft: 18250 }, metrics, 'ltr', 100, axis),
    ).toEqual({ row: 10, day: T });
  });

  it('finds no cell over the names, the header or past the last row', () => {
    expect(cellAtPoint({ x: 150, y: 130 }, view, metrics, 'ltr', 100, axis)).toBeNull();
    expect(cellAtPoint({ x: 850, y: 130 }, view, metrics, 'rtl', 100, axis)).toBeNull();
    expect(cellAtPoint({ x: 400, y: 60 }, view, metrics, 'ltr', 100, axis)).toBeNull();
    expect(cellAtPoint({ x: 400, y: 130 }, view, metrics, 'ltr', 1, axis)).toBeNull();
  });
});
