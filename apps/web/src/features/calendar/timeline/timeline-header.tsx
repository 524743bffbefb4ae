import { dayOfWeek } from '@nuzul/shared/dates';
import type { VirtualItem } from '@tanstack/react-virtual';
import type { Language } from '../../../app/i18n';
import { dayNumber, hijriMonthsTitle, monthTitle, weekdayName } from '../day-texts';
import {
  BAND_HEIGHT,
  DAY_WIDTH,
  HEADER_HEIGHT,
  dayAt,
  type Axis,
  type Band,
} from './timeline-grid';
import type { AxisDay } from './timeline-row';

interface HeaderProps {
  axis: Axis;
  days: readonly AxisDay[];
  bands: { months: Band[]; hijri: Band[] };
  /** The day columns on screen. */
  columns: VirtualItem[];
  width: number;
  sideWidth: number;
  side: 'left' | 'right';
  language: Language;
}

/**
 * The time axis above the rows: the Gregorian months, the Hijri months beneath them, and a
 * head per day (weekday and number; Friday and Saturday tinted, today marked). Only the
 * bands and days on screen are drawn.
 */
export function TimelineHeader({
  axis,
  days,
  bands,
  columns,
  width,
  sideWidth,
  side,
  language,
}: HeaderProps) {
  const { months, hijri } = bands;
  const shownFrom = columns[0]?.index ?? 0;
  const shownTo = columns.at(-1)?.index ?? 0;
  const inView = (band: { start: number; count: number }) =>
    band.start <= shownTo && band.start + band.count > shownFrom;
  const at = (offset: number) => ({ [side]: offset });
  return (
    <div className="nz-tl-header" style={{ width, height: HEADER_HEIGHT }} role="row">
      <div className="nz-tl-corner" style={{ width: sideWidth }} />
      {months.filter(inView).map((band) => (
        <div
          key={`m${band.key}`}
          className="nz-tl-band"
          style={{
            ...at(sideWidth + band.start * DAY_WIDTH),
            top: 0,
            width: band.count * DAY_WIDTH,
            height: BAND_HEIGHT,
          }}
        >
          {monthTitle(`${band.key}-01`, language)}
        </div>
      ))}
      {hijri.filter(inView).map((band) => (
        <div
          key={`h${band.key}`}
          className="nz-tl-band nz-tl-band-hijri"
          style={{
            ...at(sideWidth + band.start * DAY_WIDTH),
            top: BAND_HEIGHT,
            width: band.count * DAY_WIDTH,
            height: BAND_HEIGHT,
          }}
        >
          {hijriMonthsTitle(dayAt(axis, band.start), dayAt(axis, band.start), language)}
        </div>
      ))}
      {columns.map((column) => {
        const { date, weekend } = days[column.index]!;
        return (
          <div
            key={column.key}
            role="columnheader"
            className={`nz-tl-dayhead${weekend ? ' nz-tl-weekend' : ''}${
              column.index === axis.todayIndex ? ' nz-tl-today' : ''
            }`}
            style={{
              ...at(column.start),
              top: BAND_HEIGHT * 2,
              width: DAY_WIDTH,
              height: HEADER_HEIGHT - BAND_HEIGHT * 2,
            }}
          >
            <span>{weekdayName(dayOfWeek(date), language)}</span>
            <span>{dayNumber(date, language)}</span>
          </div>
        );
      })}
    </div>
  );
}
