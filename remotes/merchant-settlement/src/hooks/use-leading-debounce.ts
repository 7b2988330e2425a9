import { useCallback, useEffect, useRef } from 'react';

/** Wait applied to send-code and submit clicks (spec section 5). */
export const DEBOUNCE_MS = 500;

/**
 * Leading-edge debounce: the first call runs at once; calls arriving within `wait` ms of the previous call are
 * ignored (each one restarts the quiet period), so a double click acts once.
 */
export function useLeadingDebounce<A extends unknown[]>(action: (...args: A) => void, wait: number = DEBOUNCE_MS): (...args: A) => void {
  const latest = useRef(action);
  latest.current = action;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  return useCallback(
    (...args: A) => {
      const idle = timer.current === null;
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
      }, wait);
      if (idle) latest.current(...args);
    },
    [wait],
  );
}
