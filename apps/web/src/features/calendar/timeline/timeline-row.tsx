import type { ChannelConflict } from '@nuzul/shared/channels';
import type { VirtualItem } from '@tanstack/react-virtual';
import type { TFunction } from 'i18next';
import { memo } from 'react';
import { ConflictMarks, type ConflictText } from './timeline-conflicts';
import { barColumns, type Axis } from './timeline-grid';
import type { TimelineRow } from './timeline-rows';

export interface AxisDay {
  date: string;
  weekend: boolean;
}

interface RowCellsProps {
  index: number;
  top: number;
  row: TimelineRow;
  /** The day columns on screen (the same array while the range does not change). */
  columns: VirtualItem[];
  axis: Axis;
  days: readonly AxisDay[];
  side: 'left' | 'right';
  sideWidth: number;
  dayWidth: number;
  rowHeight: number;
  /** The chosen days of this row (a unit's row inside the rectangle), or -1. */
  selectedFrom: number;
  selectedTo: number;
  /** The focused day when the focus is in this row, or -1. */
  focusDay: number;
  /** Day prices ahead (index 0 is today's column) and back (index 0 is the axis's first). */
  aheadPrices: readonly (number | null)[] | undefined;
  backPrices: readonly (number | null)[] | undefined;
  priceText: (halalas: number) => string;
  movingId: string | null;
  /** This unit's reservations from channels that could not be placed (the same array while unchanged). */
  conflicts: readonly ChannelConflict[] | undefined;
  conflictText: ConflictText;
  t: TFunction<'calendar'>;
}

/**
 * One row of the grid on screen: its day cells (price, weekend, past, chosen, focused), its
 * holds' bars and the marks of its channel conflicts. Memoised, so that a scroll re-draws only the rows whose cells changed.
 */
export const RowCells = memo(function RowCells({
  index,
  top,
  row,
  columns,
  axis,
  days,
  side,
  sideWidth,
  dayWidth,
  rowHeight,
  selectedFrom,
  selectedTo,
  focusDay,
  aheadPrices,
  backPrices,
  priceText,
  movingId,
  conflicts,
  conflictText,
  t,
}: RowCellsProps) {
  const unit = row.kind === 'unit';
  const shownFrom = columns[0]?.index ?? 0;
  const shownTo = columns.at(-1)?.index ?? 0;
  return (
    <div className="nz-tl-row" style={{ top, height: rowHeight }} role="row">
      {columns.map((column) => {
        const day = days[column.index];
        if (day === undefined) return null;
        const price = !unit
          ? null
          : column.index >= axis.todayIndex
            ? (aheadPrices?.[column.index - axis.todayIndex] ?? null)
            : (backPrices?.[column.index] ?? null);
        const selected = unit && column.index >= selectedFrom && column.index <= selectedTo;
        let className = 'nz-tl-cell';
        if (!unit) className += ' nz-tl-group';
        else if (column.index < axis.todayIndex) className += ' nz-tl-past';
        else if (day.weekend) className += ' nz-tl-weekend';
        if (selected) className += ' nz-tl-selected';
        if (focusDay === column.index) className += ' nz-tl-focus';
        return (
          <div
            key={column.key}
            className={className}
            role="gridcell"
            aria-selected={selected}
            data-row={index}
            data-date={day.date}
            style={{ [side]: column.start, width: dayWidth, height: rowHeight }}
          >
            {price === null ? '' : priceText(price)}
          </div>
        );
      })}
      {row.kind === 'unit' &&
        row.unit.holds.map((hold) => {
          const span = barColumns(axis, hold.from, hold.to);
          if (span === null || span.start > shownTo || span.start + span.nights < shownFrom) {
            return null;
          }
          const style = {
            [side]: sideWidth + span.start * dayWidth + 2,
            top: 4,
            width: span.nights * dayWidth - 4,
          };
          if (hold.kind === 'block') {
            return (
              <div
                key={hold.id}
                className="nz-tl-bar nz-tl-bar-block"
                style={style}
                title={hold.note ?? t('status.blocked')}
                data-testid="timeline-block-bar"
                data-row={index}
                data-from={hold.from}
                data-to={hold.to}
              >
                {hold.note ?? ''}
              </div>
            );
          }
          const moving = movingId === hold.bookingId;
          return (
            <div
              key={hold.bookingId}
              className={`nz-tl-bar nz-tl-bar-${hold.status}${moving ? ' nz-tl-bar-moving' : ''}`}
              style={style}
              title={`${hold.guestName} · ${t(`timeline.bookingStatus.${hold.status}`)}`}
              data-booking-id={hold.bookingId}
              data-testid="timeline-booking-bar"
            >
              {hold.guestName}
            </div>
          );
        })}
      {conflicts !== undefined && (
        <ConflictMarks
          conflicts={conflicts}
          axis={axis}
          shownFrom={shownFrom}
          shownTo={shownTo}
          side={side}
          sideWidth={sideWidth}
          dayWidth={dayWidth}
          rowHeight={rowHeight}
          conflictText={conflictText}
        />
      )}
    </div>
  );
});
