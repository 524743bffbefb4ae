import { addDays, type DayRange, type IsoDate } from '@nuzul/shared/dates';

/**
 * Choosing days on the calendar: click a first and a last day, or drag from one to the
 * other, or use the keyboard (arrows move, Enter picks, Shift+arrow stretches). The range is
 * of days, both ends included; the ends may be picked in either order.
 */
export interface Selection {
  /** The first day picked; null before any. */
  anchor: IsoDate | null;
  /** The other end (while picking: the day under the pointer or the focus). */
  end: IsoDate | null;
  /** `picking` until the second end is chosen; `dragging` while the button is held. */
  phase: 'idle' | 'picking' | 'dragging' | 'chosen';
}

export const noSelection: Selection = { anchor: null, end: null, phase: 'idle' };

export type SelectionEvent =
  | { type: 'press'; day: IsoDate }
  | { type: 'enter'; day: IsoDate }
  | { type: 'release'; day: IsoDate }
  | { type: 'pick'; day: IsoDate }
  | { type: 'stretch'; from: IsoDate; to: IsoDate }
  | { type: 'clear' };

/**
 * The next selection; `today` is the first selectable day (past days are never picked:
 * "Only future dates are selectable").
 */
export function selectionReducer(
  state: Selection,
  event: SelectionEvent,
  today: IsoDate,
): Selection {
  switch (event.type) {
    case 'press':
      if (event.day < today) return state;
      // The second click of click-click also comes as a press: it ends the range.
      if (state.phase === 'picking' && state.anchor !== null) {
        return { anchor: state.anchor, end: event.day, phase: 'chosen' };
      }
      return { anchor: event.day, end: event.day, phase: 'dragging' };
    case 'enter':
      if (event.day < today) return state;
      if (state.phase === 'dragging' || state.phase === 'picking') {
        return { ...state, end: event.day };
      }
      return state;
    case 'release':
      if (state.phase !== 'dragging') return state;
      // Released on the day it was pressed on: a first click, the range waits for its end.
      if (state.anchor === event.day || event.day < today) {
        return { anchor: state.anchor, end: state.anchor, phase: 'picking' };
      }
      return { anchor: state.anchor, end: event.day, phase: 'chosen' };
    case 'pick':
      if (event.day < today) return state;
      if (state.phase === 'picking' && state.anchor !== null) {
        return { anchor: state.anchor, end: event.day, phase: 'chosen' };
      }
      return { anchor: event.day, end: event.day, phase: 'picking' };
    case 'stretch': {
      if (event.to < today) return state;
      const anchor = state.phase === 'idle' || state.anchor === null ? event.from : state.anchor;
      if (anchor < today) return state;
      return { anchor, end: event.to, phase: 'chosen' };
    }
    case 'clear':
      return noSelection;
    default: {
      const unknown: never = event;
      throw new Error(`unknown selection event ${JSON.stringify(unknown)}`);
    }
  }
}

/** The days chosen, earliest first; null while nothing is chosen. */
export function selectedRange(selection: Selection): DayRange | null {
  const { anchor, end } = selection;
  if (anchor === null || end === null) return null;
  return anchor <= end ? { from: anchor, to: end } : { from: end, to: anchor };
}

/** The range is final (both ends chosen): the actions apply to it. */
export function isChosen(selection: Selection): boolean {
  return selection.phase === 'chosen' || selection.phase === 'picking';
}

export type ArrowKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';

/**
 * The day an arrow key moves the focus to. Right to left, the next day is on the left; up
 * and down move by a week. Home and End are the week's ends.
 */
export function dayByKey(day: IsoDate, key: ArrowKey, direction: 'ltr' | 'rtl'): IsoDate {
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  switch (key) {
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'ArrowLeft':
    case 'ArrowRight':
      return addDays(day, key === forward ? 1 : -1);
    default: {
      const unknown: never = key;
      throw new Error(`unknown key ${String(unknown)}`);
    }
  }
}

export function isArrowKey(key: string): key is ArrowKey {
  return key === 'ArrowLeft' || key === 'ArrowRight' || key === 'ArrowUp' || key === 'ArrowDown';
}
