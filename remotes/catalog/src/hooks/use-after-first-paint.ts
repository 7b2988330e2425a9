import { useEffect, useState } from 'react';

/**
 * False until the browser has painted a frame after `ready` became true, then true for good: what a page draws only
 * once its first screen is on the glass. The frame's callback runs before that paint; the task it schedules runs
 * after it. Where there is no requestAnimationFrame (a hidden tab's timers still run), a task alone.
 */
export function useAfterFirstPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const after = () => {
      timer = setTimeout(() => setPainted(true), 0);
    };
    let frame: number | undefined;
    if (typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(after);
    else after();
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}
