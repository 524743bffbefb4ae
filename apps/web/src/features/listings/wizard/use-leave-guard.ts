import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useBlocker, type Blocker, type BlockerFunction } from 'react-router';

export interface LeaveGuard {
  /** The router's blocker: `blocked` while a navigation waits for Discard or Cancel. */
  blocker: Blocker;
  /** Lets the next navigation through (the wizard's own move after a save). */
  allowNextNavigation: () => void;
}

/**
 * While there are unsaved changes, leaving the page asks first (spec §4): a navigation of
 * the router to another path is blocked until the user discards or cancels, and closing or
 * reloading the tab raises the browser's own prompt. Query changes (the wizard's `?step=`)
 * are not blocked: switching steps asks through the wizard.
 */
export function useLeaveGuard(unsaved: boolean): LeaveGuard {
  const unsavedRef = useRef(unsaved);
  const allowRef = useRef(false);
  useLayoutEffect(() => {
    unsavedRef.current = unsaved;
    if (!unsaved) allowRef.current = false;
  }, [unsaved]);

  const shouldBlock = useCallback<BlockerFunction>(({ currentLocation, nextLocation }) => {
    if (allowRef.current) {
      allowRef.current = false;
      return false;
    }
    return unsavedRef.current && currentLocation.pathname !== nextLocation.pathname;
  }, []);
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent): void => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);

  const allowNextNavigation = useCallback(() => {
    allowRef.current = true;
  }, []);

  return { blocker, allowNextNavigation };
}
