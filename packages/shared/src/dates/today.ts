import type { IsoDate } from './days';

/** Each property stores its time zone; Saudi Arabia keeps UTC+3 all year. */
export const DEFAULT_TIME_ZONE = 'Asia/Riyadh';

function newDayFormatter(timeZone: string): Intl.DateTimeFormat {
  // Gregorian calendar and Latin digits whatever the machine's default locale.
  return new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
}

// Keyed by the stored (canonical) zones only; names from requests are checked uncached, so
// that a stream of differently spelt names cannot grow it.
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = newDayFormatter(timeZone);
    dayFormatters.set(formatter.resolvedOptions().timeZone, formatter);
  }
  return formatter;
}

/** An IANA time zone name that `Intl` knows ("Asia/Riyadh", "UTC"); not an offset. */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+/-]*$/.test(value)) return false;
  try {
    newDayFormatter(value);
    return true;
  } catch {
    return false;
  }
}

/** The zone's canonical spelling ("asia/riyadh" → "Asia/Riyadh"), the form to store. */
export function canonicalTimeZone(timeZone: string): string {
  return newDayFormatter(timeZone).resolvedOptions().timeZone;
}

/**
 * The calendar day it is at `now` in the time zone: what "today" and "past" mean for a
 * property. 20:59:59 UTC on 19 March is still 19 March in Riyadh; a second later it is the
 * 20th. The caller passes its clock's time, so tests can stand on either side of midnight.
 */
export function todayIn(timeZone: string, now: Date): IsoDate {
  const parts = dayFormatter(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}
