import { useEffect, useRef } from 'react';
import { INACTIVITY_TIMEOUT_MS } from '../session';

/** What counts as activity (spec §4); scroll does not bubble, so listeners capture. */
export const activityEvents = ['click', 'mousemove', 'keydown', 'scroll'] as const;

/** Calls `onIdle` once the user has done nothing for `timeoutMs`. */
export function useInactivityLogout(onIdle: () => void, timeoutMs = INACTIVITY_TIMEOUT_MS): void {
  const latest = useRef(onIdle);
  useEffect(() => {
    latest.current = onIdle;
  }, [onIdle]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const restart = (): void => {
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(), timeoutMs);
    };
    restart();
    for (const type of activityEvents) {
      window.addEventListener(type, restart, { capture: true, passive: true });
    }
    return () => {
      clearTimeout(timer);
      for (const type of activityEvents) window.removeEventListener(type, restart, true);
    };
  }, [timeoutMs]);
}
