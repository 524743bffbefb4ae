import { describe, expect, it } from 'vitest';
import {
  dayByKey,
  noSelection,
  selectedRange,
  selectionReducer,
  type Selection,
  type SelectionEvent,
} from './range-selection';

const today = '2026-03-10';

function run(...events: SelectionEvent[]): Selection {
  return events.reduce((state, event) => selectionReducer(state, event, today), noSelection);
}

describe('choosing days with the pointer', () => {
  it('takes a first click and a last click as the range, both days included', () => {
    const first = run({ type: 'press', day: '2026-03-12' }, { type: 'release', day: '2026-03-12' });
    expect(first.phase).toBe('picking');
    expect(selectedRange(first)).toEqual({ from: '2026-03-12', to: '2026-03-12' });

    const hovered = selectionReducer(first, { type: 'enter', day: '2026-03-15' }, today);
    expect(selectedRange(hovered)).toEqual({ from: '2026-03-12', to: '2026-03-15' });

    const done = [
      { type: 'press', day: '2026-03-15' },
      { type: 'release', day: '2026-03-15' },
    ].reduce<Selection>(
      (state, event) => selectionReducer(state, event as SelectionEvent, today),
      hovered,
    );
    expect(done.phase).toBe('chosen');
    expect(selectedRange(done)).toEqual({ from: '2026-03-12', to: '2026-03-15' });
  });

  it('takes the ends in either order', () => {
    const done = run(
      { type: 'press', day: '2026-03-20' },
      { type: 'release', day: '2026-03-20' },
      { type: 'press', day: '2026-03-14' },
    );
    expect(selectedRange(done)).toEqual({ from: '2026-03-14', to: '2026-03-20' });
  });

  it('takes a drag from the pressed day to the released day', () => {
    const dragging = run(
      { type: 'press', day: '2026-03-11' },
      { type: 'enter', day: '2026-03-13' },
    );
    expect(dragging.phase).toBe('dragging');
    const done = selectionReducer(dragging, { type: 'release', day: '2026-03-13' }, today);
    expect(done).toEqual({ anchor: '2026-03-11', end: '2026-03-13', phase: 'chosen' });
  });

  it('starts a new range with the click after a chosen one', () => {
    const next = run(
      { type: 'press', day: '2026-03-11' },
      { type: 'release', day: '2026-03-13' },
      { type: 'press', day: '2026-03-25' },
    );
    expect(next).toEqual({ anchor: '2026-03-25', end: '2026-03-25', phase: 'dragging' });
  });

  it('never picks a past day: today is the first selectable day', () => {
    expect(run({ type: 'press', day: '2026-03-09' })).toEqual(noSelection);
    const started = run({ type: 'press', day: '2026-03-10' }, { type: 'enter', day: '2026-03-09' });
    expect(started.end).toBe('2026-03-10');
  });
});

describe('choosing days with the keyboard', () => {
  it('picks with Enter twice', () => {
    const done = run({ type: 'pick', day: '2026-03-12' }, { type: 'pick', day: '2026-03-14' });
    expect(done.phase).toBe('chosen');
    expect(selectedRange(done)).toEqual({ from: '2026-03-12', to: '2026-03-14' });
  });

  it('stretches from the focused day with Shift and an arrow', () => {
    const once = run({ type: 'stretch', from: '2026-03-12', to: '2026-03-13' });
    const twice = selectionReducer(
      once,
      { type: 'stretch', from: '2026-03-13', to: '2026-03-20' },
      today,
    );
    expect(selectedRange(twice)).toEqual({ from: '2026-03-12', to: '2026-03-20' });
  });

  it('moves the focus by day along the reading direction and by week up and down', () => {
    expect(dayByKey('2026-03-31', 'ArrowRight', 'ltr')).toBe('2026-04-01');
    expect(dayByKey('2026-03-31', 'ArrowLeft', 'rtl')).toBe('2026-04-01');
    expect(dayByKey('2026-03-01', 'ArrowRight', 'rtl')).toBe('2026-02-28');
    expect(dayByKey('2026-03-01', 'ArrowUp', 'rtl')).toBe('2026-02-22');
    expect(dayByKey('2026-12-28', 'ArrowDown', 'ltr')).toBe('2027-01-04');
  });
});
