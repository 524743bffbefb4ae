import { addDays, daysBetween, type IsoDate } from '@nuzul/shared/dates';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../app/toast';
import { useMoveBooking } from './timeline-api';
import {
  barColumns,
  DAY_WIDTH,
  HEADER_HEIGHT,
  ROW_HEIGHT,
  type Axis,
  type Cell,
} from './timeline-grid';
import type { TimelineRow, UnitRow } from './timeline-rows';

/** A booking's bar being dragged: from its unit's row and days to the cell under the pointer. */
export interface Move {
  bookingId: string;
  guestName: string;
  row: number;
  from: IsoDate;
  to: IsoDate;
  start: Cell;
  target: Cell;
}

/** The stay a move makes: the same nights shifted by the days dragged, on the target's unit. */
export function movedStay(rows: readonly TimelineRow[], candidate: Move) {
  const shift = candidate.target.day - candidate.start.day;
  const unit = rows[candidate.target.row] as UnitRow;
  return {
    dateFrom: addDays(candidate.from, shift),
    dateTo: addDays(candidate.to, shift),
    unitNo: unit.unit.unitNo,
  };
}

/** The dragged bar where it would land, while the drag is on. */
export function MovePreview({
  move,
  axis,
  sideWidth,
  side,
}: {
  move: Move;
  axis: Axis;
  sideWidth: number;
  side: 'left' | 'right';
}) {
  return (
    <div
      className="nz-tl-bar nz-tl-bar-moving"
      data-testid="timeline-move-preview"
      style={{
        [side]:
          sideWidth +
          (barColumns(axis, move.from, move.to)?.start ?? 0) * DAY_WIDTH +
          (move.target.day - move.start.day) * DAY_WIDTH,
        top: HEADER_HEIGHT + move.target.row * ROW_HEIGHT + 4,
        width: daysBetween(move.from, move.to) * DAY_WIDTH,
      }}
    >
      {move.guestName}
    </div>
  );
}

/** "Move the booking?": the guest, the new dates and unit; the database re-checks them. */
export function MoveConfirm({
  move,
  rows,
  onClose,
}: {
  move: Move | null;
  rows: readonly TimelineRow[];
  onClose: () => void;
}) {
  const { t } = useTranslation('calendar');
  const moveBooking = useMoveBooking();
  const onConfirm = () => {
    if (move === null) return;
    moveBooking.mutate(
      { bookingId: move.bookingId, input: movedStay(rows, move) },
      {
        onSuccess: () => toast.success(t('timeline.moved')),
        onSettled: onClose,
      },
    );
  };
  return (
    <Modal
      open={move !== null}
      title={t('timeline.moveTitle')}
      okText={t('timeline.moveOk')}
      cancelText={t('timeline.moveCancel')}
      onOk={onConfirm}
      confirmLoading={moveBooking.isPending}
      onCancel={onClose}
      data-testid="timeline-move-confirm"
    >
      {move !== null &&
        t('timeline.moveText', {
          guest: move.guestName,
          from: movedStay(rows, move).dateFrom,
          to: movedStay(rows, move).dateTo,
          unit: movedStay(rows, move).unitNo,
        })}
    </Modal>
  );
}
