import type { NotificationResponse } from '@nuzul/shared/notifications';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useMarkRead } from './api';

/** An in-app path (`/bookings/<id>`): never another site, whatever a link says. */
function inAppPath(link: string | null): string | null {
  return link !== null && link.startsWith('/') && !link.startsWith('//') ? link : null;
}

/** Opening a notification marks it read (when it is not yet) and goes to its link. */
export function useOpenNotification(): (notification: NotificationResponse) => void {
  const navigate = useNavigate();
  const { mutate: markRead } = useMarkRead();
  return useCallback(
    (notification) => {
      if (notification.readAt === null) markRead(notification.id);
      const path = inAppPath(notification.link);
      if (path !== null) void navigate(path);
    },
    [markRead, navigate],
  );
}
