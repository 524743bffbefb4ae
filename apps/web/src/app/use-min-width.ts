import { useCallback, useSyncExternalStore } from 'react';
import { minWidthQuery, type Breakpoint } from './breakpoints';

/** Whether the viewport is at least as wide as the breakpoint; follows resizes. */
export function useMinWidth(breakpoint: Breakpoint): boolean {
  const query = minWidthQuery(breakpoint);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
