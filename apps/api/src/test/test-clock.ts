import type { Clock } from '../platform/clock';

/** A clock the test moves by hand. */
export function testClock(start = new Date('2026-11-22T09:00:00.000Z')) {
  let now = start.getTime();
  const clock: Clock = () => new Date(now);
  return {
    clock,
    advance(ms: number) {
      now += ms;
    },
    set(date: Date) {
      now = date.getTime();
    },
  };
}
