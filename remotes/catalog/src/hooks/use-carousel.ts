import { useCallback, useEffect, useState, type FocusEvent } from 'react';

/**
 * A slide index that advances every `intervalMs` unless paused. Hover and keyboard focus hold it (`hold`),
 * and the shopper can stop it for good (`stopped`).
 */
export function useCarousel(count: number, intervalMs = 5000) {
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState(false);
  const [stopped, setStopped] = useState(false);

  useEffect(() => {
    if (held || stopped || count < 2) return undefined;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [held, stopped, count, intervalMs]);

  const safeIndex = count > 0 ? Math.min(index, count - 1) : 0;
  const go = useCallback((target: number) => setIndex(((target % count) + count) % count), [count]);

  return {
    index: safeIndex,
    go,
    next: () => go(safeIndex + 1),
    previous: () => go(safeIndex - 1),
    stopped,
    toggleStopped: () => setStopped((value) => !value),
    /** Spread on the carousel's root: pointer over it or focus inside it holds the slide. */
    holdHandlers: {
      onMouseEnter: () => setHeld(true),
      onMouseLeave: () => setHeld(false),
      onFocus: () => setHeld(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      },
    },
  };
}
