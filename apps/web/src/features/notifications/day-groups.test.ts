import type { NotificationResponse } from '@nuzul/shared/notifications';
import { describe, expect, it } from 'vitest';
import { groupByDay } from './day-groups';
import { mfaEnabled } from './test-harness';

/** A notification at a local time (the browser's calendar decides Today and Yesterday). */
const at = (id: string, local: string): NotificationResponse =>
  mfaEnabled(id, new Date(local).toISOString());

describe('groupByDay', () => {
  const now = new Date('2026-05-12T09:30:00');

  it('puts today from local midnight under Today, the day before under Yesterday, older under Earlier', () => {
    const groups = groupByDay(
      [
        at('a', '2026-05-12T09:00:00'),
        at('b', '2026-05-12T00:00:00'),
        at('c', '2026-05-11T23:59:59'),
        at('d', '2026-05-11T00:00:00'),
        at('e', '2026-05-10T23:59:59'),
        at('f', '2025-12-31T12:00:00'),
      ],
      now,
    );
    expect(
      groups.map(({ group, notifications }) => [group, notifications.map(({ id }) => id)]),
    ).toEqual([
      ['today', ['a', 'b']],
      ['yesterday', ['c', 'd']],
      ['earlier', ['e', 'f']],
    ]);
  });

  it('leaves out the sections with nothing in them', () => {
    const groups = groupByDay(
      [at('a', '2026-05-12T08:00:00'), at('f', '2026-04-01T08:00:00')],
      now,
    );
    expect(groups.map(({ group }) => group)).toEqual(['today', 'earlier']);
    expect(groupByDay([], now)).toEqual([]);
  });
});
