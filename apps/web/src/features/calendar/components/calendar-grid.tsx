import type { CalendarBooking } from '@nuzul/shared/bookings';
import type { IsoDate } from '@nuzul/shared/dates';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useLanguage } from '../../../app/use-language';
import type { DayMap } from '../day-view';
import { monthOf, shiftMonth } from '../month-grid';
import {
  dayByKey,
  isArrowKey,
  selectedRange,
  selectionReducer,
  type Selection,
  type SelectionEvent,
} from '../range-selection';
import { CalendarMonth } from './calendar-month';
import './calendar.css';

interface CalendarGridProps {
  firstMonth: IsoDate;
  monthCount: number;
  days: DayMap;
  today: IsoDate;
  selection: Selection;
  onSelection: (next: Selection) => void;
  /** A booked day was clicked (or Enter pressed on it) outside a range being chosen. */
  onOpenBookings: (bookings: CalendarBooking[]) => void;
  /** The keyboard moved the focus to a month not shown. */
  onShowMonth: (month: IsoDate) => void;
}

function dayAt(x: number, y: number): IsoDate | null {
  const element = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-date]');
  return element?.dataset.date ?? null;
}

/**
 * The months shown side by side and the choosing of days on them: click-click, drag (a
 * mouse or a pen; a finger scrolls the page, so on a phone it is click-click) and the
 * keyboard (arrows, Shift+arrows, Enter, Escape).
 */
export function CalendarGrid({
  firstMonth,
  monthCount,
  days,
  today,
  selection,
  onSelection,
  onOpenBookings,
  onShowMonth,
}: CalendarGridProps) {
  const { direction } = useLanguage();
  const [focusDay, setFocusDay] = useState<IsoDate>(today);
  const keyboardMove = useRef(false);
  const selectionRef = useRef(selection);
  selectionRef.current = selection;
  const lastEntered = useRef<IsoDate | null>(null);

  const dispatch = (event: SelectionEvent) => {
    const next = selectionReducer(selectionRef.current, event, today);
    if (next !== selectionRef.current) {
      selectionRef.current = next;
      onSelection(next);
    }
  };

  const months = Array.from({ length: monthCount }, (_, index) => shiftMonth(firstMonth, index));
  const lastShown = months.at(-1) ?? firstMonth;

  // The focused day stays on a shown month: after prev/next it moves to the first month.
  useEffect(() => {
    const month = monthOf(focusDay);
    if (month < firstMonth || month > lastShown) {
      setFocusDay(firstMonth <= monthOf(today) && monthOf(today) <= lastShown ? today : firstMonth);
    }
  }, [firstMonth, lastShown, focusDay, today]);

  useEffect(() => {
    if (!keyboardMove.current) return;
    keyboardMove.current = false;
    document.querySelector<HTMLElement>(`[data-date="${focusDay}"]`)?.focus();
  }, [focusDay, firstMonth]);

  // While a drag or a first click waits for its end, the day under the pointer is the end.
  useEffect(() => {
    const onMove = (event: globalThis.PointerEvent) => {
      const phase = selectionRef.current.phase;
      if (phase !== 'dragging' && phase !== 'picking') return;
      const day = dayAt(event.clientX, event.clientY);
      if (day !== null && day !== lastEntered.current) {
        lastEntered.current = day;
        dispatch({ type: 'enter', day });
      }
    };
    const onUp = (event: globalThis.PointerEvent) => {
      if (selectionRef.current.phase !== 'dragging') return;
      const day = dayAt(event.clientX, event.clientY) ?? selectionRef.current.end;
      if (day !== null) dispatch({ type: 'release', day });
    };
    const onCancel = () => {
      const { phase, anchor } = selectionRef.current;
      if (phase === 'dragging' && anchor !== null) dispatch({ type: 'release', day: anchor });
    };
    document.addEventListener('pointermove', onMove);
    document.addEventListener('pointerup', onUp);
    document.addEventListener('pointercancel', onCancel);
    return () => {
      document.removeEventListener('pointermove', onMove);
      document.removeEventListener('pointerup', onUp);
      document.removeEventListener('pointercancel', onCancel);
    };
  });

  const bookingsOn = (day: IsoDate) => days.get(day)?.bookings ?? [];

  const onDayPointerDown = (day: IsoDate, event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    const booked = bookingsOn(day);
    if (booked.length > 0 && selectionRef.current.phase !== 'picking') {
      onOpenBookings(booked);
      return;
    }
    // A finger's drag scrolls; only a mouse or a pen drags a range.
    if (event.pointerType === 'touch') {
      dispatch({ type: 'pick', day });
      return;
    }
    lastEntered.current = day;
    dispatch({ type: 'press', day });
  };

  const onDayKeyDown = (day: IsoDate, event: KeyboardEvent<HTMLElement>) => {
    if (isArrowKey(event.key)) {
      event.preventDefault();
      const next = dayByKey(day, event.key, direction);
      if (event.shiftKey) dispatch({ type: 'stretch', from: day, to: next });
      else if (selectionRef.current.phase === 'picking') dispatch({ type: 'enter', day: next });
      keyboardMove.current = true;
      setFocusDay(next);
      const month = monthOf(next);
      if (month < firstMonth) onShowMonth(month);
      if (month > lastShown) onShowMonth(shiftMonth(month, -(monthCount - 1)));
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const booked = bookingsOn(day);
      if (booked.length > 0 && selectionRef.current.phase !== 'picking') onOpenBookings(booked);
      else dispatch({ type: 'pick', day });
      return;
    }
    if (event.key === 'Escape') dispatch({ type: 'clear' });
  };

  const range = selectedRange(selection);
  return (
    <div
      className="nz-cal-months"
      style={{ ['--nz-cal-months' as string]: monthCount }}
      data-testid="calendar-months"
    >
      {months.map((month) => (
        <CalendarMonth
          key={month}
          month={month}
          days={days}
          today={today}
          range={range}
          focusDay={monthOf(focusDay) === month ? focusDay : `${month.slice(0, 8)}01`}
          onDayPointerDown={onDayPointerDown}
          onDayKeyDown={onDayKeyDown}
          onDayFocus={setFocusDay}
        />
      ))}
    </div>
  );
}
