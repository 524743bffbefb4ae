import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left until a deadline, ticking once a second; `restart` sets a new one. Time
 * is read from the clock, so a throttled background tab still ends on time.
 */
export function useCountdown(initialSeconds = 0): {
  remaining: number;
  restart: (seconds: number) => void;
} {
  const [deadline, setDeadline] = useState(() => Date.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((deadline - now) / 1000));

  const running = remaining > 0;

  useEffect(() => {
    if (!running) return undefined;
    // Started with the deadline, so the ticks fall on its whole seconds.
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline, running]);

  const restart = useCallback((seconds: number) => {
    const start = Date.now();
    setNow(start);
    setDeadline(start + seconds * 1000);
  }, []);

  return { remaining, restart };
}

/** 75 → "1:15". */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
