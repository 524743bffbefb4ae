import { describe, expect, it } from 'vitest';
import { timeZoneField } from './schemas';
import { canonicalTimeZone, DEFAULT_TIME_ZONE, isTimeZone, todayIn } from './today';

const riyadh = DEFAULT_TIME_ZONE;

describe('todayIn', () => {
  it('uses Riyadh time by default (UTC+3)', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Asia/Riyadh');
  });

  it('turns to the next day at midnight in Riyadh, 21:00 UTC', () => {
    expect(todayIn(riyadh, new Date('2026-03-19T20:59:59.999Z'))).toBe('2026-03-19');
    expect(todayIn(riyadh, new Date('2026-03-19T21:00:00.000Z'))).toBe('2026-03-20');
  });

  it('is still today at 23:59 in Riyadh, so today stays selectable and yesterday is past', () => {
    const at2359 = new Date('2026-03-20T20:59:00.000Z');
    const today = todayIn(riyadh, at2359);
    expect(today).toBe('2026-03-20');
    expect('2026-03-20' < today).toBe(false);
    expect('2026-03-19' < today).toBe(true);
  });

  it('crosses month and year ends in Riyadh before UTC does', () => {
    const newYearInRiyadh = new Date('2026-12-31T21:00:00.000Z');
    expect(todayIn(riyadh, newYearInRiyadh)).toBe('2027-01-01');
    expect(todayIn('UTC', newYearInRiyadh)).toBe('2026-12-31');
    expect(todayIn(riyadh, new Date('2026-02-28T21:00:00.000Z'))).toBe('2026-03-01');
    expect(todayIn(riyadh, new Date('2024-02-28T21:00:00.000Z'))).toBe('2024-02-29');
  });

  it('follows the property’s own zone', () => {
    const instant = new Date('2026-03-20T09:00:00.000Z');
    expect(todayIn('Pacific/Kiritimati', instant)).toBe('2026-03-20');
    expect(todayIn('Pacific/Kiritimati', new Date('2026-03-20T10:00:00.000Z'))).toBe('2026-03-21');
    expect(todayIn('America/Los_Angeles', new Date('2026-03-20T06:59:59.000Z'))).toBe('2026-03-19');
  });
});

describe('time zones', () => {
  it.each(['Asia/Riyadh', 'UTC', 'Europe/London', 'Etc/GMT-3', 'asia/riyadh'])(
    'accepts the IANA zone %s',
    (zone) => {
      expect(isTimeZone(zone)).toBe(true);
    },
  );

  it.each(['Mars/Olympus', '+03:00', 'GMT+3', '', 'Asia/Riyadh ', 'Asia/Riyadh; DROP'])(
    'refuses %j',
    (zone) => {
      expect(isTimeZone(zone)).toBe(false);
    },
  );

  it('stores the canonical spelling', () => {
    expect(canonicalTimeZone('asia/riyadh')).toBe('Asia/Riyadh');
    expect(canonicalTimeZone('US/Pacific')).toBe('America/Los_Angeles');
    expect(timeZoneField.parse(' asia/riyadh ')).toBe('Asia/Riyadh');
  });

  it('refuses an unknown zone as invalidValue and a missing one as required', () => {
    const unknown = timeZoneField.safeParse('Nowhere/City');
    expect(unknown.error?.issues.map((issue) => issue.message)).toEqual([
      'validation.invalidValue',
    ]);
    expect(timeZoneField.safeParse(undefined).error?.issues[0]?.message).toBe(
      'validation.required',
    );
    expect(timeZoneField.safeParse('A/' + 'b'.repeat(100)).success).toBe(false);
  });
});
