import type { NotificationResponse } from '@nuzul/shared/notifications';
import dayjs from 'dayjs';

export type DayGroup = 'today' | 'yesterday' | 'earlier';

export interface NotificationGroup {
  group: DayGroup;
  notifications: NotificationResponse[];
}

/**
 * The center's sections, in the order given (newest first): Today and Yesterday by the
 * browser's own calendar day, everything before under Earlier. Empty sections are left out.
 */
export function groupByDay(
  notifications: readonly NotificationResponse[],
  now: Date = new Date(),
): NotificationGroup[] {
  const today = dayjs(now).startOf('day');
  const yesterday = today.subtract(1, 'day');
  const groups: NotificationGroup[] = [];
  for (const notification of notifications) {
    const at = dayjs(notification.createdAt);
    const group: DayGroup = !at.isBefore(today)
      ? 'today'
      : !at.isBefore(yesterday)
        ? 'yesterday'
        : 'earlier';
    const last = groups.at(-1);
    if (last?.group === group) last.notifications.push(notification);
    else groups.push({ group, notifications: [notification] });
  }
  return groups;
}
