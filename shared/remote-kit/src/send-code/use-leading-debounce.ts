import { useCallback, useEffect, useRef } from 'react';

/** Wait applied to sending a code and to the guest sign-in (docs/contract.md, "Storefront rules"). */
export const DEBOUNCE_MS = 500;

/**
 * Leading-edge debounce that drops duplicates: the first call runs at once; a call arriving within `wait` ms of the
 * previous one with the same key (what it would send: the form's values, the address a code goes to) is a double
 * click and is ignored (each one restarts the quiet period). A call with another key runs at once: the shopper
 * corrected what a validation message pointed at and tries again (issue 18, item 12).
 */
export function useLeadingDebounce<A extends unknown[]>(
  action: (...args: A) => void,
  keyOf: (...args: A) => string = () => '',
  wait: number = DEBOUNCE_MS,
): (...args: A) => void {
  const latest = useRef({ action, keyOf });
  latest.current = { action, keyOf };
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastKey = useRef<string | null>(null);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  return useCallback(
    (...args: A) => {
      const key = latest.current.keyOf(...args);
      const duplicate = timer.current !== null && key === lastKey.current;
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
      }, wait);
      lastKey.current = key;
      if (!duplicate) latest.current.action(...args);
    },
    [wait],
  );
}
