import { BOOKING_NIGHTS_MAX } from '@nuzul/shared/bookings';
import { addDays, DEFAULT_TIME_ZONE, todayIn, type IsoDate } from '@nuzul/shared/dates';
import { DatePicker, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../app/dayjs-language';
import { screenFailureText } from '../../../app/describe-failure';
import { useCalendar } from '../../calendar';
import { arrivalDisabled, departureDisabled, unavailableNights } from '../night-availability';

interface StayPickerProps {
  id?: string;
  value?: [IsoDate, IsoDate] | null;
  onChange?: (value: [IsoDate, IsoDate] | null) => void;
  propertyId: string | undefined;
  /** The booking being edited: its own nights are not in its way. */
  ownBookingId?: string;
  disabled?: boolean;
  status?: '' | 'error' | 'warning';
}

/** The calendar the picker reads: the 400 days from today (the most one call answers). */
export const STAY_PICKER_WINDOW_DAYS = 399;

const iso = (day: Dayjs): IsoDate => day.format('YYYY-MM-DD');

/**
 * Arrival and departure, with the nights the property cannot give disabled: past days,
 * blocked nights and nights with every unit booked (from the calendar endpoint). The
 * departure may be the first taken night: that guest arrives as this one leaves.
 */
export function StayPicker({
  id,
  value,
  onChange,
  propertyId,
  ownBookingId,
  disabled,
  status,
}: StayPickerProps) {
  const { t } = useTranslation('bookings');
  const browserToday = todayIn(DEFAULT_TIME_ZONE, new Date());
  const calendar = useCalendar(
    propertyId,
    browserToday,
    addDays(browserToday, STAY_PICKER_WINDOW_DAYS),
  );
  const today = calendar.data?.today ?? browserToday;
  const taken = useMemo(
    () =>
      calendar.data === undefined
        ? new Set<IsoDate>()
        : unavailableNights(calendar.data.days, calendar.data.units, ownBookingId),
    [calendar.data, ownBookingId],
  );

  return (
    <>
      <DatePicker.RangePicker
        id={id}
        style={{ width: '100%' }}
        value={value ? [dayjs(value[0]), dayjs(value[1])] : null}
        disabled={disabled}
        status={status}
        placeholder={[t('fields.arrival'), t('fields.departure')]}
        allowEmpty={[false, false]}
        disabledDate={(day, info) => {
          const date = iso(day);
          const from = info?.from;
          return from === undefined
            ? arrivalDisabled(date, today, taken)
            : departureDisabled(date, iso(from), taken, BOOKING_NIGHTS_MAX);
        }}
        onChange={(days) => {
          const [from, to] = days ?? [];
          onChange?.(from && to ? [iso(from), iso(to)] : null);
        }}
        data-testid="booking-stay"
      />
      {calendar.error !== null && (
        <Typography.Text type="danger" data-testid="booking-stay-error">
          {screenFailureText('loadAvailability')}
        </Typography.Text>
      )}
    </>
  );
}
