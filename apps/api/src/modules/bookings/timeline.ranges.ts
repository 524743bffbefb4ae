import type { TimelineProperty } from '@nuzul/shared/bookings';
import { compareDates, dayRangeHas, daysBetween, eachDay, type IsoDate } from '@nuzul/shared/dates';
import type {
  BlockRow,
  DaySettingSnapshot,
  TimelinePropertyFacts,
  UnitRange,
} from './timeline.repository';

/* The timeline's arithmetic of unit ranges and days, apart from its reads and writes. */

export const unitKey = (range: { propertyId: string; unitNo: number }) =>
  `${range.propertyId}:${range.unitNo}`;

/** Groups by a key, keeping the order of first appearance. */
export function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/**
 * The ranges merged per unit: overlapping or touching ranges of one unit become one, so that
 * blocks made of them never share a night (two cells selecting the same night would
 * otherwise collide with each other in the exclusion constraint).
 */
export function mergeRanges(ranges: readonly UnitRange[]): UnitRange[] {
  const merged: UnitRange[] = [];
  for (const group of groupBy(ranges, unitKey).values()) {
    const sorted = [...group].sort((a, b) => compareDates(a.from, b.from));
    let current = { ...sorted[0]! };
    for (const range of sorted.slice(1)) {
      if (compareDates(range.from, current.to) <= 0) {
        if (compareDates(range.to, current.to) > 0) current.to = range.to;
      } else {
        merged.push(current);
        current = { ...range };
      }
    }
    merged.push(current);
  }
  return merged;
}

/** The parts of [from, to) outside the (merged, sorted) ranges. */
export function outside(from: IsoDate, to: IsoDate, ranges: readonly UnitRange[]) {
  const pieces: Array<{ from: IsoDate; to: IsoDate }> = [];
  let start = from;
  for (const range of ranges) {
    if (compareDates(range.to, start) <= 0 || compareDates(range.from, to) >= 0) continue;
    if (compareDates(range.from, start) > 0) pieces.push({ from: start, to: range.from });
    if (compareDates(range.to, start) > 0) start = range.to;
  }
  if (compareDates(start, to) < 0) pieces.push({ from: start, to });
  return pieces;
}

/** Nights of [from, to) inside the (merged) ranges. */
export function nightsInside(from: IsoDate, to: IsoDate, ranges: readonly UnitRange[]): number {
  let nights = 0;
  for (const range of ranges) {
    const start = compareDates(range.from, from) > 0 ? range.from : from;
    const end = compareDates(range.to, to) < 0 ? range.to : to;
    if (compareDates(start, end) < 0) nights += daysBetween(start, end);
  }
  return nights;
}

export const sameBlocks = (a: readonly BlockRow[], b: readonly BlockRow[]) => {
  const key = (row: BlockRow) =>
    `${row.id}|${row.propertyId}|${row.unitNo}|${row.from}|${row.to}|${row.note ?? ''}`;
  const left = a.map(key).sort();
  const right = b.map(key).sort();
  return left.length === right.length && left.every((value, index) => value === right[index]);
};

export const sameSettings = (
  a: readonly DaySettingSnapshot[],
  b: readonly DaySettingSnapshot[],
) => {
  const key = (row: DaySettingSnapshot) =>
    `${row.propertyId}|${row.day}|${row.price}|${row.minNights}|${row.maxNights}|${row.preparationHours}`;
  const left = a.map(key).sort();
  const right = b.map(key).sort();
  return left.length === right.length && left.every((value, index) => value === right[index]);
};

/**
 * A property's days from..to as the availability calendar prices them (decision A-5): the
 * day's own setting first, then its season, then the property's defaults.
 */
export function daysOf(from: IsoDate, to: IsoDate, facts: TimelinePropertyFacts | null) {
  const settings = new Map((facts?.settings ?? []).map((row) => [row.day, row]));
  const seasons = facts?.seasons ?? [];
  const base = facts?.base ?? null;
  const days: TimelineProperty['days'] = {
    price: [],
    priceSource: [],
    minNights: [],
    maxNights: [],
  };
  for (const day of eachDay(from, to)) {
    const own = settings.get(day);
    const season = seasons.find((s) => dayRangeHas({ from: s.dateFrom, to: s.dateTo }, day));
    const price = own?.price ?? season?.dailyPrice ?? base?.basePrice ?? null;
    days.price.push(price);
    days.priceSource.push(
      own?.price != null ? 'override' : season ? 'season' : price !== null ? 'base' : null,
    );
    days.minNights.push(own?.minNights ?? season?.minStay ?? base?.minNights ?? null);
    days.maxNights.push(own?.maxNights ?? season?.maxStay ?? base?.maxNights ?? null);
  }
  return days;
}
