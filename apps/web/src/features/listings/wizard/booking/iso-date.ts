import { addMonths, type IsoDate } from '@nuzul/shared/dates';
import { BOOKING_HORIZON_YEARS } from '@nuzul/shared/terms';
import dayjs, { type Dayjs } from 'dayjs';

/** A Form.Item whose DatePicker edits a "YYYY-MM-DD" value, as the API has it. */
export const isoDateItem = {
  getValueProps: (value: unknown) => ({
    value: typeof value === 'string' && value !== '' ? dayjs(value) : null,
  }),
  normalize: (value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null),
};

export function isoOf(day: Dayjs): IsoDate {
  return day.format('YYYY-MM-DD');
}

/** The last day of the booking horizon (three years) from a day. */
export function horizonEnd(from: IsoDate): IsoDate {
  return addMonths(from, BOOKING_HORIZON_YEARS * 12);
}

/**
 * Days a picker offers: from `earliest` (today: past days cannot be chosen) to three years
 * after `horizonFrom`.
 */
export function outsideWindow(earliest: IsoDate, horizonFrom: IsoDate = earliest) {
  const latest = horizonEnd(horizonFrom);
  return (day: Dayjs): boolean => {
    const iso = isoOf(day);
    return iso < earliest || iso > latest;
  };
}
