import type { ChannelConflict } from '@nuzul/shared/channels';
import type { IsoDate } from '@nuzul/shared/dates';
import { Typography } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../components/format-date';
import { useChannelConflicts } from '../../channels';
import { barColumns, dayAt, type Axis } from './timeline-grid';
import type { TimelineRow } from './timeline-rows';

/**
 * Reservations that a channel's import could not place because their nights overlap a booking
 * or blocked days (issue 15), marked on their unit's row of the timeline: a dashed frame over
 * the nights with a "!" that names the channel, the dates and what is in the way (the words of
 * the month calendar's warning). From the keyboard, the focused cell's conflicts are read out.
 */

export type UnitConflicts = ReadonlyMap<string, readonly ChannelConflict[]>;

const unitKey = (propertyId: string, unitNo: number) => `${propertyId}:${unitNo}`;

export function conflictsByUnit(list: readonly ChannelConflict[]): UnitConflicts {
  const byUnit = new Map<string, ChannelConflict[]>();
  for (const conflict of list) {
    const key = unitKey(conflict.propertyId, conflict.unitNo);
    byUnit.set(key, [...(byUnit.get(key) ?? []), conflict]);
  }
  return byUnit;
}

/** The conflicts of a unit's row (none for a header or a unit not loaded yet). */
export function conflictsOfRow(
  byUnit: UnitConflicts,
  row: TimelineRow | undefined,
): readonly ChannelConflict[] | undefined {
  return row?.kind === 'unit' ? byUnit.get(unitKey(row.property.id, row.unit.unitNo)) : undefined;
}

/** Those of them whose nights [dateFrom, dateTo) hold `day`. */
export function conflictsOn(
  conflicts: readonly ChannelConflict[] | undefined,
  day: IsoDate | undefined,
): readonly ChannelConflict[] {
  if (conflicts === undefined || day === undefined) return [];
  return conflicts.filter((conflict) => conflict.dateFrom <= day && day < conflict.dateTo);
}

export type ConflictText = (conflict: ChannelConflict) => string;

/** "Channel booking not placed: Airbnb: 12 March 2026 to 15 March 2026 overlaps a booking." */
export function useConflictText(): ConflictText {
  const { t } = useTranslation(['calendar', 'channels']);
  const formatDate = useFormatDate();
  return useCallback(
    (conflict) => {
      const values = {
        channel: t(`channels:names.${conflict.channel}`),
        from: formatDate(conflict.dateFrom),
        to: formatDate(conflict.dateTo),
      };
      const explanation =
        conflict.conflictingBookingId === null
          ? t('channels:conflicts.withBlock', values)
          : t('channels:conflicts.withBooking', values);
      return t('calendar:timeline.conflictMark', { explanation });
    },
    [t, formatDate],
  );
}

/** The open conflicts of every property over the axis's two years, by unit. */
export function useTimelineConflicts(axis: Axis): UnitConflicts {
  const query = useChannelConflicts(null, axis.first, dayAt(axis, axis.count - 1));
  return useMemo(() => conflictsByUnit(query.data ?? []), [query.data]);
}

interface ConflictMarksProps {
  conflicts: readonly ChannelConflict[];
  axis: Axis;
  /** The first and last day columns on screen: marks outside them are not drawn. */
  shownFrom: number;
  shownTo: number;
  side: 'left' | 'right';
  sideWidth: number;
  dayWidth: number;
  rowHeight: number;
  conflictText: ConflictText;
}

/** The marks of one unit's row, over the nights of each conflict. */
export function ConflictMarks({
  conflicts,
  axis,
  shownFrom,
  shownTo,
  side,
  sideWidth,
  dayWidth,
  rowHeight,
  conflictText,
}: ConflictMarksProps) {
  return conflicts.map((conflict) => {
    const span = barColumns(axis, conflict.dateFrom, conflict.dateTo);
    if (span === null || span.start > shownTo || span.start + span.nights < shownFrom) return null;
    const text = conflictText(conflict);
    return (
      <div
        key={conflict.id}
        className="nz-tl-conflict"
        style={{
          [side]: sideWidth + span.start * dayWidth,
          width: span.nights * dayWidth,
          height: rowHeight,
        }}
        data-testid="timeline-conflict"
        data-from={conflict.dateFrom}
        data-to={conflict.dateTo}
      >
        <span className="nz-tl-conflict-mark" role="img" aria-label={text} title={text}>
          !
        </span>
      </div>
    );
  });
}

/**
 * Under the grid, what is known of the focused cell that its look alone tells: the conflicts
 * on that day of that unit, written out and read by screen readers as the arrows reach them.
 */
export function FocusedConflicts({
  conflicts,
  conflictText,
}: {
  conflicts: readonly ChannelConflict[];
  conflictText: ConflictText;
}) {
  return (
    <div role="status" aria-live="polite" data-testid="timeline-focus-conflicts">
      {conflicts.map((conflict) => (
        <Typography.Text key={conflict.id} type="warning" className="nz-tl-conflict-note">
          {conflictText(conflict)}
        </Typography.Text>
      ))}
    </div>
  );
}
