import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../app/toast';
import type { TimelineFilters } from './timeline-api';
import {
  cellAtPoint,
  cellByKey,
  dayAt,
  isArrowKey,
  noRect,
  rectReducer,
  type Axis,
  type Cell,
  type Direction,
  type GridMetrics,
  type RectEvent,
} from './timeline-grid';
import type { Move } from './timeline-move';
import { buildingKey, propertyKey, type TimelineRow } from './timeline-rows';

interface SelectionOptions {
  scrollRef: RefObject<HTMLDivElement | null>;
  rows: readonly TimelineRow[];
  axis: Axis;
  metrics: GridMetrics;
  direction: Direction;
  filters: TimelineFilters;
  /** Collapses or opens a building's or property's rows. */
  toggle: (key: string) => void;
  /** Brings a cell into view (the keyboard's focus). */
  scrollTo: (cell: Cell) => void;
}

/**
 * What the pointer and the keyboard do on the grid: a rectangle of cells chosen by a drag or
 * Shift+arrows, the focused cell, Enter on a header (collapse) or a booking (open it), and a
 * booking's bar dragged to other days or another unit (then confirmed) or clicked (opened).
 */
export function useTimelineSelection({
  scrollRef,
  rows,
  axis,
  metrics,
  direction,
  filters,
  toggle,
  scrollTo,
}: SelectionOptions) {
  const { t } = useTranslation('calendar');
  const navigate = useNavigate();
  const [selection, setSelection] = useState(noRect);
  const [focus, setFocus] = useState<Cell>({ row: 0, day: axis.todayIndex });
  const [move, setMoveState] = useState<Move | null>(null);
  // The pointer's handlers read the drag from here: a pointer's events may come faster than
  // the renders that would hand them the state.
  const moveRef = useRef<Move | null>(null);
  const setMove = (next: Move | null) => {
    moveRef.current = next;
    setMoveState(next);
  };
  const [confirmMove, setConfirmMove] = useState<Move | null>(null);

  // A change of filters starts from an empty selection.
  useEffect(() => {
    setSelection(noRect);
  }, [filters]);

  const dispatch = (event: RectEvent) => setSelection((state) => rectReducer(state, event, axis));

  const pointerCell = (event: PointerEvent<HTMLDivElement>): Cell | null => {
    const element = scrollRef.current;
    if (element === null) return null;
    const bounds = element.getBoundingClientRect();
    return cellAtPoint(
      { x: event.clientX - bounds.left, y: event.clientY - bounds.top },
      {
        width: element.clientWidth,
        scrollLeft: element.scrollLeft,
        scrollTop: element.scrollTop,
      },
      metrics,
      direction,
      rows.length,
      axis,
    );
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const target = event.target as HTMLElement;
    const cell = pointerCell(event);
    if (cell === null) return;
    // The drag ends where the button is released, even outside the grid.
    event.currentTarget.setPointerCapture(event.pointerId);
    const bar = target.closest<HTMLElement>('[data-booking-id]');
    if (bar !== null) {
      const row = rows[cell.row];
      if (row?.kind !== 'unit') return;
      const hold = row.unit.holds.find(
        (item) => item.kind === 'booking' && item.bookingId === bar.dataset.bookingId,
      );
      if (hold?.kind !== 'booking') return;
      setMove({
        bookingId: hold.bookingId,
        guestName: hold.guestName,
        row: cell.row,
        from: hold.from,
        to: hold.to,
        start: cell,
        target: cell,
      });
      return;
    }
    if (rows[cell.row]?.kind !== 'unit') return;
    setFocus(cell);
    dispatch({ type: 'press', cell });
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (event.buttons !== 1) return;
    const cell = pointerCell(event);
    if (cell === null) return;
    const move = moveRef.current;
    if (move !== null) {
      if (cell.row !== move.target.row || cell.day !== move.target.day) {
        setMove({ ...move, target: cell });
      }
      return;
    }
    // The reducer follows the pointer only while a drag is on.
    dispatch({ type: 'enter', cell });
  };

  const askMove = (candidate: Move) => {
    const from = rows[candidate.row];
    const to = rows[candidate.target.row];
    if (from?.kind !== 'unit' || to?.kind !== 'unit' || to.property.id !== from.property.id) {
      toast.error(t('timeline.moveSameProperty'));
      return;
    }
    setConfirmMove(candidate);
  };

  const onPointerUp = () => {
    const move = moveRef.current;
    if (move !== null) {
      const moved = move.target.row !== move.start.row || move.target.day !== move.start.day;
      setMove(null);
      // A click on the bar (no move) opens the booking.
      if (!moved) void navigate(`/bookings/${move.bookingId}`);
      else askMove(move);
      return;
    }
    dispatch({ type: 'release' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isArrowKey(event.key)) {
      event.preventDefault();
      const next = cellByKey(focus, event.key, direction, rows.length, axis);
      if (event.shiftKey) dispatch({ type: 'stretch', from: focus, to: next });
      setFocus(next);
      scrollTo(next);
      return;
    }
    if (event.key === 'Escape') dispatch({ type: 'clear' });
    if (event.key === 'Enter') {
      const row = rows[focus.row];
      if (row?.kind === 'building') toggle(buildingKey(row.buildingId));
      else if (row?.kind === 'property') toggle(propertyKey(row.property.id));
      else if (row?.kind === 'unit') {
        const day = dayAt(axis, focus.day);
        const booking = row.unit.holds.find(
          (hold) => hold.kind === 'booking' && hold.from <= day && day < hold.to,
        );
        if (booking?.kind === 'booking') void navigate(`/bookings/${booking.bookingId}`);
      }
    }
  };

  return {
    selection,
    focus,
    move,
    confirmMove,
    closeMove: () => setConfirmMove(null),
    dispatch,
    handlers: { onKeyDown, onPointerDown, onPointerMove, onPointerUp },
  };
}
