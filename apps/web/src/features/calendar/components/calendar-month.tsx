import type { CalendarDay } from '@nuzul/shared/bookings';
import { dayOfWeek, isWeekend, type DayRange, type IsoDate } from '@nuzul/shared/dates';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../app/use-language';
import {
  cellPrice,
  dayNumber,
  fullDay,
  hijriDayNumber,
  monthTitle,
  weekdayName,
} from '../day-texts';
import { barParts, type DayMap } from '../day-view';
import { WEEK_START, monthWeeks, weekdayColumns } from '../month-grid';

export interface CalendarMonthProps {
  month: IsoDate;
  days: DayMap;
  today: IsoDate;
  /** The chosen or being-chosen days. */
  range: DayRange | null;
  /** The day that takes the keyboard focus (roving tab index). */
  focusDay: IsoDate;
  onDayPointerDown: (day: IsoDate, event: PointerEvent<HTMLElement>) => void;
  onDayKeyDown: (day: IsoDate, event: KeyboardEvent<HTMLElement>) => void;
  onDayFocus: (day: IsoDate) => void;
}

function inRange(range: DayRange | null, day: IsoDate): boolean {
  return range !== null && range.from <= day && day <= range.to;
}

/**
 * One month of a property's calendar, Sunday first: each day with its number, the Hijri
 * day beneath, the night's price and its status; bookings drawn as bars from arrival to
 * departure with the guest's name. A grid with arrow-key navigation (calendar-view.tsx).
 */
export function CalendarMonth({
  month,
  days,
  today,
  range,
  focusDay,
  onDayPointerDown,
  onDayKeyDown,
  onDayFocus,
}: CalendarMonthProps) {
  const { t } = useTranslation('calendar');
  const { language } = useLanguage();
  const title = monthTitle(month, language);

  const cell = (date: IsoDate) => {
    const day: CalendarDay | undefined = days.get(date);
    const past = date < today;
    const selected = inRange(range, date);
    const status = day?.status ?? 'available';
    const bars = day === undefined ? [] : barParts(day);
    const count = day?.bookings.length ?? 0;
    const price = day?.price ?? null;
    const label = [
      fullDay(date, language),
      t(`status.${status}`),
      count > 1 ? t('bookingsCount', { count }) : (day?.bookings[0]?.guestName ?? null),
      day?.blockNote ?? null,
      price === null ? t('noPrice') : t('priceLabel', { price: cellPrice(price, language) }),
    ]
      .filter((part) => part !== null)
      .join('، ');
    const classes = [
      'nz-cal-day',
      `nz-cal-${status}`,
      isWeekend(date) ? 'nz-cal-weekend' : '',
      past ? 'nz-cal-past' : '',
      selected ? 'nz-cal-selected' : '',
      date === today ? 'nz-cal-today' : '',
    ];
    return (
      <div
        key={date}
        role="gridcell"
        className={classes.filter(Boolean).join(' ')}
        data-date={date}
        data-status={status}
        data-testid={`calendar-day-${date}`}
        aria-selected={selected}
        aria-disabled={past || undefined}
        tabIndex={date === focusDay ? 0 : -1}
        title={label}
        onPointerDown={(event) => onDayPointerDown(date, event)}
        onKeyDown={(event) => onDayKeyDown(date, event)}
        onFocus={() => onDayFocus(date)}
      >
        <span className="nz-cal-sr-only">{label}</span>
        <span className="nz-cal-number" aria-hidden>
          {dayNumber(date, language)}
        </span>
        <span className="nz-cal-hijri" aria-hidden>
          {hijriDayNumber(date, language)}
        </span>
        {status === 'multiple' ? (
          <span
            className="nz-cal-bar nz-cal-bar-multiple nz-cal-bar-start nz-cal-bar-end"
            aria-hidden
          >
            {t('bookingsCount', { count })}
          </span>
        ) : (
          bars.slice(0, 1).map(({ booking, starts, ends }) => (
            <span
              key={booking.id}
              className={[
                'nz-cal-bar',
                booking.status === 'pending' ? 'nz-cal-bar-pending' : '',
                starts ? 'nz-cal-bar-start' : '',
                ends ? 'nz-cal-bar-end' : '',
              ]
                .filter(Boolean)
                .join(' ')}
              aria-hidden
              data-testid="calendar-booking-bar"
              data-booking={booking.id}
            >
              {starts || dayOfWeek(date) === WEEK_START || date.endsWith('-01')
                ? booking.guestName
                : '\u00a0'}
            </span>
          ))
        )}
        <span className="nz-cal-price" aria-hidden>
          {price === null ? '—' : cellPrice(price, language)}
        </span>
      </div>
    );
  };

  return (
    <section className="nz-cal-month" aria-label={title} data-testid={`calendar-month-${month}`}>
      <h2 className="nz-cal-title">{title}</h2>
      <div role="grid" aria-label={title} className="nz-cal-grid" aria-multiselectable>
        <div role="row" className="nz-cal-row">
          {weekdayColumns().map((weekday) => (
            <div
              key={weekday}
              role="columnheader"
              className={`nz-cal-weekday${weekday === 5 || weekday === 6 ? ' nz-cal-weekend' : ''}`}
            >
              {weekdayName(weekday, language)}
            </div>
          ))}
        </div>
        {monthWeeks(month).map((week) => (
          <div role="row" className="nz-cal-row" key={week.find((date) => date !== null)}>
            {week.map((date, index) =>
              date === null ? (
                <div role="gridcell" className="nz-cal-empty" key={`empty-${index}`} />
              ) : (
                cell(date)
              ),
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
